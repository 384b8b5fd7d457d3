package dampi.instrument.statics;

/** An initialiser that throws: the JVM leaves the class erroneous, which no reset can undo. */
public class FailsToInitialise {
  public static final int VALUE = Integer.parseInt("not a number");
}
