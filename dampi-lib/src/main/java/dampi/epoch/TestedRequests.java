package dampi.epoch;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * The active requests a single {@code Testany}, {@code Testsome} or {@code Testall} asked about, by index: its
 * receives, its sends, and those complete from the start (with the null process). When the call finds nothing, each is
 * a request it passed over, and could have returned (see {@link CompletionEpochs}). Equal for the same request objects
 * at the same indices, so a loop that tests one array again asks the same {@link PollQuestion}.
 *
 * @param kind {@link Epoch.Kind#COMPLETION} for a Testany, {@link Epoch.Kind#SOME} for a Testsome or Testall
 * @param all a Testall: it returns every one of the requests or none, so only all of them is a choice
 */
public record TestedRequests(Epoch.Kind kind, Map<Integer, Receive> receives, Map<Integer, SendRequest> sends,
    List<Integer> completeFromTheStart, boolean all) implements Serializable {
  public TestedRequests {
    if (!kind.overRequests()) {
      throw new IllegalArgumentException("not a completion kind: " + kind);
    }
    if (all && kind != Epoch.Kind.SOME) {
      throw new IllegalArgumentException("a Testall chooses a set of requests, not " + kind);
    }
    receives = Map.copyOf(receives);
    sends = Map.copyOf(sends);
    completeFromTheStart = List.copyOf(completeFromTheStart);
  }

  /** The set of every tested request, as a {@link Choice.RequestSet} mask: what a Testall returns. */
  public int everyRequest() {
    int mask = 0;
    for (int index : receives.keySet()) {
      mask |= 1 << index;
    }
    for (int index : sends.keySet()) {
      mask |= 1 << index;
    }
    for (int index : completeFromTheStart) {
      mask |= 1 << index;
    }
    return mask;
  }
}
