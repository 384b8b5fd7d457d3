package dampi.rank;

/**
 * How much system buffering a standard-mode {@code Send} is given, the same on every device. The MPI standard lets a
 * standard send block until its receive is posted; a program that finishes only when sends are buffered is unsafe.
 */
public enum Buffering {
  /** A standard Send behaves as Ssend: it completes only when its receive has matched it (the default). */
  ZERO,
  /** A standard Send completes locally at once, its data copied, as with unlimited system buffers. */
  EAGER
}
