package dampi.launch.niodev;

import dampi.launch.BadInputException;
import dampi.launch.Interception;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.MpjInstallation;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.rank.RankRecorder;
import java.util.function.IntFunction;

/**
 * The niodev device: one JVM per rank talking TCP, with dampi as MPJ's rendezvous server. Ranks run on this machine
 * (on 127.0.0.1), or on the hosts of {@link LaunchSpec#cluster()}, started by its launch agent. See {@link NiodevRun}.
 */
public final class NiodevLauncher implements Launcher {
  private final MpjInstallation mpj;
  private final Interception interception;

  public NiodevLauncher(MpjInstallation mpj) {
    this(mpj, Interception.ON);
  }

  /** @param interception {@link Interception#OFF} runs plain MPJ in every rank JVM (a benchmark baseline) */
  public NiodevLauncher(MpjInstallation mpj, Interception interception) {
    this.mpj = mpj;
    this.interception = interception;
  }

  /**
   * Checks what a niodev run of {@code spec} depends on before anything starts: the hosts file (its syntax, and the
   * address ranks on other machines reach this one by), the launch agent's program and the number of ranks.
   */
  public static void validate(LaunchSpec spec) throws BadInputException {
    Placement.of(spec);
  }

  /**
   * @throws IllegalArgumentException when {@link #validate} would reject the spec
   * @throws dampi.launch.LaunchFailure when a rank could not be started on its host or could not reach dampi
   */
  @Override
  public RunResult run(LaunchSpec spec, IntFunction<RankRecorder> recorders, RankOutput output) {
    Placement placement;
    try {
      placement = Placement.of(spec);
    } catch (BadInputException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    return new NiodevRun(spec, placement, mpj, interception).run(recorders, output);
  }
}
