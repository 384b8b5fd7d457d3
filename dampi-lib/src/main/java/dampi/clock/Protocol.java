package dampi.clock;

/**
 * How a rank tracks matches-before. Both protocols are lazy: a clock advances only when a wildcard receive
 * completes, so deterministic traffic costs nothing but the piggyback itself.
 */
public enum Protocol {
  /** Lazy Lamport clocks: one integer per message; sound, may miss potential matches (Theorem 5.3). */
  LLCP,
  /** Lazy vector clocks: one integer per rank per message; sound and complete (Theorem 5.5). */
  LVCP;

  public LogicalClock newClock(int rank, int size) {
    return this == LLCP ? new LamportClock() : new VectorClock(rank, size);
  }
}
