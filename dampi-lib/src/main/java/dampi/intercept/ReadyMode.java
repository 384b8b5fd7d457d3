package dampi.intercept;

import dampi.epoch.EpochTracker;
import dampi.epoch.ReadySend;
import dampi.epoch.Receive;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import dampi.rank.RuleViolation;
import dampi.rank.RunPeers;
import dampi.site.Site;
import mpi.Comm;
import mpi.Datatype;

/**
 * A ready send may start only when its matching receive is already posted (MPI-3.1 §3.4); otherwise the program is
 * erroneous, though MPJ sends it as a standard send and nothing shows. "Already posted" must hold in every execution,
 * so the sender must know of the posting: a vector clock's component for the receiver at or past the value the
 * posting left, learned through messages, collectives or a synchronous send's rendezvous (under LLCP, whose clock
 * cannot say, a receive posted before the send started counts as known).
 *
 * <p>Judged once, when a receive takes the message: that receive is the matching one, and it must have been posted in
 * time. Only the receiver knows which receive that is (an earlier message of the sender, or another rank's, may take a
 * receive that was posted first), and judging at the match makes the verdict the same whatever the timing of the run:
 * whether a receiver had posted some receive when the send started is up to timing wherever the posting is not known
 * to come first, and a check there reported the same send twice, or once, as the run's timing fell. A ready message
 * no receive ever takes is the deadlock or leak the run reports.
 * The receiver's state is seen only where it runs in the same JVM (multicore); the search's other outcomes of
 * wildcard receives reach the orders in which the receive comes late.
 */
final class ReadyMode {
  private ReadyMode() {}

  /**
   * The ready send {@code call} starts: recorded as {@link Receives#sending} records every send, with its start, to be
   * judged when a receive takes its message.
   *
   * @return the application's line of the send
   */
  static Site send(String call, Comm comm, int dest, int tag, int count, Datatype type) {
    long start = System.nanoTime();
    Site site = Receives.sending(comm, dest, tag, count, type);
    RankRecorder recorder = RankBinding.recorder();
    recorder.tracker().lastSentInReadyMode(call, start);
    if (dest >= 0 && dest < Members.peerCount(comm) && peer(Members.world(comm, dest)) == null) {
      recorder.unsupported(RankRecord.READY_MODE_NOT_CHECKED); // the verdict says so, rather than nothing
    }
    return site;
  }

  /**
   * {@code receive} of this rank took the message of {@code source} (a rank of {@code comm}) with {@code tag}: when
   * that was a ready send's, the receive must have been posted, and known to be, when the send started.
   */
  static void received(Comm comm, Receive receive, int source, int tag) {
    if (source < 0 || receive.channelOrdinal() < 0) {
      return;
    }
    RankRecorder me = RankBinding.recorder();
    RankRecorder sender = peer(Members.world(comm, source));
    if (sender == null) {
      return;
    }
    ReadySend send = sender.tracker().readySend(receive.context(), source, me.rank(), tag, receive.channelOrdinal());
    EpochTracker tracker = me.tracker();
    if (send != null && !tracker.postedBefore(receive, send)) {
      sender.ruleViolation(new RuleViolation(RuleViolation.Rule.READY_MODE, send.site(), send.call(), "rank "
          + me.rank() + "'s receive that took it (at " + CallSite.current() + ") was not known to be posted when the"
          + " ready send started: nothing the sender received orders the posting before it (MPI-3.1 §3.4)"));
    }
  }

  private static RankRecorder peer(int worldRank) {
    RunPeers peers = RankBinding.recorder().peers();
    return peers == null ? null : peers.of(worldRank);
  }
}
