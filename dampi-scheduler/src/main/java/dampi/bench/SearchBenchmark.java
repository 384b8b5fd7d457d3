package dampi.bench;

import dampi.clock.Protocol;
import dampi.launch.BadInputException;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.RankOutput;
import dampi.search.DepthFirstSearch;
import dampi.search.ProgramRunner;
import dampi.search.SearchLimits;
import java.util.List;
import java.util.Map;

/** Figures of whole {@code verify} searches: interleavings per second, the --jobs speed-up, seconds per interleaving. */
public final class SearchBenchmark {
  /** How a bundled program is launched with some ranks. */
  @FunctionalInterface
  interface Specs {
    LaunchSpec spec(String mainClass, List<String> args, int ranks) throws BadInputException;
  }

  private final Launcher launcher;
  private final int repetitions;
  private final Specs specs;

  SearchBenchmark(Launcher launcher, int repetitions, Specs specs) {
    this.launcher = launcher;
    this.repetitions = repetitions;
    this.specs = specs;
  }

  /**
   * Interleavings per second of a search (complete, or cut at {@code maxInterleavings} when that is not 0).
   */
  public Measurement verifyRate(String mainClass, List<String> args, int ranks, int maxInterleavings,
      Map<String, Double> notes) throws BadInputException {
    Measurement rate = new Measurement("verify " + simpleName(mainClass) + ", " + ranks + " ranks", "interleavings/s",
        List.of("llcp", "lvcp"));
    LaunchSpec spec = specs.spec(mainClass, args, ranks);
    for (int i = 0; i < repetitions; i++) {
      for (Protocol protocol : Protocol.values()) {
        Search search = search(spec, protocol, maxInterleavings);
        rate.add(protocol.ordinal(), search.result().runs() / search.seconds());
        notes.put(rate.name() + ", " + protocol.name().toLowerCase(java.util.Locale.ROOT) + " interleavings",
            (double) search.result().runs());
      }
    }
    return rate;
  }

  /**
   * Interleavings per second of a whole LLCP search with one job and with {@code jobs}, in turn: the speed-up of
   * {@code --jobs} is the ratio.
   */
  public Measurement verifyJobs(String mainClass, List<String> args, int ranks, int jobs) throws BadInputException {
    Measurement rate = new Measurement("verify " + simpleName(mainClass) + ", " + ranks + " ranks, llcp, --jobs",
        "interleavings/s", List.of("1 job", jobs + " jobs"));
    LaunchSpec spec = specs.spec(mainClass, args, ranks);
    for (int i = 0; i < repetitions; i++) {
      for (int configuration = 0; configuration < 2; configuration++) {
        Search search = search(spec, Protocol.LLCP, 0, configuration == 0 ? 1 : jobs);
        rate.add(configuration, search.result().runs() / search.seconds());
      }
    }
    return rate;
  }

  private record Search(DepthFirstSearch.Result result, double seconds) {}

  private Search search(LaunchSpec spec, Protocol protocol, int maxInterleavings) {
    return search(spec, protocol, maxInterleavings, 1);
  }

  private Search search(LaunchSpec spec, Protocol protocol, int maxInterleavings, int jobs) {
    long start = System.nanoTime();
    ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, RankOutput.discard());
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, new SearchLimits(maxInterleavings, null, false),
        dampi.search.SearchBounds.none(), jobs, (interleaving, pending) -> {}).run();
    return new Search(result, (System.nanoTime() - start) / 1e9);
  }

  private static String simpleName(String mainClass) {
    return mainClass.substring(mainClass.lastIndexOf('.') + 1);
  }

  /**
   * Seconds per interleaving of a search cut at {@code maxInterleavings}, start-up and teardown of every run included:
   * what one interleaving of a wide program costs.
   */
  public Measurement verifySecondsPerInterleaving(String mainClass, int ranks, int maxInterleavings,
      Map<String, Double> notes) throws BadInputException {
    Measurement time = new Measurement("verify " + simpleName(mainClass) + ", " + ranks + " ranks", "s/interleaving",
        List.of("llcp", "lvcp"));
    LaunchSpec spec = specs.spec(mainClass, List.of(), ranks);
    for (Protocol protocol : Protocol.values()) {
      Search search = search(spec, protocol, maxInterleavings);
      time.add(protocol.ordinal(), search.seconds() / search.result().runs());
      notes.put(time.name() + ", " + protocol.name().toLowerCase(java.util.Locale.ROOT) + " epochs",
          (double) search.result().distinctEpochs());
    }
    return time;
  }
}
