package dampi.intercept;

/**
 * How many times the application has stored into its own arrays and fields, as {@code ArrayAccess} and
 * {@code dampi.instrument.FieldStoreRewriter} count them. A poll repeated with such a store in between follows work
 * of the program's own: which of those polls first finds a message changes what the program has computed by then
 * (see {@link Polls}). One counter per rank (each rank loads its own copy of the layer); a plain field, since the
 * rank's thread reads what it wrote itself.
 */
public final class ProgramWrites {
  private static long count;

  private ProgramWrites() {}

  /** Precedes every store of the application into a field that holds no MPJ object (see the rewriter). */
  public static void field() {
    count++;
  }

  static void element() {
    count++;
  }

  /**
   * An access of the application to elements a pending operation owns: erroneous (MPI-3.1 §3.7.2), and so as
   * observable as a store, even when it only reads them. A loop that reads a pending receive's buffer between its
   * Tests does something whenever a Test finds nothing.
   */
  static void conflictingAccess() {
    count++;
  }

  static long count() {
    return count;
  }
}
