package dampi.launch;

import dampi.rank.RankRecorder;
import java.util.function.IntFunction;

/** The niodev device: one JVM per rank over TCP, with dampi as the rendezvous server. */
public final class NiodevLauncher implements Launcher {
  private final MpjInstallation mpj;

  public NiodevLauncher(MpjInstallation mpj) {
    this.mpj = mpj;
  }

  @Override
  public RunResult run(LaunchSpec spec, IntFunction<RankRecorder> recorders, RankOutput output) {
    throw new UnsupportedOperationException("niodev launcher not built yet: " + mpj.lib());
  }
}
