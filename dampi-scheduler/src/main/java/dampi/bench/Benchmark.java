package dampi.bench;

import dampi.clock.Protocol;
import dampi.launch.BadInputException;
import dampi.launch.Device;
import dampi.launch.Interception;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.Program;
import dampi.launch.ProgramResolver;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.niodev.NiodevLauncher;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.rank.RankRecord;
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
  private final MpjInstallation mpj;
  private final MulticoreLauncher plain;
  private final MulticoreLauncher intercepted;
  private final MulticoreLauncher callsOnly;

  public Benchmark(Path programs, int repetitions) throws BadInputException {
    this.programs = programs;
    this.repetitions = repetitions;
    this.mpj = MpjInstallation.locate();
    this.plain = new MulticoreLauncher(mpj, Interception.OFF);
    this.intercepted = new MulticoreLauncher(mpj, Interception.ON);
    this.callsOnly = new MulticoreLauncher(mpj, Interception.CALLS_ONLY);
  }

  /** Figures of whole verify searches on the same programs and launcher. */
  public SearchBenchmark searches() {
    return new SearchBenchmark(intercepted, repetitions, (mainClass, args, ranks) -> spec(mainClass, args, ranks,
        Device.MULTICORE));
  }

  /** Adaptive message logging simulated on traces of the suite's realistic programs. */
  public ReplayLoggingBenchmark replayLogging() {
    return new ReplayLoggingBenchmark(intercepted, (mainClass, args, ranks) -> spec(mainClass, args, ranks,
        Device.MULTICORE));
  }

  /** Start-up and teardown of a 4-rank hello-and-barrier run. */
  public Measurement startup(Device device) throws BadInputException {
    LaunchSpec spec = spec("examples.HelloBarrier", List.of(), 4, device);
    Measurement startup = new Measurement("start-up+teardown, 4 ranks, " + device.cliName(), "ms",
        List.of("plain", "llcp"));
    try (Launcher plainOnDevice = launcher(device, Interception.OFF);
        Launcher onDevice = launcher(device, Interception.ON)) {
      for (int i = 0; i < repetitions; i++) {
        startup.add(0, run(plainOnDevice, spec, null).millis());
        startup.add(1, run(onDevice, spec, Protocol.LLCP).millis());
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

  /**
   * Mean round trip between two rank JVMs on niodev: plain MPJ, and dampi under eager buffering, which is what niodev
   * itself does with small messages; then dampi under its default zero buffering, where every standard Send runs as
   * an Ssend and waits for its receive.
   */
  public List<Measurement> pingPongNiodev(int roundTrips) throws BadInputException {
    Measurement latency = new Measurement("ping-pong round trip, 2 ranks, niodev (eager buffering)", "us",
        List.of("plain", "llcp"));
    Measurement zero = new Measurement("ping-pong round trip, 2 ranks, niodev (zero buffering)", "us",
        List.of("llcp"));
    LaunchSpec spec = spec("examples.bench.PingPong", List.of(Integer.toString(roundTrips)), 2, Device.NIODEV);
    try (Launcher plainNiodev = launcher(Device.NIODEV, Interception.OFF);
        Launcher niodev = launcher(Device.NIODEV, Interception.ON)) {
      for (int i = 0; i < repetitions; i++) {
        latency.add(0, run(plainNiodev, spec, null).value("roundtrip_us"));
        latency.add(1, run(niodev, spec, Protocol.LLCP, Buffering.EAGER, NO_LISTENER).value("roundtrip_us"));
        zero.add(0, run(niodev, spec, Protocol.LLCP).value("roundtrip_us"));
      }
    }
    return List.of(latency, zero);
  }

  /**
   * What checking the application's array accesses against buffers in flight costs: the mean time of one cell update
   * in a stencil's interior loop, under LLCP without that check, with it, and as plain MPJ. With {@code overlap} the
   * loop runs while the halo exchange is pending (every access is checked against the regions in flight), without it
   * nothing is in flight during the loop (the fast path).
   */
  public Measurement arrayAccesses(boolean overlap) throws BadInputException {
    Measurement cost = new Measurement("stencil interior loop, 2 ranks, " + (overlap ? "halo exchange in flight"
        : "nothing in flight"), "ns/update", List.of("llcp unchecked", "llcp", "plain"));
    LaunchSpec spec = spec("examples.bench.Stencil", List.of(overlap ? "overlap" : "sequential"), 2,
        Device.MULTICORE);
    for (int i = 0; i < repetitions; i++) {
      cost.add(0, run(callsOnly, spec, Protocol.LLCP).value("interior_ns_per_update"));
      cost.add(1, run(intercepted, spec, Protocol.LLCP).value("interior_ns_per_update"));
      cost.add(2, run(plain, spec, null).value("interior_ns_per_update"));
    }
    return cost;
  }

  /**
   * What recording a trace costs (dampi run --trace, replay --trace, the HTML report's replays): the ping-pong round
   * trip and the all-to-one wildcard rate on {@code ranks} ranks under LLCP, without and with tracing.
   */
  public List<Measurement> tracing(int roundTrips, int ranks, int perSender) throws BadInputException {
    List<String> configurations = List.of("llcp", "llcp traced");
    Measurement latency = new Measurement("tracing: ping-pong round trip, 2 ranks, multicore", "us", configurations);
    Measurement rate = new Measurement("tracing: all-to-one wildcard, " + ranks + " ranks, multicore", "msg/s",
        configurations);
    LaunchSpec pingPong = spec("examples.bench.PingPong", List.of(Integer.toString(roundTrips)), 2, Device.MULTICORE);
    LaunchSpec allToOne = spec("examples.bench.AllToOne", List.of(Integer.toString(perSender)), ranks,
        Device.MULTICORE);
    for (int i = 0; i < repetitions; i++) {
      latency.add(0, run(intercepted, pingPong, Protocol.LLCP).value("roundtrip_us"));
      latency.add(1, run(intercepted, pingPong, Protocol.LLCP, Buffering.ZERO, NO_LISTENER, true)
          .value("roundtrip_us"));
      rate.add(0, run(intercepted, allToOne, Protocol.LLCP).value("messages_per_s"));
      rate.add(1, run(intercepted, allToOne, Protocol.LLCP, Buffering.ZERO, NO_LISTENER, true)
          .value("messages_per_s"));
    }
    return List.of(latency, rate);
  }

  /**
   * What recording a run for replay costs ({@code dampi run --record}, at the default bound): the ping-pong round
   * trip and the all-to-one wildcard rate on {@code ranks} ranks under LLCP, without and with recording.
   */
  public List<Measurement> recording(int roundTrips, int ranks, int perSender, int bound) throws BadInputException {
    List<String> configurations = List.of("llcp", "llcp recorded");
    Measurement latency = new Measurement("recording for replay: ping-pong round trip, 2 ranks, multicore", "us",
        configurations);
    Measurement rate = new Measurement("recording for replay: all-to-one wildcard, " + ranks + " ranks, multicore",
        "msg/s", configurations);
    LaunchSpec pingPong = spec("examples.bench.PingPong", List.of(Integer.toString(roundTrips)), 2, Device.MULTICORE);
    LaunchSpec allToOne = spec("examples.bench.AllToOne", List.of(Integer.toString(perSender)), ranks,
        Device.MULTICORE);
    for (int i = 0; i < repetitions; i++) {
      latency.add(0, run(intercepted, pingPong, Protocol.LLCP).value("roundtrip_us"));
      latency.add(1, run(intercepted, pingPong, Protocol.LLCP, Buffering.ZERO, NO_LISTENER, false, bound)
          .value("roundtrip_us"));
      rate.add(0, run(intercepted, allToOne, Protocol.LLCP).value("messages_per_s"));
      rate.add(1, run(intercepted, allToOne, Protocol.LLCP, Buffering.ZERO, NO_LISTENER, false, bound)
          .value("messages_per_s"));
    }
    return List.of(latency, rate);
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

  /**
   * Peak memory per rank of the all-to-one program on multicore: the JVM's live memory above its level before the
   * run (see {@link MemorySampler}), divided by the ranks. Once per configuration, in runs whose time is not measured.
   */
  public Measurement memoryPerRank(int ranks, int perSender) throws BadInputException {
    Measurement memory = new Measurement("peak memory per rank, all-to-one " + ranks + " ranks, multicore", "KiB",
        PROTOCOL_CONFIGURATIONS);
    LaunchSpec spec = spec("examples.bench.AllToOne", List.of(Integer.toString(perSender)), ranks, Device.MULTICORE);
    for (int configuration = 0; configuration < PROTOCOL_CONFIGURATIONS.size(); configuration++) {
      Protocol protocol = configuration == 2 ? Protocol.LVCP : Protocol.LLCP;
      // A launcher of its own: the shared ones keep the class loaders of earlier runs for the next, and a rank's copy
      // of MPJ and of the in-rank layer is part of what it costs.
      try (Launcher launcher = new MulticoreLauncher(mpj, configuration == 0 ? Interception.OFF : Interception.ON);
          MemorySampler sampler = new MemorySampler()) {
        // Rank 0 prints its result when it has received every message, before MPI.Finalize: every rank is still
        // alive and rank 0 holds all its epochs, so the sample is taken on its thread right then, as well as
        // periodically.
        run(launcher, spec, configuration == 0 ? null : protocol, Buffering.ZERO, (rank, text) -> {
          if (rank == 0 && text.startsWith("result messages_per_s=")) {
            sampler.sampleNow();
          }
        });
        memory.add(configuration, sampler.peakAboveBaseline() / 1024.0 / ranks);
      }
    }
    return memory;
  }

  /**
   * The all-to-one program on niodev, plain and under LLCP with eager buffering (as niodev sends small messages): its
   * rate, and the mean over ranks of each rank JVM's peak resident memory (its {@code VmHWM}, which the program reads
   * before {@code MPI.Finalize}).
   */
  public List<Measurement> allToOneNiodev(int ranks, int perSender) throws BadInputException {
    List<String> configurations = List.of("plain", "llcp");
    Measurement rate = new Measurement("all-to-one wildcard, " + ranks + " ranks, niodev (eager buffering)", "msg/s",
        configurations);
    Measurement memory = new Measurement("peak memory per rank (RSS), all-to-one " + ranks + " ranks, niodev", "KiB",
        configurations);
    LaunchSpec spec = spec("examples.bench.AllToOne", List.of(Integer.toString(perSender), "rss"), ranks,
        Device.NIODEV);
    try (Launcher plainNiodev = launcher(Device.NIODEV, Interception.OFF);
        Launcher niodev = launcher(Device.NIODEV, Interception.ON)) {
      for (int i = 0; i < repetitions; i++) {
        Sample plainRun = run(plainNiodev, spec, null);
        Sample llcpRun = run(niodev, spec, Protocol.LLCP, Buffering.EAGER, NO_LISTENER);
        rate.add(0, plainRun.value("messages_per_s"));
        rate.add(1, llcpRun.value("messages_per_s"));
        memory.add(0, plainRun.meanOverRanks("peak_rss_kib"));
        memory.add(1, llcpRun.meanOverRanks("peak_rss_kib"));
      }
    }
    return List.of(rate, memory);
  }

  private LaunchSpec spec(String mainClass, List<String> args, int ranks, Device device) throws BadInputException {
    Program program = ProgramResolver.fromClasspath(programs.toString(), mainClass, args);
    return new LaunchSpec(program, ranks, device, Duration.ofMinutes(2), null);
  }

  /** Told of each {@code result} line a rank prints, on that rank's thread. */
  @FunctionalInterface
  private interface ResultListener {
    void printed(int rank, String line);
  }

  /** One benchmark run: how it ended, and the {@code result key=value} lines each rank printed. */
  private record Sample(RunResult run, Map<Integer, Map<String, Double>> results) {
    double value(String key) {
      Double value = results.getOrDefault(0, Map.of()).get(key);
      if (value == null) {
        throw new IllegalStateException("benchmark program printed no " + key + " (got " + results.get(0) + ")");
      }
      return value;
    }

    double meanOverRanks(String key) {
      double sum = 0;
      for (int rank = 0; rank < run.outcomes().size(); rank++) {
        Double value = results.getOrDefault(rank, Map.of()).get(key);
        if (value == null) {
          throw new IllegalStateException("rank " + rank + " printed no " + key);
        }
        sum += value;
      }
      return sum / run.outcomes().size();
    }

    double millis() {
      return run.elapsed().toNanos() / 1e6;
    }
  }

  private static final ResultListener NO_LISTENER = (rank, line) -> {};

  private Sample run(Launcher launcher, LaunchSpec spec, Protocol protocol) {
    return run(launcher, spec, protocol, Buffering.ZERO, NO_LISTENER);
  }

  /**
   * @param protocol null for a plain launcher
   * @param onResult told of every {@code result} line, on the printing rank's thread
   */
  private Sample run(Launcher launcher, LaunchSpec spec, Protocol protocol, Buffering buffering,
      ResultListener onResult) {
    return run(launcher, spec, protocol, buffering, onResult, false);
  }

  private Sample run(Launcher launcher, LaunchSpec spec, Protocol protocol, Buffering buffering,
      ResultListener onResult, boolean traced) {
    return run(launcher, spec, protocol, buffering, onResult, traced, 0);
  }

  /** @param replayBound the bound of a run recorded for replay, 0 for one that is not */
  private Sample run(Launcher launcher, LaunchSpec spec, Protocol protocol, Buffering buffering,
      ResultListener onResult, boolean traced, int replayBound) {
    Protocol chosen = protocol == null ? Protocol.LLCP : protocol;
    Map<Integer, Map<String, Double>> results = new ConcurrentHashMap<>();
    RunResult result = launcher.run(spec,
        rank -> new RankRecorder(rank, new RankPlan(spec.ranks(), chosen, buffering, Map.of(), traced,
            replayBound)),
        (rank, error, text) -> {
          if (text.startsWith("result ")) {
            onResult.printed(rank, text);
          }
          int equals = text.indexOf('=');
          if (text.startsWith("result ") && equals > 0) {
            results.computeIfAbsent(rank, r -> new ConcurrentHashMap<>())
                .put(text.substring("result ".length(), equals), Double.parseDouble(text.substring(equals + 1)));
          }
        });
    if (!result.succeeded()) {
      List<?> failures = result.failures();
      throw new IllegalStateException("benchmark run of " + spec.program().mainClass() + " on " + spec.ranks()
          + " ranks failed: " + failures.subList(0, Math.min(3, failures.size()))
          + (failures.size() > 3 ? " and " + (failures.size() - 3) + " more" : ""));
    }
    return new Sample(result, results);
  }

  /** The shared multicore launchers (their class bytes are cached across runs), or a new niodev launcher. */
  private Launcher launcher(Device device, Interception interception) {
    if (device == Device.MULTICORE) {
      return interception == Interception.OFF ? plain : intercepted;
    }
    return new NiodevLauncher(mpj, interception);
  }

  private static double bytesPerMessage(RunResult result) {
    long bytes = 0;
    long messages = 0;
    for (RankRecord record : result.records()) {
      bytes += record.piggybackBytes();
      messages += record.messagesSent();
    }
    return messages == 0 ? 0 : (double) bytes / messages;
  }

}
