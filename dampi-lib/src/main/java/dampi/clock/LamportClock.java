package dampi.clock;

/** LLCP: a single integer. */
public final class LamportClock implements LogicalClock, java.io.Serializable {
  private static final long serialVersionUID = 1L;
  private int value; // R1

  @Override
  public synchronized int local() {
    return value;
  }

  @Override
  public synchronized int advance() {
    return value++;
  }

  @Override
  public synchronized void merge(int[] received) {
    value = Math.max(value, received[0]);
  }

  @Override
  public synchronized int[] snapshot() {
    return new int[] {value};
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
