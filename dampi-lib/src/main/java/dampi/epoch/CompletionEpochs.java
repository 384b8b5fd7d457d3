package dampi.epoch;

import java.util.List;
import java.util.Map;

/**
 * Completion epochs (Waitany, Testany, Waitsome over several active requests): their alternatives are request
 * indices, decided by the messages of the receives they passed over (the late-message rule over requests) and by the
 * sends they passed over. A receive whose message did not know of the completion could have completed there instead;
 * so could a send whose receive matched it, as far as one rank can tell (where the match in fact depended on the
 * completion, the run forced to return the send is infeasible).
 */
final class CompletionEpochs {
  private CompletionEpochs() {}

  /**
   * {@code epoch} completed another request while {@code passedOver} (by index) were active: each of those receives
   * still open watches for its message.
   */
  static void watch(OpenEpoch epoch, Map<Integer, Receive> passedOver, OpenReceives receives) {
    passedOver.forEach((index, receive) -> {
      if (receives.isIncomplete(receive)) {
        receive.watchers.add(new Receive.Watcher(epoch, index));
      }
    });
  }

  /**
   * {@code epoch}, a single Testany or Testsome, completed none of {@code tested}: each could have been returned, a
   * receive when its message did not know of the epoch, a send once its receive matched it, and one complete from the
   * start at once.
   */
  static void passedOverAll(OpenEpoch epoch, TestedRequests tested, OpenReceives receives,
      List<SendRequest> watchedSends) {
    for (int request : tested.completeFromTheStart()) {
      for (int alternative : revealedBy(epoch.kind, Epoch.NOTHING, request)) {
        epoch.alternatives.add(alternative, new int[0]);
      }
    }
    watch(epoch, new java.util.TreeMap<>(tested.receives()), receives);
    watchSends(epoch, new java.util.TreeMap<>(tested.sends()), watchedSends);
  }

  /**
   * {@code epoch} completed another request while the sends {@code passedOver} (by index) were active: each could
   * have been returned instead if its receive matched it in time, which the run-wide analysis decides ({@link
   * UnreceivedMessages#epochsWithUnreceived}); {@code watched} collects them for it.
   */
  static void watchSends(OpenEpoch epoch, Map<Integer, SendRequest> passedOver, List<SendRequest> watched) {
    passedOver.forEach((index, send) -> {
      if (send.watchers.isEmpty()) {
        watched.add(send);
      }
      send.watchers.add(new Receive.Watcher(epoch, index));
    });
  }

  /**
   * The receive's message, whose component for this rank is {@code messageComponent}, reveals the completion epochs
   * that passed over it and took a value it did not know of.
   */
  static void offerToPassingCompletions(Receive receive, int messageComponent, int[] messageClock) {
    for (Receive.Watcher watcher : receive.watchers) {
      OpenEpoch epoch = watcher.epoch();
      if (messageComponent <= epoch.clock) {
        for (int request : revealedBy(epoch.kind, epoch.matchedSource, watcher.index())) {
          epoch.alternatives.add(request, messageClock);
        }
      }
    }
  }

  /**
   * What a passed-over request {@code index}, whose message could have been there in time, adds to an epoch that
   * completed {@code matched} ({@link Epoch#NOTHING} for a test that completed none): a Waitany could have completed it
   * instead; a Waitsome could have returned it instead, or with the requests it did return (MPI returns every request
   * complete at the time, and either may be late).
   */
  static int[] revealedBy(Epoch.Kind kind, int matched, int index) {
    if (kind != Epoch.Kind.SOME) {
      return new int[] {index};
    }
    if (index > Choice.RequestSet.MAX_INDEX) {
      return new int[0];
    }
    int alone = 1 << index;
    return matched > 0 && matched != Epoch.NOTHING ? new int[] {alone, matched | alone} : new int[] {alone};
  }

  /**
   * A Testall's epoch once the run revealed all it could ({@code everyRequest}, the set of its requests; -1 for any
   * other epoch, returned as it is): the requests revealed one by one are parts of its one choice besides nothing,
   * all of them, which it has once every part is revealed (MPI-3.1 §3.7.5: Testall returns true only when every
   * request is complete). Revealed by all their messages together, it needs what any of them needed.
   */
  static Epoch allOrNothing(Epoch epoch, int everyRequest) {
    if (everyRequest < 0) {
      return epoch;
    }
    int revealed = 0;
    int[] joined = new int[0];
    Map<Integer, int[]> kept = new java.util.HashMap<>();
    for (Map.Entry<Integer, int[]> alternative : epoch.revealedBy().entrySet()) {
      if (alternative.getKey() == Epoch.NOTHING) {
        kept.put(Epoch.NOTHING, alternative.getValue());
      } else {
        revealed |= alternative.getKey();
        joined = join(joined, alternative.getValue());
      }
    }
    if (revealed == everyRequest && epoch.matchedSource() != everyRequest) {
      kept.put(everyRequest, joined);
    }
    return epoch.withAlternatives(kept);
  }

  /** The element-wise maximum of two message clocks: a message after either is after it. */
  private static int[] join(int[] one, int[] other) {
    int[] joined = java.util.Arrays.copyOf(one, Math.max(one.length, other.length));
    for (int i = 0; i < other.length; i++) {
      joined[i] = Math.max(joined[i], other[i]);
    }
    return joined;
  }
}
