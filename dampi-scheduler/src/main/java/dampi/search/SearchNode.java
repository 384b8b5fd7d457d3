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
  /** Parents before their children, children in the order they were made. */
  static final Comparator<SearchNode> DEPTH_FIRST_ORDER = (a, b) -> Arrays.compare(a.position, b.position);

  private final int[] position; // the ordinal of every node on the way down from the root
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

  /** The {@code ordinal}-th child of this node, which follows {@code path}. */
  SearchNode child(int ordinal, List<ChoicePoint> path) {
    int[] childPosition = Arrays.copyOf(position, position.length + 1);
    childPosition[position.length] = ordinal;
    return new SearchNode(childPosition, path);
  }

  List<ChoicePoint> path() {
    return path;
  }

  /** The decisions this run is forced with. */
  List<Decision> decisions() {
    return decisions;
  }

  /** The path's choices, plus what they need from epochs not on it (a point's own choice wins). */
  private static List<Decision> decisionsFor(List<ChoicePoint> path) {
    Map<List<Integer>, Decision> byEpoch = new LinkedHashMap<>();
    for (ChoicePoint point : path) {
      point.needs().forEach(need -> byEpoch.putIfAbsent(List.of(need.rank(), need.epoch()), need));
    }
    for (ChoicePoint point : path) {
      point.decision().ifPresent(decision -> byEpoch.put(List.of(decision.rank(), decision.epoch()), decision));
    }
    return List.copyOf(byEpoch.values());
  }
}
