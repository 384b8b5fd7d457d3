package dampi.verification;

import dampi.instrument.LoopMethod;
import dampi.launch.BadInputException;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.Program;
import dampi.launch.ProgramResolver;
import dampi.launch.devices.Launchers;
import dampi.rank.Buffering;
import dampi.report.VerificationReport;
import dampi.search.SearchBounds;
import dampi.search.SearchLimits;
import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * {@code dampi verify} for code that embeds it (the JUnit extension, the Maven plugin): the same search and the same
 * report, on the multicore device inside the calling JVM, configured in code rather than on a command line.
 *
 * <pre>
 *   VerificationReport report = Verifier.of(classpath, "com.example.Main").ranks(4).protocol("lvcp").verify();
 * </pre>
 *
 * Every setting is checked as the command line checks it: a bad one is a {@link BadInputException} with the same
 * one-line message, thrown before any rank starts.
 */
public final class Verifier {
  /** A run longer than this is a {@code timeout} finding, as with {@code dampi verify}'s default. */
  public static final Duration DEFAULT_RUN_TIMEOUT = Duration.ofSeconds(60);

  private final List<Path> classpath;
  private final String mainClass;
  private List<String> args = List.of();
  private int ranks = 4;
  private String protocol = "auto";
  private String buffering = "zero";
  private int maxInterleavings;
  private Duration timeLimit;
  private Duration runTimeout = DEFAULT_RUN_TIMEOUT;
  private int jobs = 1;
  private Integer mixing;
  private List<String> abstractedLoops = List.of();
  private boolean stopAtFirstError;

  private Verifier(List<Path> classpath, String mainClass) {
    this.classpath = List.copyOf(classpath);
    this.mainClass = mainClass;
  }

  /**
   * The program whose {@code main} is {@code mainClass}, loaded from {@code classpath} (instrumented per rank). The
   * class path may be a build's or a test JVM's whole: dampi's own code and MPJ's jars on it are left out, since each
   * rank gets them from dampi's launcher.
   */
  public static Verifier of(List<Path> classpath, String mainClass) {
    return new Verifier(EmbeddedClassPath.of(classpath), mainClass);
  }

  public Verifier args(List<String> programArgs) {
    this.args = List.copyOf(programArgs);
    return this;
  }

  public Verifier ranks(int count) {
    this.ranks = count;
    return this;
  }

  /** {@code auto}, {@code llcp} or {@code lvcp}, as {@code --protocol}. */
  public Verifier protocol(String name) {
    this.protocol = name;
    return this;
  }

  /** {@code zero} or {@code eager}, as {@code --buffering}. */
  public Verifier buffering(String name) {
    this.buffering = name;
    return this;
  }

  /** Stop after this many runs; 0 for no limit. */
  public Verifier maxInterleavings(int runs) {
    this.maxInterleavings = runs;
    return this;
  }

  /** Stop the search after this long; null for no limit. */
  public Verifier timeLimit(Duration limit) {
    this.timeLimit = limit;
    return this;
  }

  /** The time limit of one interleaving. */
  public Verifier runTimeout(Duration limit) {
    this.runTimeout = limit;
    return this;
  }

  public Verifier jobs(int parallelRuns) {
    this.jobs = parallelRuns;
    return this;
  }

  /** {@code --bound-mixing K}; null for full coverage. */
  public Verifier boundMixing(Integer k) {
    this.mixing = k;
    return this;
  }

  /** {@code --abstract-loop CLASS#METHOD} for each. */
  public Verifier abstractLoops(List<String> methods) {
    this.abstractedLoops = List.copyOf(methods);
    return this;
  }

  public Verifier stopAtFirstError(boolean stop) {
    this.stopAtFirstError = stop;
    return this;
  }

  /**
   * Runs the whole search.
   *
   * @throws BadInputException a setting or the program is not usable (one line, as the command line says it)
   */
  public VerificationReport verify() throws BadInputException {
    if (ranks < 1 || ranks > LaunchSpec.MAX_RANKS) {
      throw new BadInputException("ranks must be between 1 and " + LaunchSpec.MAX_RANKS + ", got " + ranks);
    }
    if (maxInterleavings < 0) {
      throw new BadInputException("maxInterleavings must be 0 or more, got " + maxInterleavings);
    }
    if (jobs < 1) {
      throw new BadInputException("jobs must be 1 or more, got " + jobs);
    }
    if (runTimeout == null || runTimeout.isNegative() || runTimeout.isZero()) {
      throw new BadInputException("the run timeout must be positive, got " + runTimeout);
    }
    if (mixing != null && mixing < 0) {
      throw new BadInputException("boundMixing must be 0 or more, got " + mixing);
    }
    Program program = ProgramResolver.fromClasspath(
        classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)), mainClass, args);
    LaunchSpec spec = new LaunchSpec(program, ranks, Device.MULTICORE, runTimeout, null, loops(program));
    Buffering chosenBuffering = Settings.buffering(buffering);
    SearchBounds bounds = mixing == null ? SearchBounds.none() : new SearchBounds(mixing);
    try (Launcher launcher = Launchers.create(Device.MULTICORE)) {
      return Verification.run(launcher, spec, ProtocolChoice.parse(protocol).forRanks(ranks), chosenBuffering,
          new SearchLimits(maxInterleavings, timeLimit, stopAtFirstError), bounds, jobs,
          Verification.DEFAULT_LISTED_RUNS, (done, pending) -> { });
    }
  }

  private List<LoopMethod> loops(Program program) throws BadInputException {
    List<LoopMethod> loops = Settings.loops("abstract loop", abstractedLoops);
    for (LoopMethod loop : loops) {
      ProgramResolver.requireMethod(program, loop.className(), loop.methodName());
    }
    return loops;
  }

  @Override
  public String toString() {
    return mainClass + " on " + ranks + " ranks, protocol " + protocol.toLowerCase(Locale.ROOT);
  }
}
