package dampi.search;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

/**
 * The runs the search has still to make, next first, as a depth-first search's stack holds them: for each choice
 * point, the alternatives it has not tried, deepest point first. A run is made into a {@link SearchNode} only when
 * the search takes it or looks ahead at it.
 */
final class PendingRuns {
  /** The untried alternatives of one point, on the paths that follow {@code prefix} to it. */
  record Fork(List<ChoicePoint> prefix, ChoicePoint point, List<ChoicePoint.Alternative> alternatives) {
    int depth() {
      return prefix.size();
    }
  }

  private static final class Untried {
    final Fork fork;
    int next;
    final List<SearchNode> made = new ArrayList<>(); // the nodes of alternatives next, next + 1, ... made so far

    Untried(Fork fork) {
      this.fork = fork;
    }

    int remaining() {
      return fork.alternatives().size() - next;
    }

    SearchNode node(int i) {
      while (made.size() <= i) {
        made.add(SearchNode.branching(fork.prefix(), fork.point(), fork.alternatives().get(next + made.size())));
      }
      return made.get(i);
    }
  }

  private final Deque<Untried> stack = new ArrayDeque<>();
  private int size;

  boolean isEmpty() {
    return size == 0;
  }

  /** How many runs are pending. */
  int size() {
    return size;
  }

  /** Forks of points deeper than any pending one, deepest first: they come next. */
  void pushDeepestFirst(List<Fork> forks) {
    for (int i = forks.size() - 1; i >= 0; i--) {
      push(forks.get(i));
    }
  }

  /** Alternatives newly found for a point: after those it (and any deeper point) already has, before shallower. */
  void insertAtItsDepth(Fork fork) {
    if (fork.alternatives().isEmpty()) {
      return;
    }
    List<Untried> deeper = new ArrayList<>();
    while (!stack.isEmpty() && stack.peek().fork.depth() >= fork.depth()) {
      deeper.add(stack.pop());
    }
    stack.push(new Untried(fork));
    for (int i = deeper.size() - 1; i >= 0; i--) {
      stack.push(deeper.get(i));
    }
    size += fork.alternatives().size();
  }

  private void push(Fork fork) {
    if (!fork.alternatives().isEmpty()) {
      stack.push(new Untried(fork));
      size += fork.alternatives().size();
    }
  }

  /** The next run; it leaves the pending ones. */
  SearchNode take() {
    Untried top = stack.peek();
    SearchNode node = top.node(0);
    top.made.remove(0);
    top.next++;
    if (top.remaining() == 0) {
      stack.pop();
    }
    size--;
    return node;
  }

  /** The next {@code count} runs (fewer when fewer are pending), in order; they stay pending. */
  List<SearchNode> next(int count) {
    List<SearchNode> ahead = new ArrayList<>();
    Iterator<Untried> groups = stack.iterator();
    while (ahead.size() < count && groups.hasNext()) {
      Untried group = groups.next();
      for (int i = 0; i < group.remaining() && ahead.size() < count; i++) {
        ahead.add(group.node(i));
      }
    }
    return ahead;
  }
}
