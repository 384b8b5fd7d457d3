package dampi.clock;

import java.util.Arrays;

/** LVCP: one integer per rank; rank i advances only {@code VC[i]}. */
public final class VectorClock implements LogicalClock, java.io.Serializable {
  private static final long serialVersionUID = 1L;
  private final int rank;
  private final int[] components;
  private transient int[] snapshot; // shared by every message sent until the clock changes

  public VectorClock(int rank, int size) {
    if (rank < 0 || rank >= size) {
      throw new IllegalArgumentException("rank " + rank + " outside 0.." + (size - 1));
    }
    this.rank = rank;
    this.components = new int[size];
  }

  @Override
  public synchronized int local() {
    return components[rank];
  }

  @Override
  public synchronized int advance() {
    snapshot = null;
    return components[rank]++;
  }

  @Override
  public synchronized void merge(int[] received) {
    int n = Math.min(received.length, components.length);
    for (int i = 0; i < n; i++) {
      if (received[i] > components[i]) {
        components[i] = received[i];
        snapshot = null;
      }
    }
  }

  @Override
  public synchronized int[] snapshot() {
    if (snapshot == null) {
      snapshot = Arrays.copyOf(components, components.length);
    }
    return snapshot;
  }

  @Override
  public synchronized int[] snapshotAfter(int advances) {
    int[] after = Arrays.copyOf(components, components.length);
    after[rank] += advances;
    return after;
  }

  @Override
  public boolean separatesRanks() {
    return true;
  }

  @Override
  public int orderKeyOf(int[] snapshot) {
    int sum = 0;
    for (int component : snapshot) {
      sum += component;
    }
    return sum;
  }

  @Override
  public int componentFor(int[] received) {
    return rank < received.length ? received[rank] : 0;
  }
}
