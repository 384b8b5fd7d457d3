package dampi.junit;

import dampi.launch.BadInputException;
import dampi.report.FindingText;
import dampi.report.ReportFiles;
import dampi.report.VerificationReport;
import dampi.verification.Verifier;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * A dampi search as an assertion, for any test: {@link MpiTest} uses it, and so can a {@code @ParameterizedTest}.
 *
 * <pre>
 *   &#64;ParameterizedTest &#64;ValueSource(ints = {2, 4, 8})
 *   void gatherAtEveryScale(int ranks) { MpiCheck.of(RacyGather.class).ranks(ranks).verify(); }
 * </pre>
 *
 * {@link #verify} returns the report of a search that was exhausted without findings; it throws an
 * {@link AssertionFailedError} listing the findings, their sites and the command that replays each, and a
 * {@link TestAbortedException} when the search was cut short without a finding (not a pass: nothing is known of what
 * it did not explore).
 */
public final class MpiCheck {
  /** Where reports are written unless the system property {@code dampi.reports} says otherwise. */
  static final String DEFAULT_REPORTS = "target/dampi-reports";

  private final String mainClass;
  private final List<String> bodyArgs;
  private final String name;
  private final Class<?> anchor;
  private List<String> args = List.of();
  private int ranks = 4;
  private Protocol protocol = Protocol.AUTO;
  private Buffering buffering = Buffering.ZERO;
  private int maxInterleavings;
  private Duration timeLimit;
  private Duration runTimeout = Verifier.DEFAULT_RUN_TIMEOUT;
  private Integer mixing;
  private List<String> abstractLoops = List.of();
  private int jobs = 1;

  private MpiCheck(String mainClass, List<String> bodyArgs, String name, Class<?> anchor) {
    this.mainClass = mainClass;
    this.bodyArgs = bodyArgs;
    this.name = name;
    this.anchor = anchor;
  }

  /** The program whose {@code main} is in {@code mainClass}. */
  public static MpiCheck of(Class<?> mainClass) {
    return new MpiCheck(mainClass.getName(), List.of(), mainClass.getName(), mainClass);
  }

  /** The body of a test method without parameters, run by every rank on an instance of its own. */
  static MpiCheck ofTestMethod(Method method) {
    Class<?> testClass = method.getDeclaringClass();
    return new MpiCheck(TestMethodProgram.class.getName(), List.of(testClass.getName(), method.getName()),
        testClass.getName() + "." + method.getName(), testClass);
  }

  public MpiCheck args(String... programArgs) {
    this.args = List.of(programArgs);
    return this;
  }

  public MpiCheck ranks(int count) {
    this.ranks = count;
    return this;
  }

  public MpiCheck protocol(Protocol chosen) {
    this.protocol = chosen;
    return this;
  }

  public MpiCheck buffering(Buffering chosen) {
    this.buffering = chosen;
    return this;
  }

  /** Stop after this many runs (0: no limit). */
  public MpiCheck maxInterleavings(int runs) {
    this.maxInterleavings = runs;
    return this;
  }

  /** Stop the search after this long (null: no limit). */
  public MpiCheck timeLimit(Duration limit) {
    this.timeLimit = limit;
    return this;
  }

  public MpiCheck runTimeout(Duration limit) {
    this.runTimeout = limit;
    return this;
  }

  /** {@code --bound-mixing K}; a negative K for full coverage. */
  public MpiCheck boundMixing(int k) {
    this.mixing = k < 0 ? null : k;
    return this;
  }

  public MpiCheck abstractLoops(String... methods) {
    this.abstractLoops = List.of(methods);
    return this;
  }

  public MpiCheck jobs(int parallelRuns) {
    this.jobs = parallelRuns;
    return this;
  }

  /** Runs the search and judges it, as described above. */
  public VerificationReport verify() {
    List<String> programArgs = bodyArgs.isEmpty() ? args : bodyArgs;
    VerificationReport report;
    try {
      report = Verifier.of(TestClassPath.of(anchor, TestMethodProgram.class), mainClass).args(programArgs)
          .ranks(ranks).protocol(protocol.name()).buffering(buffering.name()).maxInterleavings(maxInterleavings)
          .timeLimit(timeLimit).runTimeout(runTimeout).boundMixing(mixing).abstractLoops(abstractLoops).jobs(jobs)
          .verify();
    } catch (BadInputException e) {
      throw new IllegalArgumentException("dampi: " + e.getMessage());
    }
    Path file = reportFile();
    try {
      ReportFiles.write(report, file);
    } catch (IOException e) {
      throw new UncheckedIOException("dampi: cannot write the report " + file, e);
    }
    judge(report, file);
    return report;
  }

  private Path reportFile() {
    Path directory = Path.of(System.getProperty("dampi.reports", DEFAULT_REPORTS));
    return directory.resolve(name + "-" + ranks + "ranks.json");
  }

  private void judge(VerificationReport report, Path file) {
    String search = String.format(Locale.ROOT, "%s on %d ranks, %s: %d interleaving%s, %s", name, ranks,
        report.protocol(), report.interleavings(), report.interleavings() == 1 ? "" : "s",
        report.exhausted() ? "search exhausted" : "search cut short by " + report.coverage().stoppedBy());
    List<VerificationReport.FindingEntry> findings = report.failingFindings();
    if (!findings.isEmpty()) {
      StringBuilder message = new StringBuilder("dampi found " + findings.size() + " error"
          + (findings.size() == 1 ? "" : "s") + " in " + search);
      for (int i = 0; i < report.findings().size(); i++) {
        VerificationReport.FindingEntry finding = report.findings().get(i);
        message.append("\n  #").append(i + 1).append(' ').append(FindingText.headline(finding));
        if (!finding.decisions().isEmpty()) {
          message.append("\n     schedule: ").append(FindingText.schedule(finding));
        }
        message.append("\n     replay: dampi replay ").append(file).append(" --finding ").append(i + 1);
      }
      throw new AssertionFailedError(message.toString());
    }
    if (!report.exhausted() || !report.coverage().unsupportedCalls().isEmpty()) {
      throw new TestAbortedException("dampi: no finding, but not everything was explored: " + search
          + (report.coverage().unsupportedCalls().isEmpty() ? ""
              : "; calls dampi does not model: " + report.coverage().unsupportedCalls()));
    }
  }
}
