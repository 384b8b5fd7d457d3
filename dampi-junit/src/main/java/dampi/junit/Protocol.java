package dampi.junit;

/** The clocks of an {@link MpiTest}'s search, as {@code dampi verify --protocol}. */
public enum Protocol {
  /** LVCP up to the rank count where it stays within 1.5x of LLCP's cost, LLCP above. */
  AUTO,
  /** Lazy Lamport clocks: scalable, blind to some matches (Vo, Theorem 5.3). */
  LLCP,
  /** Lazy vector clocks: every potential match. */
  LVCP
}
