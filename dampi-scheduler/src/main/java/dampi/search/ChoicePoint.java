package dampi.search;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One epoch on a search path: the source the path takes there, and the alternatives the epoch offers. Alternatives
 * are those the epoch's first recording reported (late messages under the protocol's match rule), unless a bound
 * withholds them ({@link ChoiceBounds}). A point is immutable: the path that forces an alternative holds a copy
 * that {@linkplain #choosing chose} it, so paths explored in parallel share nothing that changes.
 *
 * <p>Each alternative keeps the choices its message depended on: the epochs of other ranks, in the run that revealed
 * it, that completed before the message was sent. They may sort after this epoch on the stack, where a replay would
 * run them free; forcing the alternative then forces them too, as they were, or the message might never be sent.
 */
final class ChoicePoint {
  /** A source, with the decisions its message needs. */
  record Alternative(int source, List<Decision> needs) {}

  final int rank;
  final int index;
  final String site;
  private final int recordedSource;
  private final boolean windowPosition;
  private final Alternative chosen;
  private final List<Alternative> alternatives;

  /** @param run every epoch of the run that recorded {@code epoch} */
  ChoicePoint(Epoch epoch, List<Epoch> run, ChoiceBounds.Cut cut) {
    this.rank = epoch.rank();
    this.index = epoch.index();
    this.site = epoch.site();
    this.recordedSource = epoch.matchedSource();
    this.chosen = new Alternative(epoch.matchedSource(), List.of());
    this.windowPosition = !epoch.untriedSources().isEmpty() && cut != ChoiceBounds.Cut.REGION;
    List<Alternative> offered = new ArrayList<>();
    if (cut == ChoiceBounds.Cut.NONE) {
      for (int source : epoch.untriedSources()) {
        int[] messageClock = epoch.revealedBy().get(source);
        List<Decision> needs = messageClock == null ? List.of() : run.stream()
            .filter(other -> other.rank() != rank && other.completed() && other.precedes(messageClock))
            .map(other -> new Decision(other.rank(), other.index(), other.matchedSource(), other.site()))
            .toList();
        offered.add(new Alternative(source, needs));
      }
    }
    this.alternatives = List.copyOf(offered);
  }

  private ChoicePoint(ChoicePoint point, Alternative chosen) {
    this.rank = point.rank;
    this.index = point.index;
    this.site = point.site;
    this.recordedSource = point.recordedSource;
    this.windowPosition = point.windowPosition;
    this.alternatives = point.alternatives;
    this.chosen = chosen;
  }

  /** The sources to try here besides the recorded one, in the order the search tries them. */
  List<Alternative> alternatives() {
    return alternatives;
  }

  /** This point on a path that takes {@code alternative} here. */
  ChoicePoint choosing(Alternative alternative) {
    return new ChoicePoint(this, alternative);
  }

  /** Whether the path takes another source here than the run that discovered this epoch. */
  boolean deviates() {
    return chosen.source() != recordedSource;
  }

  /** Whether this point counts as a position of the mixing window: it could branch and is not abstracted. */
  boolean isWindowPosition() {
    return windowPosition;
  }

  /** What the path does here; empty while it follows a run whose match here is unknown (it runs free). */
  Optional<Decision> decision() {
    return chosen.source() < 0 ? Optional.empty() : Optional.of(new Decision(rank, index, chosen.source(), site));
  }

  /** The choices elsewhere that the path's choice here depends on. */
  List<Decision> needs() {
    return chosen.needs();
  }

  boolean isFor(Epoch epoch) {
    return epoch.rank() == rank && epoch.index() == index;
  }
}
