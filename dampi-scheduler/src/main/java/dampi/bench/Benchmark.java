package dampi.bench;

import dampi.clock.Protocol;
import dampi.launch.BadInputException;
import dampi.launch.Device;
import dampi.launch.Interception;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.Launchers;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.Program;
import dampi.launch.ProgramResolver;
import dampi.launch.RunResult;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Side-by-side figures of plain MPJ and dampi (LLCP, LVCP) on the same programs, measured in one run with the
 * configurations interleaved repetition by repetition, so that ratios compare neighbours in time.
 */
public final class Benchmark {
  static final List<String> PROTOCOL_CONFIGURATIONS = List.of("plain", "llcp", "lvcp");

  private final Path programs;
  private final int repetitions;
  private final MulticoreLauncher plain;
  private final MulticoreLauncher intercepted;

  public Benchmark(Path programs, int repetitions) throws BadInputException {
    this.programs = programs;
    this.repetitions = repetitions;
    MpjInstallation mpj = MpjInstallation.locate();
    this.plain = new MulticoreLauncher(mpj, Interception.OFF);
    this.intercepted = new MulticoreLauncher(mpj, Interception.ON);
  }

  /** Start-up and teardown of a 4-rank hello-and-barrier run. */
  public Measurement startup(Device device) throws BadInputException {
    LaunchSpec spec = spec("examples.HelloBarrier", List.of(), 4, device);
    if (device == Device.MULTICORE) {
      Measurement startup = new Measurement("start-up+teardown, 4 ranks, multicore", "ms", List.of("plain", "llcp"));
      for (int i = 0; i < repetitions; i++) {
        startup.add(0, run(plain, spec, null).millis());
        startup.add(1, run(intercepted, spec, Protocol.LLCP).millis());
      }
      return startup;
    }
    Measurement startup = new Measurement("start-up+teardown, 4 ranks, " + device.cliName(), "ms", List.of("llcp"));
    try (Launcher onDevice = Launchers.create(device)) {
      for (int i = 0; i < repetitions; i++) {
        startup.add(0, run(onDevice, spec, Protocol.LLCP).millis());
      }
    }
    return startup;
  }

  /** Mean round trip of a small message between two ranks. */
  public Measurement pingPong(int roundTrips) throws BadInputException {
    Measurement latency = new Measurement("ping-pong round trip, 2 ranks, multicore", "us", PROTOCOL_CONFIGURATIONS);
    LaunchSpec spec = spec("examples.bench.PingPong", List.of(Integer.toString(roundTrips)), 2, Device.MULTICORE);
    for (int i = 0; i < repetitions; i++) {
      latency.add(0, run(plain, spec, null).value("roundtrip_us"));
      latency.add(1, run(intercepted, spec, Protocol.LLCP).value("roundtrip_us"));
      latency.add(2, run(intercepted, spec, Protocol.LVCP).value("roundtrip_us"));
    }
    return latency;
  }

  /** Mean round trip between two rank JVMs on niodev (dampi with LLCP; niodev always runs under dampi). */
  public Measurement pingPongNiodev(int roundTrips) throws BadInputException {
    Measurement latency = new Measurement("ping-pong round trip, 2 ranks, niodev", "us", List.of("llcp"));
    LaunchSpec spec = spec("examples.bench.PingPong", List.of(Integer.toString(roundTrips)), 2, Device.NIODEV);
    try (Launcher niodev = Launchers.create(Device.NIODEV)) {
      for (int i = 0; i < repetitions; i++) {
        latency.add(0, run(niodev, spec, Protocol.LLCP).value("roundtrip_us"));
      }
    }
    return latency;
  }

  /**
   * Interleavings per second of a search (complete, or cut at {@code maxInterleavings} when that is not 0).
   */
  public Measurement verifyRate(String mainClass, List<String> args, int ranks, int maxInterleavings,
      Map<String, Double> notes) throws BadInputException {
    Measurement rate = new Measurement("verify " + mainClass.substring(mainClass.lastIndexOf('.') + 1) + ", " + ranks
        + " ranks", "interleavings/s", List.of("llcp", "lvcp"));
    LaunchSpec spec = spec(mainClass, args, ranks, Device.MULTICORE);
    for (int i = 0; i < repetitions; i++) {
      for (Protocol protocol : Protocol.values()) {
        long start = System.nanoTime();
        int[] count = {0};
        dampi.search.ProgramRunner runner =
            new dampi.search.ProgramRunner(intercepted, spec, protocol, (rank, error, text) -> {});
        dampi.search.DepthFirstSearch.Result result = new dampi.search.DepthFirstSearch(runner,
            new dampi.search.SearchLimits(maxInterleavings, null, false), (interleaving, pending) -> count[0]++).run();
        double seconds = (System.nanoTime() - start) / 1e9;
        rate.add(protocol.ordinal(), result.interleavings() / seconds);
        notes.put(rate.name() + ", " + protocol.name().toLowerCase(java.util.Locale.ROOT) + " interleavings",
            (double) result.interleavings());
      }
    }
    return rate;
  }

  /** Rate at which rank 0 receives wildcard messages from all other ranks; also records piggyback size. */
  public Measurement allToOne(int ranks, int perSender, Map<String, Double> piggybackBytes)
      throws BadInputException {
    Measurement rate = new Measurement("all-to-one wildcard, " + ranks + " ranks, multicore", "msg/s",
        PROTOCOL_CONFIGURATIONS);
    LaunchSpec spec = spec("examples.bench.AllToOne", List.of(Integer.toString(perSender)), ranks, Device.MULTICORE);
    for (int i = 0; i < repetitions; i++) {
      rate.add(0, run(plain, spec, null).value("messages_per_s"));
      Sample llcp = run(intercepted, spec, Protocol.LLCP);
      rate.add(1, llcp.value("messages_per_s"));
      Sample lvcp = run(intercepted, spec, Protocol.LVCP);
      rate.add(2, lvcp.value("messages_per_s"));
      piggybackBytes.put("llcp", bytesPerMessage(llcp.run()));
      piggybackBytes.put("lvcp, " + ranks + " ranks", bytesPerMessage(lvcp.run()));
    }
    return rate;
  }

  private LaunchSpec spec(String mainClass, List<String> args, int ranks, Device device) throws BadInputException {
    Program program = ProgramResolver.fromClasspath(programs.toString(), mainClass, args);
    return new LaunchSpec(program, ranks, device, Duration.ofMinutes(2), null);
  }

  /** One benchmark run: how it ended, and the {@code result key=value} line each rank printed. */
  private record Sample(RunResult run, Map<Integer, String> results) {
    double value(String key) {
      String line = results.get(0);
      if (line == null || !line.startsWith(key + "=")) {
        throw new IllegalStateException("benchmark program printed no " + key + " (got " + line + ")");
      }
      return Double.parseDouble(line.substring(key.length() + 1));
    }

    double millis() {
      return run.elapsed().toNanos() / 1e6;
    }
  }

  private Sample run(Launcher launcher, LaunchSpec spec, Protocol protocol) {
    Protocol chosen = protocol == null ? Protocol.LLCP : protocol;
    Map<Integer, String> results = new ConcurrentHashMap<>();
    RunResult result = launcher.run(spec, rank -> new RankRecorder(rank, RankPlan.free(spec.ranks(), chosen)),
        (rank, error, text) -> {
          if (text.startsWith("result ")) {
            results.put(rank, text.substring("result ".length()));
          }
        });
    if (!result.succeeded()) {
      throw new IllegalStateException("benchmark run of " + spec.program().mainClass() + " failed: "
          + result.failures());
    }
    return new Sample(result, results);
  }

  private static double bytesPerMessage(RunResult result) {
    long bytes = 0;
    long messages = 0;
    for (RankRecorder record : result.records()) {
      bytes += record.piggybackBytes();
      messages += record.messagesSent();
    }
    return messages == 0 ? 0 : (double) bytes / messages;
  }

}
