package dampi.epoch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * What a forced run needs to tell whether it still follows an execution of the program: forced wildcards a later
 * receive must not overtake, forced wildcards that were overtaken, and forced calls (a probe, the receives a forced
 * Waitany passes over) waiting for their source. Checked against the receives still open (see {@link OpenReceives}).
 */
final class ForcedReceiveChecks implements Serializable {
  private static final long serialVersionUID = 1L;
  private final List<Receive> overtaken = new ArrayList<>(); // forced receives a later receive took a fitting message
  private Receive probing; // a forced wildcard probe waiting in MPJ for its source, as a receive that takes nothing
  private boolean probingIsPoll; // that probe is an Iprobe, which the program wrote as a call that does not wait
  // loops forced to find nothing that still polled when the run ended, each as a receive that takes nothing: a rank
  // may poll several questions in turn (one tag, then another), and any of them may be the one a message was there for
  private final List<Receive> loopsForcedEmpty = new ArrayList<>();
  private List<Receive> passedOver = List.of(); // the other receives of a forced Waitany waiting for its request
  private List<SendRequest> sendsPassedOver = List.of(); // the sends among those other requests
  private boolean anotherComplete; // a forced completion waits while another of its requests is complete

  /**
   * The forced receives that a blocking receive about to be issued, asking MPJ for {@code source} and {@code tag},
   * must not overtake: nonblocking wildcards issued before it and forced to another source, not yet matched at the
   * device, whose wildcard fits every message it can take. MPI gives such a message to the earlier wildcard while it
   * is unmatched, so in every execution where it matches its forced source the later receive matches after it; MPJ,
   * asked for the forced source only, would hand the message to the later receive at once. A receive with a wider tag
   * than the wildcard's can also take messages the wildcard never fits, so it is not held.
   */
  static List<Receive> ahead(List<Receive> incomplete, int context, int source, int tag) {
    List<Receive> ahead = new ArrayList<>();
    for (Receive earlier : incomplete) {
      if (earlier.isForcedWildcard() && earlier.deviceReportsMatch() && earlier.context == context
          && (earlier.tag == EpochTracker.ANY || (tag != EpochTracker.ANY && earlier.tag == tag))
          && (source == EpochTracker.ANY || source != earlier.source) && !earlier.matchedAtDevice()) {
        ahead.add(earlier);
      }
    }
    return ahead;
  }

  /**
   * A receive took a message from {@code source} that a forced receive issued before it, still incomplete, would have
   * fitted as the wildcard the program wrote (another source, a fitting tag). Only where the device says whether that
   * receive has matched: the run's end decides ({@link #overtakenAndUnmatched}).
   */
  void noteOvertaken(List<Receive> incomplete, Receive receive, int source, int tag) {
    for (Receive earlier : incomplete) {
      if (earlier.order < receive.order && earlier.isForcedWildcard() && earlier.source != source
          && earlier.fits(receive.context, tag) && earlier.deviceReportsMatch() && !overtaken.contains(earlier)) {
        overtaken.add(earlier);
      }
    }
  }

  /**
   * Whether a forced receive never matched while a receive issued after it took a message its wildcard would have
   * taken: MPI gives a message to the earliest posted receive that fits (non-overtaking), so in every execution that
   * message goes to the wildcard, or the wildcard had matched before. The run follows no execution of the program;
   * typically the forced source's message depended on a choice this run made differently. Known only where the device
   * says whether a nonblocking receive has matched.
   */
  boolean overtakenAndUnmatched(OpenReceives receives) {
    return overtaken.stream()
        .anyMatch(receive -> receives.isIncomplete(receive) && receive.deviceMatchNow() < 0);
  }

  void probeWaits(OpenEpoch epoch, int source) {
    probing = new Receive(epoch.issueOrder, epoch.context, source, epoch.tag, epoch);
    probingIsPoll = false;
  }

  /**
   * A loop that a decision made find nothing still polled, asking what {@code epoch} asked, when the run ended. With
   * a message it fits unreceived, the run is infeasible (see {@link EpochTracker#pollFoundNothing}).
   */
  void loopForcedEmptyWaits(OpenEpoch epoch, int source) {
    loopsForcedEmpty.add(new Receive(epoch.issueOrder, epoch.context, source, epoch.tag, epoch));
  }

  /** The loops forced to find nothing still polling when the run ended: see {@link #loopForcedEmptyWaits}. */
  List<Receive> loopsForcedEmpty() {
    return loopsForcedEmpty;
  }

  void pollWaits(OpenEpoch epoch, int source) {
    probeWaits(epoch, source);
    probingIsPoll = true;
  }

  void probeFound() {
    probing = null;
    probingIsPoll = false;
  }

  /** The epoch of a forced Iprobe waiting for its message, -1 for none: see {@link EpochTracker#pollWaits}. */
  int pollWaiting() {
    return probing != null && probingIsPoll ? probing.epoch.index : -1;
  }

  void completionWaits(List<Receive> others, List<SendRequest> otherSends, boolean otherComplete) {
    passedOver = List.copyOf(others);
    sendsPassedOver = List.copyOf(otherSends);
    anotherComplete = otherComplete;
  }

  void completionDone() {
    passedOver = List.of();
    sendsPassedOver = List.of();
    anotherComplete = false;
  }

  /**
   * Whether a forced completion call still waits while another of its requests is complete: a Waitsome that completed
   * part of its set, or a call passing over a request complete from the start. MPI returns from Waitany and Waitsome
   * once one request is complete (MPI-3.1 §3.7.5), so a run stuck here follows no execution of the program.
   */
  boolean completionHeldBack() {
    return anotherComplete;
  }

  /**
   * The messages (by their index among this rank's sent ones) of the sends a waiting forced completion call passes
   * over: each is complete once received, and a run stuck there with one of them received is infeasible.
   */
  List<Integer> sendsAwaitingTheirReceive() {
    return sendsPassedOver.stream().map(send -> send.sentIndex).toList();
  }

  /** The forced probe waiting for its source, or null. */
  Receive probing() {
    return probing;
  }

  boolean passedOver(Receive receive) {
    return passedOver.contains(receive);
  }
}
