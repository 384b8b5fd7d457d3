package dampi.intercept;

/**
 * Wrappers of {@code dampi.Regions} (the markers programs compile against, no-ops outside dampi): they tell the
 * rank's epoch tracker which region execution the following epochs belong to. Calls that {@code --abstract-loop}
 * inserts around a method's body come here too.
 */
public final class RegionCalls {
  private RegionCalls() {}

  public static void enter(String name) {
    RankBinding.recorder().tracker().enterRegion(name);
  }

  public static void exit(String name) {
    RankBinding.recorder().tracker().exitRegion(name);
  }
}
