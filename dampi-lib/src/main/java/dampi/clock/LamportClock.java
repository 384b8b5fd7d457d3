package dampi.clock;

/** LLCP: a single integer. */
public final class LamportClock implements LogicalClock, java.io.Serializable {
  private static final long serialVersionUID = 1L;
  private int value; // R1
  private transient int[] snapshot; // shared by every message sent until the clock changes

  @Override
  public synchronized int local() {
    return value;
  }

  @Override
  public synchronized int advance() {
    snapshot = null;
    return value++;
  }

  @Override
  public synchronized void merge(int[] received) {
    if (received[0] > value) {
      value = received[0];
      snapshot = null;
    }
  }

  @Override
  public synchronized int[] snapshot() {
    if (snapshot == null) {
      snapshot = new int[] {value};
    }
    return snapshot;
  }

  @Override
  public synchronized int[] snapshotAfter(int advances) {
    return new int[] {value + advances};
  }

  @Override
  public boolean separatesRanks() {
    return false;
  }

  @Override
  public int orderKeyOf(int[] snapshot) {
    return snapshot[0];
  }

  @Override
  public int componentFor(int[] received) {
    return received[0];
  }
}
