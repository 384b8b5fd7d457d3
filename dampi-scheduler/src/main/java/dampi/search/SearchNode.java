package dampi.search;

import dampi.epoch.Decision;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One run the search makes: the choice points of its path, each with the source the path takes there. Every run
 * after the first follows a prefix of its parent's path and then forces one alternative at the point after it.
 * Nodes are made only when the search is about to run them ({@link PendingRuns}): a wide program offers far more
 * alternatives than the search holds runs in flight, and the prefix is shared with the parent, not copied.
 */
final class SearchNode {
  private final List<ChoicePoint> prefix;
  private final ChoicePoint last; // null for the free first run
  private List<Decision> decisions;
  boolean submitted; // the search has handed it to the runs; only the search's own thread reads or writes this

  private SearchNode(List<ChoicePoint> prefix, ChoicePoint last) {
    this.prefix = prefix;
    this.last = last;
  }

  /** The first, free run. */
  static SearchNode root() {
    return new SearchNode(List.of(), null);
  }

  /** The run that follows {@code prefix} (kept, not copied) and then takes {@code alternative} at {@code point}. */
  static SearchNode branching(List<ChoicePoint> prefix, ChoicePoint point, ChoicePoint.Alternative alternative) {
    return new SearchNode(prefix, point.choosing(alternative));
  }

  /** The points the run replays before its last one. */
  List<ChoicePoint> prefix() {
    return prefix;
  }

  /** The point where the run forces an alternative; empty for the free first run. */
  Optional<ChoicePoint> last() {
    return Optional.ofNullable(last);
  }

  List<ChoicePoint> path() {
    List<ChoicePoint> path = new ArrayList<>(prefix);
    if (last != null) {
      path.add(last);
    }
    return path;
  }

  /** The decisions this run is forced with. */
  synchronized List<Decision> decisions() {
    if (decisions == null) {
      decisions = decisionsFor();
    }
    return decisions;
  }

  /**
   * The path's choices, plus what the alternative taken at its end needs from epochs not on it (a point's own choice
   * wins). Only the last point's: the run that tries it gets the needed epochs as points on its children's paths,
   * which replay them from then on; where a point between deviates, the epochs after it run free, needed ones too,
   * since a needed source can depend on the choice that deviated.
   */
  private List<Decision> decisionsFor() {
    Map<EpochId, Decision> byEpoch = new LinkedHashMap<>();
    if (last != null) {
      last.needs().forEach(need -> byEpoch.putIfAbsent(new EpochId(need.rank(), need.epoch()), need));
    }
    for (ChoicePoint point : path()) {
      point.decision().ifPresent(decision -> byEpoch.put(new EpochId(decision.rank(), decision.epoch()), decision));
    }
    return List.copyOf(byEpoch.values());
  }
}
