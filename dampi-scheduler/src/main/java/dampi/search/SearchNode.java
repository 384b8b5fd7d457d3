package dampi.search;

import dampi.epoch.Decision;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One run the search makes: the choice points of its path, each with the source the path takes there, and its place
 * in the search tree. Its children are the runs that force one alternative of a choice point its run discovered.
 * The depth-first order of the tree is the order in which a sequential search explores the runs, so a search that
 * runs several nodes at once can still report them in that order.
 */
final class SearchNode {
  /** Parents before their children; a node's children deepest branching point first, then in the order made. */
  static final Comparator<SearchNode> DEPTH_FIRST_ORDER = (a, b) -> Arrays.compare(a.position, b.position);

  private final int[] position; // per level down from the root: minus the branching depth, then an ordinal
  private final List<ChoicePoint> path;
  private final List<Decision> decisions;

  private SearchNode(int[] position, List<ChoicePoint> path) {
    this.position = position;
    this.path = List.copyOf(path);
    this.decisions = decisionsFor(this.path);
  }

  /** The first, free run. */
  static SearchNode root() {
    return new SearchNode(new int[0], List.of());
  }

  /** The run that follows {@code prefix} and then takes {@code alternative} at {@code point}, the next child there. */
  static SearchNode branching(List<ChoicePoint> prefix, ChoicePoint point, ChoicePoint.Alternative alternative) {
    List<ChoicePoint> path = new java.util.ArrayList<>(prefix);
    path.add(point.choosing(alternative));
    return new SearchNode(point.nextChildPosition(), path);
  }

  int[] position() {
    return position;
  }

  List<ChoicePoint> path() {
    return path;
  }

  /** Where the path takes an alternative: its last point; -1 for the free first run. */
  int branchingDepth() {
    return path.size() - 1;
  }

  /** The decisions this run is forced with. */
  List<Decision> decisions() {
    return decisions;
  }

  /**
   * The path's choices, plus what the alternative taken at its end needs from epochs not on it (a point's own choice
   * wins). Only the last point's: the run that tries it gets the needed epochs as points on its children's paths,
   * which replay them from then on; where a point between deviates, the epochs after it run free, needed ones too,
   * since a needed source can depend on the choice that deviated.
   */
  private static List<Decision> decisionsFor(List<ChoicePoint> path) {
    Map<List<Integer>, Decision> byEpoch = new LinkedHashMap<>();
    if (!path.isEmpty()) {
      path.get(path.size() - 1).needs()
          .forEach(need -> byEpoch.putIfAbsent(List.of(need.rank(), need.epoch()), need));
    }
    for (ChoicePoint point : path) {
      point.decision().ifPresent(decision -> byEpoch.put(List.of(decision.rank(), decision.epoch()), decision));
    }
    return List.copyOf(byEpoch.values());
  }
}
