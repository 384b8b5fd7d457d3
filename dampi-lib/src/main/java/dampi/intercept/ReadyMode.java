package dampi.intercept;

import dampi.rank.RankRecorder;
import dampi.rank.RuleViolation;
import dampi.rank.RunPeers;
import mpi.Comm;
import mpi.MPI;

/**
 * A ready send may start only when its matching receive is already posted (MPI-3.1 §3.4); otherwise the program is
 * erroneous, though MPJ sends it as a standard send and nothing shows. When the send starts, the receiving rank's open
 * receives are looked at: none that would take the message is a {@code ready-mode} violation at the send. So is one
 * that this run posted first by timing only: "already posted" must hold in every execution, so the sender must know
 * of the posting (a vector clock's component for the receiver at or past the value the posting left, learned through
 * messages, collectives or a synchronous send's rendezvous); under LLCP, whose clock cannot say, a posted receive
 * counts as known. The receiver's state is seen only where it runs in the same JVM (multicore); the search's other
 * outcomes of wildcard receives reach the orders in which the receive comes late.
 */
final class ReadyMode {
  private ReadyMode() {}

  static void starting(String call, Comm comm, int dest, int tag) {
    if (dest == MPI.PROC_NULL || dest < 0 || dest >= Members.peerCount(comm)) {
      return; // no receive to wait for, or an invalid argument reported already
    }
    RankRecorder recorder = RankBinding.recorder();
    RunPeers peers = recorder.peers();
    int receiverWorldRank = Members.world(comm, dest);
    RankRecorder receiver = peers == null ? null : peers.of(receiverWorldRank);
    if (receiver == null) {
      return;
    }
    int senderKnows = recorder.tracker().knowledgeOf(receiverWorldRank);
    switch (receiver.tracker().readyReceive(Receives.context(comm), comm.Rank(), tag, senderKnows)) {
      case NONE -> Violations.record(RuleViolation.Rule.READY_MODE, CallSite.current(), call, "rank "
          + receiverWorldRank + " had posted no receive for it (source " + comm.Rank() + ", tag " + tag
          + ") when the ready send started (MPI-3.1 §3.4)");
      case POSTED_BY_TIMING -> Violations.record(RuleViolation.Rule.READY_MODE, CallSite.current(), call, "rank "
          + receiverWorldRank + "'s receive for it (source " + comm.Rank() + ", tag " + tag + ") was posted first by"
          + " timing only: nothing this rank received orders the posting before the ready send (MPI-3.1 §3.4)");
      case KNOWN_POSTED -> { }
    }
  }
}
