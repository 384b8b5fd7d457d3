package dampi.replay;

import java.io.Serializable;

/**
 * The {@code index}-th checkpoint interval of {@code rank}: its events from checkpoint {@code index} (0: the rank's
 * start) to the next. A Java rank cannot be checkpointed mid-run, so a recorded run has interval 0 only; the model
 * keeps the index so that checkpoints can come later.
 */
public record Interval(int rank, int index) implements Comparable<Interval>, Serializable {
  public Interval {
    if (rank < 0 || index < 0) {
      throw new IllegalArgumentException("bad interval: rank " + rank + ", index " + index);
    }
  }

  /** This interval as one sortable number: rank in the high half, index in the low. */
  long key() {
    return ((long) rank << 32) | index;
  }

  static Interval ofKey(long key) {
    return new Interval((int) (key >>> 32), (int) key);
  }

  @Override
  public int compareTo(Interval other) {
    return Long.compare(key(), other.key());
  }

  @Override
  public String toString() {
    return "I(" + rank + "," + index + ")";
  }
}
