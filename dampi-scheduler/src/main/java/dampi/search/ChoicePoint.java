package dampi.search;

import dampi.epoch.Choice;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.site.Site;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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
 *
 * <p>Those choices can be ones no execution makes together with the alternative. A clock sees what a rank received,
 * not what it merely observed: a probe that saw a message, or a poll that found it, depends on it without taking its
 * clock, and the message can come from after this epoch. The run that tries the alternative is then infeasible, while
 * another run that revealed the same source, with other choices before its message, would have made it. So every
 * distinct set of needs a source is revealed with is kept, and while its tries have all been infeasible the next one
 * is tried ({@link #retryAfterInfeasible}); which one came first depended on the free runs' matches, and the outcome
 * must not.
 */
final class ChoicePoint {
  /** A source, with the decisions its message needs. */
  record Alternative(int source, List<Decision> needs) {}

  /** What all paths through this point share. */
  private static final class Learnt {
    final Map<Integer, Tries> offered = new HashMap<>(); // every source a path took or will take here
    ChoiceBounds.Cut cut;
    boolean windowPosition;
  }

  /** How the search fares with one source at this point: the needs it was revealed with, and the tries so far. */
  private static final class Tries {
    final Set<List<Decision>> seen = new HashSet<>();
    final Deque<List<Decision>> untried = new ArrayDeque<>();
    boolean awaiting; // a try is offered and its run has not been taken yet
    boolean feasible; // a try made an execution: other needs add nothing

    /** The source the epoch's recording took: an execution made it, with nothing forced for it. */
    static Tries recorded() {
      Tries tries = new Tries();
      tries.seen.add(List.of());
      tries.feasible = true;
      return tries;
    }

    /** An alternative offered with {@code needs}, its run still to come. */
    static Tries offered(List<Decision> needs) {
      Tries tries = new Tries();
      tries.seen.add(needs);
      tries.awaiting = true;
      return tries;
    }
  }

  final int rank;
  final int index;
  final Site site;
  private final Epoch.Kind kind;
  private final dampi.epoch.PollAsks asks; // what the epoch asked, if a single poll's: its decisions say so
  private final int recordedSource;
  private final Alternative chosen;
  private final Learnt learnt;
  private final List<Alternative> firstAlternatives;

  /** @param run every epoch of the run that recorded {@code epoch} */
  ChoicePoint(Epoch epoch, RunEpochs run, ChoiceBounds.Cut cut) {
    this.rank = epoch.rank();
    this.index = epoch.index();
    this.site = epoch.site();
    this.kind = epoch.kind();
    this.asks = dampi.epoch.PollAsks.of(epoch);
    this.recordedSource = epoch.matchedSource();
    this.chosen = new Alternative(epoch.matchedSource(), List.of());
    this.learnt = new Learnt();
    learnt.cut = cut;
    learnt.windowPosition = !epoch.untriedSources().isEmpty() && cut != ChoiceBounds.Cut.REGION;
    learnt.offered.put(recordedSource, Tries.recorded());
    this.firstAlternatives = offer(epoch, run);
  }

  private ChoicePoint(ChoicePoint point, Alternative chosen) {
    this.rank = point.rank;
    this.index = point.index;
    this.site = point.site;
    this.kind = point.kind;
    this.asks = point.asks;
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
  Revealed reveal(Epoch epoch, RunEpochs run, ChoiceBounds.Cut cut) {
    if (learnt.offered.keySet().containsAll(epoch.untriedSources())) {
      List<Alternative> again = offerAgain(epoch, run);
      return again.isEmpty() ? Revealed.NOTHING : new Revealed(again, Optional.empty());
    }
    boolean couldBranch = learnt.windowPosition || learnt.cut != ChoiceBounds.Cut.NONE;
    if (!couldBranch) {
      learnt.cut = cut;
      learnt.windowPosition = cut != ChoiceBounds.Cut.REGION;
    }
    List<Alternative> alternatives = new ArrayList<>(offer(epoch, run));
    alternatives.addAll(offerAgain(epoch, run));
    return new Revealed(List.copyOf(alternatives), couldBranch ? Optional.empty() : Optional.of(cut));
  }

  /**
   * The run that tried this path's alternative was infeasible: the same source with needs another run revealed it
   * with, if one is left untried; otherwise, a later reveal with new needs offers the source again.
   */
  Optional<Alternative> retryAfterInfeasible() {
    Tries tries = learnt.offered.get(chosen.source());
    if (tries == null || !deviates()) {
      return Optional.empty();
    }
    tries.awaiting = false;
    if (tries.feasible || tries.untried.isEmpty()) {
      return Optional.empty();
    }
    tries.awaiting = true;
    return Optional.of(new Alternative(chosen.source(), tries.untried.poll()));
  }

  /**
   * A run whose path forced this point, a single poll (an {@code Iprobe}, a {@code Test}, a {@code Testany}), to find a
   * message ended with the poll still waiting for it: a choice further down ({@code needs}) made sure the message is
   * never sent. The program's poll would have found
   * nothing there and gone on, so finding nothing, with those choices, is tried next; a loop that polls until it finds
   * then waits for ever, a deadlock of the program. Where finding nothing was offered with the same needs before, or
   * the point is no poll, nothing.
   */
  Optional<Alternative> nothingAfterAStuckFind(List<Decision> needs) {
    if (!(kind == Epoch.Kind.PROBE || kind.overRequests()) || chosen.source() == Epoch.NOTHING
        || learnt.cut != ChoiceBounds.Cut.NONE) {
      return Optional.empty();
    }
    Tries tries = learnt.offered.get(Epoch.NOTHING);
    if (tries == null) {
      learnt.offered.put(Epoch.NOTHING, Tries.offered(needs));
      return Optional.of(new Alternative(Epoch.NOTHING, needs));
    }
    return offerWith(Epoch.NOTHING, tries, needs);
  }

  /**
   * {@code source}, offered before ({@code tries}), with {@code needs}: offered now, unless it was tried feasibly or
   * with these needs already; kept for later while a try of it is under way.
   */
  private static Optional<Alternative> offerWith(int source, Tries tries, List<Decision> needs) {
    if (tries.feasible || !tries.seen.add(needs)) {
      return Optional.empty();
    }
    if (tries.awaiting) {
      tries.untried.add(needs);
      return Optional.empty();
    }
    tries.awaiting = true;
    return Optional.of(new Alternative(source, needs));
  }

  /** The run that tried this path's alternative was an execution: the source needs no other try. */
  void triedFeasibly() {
    Tries tries = learnt.offered.get(chosen.source());
    if (tries != null) {
      tries.awaiting = false;
      tries.feasible = true;
      tries.untried.clear();
    }
  }

  /** What {@link #reveal} found. */
  record Revealed(List<Alternative> alternatives, Optional<ChoiceBounds.Cut> newlyBranching) {
    static final Revealed NOTHING = new Revealed(List.of(), Optional.empty());
  }

  private List<Alternative> offer(Epoch epoch, RunEpochs run) {
    if (learnt.cut != ChoiceBounds.Cut.NONE) {
      return List.of();
    }
    List<Alternative> added = new ArrayList<>();
    for (int source : epoch.untriedSources()) {
      if (!learnt.offered.containsKey(source)) {
        List<Decision> needs = needs(epoch, source, run);
        learnt.offered.put(source, Tries.offered(needs));
        added.add(new Alternative(source, needs));
      }
    }
    return List.copyOf(added);
  }

  /**
   * Sources offered before, revealed now with needs no try had: kept for a retry while a try is under way, offered
   * at once when every try so far was infeasible.
   */
  private List<Alternative> offerAgain(Epoch epoch, RunEpochs run) {
    if (learnt.cut != ChoiceBounds.Cut.NONE) {
      return List.of();
    }
    List<Alternative> again = new ArrayList<>();
    for (int source : epoch.untriedSources()) {
      Tries tries = learnt.offered.get(source);
      if (tries == null || tries.feasible) {
        continue;
      }
      offerWith(source, tries, needs(epoch, source, run)).ifPresent(again::add);
    }
    return again;
  }

  /** The choices, in {@code run}, of the epochs of other ranks that completed before {@code source}'s message. */
  private List<Decision> needs(Epoch epoch, int source, RunEpochs run) {
    int[] messageClock = epoch.revealedBy().get(source);
    if (messageClock == null || messageClock.length == 0) { // a poll finding nothing needs no message
      return List.of();
    }
    return run.completedBefore(rank, messageClock);
  }

  /** This point on a path that takes {@code alternative} here. */
  ChoicePoint choosing(Alternative alternative) {
    return new ChoicePoint(this, alternative);
  }

  /** Whether the path makes this point's poll find nothing. */
  boolean findsNothing() {
    return chosen.source() == Epoch.NOTHING;
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
        : Optional.of(new Decision(rank, index, Choice.of(kind, chosen.source()), site, asks));
  }

  /** The choices elsewhere that the path's choice here depends on. */
  List<Decision> needs() {
    return chosen.needs();
  }

  boolean isFor(Epoch epoch) {
    return epoch.rank() == rank && epoch.index() == index;
  }
}
