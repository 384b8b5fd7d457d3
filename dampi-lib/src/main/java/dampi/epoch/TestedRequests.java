package dampi.epoch;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * The active requests a single {@code Testany} or {@code Testsome} asked about, by index: its receives, its sends, and
 * those complete from the start (with the null process). When the call finds nothing, each is a request it passed
 * over, and could have returned (see {@link CompletionEpochs}). Equal for the same request objects at the same
 * indices, so a loop that tests one array again asks the same {@link PollQuestion}.
 *
 * @param kind {@link Epoch.Kind#COMPLETION} for a Testany, {@link Epoch.Kind#SOME} for a Testsome
 */
public record TestedRequests(Epoch.Kind kind, Map<Integer, Receive> receives, Map<Integer, SendRequest> sends,
    List<Integer> completeFromTheStart) implements Serializable {
  public TestedRequests {
    if (!kind.overRequests()) {
      throw new IllegalArgumentException("not a completion kind: " + kind);
    }
    receives = Map.copyOf(receives);
    sends = Map.copyOf(sends);
    completeFromTheStart = List.copyOf(completeFromTheStart);
  }
}
