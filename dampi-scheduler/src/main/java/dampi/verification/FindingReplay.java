package dampi.verification;

import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.launch.BadInputException;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.Program;
import dampi.launch.ProgramDigest;
import dampi.launch.ProgramResolver;
import dampi.launch.RankOutput;
import dampi.launch.devices.Launchers;
import dampi.rank.Buffering;
import dampi.report.ReportBuilder;
import dampi.report.VerificationReport;
import dampi.search.ProgramRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Re-executes the schedule of a finding of a report: the program, device, protocol and buffering the report names,
 * and the finding's decisions. What {@code dampi replay} shows and what the HTML report traces.
 */
public final class FindingReplay {
  private final VerificationReport report;
  private final Program program;
  private final LaunchSpec spec;

  /** The replays of {@code report}'s findings; refused when its program is missing or changed since. */
  public FindingReplay(VerificationReport report, Duration timeout) throws BadInputException {
    this.report = report;
    this.program = program(report);
    String verified = report.program().digest();
    if (verified != null && !verified.equals(ProgramDigest.of(program))) {
      throw new BadInputException("the program is not the one this report verified: " + report.program().mainClass()
          + " or its class path changed since (re-run dampi verify)");
    }
    this.spec = new LaunchSpec(program, report.ranks(), device(report.device()), timeout, null);
  }

  /** The decisions that replay finding {@code entry}. */
  public static List<Decision> decisions(VerificationReport.FindingEntry entry) {
    return ReportBuilder.decisions(entry);
  }

  /** Runs {@code entry}'s schedule once, its ranks' output to {@code output}, traced or not. */
  public ProgramRunner.Executed run(VerificationReport.FindingEntry entry, RankOutput output, boolean traced)
      throws BadInputException {
    Protocol protocol = ProtocolChoice.parse(report.protocol()).forRanks(report.ranks());
    Buffering buffering = report.buffering() == null ? Buffering.ZERO : Settings.buffering(report.buffering());
    try (Launcher launcher = Launchers.create(spec.device())) {
      ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, buffering, output);
      return traced ? runner.runTraced(decisions(entry))
          : new ProgramRunner.Executed(runner.run(decisions(entry)), null);
    }
  }

  private static Program program(VerificationReport report) throws BadInputException {
    VerificationReport.ProgramInfo info = report.program();
    List<String> args = info.args() == null ? List.of() : info.args();
    if (info.jar() != null) {
      return ProgramResolver.fromJar(Path.of(info.jar()), info.mainClass(), args);
    }
    return ProgramResolver.fromClasspath(String.join(java.io.File.pathSeparator, info.classpath()),
        info.mainClass(), args);
  }

  private static Device device(String name) throws BadInputException {
    for (Device device : Device.values()) {
      if (device.cliName().equals(name)) {
        return device;
      }
    }
    throw new BadInputException("the report names an unknown device '" + name + "'");
  }
}
