package polls;

import mpi.Status;

/** Stores into fields: three of an int, and one of an MPJ object, which is no work of the program's own. */
public final class FieldWrites {
  private static int counter;
  private static Status kept;
  private int own;

  private FieldWrites() {}

  public static int storeFourTimes() {
    counter++;
    counter++;
    kept = null;
    FieldWrites instance = new FieldWrites();
    instance.own = counter + 1;
    return instance.own;
  }
}
