package dampi.search;

import dampi.epoch.Choice;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One epoch on a search path: the source the path takes there, and the alternatives the epoch offers. Alternatives
 * are those the epoch's first recording reported (late messages under the protocol's match rule), and those later
 * runs through this point reveal ({@link #reveal}), unless a bound withholds them ({@link ChoiceBounds}). Each path
 * that forces an alternative holds a copy that {@linkplain #choosing chose} it; the copies share what the search has
 * learnt about the epoch, which only the search's own thread changes, in depth-first order.
 *
 * <p>Each alternative keeps the choices its message depended on: the epochs, in the run that revealed it, that
 * completed before the message was sent. They may sort after this epoch on the path, where a replay would run them
 * free; the run that first tries the alternative forces them too, as they were, or the message might never be sent.
 */
final class ChoicePoint {
  /** A source, with the decisions its message needs. */
  record Alternative(int source, List<Decision> needs) {}

  /** What all paths through this point share. */
  private static final class Learnt {
    final Set<Integer> offered = new HashSet<>(); // every source a path took or will take here
    ChoiceBounds.Cut cut;
    boolean windowPosition;
  }

  final int rank;
  final int index;
  final Site site;
  private final Epoch.Kind kind;
  private final int recordedSource;
  private final Alternative chosen;
  private final Learnt learnt;
  private final List<Alternative> firstAlternatives;

  /** @param run every epoch of the run that recorded {@code epoch} */
  ChoicePoint(Epoch epoch, List<Epoch> run, ChoiceBounds.Cut cut) {
    this.rank = epoch.rank();
    this.index = epoch.index();
    this.site = epoch.site();
    this.kind = epoch.kind();
    this.recordedSource = epoch.matchedSource();
    this.chosen = new Alternative(epoch.matchedSource(), List.of());
    this.learnt = new Learnt();
    learnt.cut = cut;
    learnt.windowPosition = !epoch.untriedSources().isEmpty() && cut != ChoiceBounds.Cut.REGION;
    learnt.offered.add(recordedSource);
    this.firstAlternatives = offer(epoch, run);
  }

  private ChoicePoint(ChoicePoint point, Alternative chosen) {
    this.rank = point.rank;
    this.index = point.index;
    this.site = point.site;
    this.kind = point.kind;
    this.recordedSource = point.recordedSource;
    this.learnt = point.learnt;
    this.firstAlternatives = point.firstAlternatives;
    this.chosen = chosen;
  }

  /** The alternatives the epoch's first recording offered, in the order the search tries them. */
  List<Alternative> alternatives() {
    return firstAlternatives;
  }

  /**
   * A later run through this point recorded its epoch again, with alternatives no earlier recording had: a choice
   * further down the path let a message be sent that could not be before (a forced match elsewhere made its sender
   * go on). Those alternatives are this point's too, tried after the ones it has; without them their outcomes are
   * never explored, since the choices further down never change this point's choice.
   *
   * @param cut what the bounds decide for the epoch at this point's place on the path; used only when this is the
   *     first time the point could branch (a point that could already keeps the decision it was made with)
   * @return the new alternatives, and the cut when the point could not branch before and now can (it newly counts
   *     as a choice point)
   */
  Revealed reveal(Epoch epoch, List<Epoch> run, ChoiceBounds.Cut cut) {
    if (learnt.offered.containsAll(epoch.untriedSources())) {
      return Revealed.NOTHING;
    }
    boolean couldBranch = learnt.windowPosition || learnt.cut != ChoiceBounds.Cut.NONE;
    if (!couldBranch) {
      learnt.cut = cut;
      learnt.windowPosition = cut != ChoiceBounds.Cut.REGION;
    }
    return new Revealed(offer(epoch, run), couldBranch ? Optional.empty() : Optional.of(cut));
  }

  /** What {@link #reveal} found. */
  record Revealed(List<Alternative> alternatives, Optional<ChoiceBounds.Cut> newlyBranching) {
    static final Revealed NOTHING = new Revealed(List.of(), Optional.empty());
  }

  private List<Alternative> offer(Epoch epoch, List<Epoch> run) {
    if (learnt.cut != ChoiceBounds.Cut.NONE) {
      return List.of();
    }
    List<Epoch> completedElsewhere = run.stream().filter(other -> other.rank() != rank && other.completed()).toList();
    List<Alternative> added = new ArrayList<>();
    for (int source : epoch.untriedSources()) {
      if (!learnt.offered.add(source)) {
        continue;
      }
      int[] messageClock = epoch.revealedBy().get(source);
      List<Decision> needs = messageClock == null ? List.of() : completedElsewhere.stream()
          .filter(other -> other.precedes(messageClock))
          .map(Decision::of)
          .toList();
      added.add(new Alternative(source, needs));
    }
    return List.copyOf(added);
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
    return learnt.windowPosition;
  }

  /** What the path does here; empty while it follows a run whose match here is unknown (it runs free). */
  Optional<Decision> decision() {
    return chosen.source() < 0 ? Optional.empty()
        : Optional.of(new Decision(rank, index, Choice.of(kind, chosen.source()), site));
  }

  /** The choices elsewhere that the path's choice here depends on. */
  List<Decision> needs() {
    return chosen.needs();
  }

  boolean isFor(Epoch epoch) {
    return epoch.rank() == rank && epoch.index() == index;
  }
}
