package dampi.instrument.statics;

import java.util.ArrayList;
import java.util.List;

/** Static state of every kind a reset must make new: set by the initialiser, left to its default, final, constant. */
public class Ledger {
  public static final int CONSTANT = 7;
  public static final List<String> ENTRIES = new ArrayList<>();
  public static final Object IDENTITY = new Object();
  public static int counter;
  public static long stamp = 5;
  public static double rate = 0.5;
  public static String name = "initial";
  /** Read from another class's statics by the initialiser: that class must be initialised again first. */
  public static final int FROM_RATES = Rates.base() * 2;

  public static void use() {
    ENTRIES.add("used");
    counter += 3;
    stamp = 99;
    rate = 1.5;
    name = "changed";
    Rates.current = 40;
  }
}
