package dampi.search;

import dampi.epoch.Epoch;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Depth-first search over epochs (DESIGN-SOURCE, "The verifier"): a free first run; every later run replays the
 * choices of its path, forces one untried alternative at the deepest epoch that has one, and runs free after it,
 * recording the epochs it reaches. It ends when no epoch has an untried alternative, or at a limit.
 *
 * <p>Epochs enter a path in matches-before order (their clocks' order key, then rank and index), so a replayed prefix
 * never depends on an epoch that comes after it. Every run's decision list differs from all others in the last
 * forced choice, so no interleaving is explored twice. {@link ChoiceBounds} decides which alternatives a new choice
 * point offers under the search's {@link SearchBounds}.
 *
 * <p>The runs form a tree ({@link SearchNode}, {@link Branches}). With several jobs, {@link ParallelRuns} makes
 * the runs already known at once, while this class takes their results in depth-first order and grows the tree from
 * them: the tree, the interleavings the listener sees and their numbers, and where a limit cuts are those of one
 * job.
 */
public final class DepthFirstSearch {
  static final Comparator<Epoch> MATCHES_BEFORE_ORDER = Comparator.comparingInt(Epoch::orderKey)
      .thenComparingInt(Epoch::rank).thenComparingInt(Epoch::index);

  private final InterleavingRunner runner;
  private final SearchLimits limits;
  private final SearchListener listener;
  private final ChoiceBounds bounds;
  private final int jobs;

  /** A sequential search with full coverage. */
  public DepthFirstSearch(InterleavingRunner runner, SearchLimits limits, SearchListener listener) {
    this(runner, limits, SearchBounds.none(), 1, listener);
  }

  /** @param jobs how many runs may be under way at once (1: one after the other) */
  public DepthFirstSearch(InterleavingRunner runner, SearchLimits limits, SearchBounds bounds, int jobs,
      SearchListener listener) {
    this.runner = runner;
    this.limits = limits;
    this.bounds = new ChoiceBounds(bounds);
    this.jobs = jobs;
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
    BoundedCoverage boundedCoverage = BoundedCoverage.NOTHING;
    Set<List<Integer>> epochsSeen = new HashSet<>();
    Deque<SearchNode> pending = new ArrayDeque<>(); // the runs still to take, next first
    int explored = 0;
    try (ParallelRuns runs = new ParallelRuns(runner, jobs)) {
      SearchNode root = SearchNode.root();
      runs.submit(root);
      pending.push(root);
      while (true) {
        SearchNode node = pending.pop();
        Interleaving interleaving = runs.await(node).numbered(++explored);
        for (Epoch epoch : interleaving.epochs()) {
          epochsSeen.add(List.of(epoch.rank(), epoch.index()));
        }
        Branches branches = Branches.of(node, interleaving, bounds);
        boundedCoverage = boundedCoverage.plus(branches.coverage());
        branches.revealed().forEach(revealed -> insertAtItsDepth(pending, revealed));
        List<SearchNode> children = branches.children();
        for (int child = children.size() - 1; child >= 0; child--) {
          pending.push(children.get(child));
        }
        branches.revealed().forEach(runs::submit);
        children.forEach(runs::submit);
        listener.interleavingExplored(interleaving, pending.size());
        if (pending.isEmpty()) {
          return new Result(explored, epochsSeen.size(), true, false, boundedCoverage);
        }
        if (limits.stopAtFirstError() && !interleaving.findings().isEmpty()) {
          return new Result(explored, epochsSeen.size(), false, true, boundedCoverage);
        }
        if (limitReached(explored, start)) {
          return new Result(explored, epochsSeen.size(), false, false, boundedCoverage);
        }
        runs.advance();
      }
    }
  }

  /**
   * Pending runs stand deepest branching point first, as a depth-first search's stack would try them; a run revealed
   * for a point goes after those that point already had, before any of a point below it.
   */
  private static void insertAtItsDepth(Deque<SearchNode> pending, SearchNode revealed) {
    List<SearchNode> above = new java.util.ArrayList<>();
    while (!pending.isEmpty() && pending.peek().branchingDepth() >= revealed.branchingDepth()) {
      above.add(pending.pop());
    }
    pending.push(revealed);
    for (int i = above.size() - 1; i >= 0; i--) {
      pending.push(above.get(i));
    }
  }

  private boolean limitReached(int explored, long startNanos) {
    if (limits.maxInterleavings() > 0 && explored >= limits.maxInterleavings()) {
      return true;
    }
    return limits.timeLimit() != null && System.nanoTime() - startNanos >= limits.timeLimit().toNanos();
  }
}
