package regions;

/** A loop body for --abstract-loop: it leaves by return, by an exception it catches itself, or by one it throws. */
public class LoopBody {
  public static final int RETURNS = 0;
  public static final int THROWS = 1;
  public static final int CATCHES = 2;

  public static int step(Runnable inside, int way) {
    inside.run();
    if (way == THROWS) {
      throw new IllegalArgumentException("thrown out of the region");
    }
    try {
      if (way == CATCHES) {
        throw new IllegalStateException("caught inside the region");
      }
    } catch (IllegalStateException e) {
      return CATCHES;
    }
    return RETURNS;
  }
}
