package dampi;

/**
 * Marks a region of an MPJ program (typically the body of a main loop) whose wildcard receives dampi should explore
 * only in the region's first execution; later executions follow the default choices. Outside dampi both methods do
 * nothing; under dampi their call sites are rewritten at class-load time, so this class is never loaded there.
 *
 * <pre>
 *   for (int step = 0; step &lt; steps; step++) {
 *     Regions.enter("timestep");
 *     try {
 *       exchangeHalo();            // wildcard receives here are explored in step 0 only
 *     } finally {
 *       Regions.exit("timestep");
 *     }
 *   }
 * </pre>
 *
 * Regions nest; a region counts its executions per rank, by name.
 */
public final class Regions {
  private Regions() {}

  /** One execution of region {@code name} begins. */
  public static void enter(String name) {}

  /** The execution of region {@code name} that began last ends. */
  public static void exit(String name) {}
}
