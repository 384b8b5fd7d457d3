package dampi.epoch;

import java.util.Map;

/**
 * Completion epochs (Waitany, Testany, Waitsome over several active requests): their alternatives are request
 * indices, decided by the messages of the receives they passed over (the late-message rule over requests). A receive
 * whose message did not know of the completion could have completed there instead.
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
   * The receive's message, whose component for this rank is {@code messageComponent}, reveals the completion epochs
   * that passed over it and took a value it did not know of.
   */
  static void offerToPassingCompletions(Receive receive, int messageComponent, int[] messageClock) {
    for (Receive.Watcher watcher : receive.watchers) {
      if (messageComponent <= watcher.epoch().clock) {
        watcher.epoch().alternatives.add(watcher.index(), messageClock);
      }
    }
  }
}
