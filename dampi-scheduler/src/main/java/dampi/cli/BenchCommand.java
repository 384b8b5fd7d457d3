package dampi.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dampi.bench.Benchmark;
import dampi.bench.Measurement;
import dampi.bench.ReplayLoggingBenchmark;
import dampi.bench.ReplayLoggingTable;
import dampi.launch.BadInputException;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.OutputRouter;
import dampi.record.Recordings;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code dampi bench}: plain MPJ next to dampi (LLCP and LVCP) on the same programs, in one table.
 *
 * <pre>
 *   dampi bench
 *   dampi bench --repetitions 7 --ranks 16,64,256,1024 --json bench.json
 *   dampi bench --repetitions 1 --ranks 16 --wide-ranks 0 --no-niodev
 * </pre>
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Measure dampi's cost next to plain MPJ Express: start-up, ping-pong latency, all-to-one wildcard "
        + "throughput on multicore and niodev, peak memory per rank, piggyback bytes, the cost of checking the "
        + "application's array accesses (a stencil), the speed of verify (up to a 1024-rank wildcard program), and "
        + "adaptive message logging for incremental replay (simulated on traces, as its paper did). "
        + "Medians of repetitions; ratios are medians of per-repetition ratios.")
public final class BenchCommand implements Callable<Integer> {
  /** Ranks of the niodev all-to-one figures: one JVM per rank, so a few. */
  private static final List<Integer> NIODEV_RANKS = List.of(4, 16);
  private static final int MESSAGES_PER_SENDER = 20;
  /** Sizes of the replay-logging figures: the paper used 16 processes; 64 shows how it scales. */
  private static final List<Integer> REPLAY_LOGGING_RANKS = List.of(16, 64);
  /** Interleavings of the wide verify: enough for a forced replay of every one of its epochs. */
  private static final int WIDE_INTERLEAVINGS = 2;

  @Option(names = "--repetitions", paramLabel = "N", defaultValue = "3", description = "default: ${DEFAULT-VALUE}")
  int repetitions;

  @Option(names = "--ranks", paramLabel = "N,N,...", split = ",", defaultValue = "16,64,256",
      description = "rank counts of the multicore all-to-one and memory figures (default: ${DEFAULT-VALUE}; "
          + "1024 is possible and takes about a minute more)")
  List<Integer> ranks;

  @Option(names = "--round-trips", paramLabel = "N", defaultValue = "10000",
      description = "ping-pong round trips on multicore, a twentieth of them on niodev (default: ${DEFAULT-VALUE})")
  int roundTrips;

  @Option(names = "--wide-ranks", paramLabel = "N", defaultValue = "1024",
      description = "ranks of the wide verify (examples.bench.AllRace, its first " + WIDE_INTERLEAVINGS
          + " interleavings, once per protocol); 0 skips it (default: ${DEFAULT-VALUE})")
  int wideRanks;

  @Option(names = "--no-niodev", description = "skip the niodev figures")
  boolean noNiodev;

  @Option(names = "--replay-logging-only",
      description = "measure only the replay-logging figures (adaptive logging simulated on traces of the suite's "
          + "realistic programs at 16 and 64 ranks)")
  boolean replayLoggingOnly;

  @Option(names = "--programs", paramLabel = "JAR", description = "the benchmark programs (default: the bundled "
      + "testsuite/target/dampi-examples.jar)")
  Path programs;

  @Option(names = "--json", paramLabel = "FILE", description = "also write the figures as JSON")
  Path json;

  @Override
  public Integer call() {
    PrintStream out = OutputRouter.originalOut();
    PrintStream err = OutputRouter.originalErr();
    try {
      if (repetitions < 1) {
        throw new BadInputException("--repetitions must be at least 1, got " + repetitions);
      }
      if (roundTrips < 10) {
        throw new BadInputException("--round-trips must be at least 10, got " + roundTrips);
      }
      for (int size : ranks) {
        if (size < 2 || size > LaunchSpec.MAX_RANKS) {
          throw new BadInputException("--ranks values must be in 2.." + LaunchSpec.MAX_RANKS + ", got " + size);
        }
      }
      if (wideRanks != 0 && (wideRanks < 3 || wideRanks > LaunchSpec.MAX_RANKS)) {
        throw new BadInputException("--wide-ranks must be 0 or in 3.." + LaunchSpec.MAX_RANKS + ", got " + wideRanks);
      }
      Path jar = programs != null ? programs : bundledPrograms();
      if (!Files.isReadable(jar)) {
        throw new BadInputException("benchmark programs not found: " + jar);
      }
      Benchmark benchmark = new Benchmark(jar, repetitions);
      List<ReplayLoggingBenchmark.Figure> replayLogging = replayLogging(benchmark);
      if (replayLoggingOnly) {
        ReplayLoggingTable.print(out, replayLogging);
        return DampiCommand.OK;
      }
      List<Measurement> measurements = new ArrayList<>();
      Map<String, Double> piggyback = new TreeMap<>();
      measurements.add(benchmark.startup(Device.MULTICORE));
      if (!noNiodev) {
        measurements.add(benchmark.startup(Device.NIODEV));
      }
      measurements.add(benchmark.pingPong(roundTrips));
      measurements.add(benchmark.arrayAccesses(false));
      measurements.add(benchmark.arrayAccesses(true));
      if (!noNiodev) {
        measurements.addAll(benchmark.pingPongNiodev(Math.max(10, roundTrips / 20)));
      }
      for (int size : ranks) {
        measurements.add(benchmark.allToOne(size, MESSAGES_PER_SENDER, piggyback));
      }
      measurements.addAll(benchmark.tracing(roundTrips, ranks.get(0), MESSAGES_PER_SENDER));
      measurements.addAll(benchmark.recording(roundTrips, ranks.get(0), MESSAGES_PER_SENDER,
          Recordings.DEFAULT_BOUND));
      if (!noNiodev) {
        for (int size : NIODEV_RANKS) {
          measurements.addAll(benchmark.allToOneNiodev(size, MESSAGES_PER_SENDER));
        }
      }
      for (int size : ranks) {
        measurements.add(benchmark.memoryPerRank(size, MESSAGES_PER_SENDER));
      }
      Map<String, Double> counts = new TreeMap<>();
      measurements.add(benchmark.searches().verifyRate("examples.bench.RacingRounds", List.of("4"), 3, 0, counts));
      measurements.add(benchmark.searches().verifyRate("examples.bench.AllRace", List.of(), 5, 0, counts));
      measurements.add(benchmark.searches().verifyRate("examples.bench.AllRace", List.of(), 6, 0, counts));
      // An 8-rank master-worker has 7! orders of its results; a bounded search measures the rate.
      measurements.add(benchmark.searches().verifyRate("examples.RacyGather", List.of(), 8, 200, counts));
      int cores = Math.max(2, Runtime.getRuntime().availableProcessors());
      measurements.add(benchmark.searches().verifyJobs("examples.bench.AllRace", List.of(), 6, cores));
      if (wideRanks > 0) {
        measurements.add(benchmark.searches().verifySecondsPerInterleaving("examples.bench.AllRace", wideRanks,
            WIDE_INTERLEAVINGS, counts));
      }
      print(out, measurements, piggyback);
      counts.forEach((what, count) -> out.printf("%s: %.0f%n", what, count));
      ReplayLoggingTable.print(out, replayLogging);
      if (json != null) {
        Map<String, Object> figures = toJson(measurements, piggyback);
        figures.put("replayLogging", replayLogging);
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(json.toFile(), figures);
      }
      return DampiCommand.OK;
    } catch (BadInputException e) {
      err.println("dampi bench: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    } catch (IOException | RuntimeException e) {
      err.println("dampi bench: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    }
  }

  /** The traced runs and the simulation over them, and the recorded runs; seconds in all. */
  private static List<ReplayLoggingBenchmark.Figure> replayLogging(Benchmark benchmark) throws BadInputException {
    List<ReplayLoggingBenchmark.Figure> figures = new ArrayList<>();
    for (int size : REPLAY_LOGGING_RANKS) {
      for (ReplayLoggingBenchmark.Program program : ReplayLoggingBenchmark.REALISTIC) {
        figures.addAll(ReplayLoggingBenchmark.simulate(program.mainClass(),
            benchmark.replayLogging().trace(program, size), ReplayLoggingBenchmark.simulatedBounds(size)));
        for (int bound : ReplayLoggingBenchmark.bounds(size)) {
          figures.add(benchmark.replayLogging().recorded(program, size, bound));
        }
      }
    }
    return figures;
  }

  private static final List<String> TABLE_COLUMNS = List.of("plain", "llcp", "lvcp");

  private void print(PrintStream out, List<Measurement> measurements, Map<String, Double> piggyback) {
    out.printf("dampi bench: medians of %d repetitions; ratios are medians of per-repetition ratios%n", repetitions);
    int width = measurements.stream().mapToInt(m -> label(m).length()).max().orElse(0);
    String row = "%-" + width + "s %10s %10s %10s %11s %11s%n";
    out.printf(row, "figure", "plain", "llcp", "lvcp", "llcp/plain", "lvcp/plain");
    List<Measurement> others = new ArrayList<>();
    for (Measurement m : measurements) {
      List<String> configurations = m.configurations();
      if (!TABLE_COLUMNS.containsAll(configurations)) {
        others.add(m);
        continue;
      }
      String[] cells = new String[5];
      java.util.Arrays.fill(cells, "-");
      for (int c = 0; c < configurations.size(); c++) {
        int column = TABLE_COLUMNS.indexOf(configurations.get(c));
        cells[column] = String.format("%.1f", m.median(c));
      }
      int plain = configurations.indexOf("plain");
      if (plain >= 0) {
        for (String protocol : List.of("llcp", "lvcp")) {
          int c = configurations.indexOf(protocol);
          if (c >= 0) {
            cells[protocol.equals("llcp") ? 3 : 4] = String.format("%.2fx", m.medianRatio(c, plain));
          }
        }
      }
      out.printf(row, label(m), cells[0], cells[1], cells[2], cells[3], cells[4]);
    }
    for (Measurement m : others) { // compared with their own first configuration, e.g. one job against several
      StringBuilder line = new StringBuilder(label(m)).append(':');
      for (int c = 0; c < m.configurations().size(); c++) {
        line.append(String.format(" %s %.1f", m.configurations().get(c), m.median(c)));
        if (c > 0) {
          line.append(String.format(" (%.2fx)", m.medianRatio(c, 0)));
        }
        line.append(c + 1 < m.configurations().size() ? "," : "");
      }
      out.println(line);
    }
    piggyback.forEach((what, bytes) -> out.printf("piggyback bytes per message, %s: %.1f%n", what, bytes));
  }

  private static String label(Measurement m) {
    return m.name() + " (" + m.unit() + ")";
  }

  private static Map<String, Object> toJson(List<Measurement> measurements, Map<String, Double> piggyback) {
    Map<String, Object> root = new LinkedHashMap<>();
    List<Map<String, Object>> figures = new ArrayList<>();
    for (Measurement m : measurements) {
      Map<String, Object> figure = new LinkedHashMap<>();
      figure.put("name", m.name());
      figure.put("unit", m.unit());
      Map<String, Double> medians = new LinkedHashMap<>();
      for (int c = 0; c < m.configurations().size(); c++) {
        medians.put(m.configurations().get(c), m.median(c));
      }
      figure.put("medians", medians);
      int base = Math.max(0, m.configurations().indexOf("plain")); // else the first configuration
      if (m.configurations().size() > 1) {
        Map<String, Double> ratios = new LinkedHashMap<>();
        for (int c = 0; c < m.configurations().size(); c++) {
          if (c != base) {
            ratios.put(m.configurations().get(c) + "/" + m.configurations().get(base), m.medianRatio(c, base));
          }
        }
        figure.put("ratios", ratios);
      }
      figures.add(figure);
    }
    root.put("figures", figures);
    root.put("piggybackBytesPerMessage", piggyback);
    return root;
  }

  private static Path bundledPrograms() throws BadInputException {
    try {
      Path dampiJar = Path.of(BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      // dampi-scheduler/target/dampi.jar -> testsuite/target/dampi-examples.jar
      return dampiJar.getParent().getParent().getParent().resolve("testsuite/target/dampi-examples.jar");
    } catch (URISyntaxException | NullPointerException e) {
      throw new BadInputException("cannot locate the bundled benchmark programs; give --programs JAR");
    }
  }
}
