package dampi.search;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * One epoch on the search stack: the source the current path takes there and the alternatives still to try.
 * Alternatives are those the epoch's first recording reported (late messages under the protocol's match rule),
 * unless a bound withholds them ({@link ChoiceBounds}).
 *
 * <p>Each alternative keeps the choices its message depended on: the epochs of other ranks, in the run that revealed
 * it, that completed before the message was sent. They may sort after this epoch on the stack, where a replay would
 * run them free; forcing the alternative then forces them too, as they were, or the message might never be sent.
 */
final class ChoicePoint {
  /** A source, with the decisions its message needs. */
  private record Alternative(int source, List<Decision> needs) {}

  final int rank;
  final int index;
  final String site;
  private final int recordedSource;
  private final boolean windowPosition;
  private Alternative chosen;
  private final Deque<Alternative> untried = new ArrayDeque<>();

  /** @param run every epoch of the run that recorded {@code epoch} */
  ChoicePoint(Epoch epoch, List<Epoch> run, ChoiceBounds.Cut cut) {
    this.rank = epoch.rank();
    this.index = epoch.index();
    this.site = epoch.site();
    this.recordedSource = epoch.matchedSource();
    this.chosen = new Alternative(epoch.matchedSource(), List.of());
    this.windowPosition = !epoch.untriedSources().isEmpty() && cut != ChoiceBounds.Cut.REGION;
    if (cut != ChoiceBounds.Cut.NONE) {
      return;
    }
    // Filtered once, not once per alternative: a wildcard receive of a wide fan-in has a thousand alternatives.
    List<Epoch> othersCompleted = run.stream().filter(other -> other.rank() != rank && other.completed()).toList();
    for (int source : epoch.untriedSources()) {
      int[] messageClock = epoch.revealedBy().get(source);
      List<Decision> needs = messageClock == null ? List.of() : othersCompleted.stream()
          .filter(other -> other.precedes(messageClock))
          .map(other -> new Decision(other.rank(), other.index(), other.matchedSource(), other.site()))
          .toList();
      untried.add(new Alternative(source, needs));
    }
  }

  boolean hasUntried() {
    return !untried.isEmpty();
  }

  int untriedCount() {
    return untried.size();
  }

  void advance() {
    chosen = untried.removeFirst();
  }

  /** Whether the path takes another source here than the run that discovered this epoch. */
  boolean deviates() {
    return chosen.source() != recordedSource;
  }

  /** Whether this point counts as a position of the mixing window: it could branch and is not abstracted. */
  boolean isWindowPosition() {
    return windowPosition;
  }

  /** What the current path does here; empty while it follows a run whose match here is unknown (it runs free). */
  Optional<Decision> decision() {
    return chosen.source() < 0 ? Optional.empty() : Optional.of(new Decision(rank, index, chosen.source(), site));
  }

  /** The choices elsewhere that the current path's choice here depends on. */
  List<Decision> needs() {
    return chosen.needs();
  }

  boolean isFor(Epoch epoch) {
    return epoch.rank() == rank && epoch.index() == index;
  }
}
