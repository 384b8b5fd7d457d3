package dampi.search;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One epoch on the search stack: the source the current path takes there and the alternatives still to try.
 * Alternatives are those the epoch's first recording reported (late messages under the protocol's match rule), and
 * those later runs of the same path reveal ({@link #reveal}), unless a bound withholds them ({@link ChoiceBounds}).
 *
 * <p>Each alternative keeps the choices its message depended on: the epochs, in the run that revealed it, that
 * completed before the message was sent. They may sort after this epoch on the stack, where a replay would run them
 * free; the run that first tries the alternative forces them too, as they were, or the message might never be sent.
 */
final class ChoicePoint {
  /** A source, with the decisions its message needs. */
  private record Alternative(int source, List<Decision> needs) {}

  final int rank;
  final int index;
  final String site;
  private final int recordedSource;
  private boolean windowPosition;
  private ChoiceBounds.Cut cut;
  private Alternative chosen;
  private final Deque<Alternative> untried = new ArrayDeque<>();
  private final Set<Integer> offered = new HashSet<>(); // every source the path took or will take here

  /** @param run every epoch of the run that recorded {@code epoch} */
  ChoicePoint(Epoch epoch, List<Epoch> run, ChoiceBounds.Cut cut) {
    this.rank = epoch.rank();
    this.index = epoch.index();
    this.site = epoch.site();
    this.recordedSource = epoch.matchedSource();
    this.chosen = new Alternative(epoch.matchedSource(), List.of());
    this.cut = cut;
    offered.add(recordedSource);
    this.windowPosition = !epoch.untriedSources().isEmpty() && cut != ChoiceBounds.Cut.REGION;
    offer(epoch, run);
  }

  /**
   * A later run on this point's path recorded its epoch again, with alternatives the first recording did not have: a
   * choice higher on the stack let a message be sent that could not be before (a forced match elsewhere made its
   * sender go on). Those alternatives are this point's too, to try once the points above it are done; without them
   * their outcomes are never explored, since the points above never change this point's choice.
   *
   * @param cut what the bounds decide for the epoch at this point's place on the path; used only when this is the
   *     first time the point could branch (a point that could already keeps the decision it was made with)
   * @return the cut, when the point could not branch before and now can: it newly counts as a choice point
   */
  Optional<ChoiceBounds.Cut> reveal(Epoch epoch, List<Epoch> run, ChoiceBounds.Cut cut) {
    if (offered.containsAll(epoch.untriedSources())) {
      return Optional.empty();
    }
    boolean couldBranch = windowPosition || this.cut != ChoiceBounds.Cut.NONE;
    if (!couldBranch) {
      this.cut = cut;
      this.windowPosition = cut != ChoiceBounds.Cut.REGION;
    }
    offer(epoch, run);
    return couldBranch ? Optional.empty() : Optional.of(cut);
  }

  private void offer(Epoch epoch, List<Epoch> run) {
    if (cut != ChoiceBounds.Cut.NONE) {
      return;
    }
    for (int source : epoch.untriedSources()) {
      if (!offered.add(source)) {
        continue;
      }
      int[] messageClock = epoch.revealedBy().get(source);
      List<Decision> needs = messageClock == null ? List.of() : run.stream()
          .filter(other -> other.rank() != rank && other.completed() && other.precedes(messageClock))
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
