package dampi.replay;

/**
 * The "full informed" logging rule of one rank (Zambonelli and Netzer, section 3). The rank keeps the replay set of
 * its current interval; a message it sends carries that set; at a receive it logs the message exactly when adding the
 * message's set to its own would exceed the bound, and otherwise takes the union. So no replay set ever exceeds the
 * bound, and a logged message adds no dependence. With one interval per rank, bound 1 logs every message from another
 * rank and a bound of the number of ranks logs none.
 */
public final class AdaptiveLogging implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  private final int rank;
  private final int bound;
  private int interval;
  private ReplaySet current;

  public AdaptiveLogging(int rank, int bound) {
    if (bound < 1) {
      throw new IllegalArgumentException("replay bound must be at least 1 (an interval depends on itself), got "
          + bound);
    }
    this.rank = rank;
    this.bound = bound;
    this.current = ReplaySet.of(new Interval(rank, 0));
  }

  public int bound() {
    return bound;
  }

  /** The set a message sent now carries. */
  public ReplaySet sending() {
    return current;
  }

  /**
   * A message that carried {@code carried} is received now.
   *
   * @return whether it must be logged
   */
  public boolean receiving(ReplaySet carried) {
    if (current.unionSize(carried) > bound) {
      return true;
    }
    current = current.union(carried);
    return false;
  }

  /**
   * A checkpoint: the current interval ends, and the next depends on itself alone.
   *
   * @return the replay set of the interval that ended
   */
  public ReplaySet checkpoint() {
    ReplaySet ended = current;
    interval++;
    current = ReplaySet.of(new Interval(rank, interval));
    return ended;
  }

  /** The replay set of the current interval so far. */
  public ReplaySet current() {
    return current;
  }

  public Interval currentInterval() {
    return new Interval(rank, interval);
  }
}
