package dampi.epoch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One rank's receives between issue and completion, in issue order, and the order they are issued in: the basis of
 * non-overtaking (R4's CompleteNow) and of every question about which receive a message goes to.
 */
final class OpenReceives implements Serializable {
  private static final long serialVersionUID = 1L;
  private final List<Receive> incomplete = new ArrayList<>(); // every receive issued and not completed, in order
  private final List<Receive> pending = new ArrayList<>(); // R2: nonblocking wildcard receives without their clock
  private long issued; // receives and probes issued so far

  /** How many receives and probes were issued so far: the issue order of the next one. */
  long issuedSoFar() {
    return issued;
  }

  /** A probe was issued: it opens no receive, but later receives are issued after it. */
  void probeIssued() {
    issued++;
  }

  /** A receive is issued. A nonblocking wildcard receive enters Pending (R2). */
  Receive issue(int context, int source, int tag, OpenEpoch epoch, boolean nonblocking) {
    Receive receive = new Receive(issued++, context, source, tag, epoch);
    incomplete.add(receive);
    if (nonblocking && epoch != null) {
      pending.add(receive);
    }
    return receive;
  }

  void completed(Receive receive) {
    incomplete.remove(receive);
  }

  /** The receive's epoch took its clock: it leaves Pending. */
  void clockTaken(Receive receive) {
    receive.clockTaken = true;
    pending.remove(receive);
  }

  boolean isIncomplete(Receive receive) {
    return incomplete.contains(receive);
  }

  /** Every receive issued and not completed, in issue order. */
  List<Receive> incomplete() {
    return incomplete;
  }

  /**
   * Pending receives (R2) issued before the probe of issue order {@code probeOrder} that a message with {@code tag} on
   * {@code context} would fit: when the probe finds such a message, each of them has matched already. In issue order.
   */
  List<Receive> matchedBeforeProbe(int context, int tag, long probeOrder) {
    if (pending.isEmpty()) {
      return List.of();
    }
    return pending.stream()
        .filter(earlier -> earlier.order < probeOrder && earlier.context == context
            && (earlier.tag == EpochTracker.ANY || earlier.tag == tag))
        .sorted(Comparator.comparingLong(earlier -> earlier.order))
        .toList();
  }

  /**
   * Receives that non-overtaking forces to match before {@code receive}, which took a message with {@code tag}: they
   * take their clocks first, in issue order. The message's tag, not the one asked for: an earlier receive of tag 5
   * fits the message an {@code ANY_TAG} receive took with tag 5.
   */
  List<Receive> completeNow(Receive receive, int tag) {
    if (pending.isEmpty()) {
      return List.of();
    }
    return pending.stream()
        .filter(earlier -> earlier != receive && earlier.order < receive.order && earlier.context == receive.context
            && (earlier.tag == EpochTracker.ANY || earlier.tag == tag))
        .sorted(Comparator.comparingLong(earlier -> earlier.order))
        .toList();
  }
}
