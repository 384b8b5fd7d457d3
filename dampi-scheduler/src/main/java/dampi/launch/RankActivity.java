package dampi.launch;

import dampi.rank.PendingCall;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.util.List;

/** What the ranks' interception layers say they are doing, for {@link DeadlockWatch}. */
interface RankActivity {
  /** The MPI call the rank is inside, or null when its layer does not know. */
  String pendingCall(int rank);

  /** The thread inside the rank's pending MPI call (a helper thread's, perhaps), or null when unknown. */
  default Thread pendingThread(int rank) {
    return null;
  }

  /** Whether the layer polls on the rank's behalf (see {@link RankRecorder#polling()}): only a message can end it. */
  boolean layerPolls(int rank);

  /** Where the application polls in a loop only a message can end (see {@link RankRecorder#pollingSite()}), or null. */
  Site applicationPollSite(int rank);

  /** The activity the recorders of a run's ranks, by rank, record. */
  static RankActivity of(List<RankRecorder> recorders) {
    return new RankActivity() {
      @Override
      public String pendingCall(int rank) {
        PendingCall call = recorders.get(rank).pendingCall();
        return call == null ? null : call.call();
      }

      @Override
      public Thread pendingThread(int rank) {
        return recorders.get(rank).pendingThread();
      }

      @Override
      public boolean layerPolls(int rank) {
        return recorders.get(rank).polling();
      }

      @Override
      public Site applicationPollSite(int rank) {
        return recorders.get(rank).pollingSite();
      }
    };
  }
}
