package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.epoch.PollQuestion;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * Probes. A wildcard {@code Probe} is an epoch. An {@code Iprobe}, wildcard or not, is a choice on its own: MPI lets
 * one poll miss a message already sent, and lets it see one the run's timing delivered later (only repeated polls must
 * see a message, MPI-3.1 §3.8.1). So a single {@code Iprobe} is an epoch whether it finds something (finding nothing
 * is an alternative) or not (the messages it could have seen, by the late-message rule, are alternatives). An empty
 * poll becomes an epoch only once the rank does something else ({@link EpochTracker#pollFoundNothing}): one that the
 * program polls again at once belongs to a loop, whose choice is what it ends with: the message it finds, or, for a
 * loop that gives up, nothing (see {@link EpochTracker#repeatsPendingPoll}).
 *
 * <p>A poll forced to find a source waits in MPJ for that source's message: the rank sees what it would have seen had
 * the message been there in time, and a message that never comes shows as a blocked rank (a deadlock, or an infeasible
 * run), not a spin until the time limit. A poll forced to find nothing answers so without asking MPJ, and so do the
 * polls that repeat it at once: a loop that gives up then gives up; one that polls until it finds waits for ever
 * while its message lies unreceived, which makes the run infeasible, not a deadlock.
 */
final class Probes {
  private static final Polls IPROBES = new Polls();

  private Probes() {}

  static Status iprobe(Comm comm, int source, int tag) throws MPIException {
    Site site = CallSite.current();
    Status status = iprobeAt(site, comm, source, tag);
    ApplicationPolls.polled(site, status != null, () -> Pending.pointToPoint("Comm.Iprobe", comm, source, tag));
    return status;
  }

  private static Status iprobeAt(Site site, Comm comm, int source, int tag) throws MPIException {
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    boolean polling = IPROBES.reached(site);
    if (polling && IPROBES.followsWork()) {
      tracker.pollRepeatedAfterWork(site); // its empty answer before was taken: this poll is a choice of its own
    }
    Status status;
    PollQuestion question = question(comm, source, tag);
    switch (tracker.repeatsPendingPoll(site, question)) {
      case NOTHING -> { // the loop's answers are one choice, and a decision made it nothing
        ForcedNothingLoops.answerNothing(question, () -> Pending.pointToPoint("Comm.Iprobe", comm, source, tag));
        status = null;
      }
      case FREE -> {
        status = comm.Iprobe(source, tag); // the loop goes on: its answers are one choice, taken when it ends
        if (status != null) {
          // The loop ends finding: a choice of what it found (its message, or a wildcard's any other) and, for a
          // loop that may give up, of finding nothing at all, which the search judges from every run's loops.
          tracker.repeatedPollFound(question);
          complete(open(comm, source, tag, site, false), status);
        }
      }
      default -> status = singlePoll(recorder, site, polling, comm, source, tag);
    }
    if (status == null) {
      IPROBES.foundNothing(site, question);
    }
    return status;
  }

  /** A poll that repeats no empty one: an epoch of its own, forced when the run being followed made it one here. */
  private static Status singlePoll(RankRecorder recorder, Site site, boolean polling, Comm comm, int source, int tag)
      throws MPIException {
    EpochTracker tracker = recorder.tracker();
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    if (decision == null) {
      return free(comm, site, source, tag);
    }
    int asked = source == MPI.ANY_SOURCE ? EpochTracker.ANY : source;
    if (decision.site().isKnown() && (!decision.site().equals(site) || !decision.forPollAsking(asked, tag))) {
      if (source == MPI.ANY_SOURCE && IPROBES.includes(decision.site()) && decision.sourceRank().isPresent()
          && decision.forPollAsking(asked, tag)) {
        // Which of a rank's polling calls finds something is up to timing, so a wildcard epoch recorded at one of
        // them is followed at whichever this rank reaches.
        return forcedToFind(comm, site, source, tag, decision, recorder);
      }
      // The run being followed opened its next epoch in another call (or in a poll of this line that asked something
      // else), so here it found nothing before its loop did. A loop that polls only here would never get there: it
      // runs free, and an epoch it opens shows the divergence.
      return polling ? free(comm, site, source, tag) : null;
    }
    if (decision.findsNothing()) {
      tracker.pollFoundNothing(site, question(comm, source, tag), true);
      return null;
    }
    if (source != MPI.ANY_SOURCE && decision.sourceRank().isPresent() && decision.sourceRank().getAsInt() != source) {
      // The run being followed found another source's message at this line: a sweep over named sources whose poll of
      // this one found nothing there, an answer that timing made no epoch of its own. So it finds nothing here too.
      return polling && IPROBES.asksAgain(question(comm, source, tag)) ? free(comm, site, source, tag) : null;
    }
    return forcedToFind(comm, site, source, tag, decision, recorder);
  }

  private static Status forcedToFind(Comm comm, Site site, int source, int tag, Decision decision,
      RankRecorder recorder) throws MPIException {
    if (decision.sourceRank().isEmpty()) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded completing "
          + decision.choice().describe() + " but this run reached an Iprobe at " + site + " there");
      return free(comm, site, source, tag);
    }
    int forced = decision.sourceRank().getAsInt();
    if (forced >= Members.peerCount(comm) || (source != MPI.ANY_SOURCE && forced != source)) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded finding source "
          + forced + " but this run reached an Iprobe for source "
          + (source == MPI.ANY_SOURCE ? "ANY_SOURCE" : String.valueOf(source)) + " at " + site + " there");
      return free(comm, site, source, tag);
    }
    OpenEpoch epoch = open(comm, source, tag, site, true);
    EpochTracker tracker = recorder.tracker();
    tracker.pollWaits(epoch, forced);
    Status status = probe(comm, epoch, forced, tag, "Comm.Iprobe");
    tracker.probeFound();
    complete(epoch, status);
    return status;
  }

  /** The poll as MPJ answers it, recorded: a found message opens an epoch, an empty answer is pending. */
  private static Status free(Comm comm, Site site, int source, int tag) throws MPIException {
    Status status = comm.Iprobe(source, tag);
    if (status != null) {
      complete(open(comm, source, tag, site, false), status);
    } else {
      RankBinding.recorder().tracker().pollFoundNothing(site, question(comm, source, tag), false);
    }
    return status;
  }

  /** A poll that found a message, or is forced to: finding nothing is an alternative (see the class comment). */
  private static OpenEpoch open(Comm comm, int source, int tag, Site site, boolean forced) {
    return RankBinding.recorder().tracker().openPollEpoch(question(comm, source, tag), site, forced);
  }

  private static PollQuestion question(Comm comm, int source, int tag) {
    return PollQuestion.probe(Receives.context(comm), source == MPI.ANY_SOURCE ? EpochTracker.ANY : source, tag);
  }

  /**
   * A blocking probe for {@code from}; a forced one is known to the tracker while it waits (it starves when a message
   * the wildcard the program wrote would have seen lies unreceived).
   */
  static Status waitFor(Comm comm, OpenEpoch epoch, int from, int tag, String call) throws MPIException {
    EpochTracker tracker = RankBinding.recorder().tracker();
    boolean forced = epoch != null && epoch.forced();
    if (forced) {
      tracker.probeWaits(epoch, from);
    }
    Status status = probe(comm, epoch, from, tag, call);
    if (forced) {
      tracker.probeFound();
    }
    return status;
  }

  /** MPJ's blocking probe for {@code from}, with the call pending as the program asked it. */
  private static Status probe(Comm comm, OpenEpoch epoch, int from, int tag, String call) throws MPIException {
    Pending.enter(call, comm, epoch != null && epoch.wildcard() ? MPI.ANY_SOURCE : from, tag);
    Status status = comm.Probe(from, tag);
    Pending.leave();
    return status;
  }

  private static void complete(OpenEpoch epoch, Status status) {
    RankBinding.recorder().tracker().completeProbe(epoch, status.source, status.tag);
  }
}
