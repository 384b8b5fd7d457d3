package dampi.clock;

/**
 * The logical clock of one rank. The value that matters for the match rule is the rank's own component
 * ({@link #local()}): the Lamport value under LLCP, {@code VC[i]} under LVCP. The piggyback carries {@link #snapshot()}.
 */
public interface LogicalClock {
  /** This rank's own component. */
  int local();

  /** R4: a completed wildcard receive takes the current value, then the clock advances. Returns the value taken. */
  int advance();

  /** R4 last step, and the effect of every received message: element-wise maximum. */
  void merge(int[] received);

  /**
   * What an outgoing message carries (R3). Nobody may modify the array: the same one is returned until the clock
   * changes, so that the messages and sent-message records of a rank whose clock stands still share it.
   */
  int[] snapshot();

  /**
   * A number that grows along matches-before across ranks (the Lamport value; the sum of components for a vector), of
   * a clock with the given snapshot: the scheduler orders epochs by it so that replaying a prefix never needs an epoch
   * that comes after.
   */
  int orderKeyOf(int[] snapshot);

  /** What {@link #snapshot()} will be after {@code advances} more calls of {@link #advance()}, and no merge. */
  int[] snapshotAfter(int advances);

  /**
   * Whether a received clock tells which of this rank's own events its sender knew of, rank by rank ({@code true} for
   * a vector). A Lamport value mixes all ranks, so a higher value does not mean that a given event was known.
   */
  boolean separatesRanks();

  /** The component of a received clock that the match rule compares with this rank's own component. */
  int componentFor(int[] received);
}
