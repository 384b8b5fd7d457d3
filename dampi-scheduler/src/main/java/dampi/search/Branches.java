package dampi.search;

import dampi.epoch.Epoch;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What one run adds to the search, decided in the search's own thread in depth-first order:
 * <ul>
 *   <li>{@code revealed}: alternatives the run revealed at points already on its path ({@link ChoicePoint#reveal}),
 *       each to be tried after the alternatives its point already has;
 *   <li>{@code children}: a choice point for every epoch the run reached that is not on its path yet, in
 *       matches-before order, with the alternatives it offers; deepest point first, the order in which a
 *       depth-first search backtracks.
 * </ul>
 * An epoch that a path point's current choice needs is explored too: its message may not depend on which source the
 * epoch takes, only on its completing. Where it does, the run is infeasible ({@link Interleaving#infeasible}).
 *
 * <p>A run that is infeasible because a single poll on its path, forced to find a message, still waited for it
 * offers finding nothing at that poll, with the choices the path made after it ({@link
 * ChoicePoint#nothingAfterAStuckFind}): a loop that polls until it finds may wait for ever there, a deadlock that
 * runs which force the poll's recorded find never reach.
 *
 * <p>An infeasible run reveals nothing at the points of its path (its state is one no execution reaches, so what it
 * shows there is no alternative of the program), but the epochs it reached after them still branch: a free choice
 * among those is often what starved the forced receive (a free receive took the message that would have let the
 * forced source send), and the other choices of that epoch may make the forced match. Ending the branch there lost
 * outcomes, depending on which message the free run happened to take first. When the infeasible run was the first
 * try of an alternative, the same source is tried again with the needs another run revealed it with, if any ({@link
 * ChoicePoint#retryAfterInfeasible}): the needs this try forced may have been what no execution makes.
 *
 * @param coverage what the bounds cut among the new and newly branching points
 */
record Branches(List<PendingRuns.Fork> revealed, List<PendingRuns.Fork> children, BoundedCoverage coverage) {
  static Branches of(SearchNode node, Interleaving run, ChoiceBounds bounds) {
    if (run.diverged()) {
      return new Branches(List.of(), List.of(), BoundedCoverage.NOTHING);
    }
    List<ChoicePoint> nodePath = List.copyOf(node.path());
    RunEpochs runEpochs = new RunEpochs(run.epochs());
    BoundedCoverage coverage = BoundedCoverage.NOTHING;
    List<PendingRuns.Fork> revealed = new ArrayList<>();
    node.last().ifPresent(last -> {
      if (!run.infeasible()) {
        last.triedFeasibly();
      } else {
        last.retryAfterInfeasible().ifPresent(alternative ->
            revealed.add(new PendingRuns.Fork(node.prefix(), last, List.of(alternative))));
      }
    });
    if (run.stuckPoll() != null) {
      nothingAfterAStuckFind(nodePath, run).ifPresent(revealed::add);
    }
    // by rank and index, the first with its choices known: a long run has thousands of epochs on its path
    Map<EpochId, Epoch> known = new HashMap<>();
    for (Epoch epoch : run.epochs()) {
      if (epoch.choicesKnown()) {
        known.putIfAbsent(new EpochId(epoch.rank(), epoch.index()), epoch);
      }
    }
    Set<EpochId> onPath = new HashSet<>();
    for (ChoicePoint point : nodePath) {
      onPath.add(new EpochId(point.rank, point.index));
    }
    for (int depth = 0; depth < nodePath.size() && !run.infeasible(); depth++) {
      ChoicePoint point = nodePath.get(depth);
      Optional<Epoch> again = Optional.ofNullable(known.get(new EpochId(point.rank, point.index)));
      if (again.isEmpty()) {
        continue;
      }
      List<ChoicePoint> prefix = nodePath.subList(0, depth);
      ChoicePoint.Revealed found = point.reveal(again.get(), runEpochs, bounds.cut(again.get(), prefix));
      if (found.newlyBranching().isPresent()) {
        coverage = coverage.plus(found.newlyBranching().get());
      }
      revealed.add(new PendingRuns.Fork(prefix, point, found.alternatives()));
    }
    List<ChoicePoint> path = new ArrayList<>(nodePath);
    List<Epoch> newEpochs = run.epochs().stream()
        .filter(Epoch::choicesKnown)
        .filter(epoch -> !onPath.contains(new EpochId(epoch.rank(), epoch.index())))
        .sorted(DepthFirstSearch.MATCHES_BEFORE_ORDER)
        .toList();
    for (Epoch epoch : newEpochs) {
      ChoiceBounds.Cut cut = bounds.cut(epoch, path);
      if (!epoch.untriedSources().isEmpty()) {
        coverage = coverage.plus(cut);
      }
      path.add(new ChoicePoint(epoch, runEpochs, cut));
    }
    List<ChoicePoint> shared = List.copyOf(path); // every child's prefix is a view of it
    List<PendingRuns.Fork> children = new ArrayList<>();
    for (int depth = shared.size() - 1; depth >= nodePath.size(); depth--) {
      children.add(new PendingRuns.Fork(shared.subList(0, depth), shared.get(depth),
          shared.get(depth).alternatives()));
    }
    return new Branches(List.copyOf(revealed), List.copyOf(children), coverage);
  }

  /**
   * The run was infeasible because a poll on its path, forced to find a message, still waited for it: finding nothing
   * there is tried with the choices the path made after it, which kept the message from being sent.
   */
  private static Optional<PendingRuns.Fork> nothingAfterAStuckFind(List<ChoicePoint> nodePath, Interleaving run) {
    for (int depth = 0; depth < nodePath.size(); depth++) {
      ChoicePoint point = nodePath.get(depth);
      if (point.rank == run.stuckPoll().rank() && point.index == run.stuckPoll().index()) {
        List<dampi.epoch.Decision> after = new ArrayList<>();
        for (ChoicePoint later : nodePath.subList(depth + 1, nodePath.size())) {
          later.decision().ifPresent(after::add);
          after.addAll(later.needs());
        }
        List<ChoicePoint> prefix = nodePath.subList(0, depth);
        return point.nothingAfterAStuckFind(List.copyOf(after))
            .map(alternative -> new PendingRuns.Fork(prefix, point, List.of(alternative)));
      }
    }
    return Optional.empty();
  }
}
