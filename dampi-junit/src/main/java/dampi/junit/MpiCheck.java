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

  /** The search, configured as the setters below say; its defaults are those of {@code dampi verify}. */
  private final Verifier verifier;
  /** What the report file is named after: the main class, or the test class and method. */
  private final String name;
  private int ranks = 4; // as the Verifier's default

  private MpiCheck(Class<?> anchor, String mainClass, String name) {
    this.verifier = Verifier.of(TestClassPath.of(anchor, TestMethodProgram.class), mainClass);
    this.name = name;
  }

  /** The program whose {@code main} is in {@code mainClass}. */
  public static MpiCheck of(Class<?> mainClass) {
    return new MpiCheck(mainClass, mainClass.getName(), mainClass.getName());
  }

  /** The body of a test method without parameters, run by every rank on an instance of its own. */
  static MpiCheck ofTestMethod(Method method) {
    Class<?> testClass = method.getDeclaringClass();
    MpiCheck check = new MpiCheck(testClass, TestMethodProgram.class.getName(),
        testClass.getName() + "." + method.getName());
    check.verifier.args(List.of(testClass.getName(), method.getName()));
    return check;
  }

  public MpiCheck args(String... programArgs) {
    verifier.args(List.of(programArgs));
    return this;
  }

  public MpiCheck ranks(int count) {
    this.ranks = count;
    verifier.ranks(count);
    return this;
  }

  public MpiCheck protocol(Protocol chosen) {
    verifier.protocol(chosen.name());
    return this;
  }

  public MpiCheck buffering(Buffering chosen) {
    verifier.buffering(chosen.name());
    return this;
  }

  /** Stop after this many runs (0: no limit). */
  public MpiCheck maxInterleavings(int runs) {
    verifier.maxInterleavings(runs);
    return this;
  }

  /** Stop the search after this long (null: no limit). */
  public MpiCheck timeLimit(Duration limit) {
    verifier.timeLimit(limit);
    return this;
  }

  public MpiCheck runTimeout(Duration limit) {
    verifier.runTimeout(limit);
    return this;
  }

  /** {@code --bound-mixing K}; a negative K for full coverage. */
  public MpiCheck boundMixing(int k) {
    verifier.boundMixing(k < 0 ? null : k);
    return this;
  }

  public MpiCheck abstractLoops(String... methods) {
    verifier.abstractLoops(List.of(methods));
    return this;
  }

  public MpiCheck jobs(int parallelRuns) {
    verifier.jobs(parallelRuns);
    return this;
  }

  /** Runs the search and judges it, as described above. */
  public VerificationReport verify() {
    VerificationReport report;
    try {
      report = verifier.verify();
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
