package dampi.search;

import dampi.epoch.Epoch;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run adds to the search tree: a choice point for every epoch it reached that is not on its path yet, in
 * matches-before order, and a child run for every alternative of these points. The children come deepest point
 * first, alternatives in order: the order in which a depth-first search backtracks.
 *
 * <p>An epoch that a path point's current choice needs is explored too: its message may not depend on which source
 * the epoch takes, only on its completing. Where it does, the run is infeasible ({@link Interleaving#infeasible})
 * and ends that branch.
 *
 * @param coverage what the bounds cut among the new points
 */
record Branches(List<SearchNode> children, BoundedCoverage coverage) {
  static Branches of(SearchNode node, Interleaving run, ChoiceBounds bounds) {
    if (run.diverged() || run.infeasible()) {
      return new Branches(List.of(), BoundedCoverage.NOTHING);
    }
    List<ChoicePoint> path = new ArrayList<>(node.path());
    BoundedCoverage coverage = BoundedCoverage.NOTHING;
    List<Epoch> newEpochs = run.epochs().stream()
        .filter(Epoch::choicesKnown)
        .filter(epoch -> path.stream().noneMatch(point -> point.isFor(epoch)))
        .sorted(DepthFirstSearch.MATCHES_BEFORE_ORDER)
        .toList();
    for (Epoch epoch : newEpochs) {
      ChoiceBounds.Cut cut = bounds.cut(epoch, path);
      if (!epoch.untriedSources().isEmpty()) {
        coverage = coverage.plus(cut);
      }
      path.add(new ChoicePoint(epoch, run.epochs(), cut));
    }
    List<SearchNode> children = new ArrayList<>();
    for (int depth = path.size() - 1; depth >= node.path().size(); depth--) {
      ChoicePoint point = path.get(depth);
      for (ChoicePoint.Alternative alternative : point.alternatives()) {
        List<ChoicePoint> childPath = new ArrayList<>(path.subList(0, depth));
        childPath.add(point.choosing(alternative));
        children.add(node.child(children.size(), childPath));
      }
    }
    return new Branches(List.copyOf(children), coverage);
  }
}
