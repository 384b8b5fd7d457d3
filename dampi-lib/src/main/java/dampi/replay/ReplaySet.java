package dampi.replay;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * An immutable set of intervals: those that must be re-executed to replay one interval. Kept as sorted keys, so that
 * the size of a union, which the logging rule asks at every receive, is one merge pass without allocation, and a set
 * travels on a message as a few longs.
 */
public final class ReplaySet implements Serializable {
  private static final long serialVersionUID = 1L;
  private static final ReplaySet EMPTY = new ReplaySet(new long[0]);
  private final long[] keys;

  private ReplaySet(long[] sortedKeys) {
    this.keys = sortedKeys;
  }

  public static ReplaySet empty() {
    return EMPTY;
  }

  public static ReplaySet of(Interval interval) {
    return new ReplaySet(new long[] {interval.key()});
  }

  public static ReplaySet of(Iterable<Interval> intervals) {
    SortedSet<Long> sorted = new TreeSet<>();
    for (Interval interval : intervals) {
      sorted.add(interval.key());
    }
    return new ReplaySet(sorted.stream().mapToLong(Long::longValue).toArray());
  }

  /** The first interval of each of {@code ranks}: a set as a message carries it (every rank has one interval). */
  public static ReplaySet ofRanks(int[] ranks) {
    long[] keys = new long[ranks.length];
    for (int i = 0; i < ranks.length; i++) {
      keys[i] = new Interval(ranks[i], 0).key();
    }
    Arrays.sort(keys);
    int distinct = 0;
    for (int i = 0; i < keys.length; i++) {
      if (i == 0 || keys[i] != keys[i - 1]) {
        keys[distinct++] = keys[i];
      }
    }
    return new ReplaySet(Arrays.copyOf(keys, distinct));
  }

  public int size() {
    return keys.length;
  }

  public boolean contains(Interval interval) {
    return Arrays.binarySearch(keys, interval.key()) >= 0;
  }

  /** {@code this.union(other).size()}, without making the union. */
  public int unionSize(ReplaySet other) {
    int mine = 0;
    int theirs = 0;
    int size = 0;
    while (mine < keys.length && theirs < other.keys.length) {
      long a = keys[mine];
      long b = other.keys[theirs];
      mine += a <= b ? 1 : 0;
      theirs += b <= a ? 1 : 0;
      size++;
    }
    return size + (keys.length - mine) + (other.keys.length - theirs);
  }

  public ReplaySet union(ReplaySet other) {
    int size = unionSize(other);
    if (size == keys.length) {
      return this;
    }
    if (size == other.keys.length) {
      return other;
    }
    long[] merged = new long[size];
    int mine = 0;
    int theirs = 0;
    int next = 0;
    while (mine < keys.length || theirs < other.keys.length) {
      long a = mine < keys.length ? keys[mine] : Long.MAX_VALUE;
      long b = theirs < other.keys.length ? other.keys[theirs] : Long.MAX_VALUE;
      merged[next++] = Math.min(a, b);
      mine += a <= b ? 1 : 0;
      theirs += b <= a ? 1 : 0;
    }
    return new ReplaySet(merged);
  }

  /** The intervals in rank order, then index order. */
  public List<Interval> intervals() {
    List<Interval> intervals = new ArrayList<>(keys.length);
    for (long key : keys) {
      intervals.add(Interval.ofKey(key));
    }
    return intervals;
  }

  /**
   * The ranks with at least one interval in the set, ascending; what a message carries, which is exact while every
   * rank has one interval.
   */
  public int[] ranks() {
    return Arrays.stream(keys).mapToInt(key -> (int) (key >>> 32)).distinct().toArray();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ReplaySet set && Arrays.equals(keys, set.keys);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(keys);
  }

  @Override
  public String toString() {
    return intervals().toString();
  }
}
