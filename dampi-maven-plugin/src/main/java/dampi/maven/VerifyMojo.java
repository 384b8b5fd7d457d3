package dampi.maven;

import dampi.launch.BadInputException;
import dampi.report.Baseline;
import dampi.report.FindingText;
import dampi.report.JunitReport;
import dampi.report.ReportFiles;
import dampi.report.Suppressions;
import dampi.report.Triage;
import dampi.report.VerificationReport;
import dampi.verification.Verifier;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

/**
 * {@code dampi:verify}: verifies each program the POM lists, on the multicore device inside the build's JVM, and fails
 * the build on new findings. Writes per program a JSON report and a JUnit XML file ({@code TEST-*.xml}, which Jenkins
 * and GitLab read as test results) under {@code target/dampi-reports/}. With {@code dampi.baselineDirectory} (the
 * reports of an earlier build) only findings that are not in the program's earlier report fail the build; a
 * {@code dampi-suppressions.txt} beside the POM silences accepted findings. A search cut short by a limit or a bound
 * is a warning, not a failure: the build says what was not explored.
 */
@Mojo(name = "verify", defaultPhase = LifecyclePhase.VERIFY, requiresDependencyResolution = ResolutionScope.TEST)
public class VerifyMojo extends AbstractMojo {
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** The programs to verify. */
  @Parameter
  List<Program> programs = new ArrayList<>();

  @Parameter(property = "dampi.reportsDirectory", defaultValue = "${project.build.directory}/dampi-reports")
  File reportsDirectory;

  /** Reports of an earlier build ({@code MAINCLASS-Nranks.json}); a program without one has only new findings. */
  @Parameter(property = "dampi.baselineDirectory")
  File baselineDirectory;

  @Parameter(property = "dampi.suppressions", defaultValue = "${project.basedir}/" + Suppressions.DEFAULT_FILE_NAME)
  File suppressions;

  /** Interleavings run at once; the verdict is the same for any number. */
  @Parameter(property = "dampi.jobs", defaultValue = "1")
  int jobs;

  @Parameter(property = "dampi.skip", defaultValue = "false")
  boolean skip;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("dampi: skipped (dampi.skip)");
      return;
    }
    if (programs == null || programs.isEmpty()) {
      throw new MojoExecutionException("dampi: no <programs> to verify in the plugin's configuration");
    }
    List<Path> classpath = classpath();
    List<String> failures = new ArrayList<>();
    try {
      Suppressions accepted = suppressions != null && suppressions.isFile() ? Suppressions.read(suppressions.toPath())
          : null;
      for (Program program : programs) {
        failures.addAll(verify(program, classpath, accepted));
      }
    } catch (BadInputException e) {
      throw new MojoExecutionException("dampi: " + e.getMessage());
    } catch (IOException e) {
      throw new MojoExecutionException("dampi: cannot write the reports under " + reportsDirectory + ": "
          + e.getMessage(), e);
    }
    if (!failures.isEmpty()) {
      throw new MojoFailureException("dampi found " + failures.size() + " new finding"
          + (failures.size() == 1 ? "" : "s") + ":\n" + String.join("\n", failures));
    }
  }

  /** Verifies one program; returns how each failing finding reads in the build's failure. */
  private List<String> verify(Program program, List<Path> classpath, Suppressions accepted)
      throws BadInputException, IOException {
    if (program.mainClass == null || program.mainClass.isBlank()) {
      throw new BadInputException("a <program> has no <mainClass>");
    }
    VerificationReport report = Verifier.of(classpath, program.mainClass).args(program.args).ranks(program.ranks)
        .protocol(program.protocol).buffering(program.buffering).maxInterleavings(program.maxInterleavings)
        .timeLimit(program.timeLimitSeconds > 0 ? seconds(program.timeLimitSeconds) : null)
        .runTimeout(seconds(program.runTimeoutSeconds)).boundMixing(program.boundMixing)
        .abstractLoops(program.abstractLoops).jobs(jobs).verify();
    report = Triage.apply(report, baseline(program), accepted);
    Path json = reportsDirectory.toPath().resolve(program.reportName() + ".json");
    ReportFiles.write(report, json);
    JunitReport.write(report, reportsDirectory.toPath().resolve("TEST-" + program.reportName() + ".xml"));
    getLog().info(String.format(Locale.ROOT, "dampi: %s on %d ranks, %s: %d interleavings, %s; %d finding%s, %d new",
        program.mainClass, program.ranks, report.protocol(), report.interleavings(),
        report.exhausted() ? "search exhausted" : "search cut short by " + report.coverage().stoppedBy(),
        report.findings().size(), report.findings().size() == 1 ? "" : "s", report.failingFindings().size()));
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < report.findings().size(); i++) {
      VerificationReport.FindingEntry finding = report.findings().get(i);
      String line = "  #" + (i + 1) + " " + FindingText.headline(finding) + "\n     replay: dampi replay " + json
          + " --finding " + (i + 1);
      if (finding.fails()) {
        failures.add(line);
      } else {
        getLog().info(line + (finding.suppression() != null ? " (suppressed: " + finding.suppression() + ")"
            : " (known)"));
      }
    }
    if (report.triage() != null) {
      report.triage().fixed().forEach(fixed -> getLog().info("  fixed: " + fixed.kind() + " at " + fixed.site()));
      report.triage().staleSuppressions().forEach(stale -> getLog().warn("dampi: stale suppression " + stale));
    }
    if (!report.exhausted() && report.failingFindings().isEmpty()) {
      getLog().warn("dampi: the search of " + program.mainClass + " was cut short by "
          + report.coverage().stoppedBy() + ": what it did not explore is not verified");
    }
    return failures;
  }

  private Baseline baseline(Program program) throws BadInputException {
    if (baselineDirectory == null) {
      return null;
    }
    Path file = baselineDirectory.toPath().resolve(program.reportName() + ".json");
    if (!Files.exists(file)) {
      getLog().info("dampi: no baseline " + file + ": every finding of " + program.mainClass + " is new");
      return null;
    }
    return Baseline.read(file, program.mainClass);
  }

  private List<Path> classpath() throws MojoExecutionException {
    try {
      return project.getTestClasspathElements().stream().map(Path::of).toList();
    } catch (DependencyResolutionRequiredException e) {
      throw new MojoExecutionException("dampi: the project's class path is not resolved", e);
    }
  }

  private static Duration seconds(double value) {
    return Duration.ofNanos((long) (value * 1e9));
  }
}
