package dampi.launch;

import dampi.rank.RankRecorder;
import java.util.function.IntFunction;

/**
 * Runs a program once on some device. One launcher serves many runs (the scheduler makes hundreds); everything a
 * run creates is torn down when {@link #run} returns, so no rank thread or process outlives it.
 */
public interface Launcher extends AutoCloseable {
  /**
   * @param recorders gives each rank the recorder its interception layer writes to
   * @param output where the ranks' printed lines go
   */
  RunResult run(LaunchSpec spec, IntFunction<RankRecorder> recorders, RankOutput output);

  @Override
  default void close() {}
}
