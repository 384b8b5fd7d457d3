package dampi.search;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every epoch of one run, with each one's decision made once. The alternatives a run reveals each carry the choices
 * of the epochs their message depended on; a long run (thousands of completion calls) reveals thousands of
 * alternatives whose lists overlap, and as copies those decisions filled the heap.
 */
final class RunEpochs {
  private final List<Epoch> epochs;
  private final Map<Epoch, Decision> decisions = new IdentityHashMap<>();

  RunEpochs(List<Epoch> epochs) {
    this.epochs = epochs;
  }

  /** The choices of the epochs of ranks other than {@code rank} that completed before a message with that clock. */
  List<Decision> completedBefore(int rank, int[] messageClock) {
    List<Decision> before = new ArrayList<>();
    for (Epoch other : epochs) {
      if (other.rank() != rank && other.completed() && other.precedes(messageClock)) {
        before.add(decisions.computeIfAbsent(other, Decision::of));
      }
    }
    return List.copyOf(before);
  }
}
