package dampi.cli;

import dampi.clock.Protocol;
import dampi.launch.BadInputException;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.OutputRouter;
import dampi.launch.Program;
import dampi.launch.ProgramResolver;
import dampi.launch.devices.Launchers;
import dampi.report.VerificationReport;
import dampi.search.SearchBounds;
import dampi.search.SearchLimits;
import dampi.selftest.InvalidSuiteException;
import dampi.selftest.MbiCatalogue;
import dampi.selftest.MbiScorecard;
import dampi.selftest.Scorecard;
import dampi.selftest.SuiteProgram;
import dampi.selftest.SuiteScan;
import dampi.selftest.Verdict;
import dampi.verification.Verification;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code dampi selftest}: verifies every labelled program of the test suite (classes annotated {@code @suite.Expect})
 * with LVCP in this JVM, compares each verdict with its label, and prints a scorecard.
 *
 * <pre>
 *   dampi selftest
 *   dampi selftest --category wildcard-deadlock
 *   dampi selftest --filter 'suite\.realistic\..*' --suite other-suite.jar
 *   dampi selftest --mbi
 * </pre>
 *
 * With {@code --mbi} it runs the suite's MBI-style benchmark instead (the cases {@code mbi.Catalogue} generates) and
 * ends with MBI's table: per error class TP, TN, FP, FN, errors, recall, specificity, precision, accuracy and F1.
 *
 * The last line is {@code N passed, M failed}; exit code 0 only when every selected program passed, 1 otherwise,
 * 2 on bad input.
 */
@Command(name = "selftest", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Verify every labelled program of dampi's test suite (LVCP, multicore, in this JVM) and print a "
        + "scorecard: true/false positives and negatives per category, interleaving-count mismatches, and as its "
        + "last line 'N passed, M failed'. With --mbi, the MBI-style benchmark instead, with MBI's table per error "
        + "class.",
        "Exit codes: 0 all selected programs passed; 1 some failed; 2 bad input."})
public final class SelftestCommand implements Callable<Integer> {
  static final Path DEFAULT_SUITE = Path.of("testsuite", "target", "dampi-examples.jar");

  @Option(names = "--suite", paramLabel = "JAR|DIR",
      description = "the suite: a jar or a directory of classes (default: testsuite/target/dampi-examples.jar of "
          + "this dampi build)")
  Path suite;

  @Option(names = "--mbi", description = "run the suite's MBI-style benchmark (about 550 generated cases of every MBI "
      + "error class and their correct twins, a few minutes) and print MBI's table")
  boolean mbi;

  @Option(names = "--sample", paramLabel = "N", defaultValue = "1",
      description = "only every N-th of the selected programs, the first included (default: ${DEFAULT-VALUE}, all)")
  int sample;

  @Option(names = "--category", paramLabel = "CATEGORY",
      description = "only programs labelled with this category (with --mbi: this MBI class, or 'correct')")
  String category;

  @Option(names = "--filter", paramLabel = "REGEX",
      description = "only programs whose class name (with --mbi: the case as '-np N CLASS ARGS') contains a match")
  String filter;

  @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "60",
      description = "time limit of one program's whole search; past it the program fails (default: ${DEFAULT-VALUE})")
  double timeLimitSeconds;

  @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "20",
      description = "time limit of one interleaving (default: ${DEFAULT-VALUE})")
  double runTimeoutSeconds;

  @Option(names = "--jobs", paramLabel = "N",
      description = "verify up to N programs at once, side by side, each one interleaving at a time (most of the "
          + "suite's searches are a few short runs, so programs, not runs, are what keeps the cores busy; default: the "
          + "number of cores, ${DEFAULT-VALUE} here)")
  int jobs = JobsOption.cores();

  @Override
  public Integer call() {
    PrintStream out = OutputRouter.originalOut();
    PrintStream err = OutputRouter.originalErr();
    try {
      SecondsOption.duration("--time-limit", timeLimitSeconds);
      SecondsOption.duration("--timeout", runTimeoutSeconds);
      JobsOption.check(jobs);
      if (sample < 1) {
        throw new BadInputException("--sample must be at least 1, not " + sample);
      }
      Path suitePath = suite != null ? suite : defaultSuite();
      List<SuiteProgram> programs = selected(mbi ? MbiCatalogue.cases(suitePath) : SuiteScan.programs(suitePath));
      if (programs.isEmpty()) {
        throw new BadInputException("no labelled program in " + suitePath + " matches the selection");
      }
      out.printf("dampi selftest: %s, %d %s, lvcp, multicore%n", suitePath, programs.size(),
          mbi ? "MBI-style cases" : "programs");
      Scorecard scorecard = new Scorecard();
      ExecutorService side = Executors.newFixedThreadPool(jobs, SelftestCommand::programThread);
      try (Launcher launcher = Launchers.create(Device.MULTICORE)) {
        List<Future<Verdict>> verdicts = programs.stream()
            .map(program -> side.submit(() -> verify(launcher, suitePath, program)))
            .toList();
        for (int i = 0; i < programs.size(); i++) { // printed in the suite's order, whichever ends first
          SuiteProgram program = programs.get(i);
          Verdict verdict = verdictOf(verdicts.get(i), program);
          scorecard.add(verdict);
          out.printf("  %s %-56s %-24s %4s interleavings %6.1f s%n", verdict.passed() ? "pass" : "FAIL",
              mbi ? program.command() : program.className(), verdictKinds(verdict),
              verdict.interleavings() < 0 ? "?" : verdict.interleavings(), verdict.elapsedMs() / 1000.0);
        }
      } finally {
        side.shutdownNow();
      }
      if (mbi) {
        MbiScorecard.print(scorecard, out);
      } else {
        scorecard.print(out);
      }
      return scorecard.failed() == 0 ? DampiCommand.OK : DampiCommand.FAILED;
    } catch (BadInputException | InvalidSuiteException e) {
      err.println("dampi selftest: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    } catch (IOException e) {
      err.println("dampi selftest: cannot read the suite: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    }
  }

  private static Thread programThread(Runnable verification) {
    Thread thread = new Thread(verification, "dampi-selftest");
    thread.setDaemon(true);
    return thread;
  }

  private static Verdict verdictOf(Future<Verdict> verdict, SuiteProgram program) {
    try {
      return verdict.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Verdict.failed(program, "selftest interrupted", 0);
    } catch (ExecutionException e) {
      return Verdict.failed(program, "verify failed: " + e.getCause(), 0);
    }
  }

  private static String verdictKinds(Verdict verdict) {
    return verdict.reported().isEmpty() ? "no findings" : String.join(",", verdict.reported());
  }

  private Verdict verify(Launcher launcher, Path suitePath, SuiteProgram program) {
    long start = System.nanoTime();
    try {
      Program resolved = ProgramResolver.fromClasspath(suitePath.toString(), program.className(), program.args());
      LaunchSpec spec = new LaunchSpec(resolved, program.ranks(), Device.MULTICORE, seconds(runTimeoutSeconds), null);
      SearchLimits limits = new SearchLimits(0, seconds(timeLimitSeconds), false);
      VerificationReport report = Verification.run(launcher, spec, Protocol.LVCP, program.buffering(), limits,
          SearchBounds.none(), 1, Verification.DEFAULT_LISTED_RUNS, (done, pending) -> {});
      return Verdict.of(program, report);
    } catch (BadInputException | RuntimeException e) {
      return Verdict.failed(program, "verify failed: " + e.getMessage(), (System.nanoTime() - start) / 1_000_000);
    }
  }

  private List<SuiteProgram> selected(List<SuiteProgram> programs) throws BadInputException {
    Pattern pattern;
    try {
      pattern = filter == null ? null : Pattern.compile(filter);
    } catch (PatternSyntaxException e) {
      throw new BadInputException("--filter is not a regular expression: " + e.getDescription());
    }
    List<SuiteProgram> matching = programs.stream()
        .filter(program -> category == null || program.category().equals(category))
        .filter(program -> pattern == null || pattern.matcher(mbi ? program.command() : program.className()).find())
        .toList();
    return java.util.stream.IntStream.range(0, matching.size()).filter(i -> i % sample == 0).mapToObj(matching::get)
        .toList();
  }

  private static Duration seconds(double seconds) {
    return Duration.ofMillis((long) (seconds * 1000));
  }

  /** The suite built next to this dampi: {@code <project>/testsuite/target/dampi-examples.jar}. */
  static Path defaultSuite() throws BadInputException {
    Path project = projectRoot();
    Path jar = project == null ? DEFAULT_SUITE : project.resolve(DEFAULT_SUITE);
    if (!Files.isReadable(jar)) {
      throw new BadInputException("no suite at " + jar + " (build it with ./dampi or mvn package, or give --suite)");
    }
    return jar;
  }

  /** dampi runs from {@code <project>/dampi-scheduler/target/dampi.jar} (or {@code .../target/classes}). */
  private static Path projectRoot() {
    java.security.CodeSource source = SelftestCommand.class.getProtectionDomain().getCodeSource();
    if (source == null || source.getLocation() == null) {
      return null;
    }
    try {
      for (Path dir = Path.of(source.getLocation().toURI()); dir != null; dir = dir.getParent()) {
        if (dir.getFileName() != null && dir.getFileName().toString().equals("target")) {
          return dir.getParent() == null ? null : dir.getParent().getParent();
        }
      }
    } catch (java.net.URISyntaxException | IllegalArgumentException e) {
      return null; // not a file location: fall back to the working directory
    }
    return null;
  }
}
