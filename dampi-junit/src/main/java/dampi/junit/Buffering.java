package dampi.junit;

/** The system buffering of a standard {@code Send} in an {@link MpiTest}'s search, as {@code --buffering}. */
public enum Buffering {
  /** A {@code Send} waits for its receive, as the standard allows: a program that needs buffering is unsafe. */
  ZERO,
  /** A {@code Send} completes at once; the rooted collectives wait only for the data they need. */
  EAGER
}
