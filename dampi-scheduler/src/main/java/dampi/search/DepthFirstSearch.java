package dampi.search;

import dampi.epoch.Epoch;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Optional;
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
 * <p>The runs form a tree ({@link SearchNode}, {@link Branches}, {@link PendingRuns}). With several jobs,
 * {@link ParallelRuns} makes the next pending runs at once, while this class takes their results in depth-first order
 * and grows the tree from them: the tree, the interleavings the listener sees and their numbers, and where a limit
 * cuts are those of one job.
 */
public final class DepthFirstSearch {
  static final Comparator<Epoch> MATCHES_BEFORE_ORDER = Comparator.comparingInt(Epoch::orderKey)
      .thenComparingInt(Epoch::rank).thenComparingInt(Epoch::index);

  private final InterleavingRunner runner;
  private final SearchLimits limits;
  private final SearchListener listener;
  private final ChoiceBounds bounds;
  private final int jobs;

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
   * The outcome of a whole search, and why it stopped.
   *
   * @param runs the schedules run, feasible or not
   * @param infeasible the runs whose forced matches no execution of the program makes (see {@link
   *     Interleaving#infeasible})
   * @param repeated the runs that made an execution an earlier run made (see {@link Interleaving#repeatOf})
   */
  public record Result(int runs, int infeasible, int repeated, int distinctEpochs, StopReason stoppedBy,
      BoundedCoverage bounded) {
    /** The interleavings explored: runs that are executions of the program, each a distinct outcome. */
    public int interleavings() {
      return runs - infeasible - repeated;
    }
  }

  public Result run() {
    long start = System.nanoTime();
    BoundedCoverage boundedCoverage = BoundedCoverage.NOTHING;
    Set<EpochId> epochsSeen = new HashSet<>();
    Set<dampi.site.Site> pollingLoops = new HashSet<>();
    Set<dampi.site.Site> givingUp = new HashSet<>();
    Set<dampi.site.Site> working = new HashSet<>();
    PendingRuns pending = new PendingRuns();
    int explored = 0;
    int infeasible = 0;
    Executions executions = new Executions();
    try (ParallelRuns runs = new ParallelRuns(runner, jobs)) {
      SearchNode node = SearchNode.root();
      while (true) {
        submitAhead(runs, node, pending);
        Interleaving awaited = runs.await(node);
        if (awaited.cutShort()) { // the time limit tore it down: it is no interleaving, and the search is over
          return new Result(explored, infeasible, executions.repeated(), epochsSeen.size(), StopReason.TIME_LIMIT,
              boundedCoverage);
        }
        for (PollingLoop loop : awaited.pollingLoops()) {
          pollingLoops.add(loop.site());
          if (loop.givesUp()) {
            givingUp.add(loop.site());
          }
          if (loop.worksBetweenPolls()) {
            working.add(loop.site());
          }
        }
        Set<dampi.site.Site> untilFound = new HashSet<>(pollingLoops);
        untilFound.removeAll(givingUp);
        Interleaving interleaving =
            executions.noted(awaited.numbered(++explored).polledInLoopsAt(untilFound, working));
        infeasible += interleaving.infeasible() ? 1 : 0;
        for (Epoch epoch : interleaving.epochs()) {
          epochsSeen.add(new EpochId(epoch.rank(), epoch.index()));
        }
        Branches branches = Branches.of(node, interleaving, bounds);
        boundedCoverage = boundedCoverage.plus(branches.coverage());
        branches.revealed().forEach(pending::insertAtItsDepth);
        pending.pushDeepestFirst(branches.children());
        listener.interleavingExplored(interleaving, pending.size());
        Optional<StopReason> limit =
            limits.reachedAfter(interleaving, explored, Duration.ofNanos(System.nanoTime() - start));
        if (limit.isPresent() && !pending.isEmpty()) {
          return new Result(explored, infeasible, executions.repeated(), epochsSeen.size(), limit.get(),
              boundedCoverage);
        }
        node = nextToRun(runs, pending, untilFound, working);
        if (node == null) {
          StopReason ranOut = boundedCoverage.cutAnything() ? StopReason.BOUNDS : StopReason.EXHAUSTED;
          return new Result(explored, infeasible, executions.repeated(), epochsSeen.size(), ranOut, boundedCoverage);
        }
      }
    }
  }

  /**
   * The next pending run worth making, or null when none is left. A run that would force a poll to find nothing at a
   * line whose loops are known to poll until they find (and not to work between polls) is left out, and withdrawn if
   * it was handed over: the loop there would only wait, as a run already showed, and the run would be infeasible. A
   * loop whose first poll finds at once is known for one only once a run forced it to find nothing, so without this
   * every such epoch of the line would cost an infeasible run, not only the first.
   */
  private static SearchNode nextToRun(ParallelRuns runs, PendingRuns pending, Set<dampi.site.Site> untilFound,
      Set<dampi.site.Site> working) {
    while (!pending.isEmpty()) {
      SearchNode node = pending.take();
      boolean loopWaits = node.last()
          .filter(point -> point.findsNothing() && untilFound.contains(point.site) && !working.contains(point.site))
          .isPresent();
      if (!loopWaits) {
        return node;
      }
      if (node.submitted) {
        runs.withdraw(node);
      }
    }
    return null;
  }

  /**
   * Hands the next run over, and with several jobs the ones after it too, up to a window of twice the jobs under
   * way: a slow run then delays the others only so far, and a search that stops early wastes few runs. With one job
   * only the next run is ever handed over, so a sequential search makes no run it does not need.
   */
  private void submitAhead(ParallelRuns runs, SearchNode next, PendingRuns pending) {
    if (!next.submitted) {
      next.submitted = true;
      runs.submit(next);
    }
    int window = jobs == 1 ? 1 : 2 * jobs;
    for (SearchNode ahead : pending.next(window - 1)) {
      if (runs.outstanding() >= window) {
        return;
      }
      if (!ahead.submitted) {
        ahead.submitted = true;
        runs.submit(ahead);
      }
    }
  }
}
