package dampi.search;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Depth-first search over epochs (DESIGN-SOURCE, "The verifier"): a free first run; every later run replays the
 * choices on the stack, forces one untried alternative at the deepest epoch that has one, and runs free after it,
 * recording the epochs it reaches. It ends when no epoch on the stack has an untried alternative, or at a limit.
 *
 * <p>Epochs enter the stack in matches-before order (their clocks' order key, then rank and index), so a replayed
 * prefix never depends on an epoch that comes after it. Every run's decision list differs from all earlier ones in
 * the last forced choice, so no interleaving is explored twice. {@link ChoiceBounds} decides which alternatives a new
 * choice point offers under the search's {@link SearchBounds}.
 */
public final class DepthFirstSearch {
  static final Comparator<Epoch> MATCHES_BEFORE_ORDER = Comparator.comparingInt(Epoch::orderKey)
      .thenComparingInt(Epoch::rank).thenComparingInt(Epoch::index);

  private final InterleavingRunner runner;
  private final SearchLimits limits;
  private final SearchListener listener;
  private final ChoiceBounds bounds;
  private BoundedCoverage boundedCoverage = BoundedCoverage.NOTHING;

  /** A search with full coverage. */
  public DepthFirstSearch(InterleavingRunner runner, SearchLimits limits, SearchListener listener) {
    this(runner, limits, SearchBounds.none(), listener);
  }

  public DepthFirstSearch(InterleavingRunner runner, SearchLimits limits, SearchBounds bounds,
      SearchListener listener) {
    this.runner = runner;
    this.limits = limits;
    this.bounds = new ChoiceBounds(bounds);
    this.listener = listener;
  }

  /**
   * The outcome of a whole search.
   *
   * @param exhausted no choice point has an alternative left (bounds may have withheld some, see {@code bounded})
   */
  public record Result(int interleavings, int distinctEpochs, boolean exhausted, boolean stoppedAtError,
      BoundedCoverage bounded) {}

  public Result run() {
    long start = System.nanoTime();
    boundedCoverage = BoundedCoverage.NOTHING;
    List<ChoicePoint> stack = new ArrayList<>();
    Set<List<Integer>> epochsSeen = new HashSet<>();
    List<Decision> decisions = List.of();
    int explored = 0;
    while (true) {
      Interleaving interleaving = runner.run(explored + 1, decisions);
      explored++;
      for (Epoch epoch : interleaving.epochs()) {
        epochsSeen.add(List.of(epoch.rank(), epoch.index()));
      }
      if (!interleaving.diverged() && !interleaving.infeasible()) {
        pushNewEpochs(stack, interleaving.epochs());
      }
      popExhausted(stack);
      listener.interleavingExplored(interleaving, pending(stack));
      if (stack.isEmpty()) {
        return new Result(explored, epochsSeen.size(), true, false, boundedCoverage);
      }
      if (limits.stopAtFirstError() && !interleaving.findings().isEmpty()) {
        return new Result(explored, epochsSeen.size(), false, true, boundedCoverage);
      }
      if (limitReached(explored, start)) {
        return new Result(explored, epochsSeen.size(), false, false, boundedCoverage);
      }
      stack.get(stack.size() - 1).advance();
      decisions = decisionsFor(stack);
    }
  }

  /**
   * Pushes the run's epochs that are not on the stack yet, in matches-before order, after giving the points already on
   * it the alternatives this run revealed ({@link ChoicePoint#reveal}). One that a stack point's current choice needs
   * is explored too: its message may not depend on which source the epoch takes, only on its completing. Where it
   * does, the run is infeasible ({@link Interleaving#infeasible}) and ends that branch.
   */
  private void pushNewEpochs(List<ChoicePoint> stack, List<Epoch> epochs) {
    for (int i = 0; i < stack.size(); i++) {
      List<ChoicePoint> path = stack.subList(0, i);
      ChoicePoint point = stack.get(i);
      epochs.stream().filter(point::isFor).filter(Epoch::choicesKnown).findFirst()
          .flatMap(epoch -> point.reveal(epoch, epochs, bounds.cut(epoch, path)))
          .ifPresent(cut -> boundedCoverage = boundedCoverage.plus(cut));
    }
    epochs.stream()
        .filter(Epoch::choicesKnown)
        .filter(epoch -> stack.stream().noneMatch(point -> point.isFor(epoch)))
        .sorted(MATCHES_BEFORE_ORDER)
        .forEach(epoch -> {
          ChoiceBounds.Cut cut = bounds.cut(epoch, stack);
          if (!epoch.untriedSources().isEmpty()) {
            boundedCoverage = boundedCoverage.plus(cut);
          }
          stack.add(new ChoicePoint(epoch, epochs, cut));
        });
  }

  /**
   * The stack's choices, plus what the choice just advanced to needs from epochs not on it (a stack point's own choice
   * wins). Only the top's: the run that tries it pushes the needed epochs as points above it, which replay them from
   * then on; once a point between deviates, the epochs above that point run free, needed ones too, since a needed
   * source can depend on the choice that deviated.
   */
  private static List<Decision> decisionsFor(List<ChoicePoint> stack) {
    java.util.Map<List<Integer>, Decision> byEpoch = new java.util.LinkedHashMap<>();
    stack.get(stack.size() - 1).needs()
        .forEach(need -> byEpoch.putIfAbsent(List.of(need.rank(), need.epoch()), need));
    for (ChoicePoint point : stack) {
      point.decision().ifPresent(decision -> byEpoch.put(List.of(decision.rank(), decision.epoch()), decision));
    }
    return List.copyOf(byEpoch.values());
  }

  private static void popExhausted(List<ChoicePoint> stack) {
    while (!stack.isEmpty() && !stack.get(stack.size() - 1).hasUntried()) {
      stack.remove(stack.size() - 1);
    }
  }

  private static int pending(List<ChoicePoint> stack) {
    return stack.stream().mapToInt(ChoicePoint::untriedCount).sum();
  }

  private boolean limitReached(int explored, long startNanos) {
    if (limits.maxInterleavings() > 0 && explored >= limits.maxInterleavings()) {
      return true;
    }
    return limits.timeLimit() != null && System.nanoTime() - startNanos >= limits.timeLimit().toNanos();
  }
}
