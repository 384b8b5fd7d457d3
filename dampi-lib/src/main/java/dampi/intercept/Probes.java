package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * Wildcard probes. A {@code Probe(ANY_SOURCE)} is an epoch. An {@code Iprobe(ANY_SOURCE)} is one when it finds a
 * message; one that finds nothing is no choice and leaves no trace, since a polling loop may call it any number of
 * times.
 *
 * <p>A forced {@code Iprobe} asks for its forced source only, and finds nothing until that source's message is
 * there; one in another call than the forced epoch's (other than another wildcard Iprobe) finds nothing. When the rank polls (its previous intercepted
 * call was the same empty Iprobe, so nothing in between can change what it finds), a forced Iprobe waits in MPJ for
 * the message instead of returning empty again: the rank sees what a spinning loop would, and a message that never
 * comes shows as a blocked rank (a deadlock, or an infeasible run), not a spin until the time limit.
 */
final class Probes {
  private static final Polls IPROBES = new Polls();

  private Probes() {}

  static Status wildcardIprobe(Comm comm, int tag) throws MPIException {
    Site site = CallSite.current();
    Status status = wildcardIprobeAt(site, comm, tag);
    ApplicationPolls.polled(site, status != null,
        () -> Pending.pointToPoint("Comm.Iprobe", comm, MPI.ANY_SOURCE, tag));
    return status;
  }

  private static Status wildcardIprobeAt(Site site, Comm comm, int tag) throws MPIException {
    RankRecorder recorder = RankBinding.recorder();
    boolean polling = IPROBES.reached(site);
    Decision decision = recorder.plan().decisions().get(recorder.tracker().nextEpochIndex());
    if (decision == null || decision.sourceRank().isEmpty() || decision.sourceRank().getAsInt() >= Members.peerCount(comm)) {
      return free(comm, tag); // a decision that does not fit is found diverged when the Iprobe opens its epoch
    }
    int source = decision.sourceRank().getAsInt();
    Status status;
    if (!IPROBES.includes(decision.site())) {
      // The run being followed opened its next epoch in another call, so here it found nothing. A loop that polls
      // only here would never get there: it runs free, and an epoch it opens shows the divergence.
      status = polling ? free(comm, tag) : null;
    } else if (polling) {
      OpenEpoch epoch = Receives.openEpoch(Epoch.Kind.PROBE, comm, tag, true);
      status = waitFor(comm, epoch, source, tag, "Comm.Iprobe");
      complete(epoch, status);
    } else {
      status = comm.Iprobe(source, tag);
      if (status != null) {
        complete(Receives.openEpoch(Epoch.Kind.PROBE, comm, tag, true), status);
      }
    }
    if (status == null) {
      IPROBES.foundNothing(site);
    }
    return status;
  }

  /** An Iprobe for a named source: no choice, but a loop of them may wait forever. */
  static Status namedIprobe(Comm comm, int source, int tag) throws MPIException {
    Site site = CallSite.current();
    Status status = comm.Iprobe(source, tag);
    ApplicationPolls.polled(site, status != null, () -> Pending.pointToPoint("Comm.Iprobe", comm, source, tag));
    return status;
  }

  private static Status free(Comm comm, int tag) throws MPIException {
    Status status = comm.Iprobe(MPI.ANY_SOURCE, tag);
    if (status != null) {
      complete(Receives.openEpochIfWildcard(Epoch.Kind.PROBE, comm, MPI.ANY_SOURCE, tag), status);
    }
    return status;
  }

  /** A blocking probe for {@code from}; a forced one is known to the tracker while it waits. */
  static Status waitFor(Comm comm, OpenEpoch epoch, int from, int tag, String call) throws MPIException {
    EpochTracker tracker = RankBinding.recorder().tracker();
    boolean forced = epoch != null && epoch.forced();
    if (forced) {
      tracker.probeWaits(epoch, from);
    }
    Pending.enter(call, comm, epoch != null ? MPI.ANY_SOURCE : from, tag); // as asked: see CommCalls
    Status status = comm.Probe(from, tag);
    Pending.leave();
    if (forced) {
      tracker.probeFound();
    }
    return status;
  }

  private static void complete(OpenEpoch epoch, Status status) {
    RankBinding.recorder().tracker().completeProbe(epoch, status.source, status.tag);
  }
}
