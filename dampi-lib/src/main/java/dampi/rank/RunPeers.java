package dampi.rank;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The recorders of one run's ranks that share this JVM (all of them on multicore, the rank alone in a niodev rank's
 * JVM), by world rank: what a rank may ask of another's state at the moment of a call, such as whether a ready send's
 * receive is posted.
 */
public final class RunPeers {
  private final Map<Integer, RankRecorder> byRank = new ConcurrentHashMap<>();

  void join(RankRecorder recorder) {
    byRank.put(recorder.rank(), recorder);
  }

  /** The recorder of world rank {@code rank}, or null where it runs in another JVM. */
  public RankRecorder of(int rank) {
    return byRank.get(rank);
  }
}
