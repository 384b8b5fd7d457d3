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

  /**
   * Whether a run of this launcher exhausted the heap that runs share with dampi (multicore): runs made at once of
   * such a program exhaust it together faster than dampi can end them, so from then on they are made one at a time.
   */
  default boolean runsExhaustedTheHeap() {
    return false;
  }

  @Override
  default void close() {}
}
