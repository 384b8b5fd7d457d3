package dampi.intercept;

import dampi.rank.PendingCall;
import dampi.rank.RankRecorder;
import dampi.trace.RankTrace;
import java.util.List;
import mpi.Comm;
import mpi.MPI;

/**
 * Records which MPI call a rank is inside, and whom it waits for (see {@link PendingCall}); in a traced run, also
 * when it entered and left the call.
 */
final class Pending {
  private Pending() {}

  /** A point-to-point call with {@code peer} (a rank of {@code comm}, or ANY_SOURCE). */
  static void enter(String call, Comm comm, int peer, int tag) {
    enter(pointToPoint(call, comm, peer, tag));
  }

  /** The pending call of a point-to-point call with {@code peer} (a rank of {@code comm}, or ANY_SOURCE). */
  static PendingCall pointToPoint(String call, Comm comm, int peer, int tag) {
    int self = RankBinding.recorder().rank();
    boolean any = peer == MPI.ANY_SOURCE;
    List<Integer> peers = any ? Members.allWorld(comm, self) : List.of(Members.world(comm, peer));
    return new PendingCall(call, peers, any, tag == MPI.ANY_TAG ? -1 : tag, Receives.context(comm));
  }

  /** A collective call: it waits for every other member. */
  static void enterCollective(String call, Comm comm) {
    enter(collective(call, comm));
  }

  /** The pending call of a collective call: it waits for every other member. */
  static PendingCall collective(String call, Comm comm) {
    int self = RankBinding.recorder().rank();
    return new PendingCall(call, Members.allWorld(comm, self), false, -1, Receives.context(comm), true);
  }

  static void enter(PendingCall call) {
    RankRecorder recorder = RankBinding.recorder();
    recorder.pending(call);
    RankTrace trace = recorder.trace();
    if (trace != null) {
      trace.enter(call.call(), call.describe(), CallSite.current());
    }
  }

  static void leave() {
    RankRecorder recorder = RankBinding.recorder();
    RankTrace trace = recorder.trace();
    if (trace != null) {
      PendingCall left = recorder.pendingCall();
      trace.exit(left == null ? "" : left.call());
    }
    recorder.pending(null);
  }
}
