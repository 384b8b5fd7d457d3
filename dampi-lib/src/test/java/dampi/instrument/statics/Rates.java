package dampi.instrument.statics;

/** Initialised by {@link Ledger}'s initialiser, which reads it. */
public class Rates {
  public static int current = 10;

  public static int base() {
    return current;
  }
}
