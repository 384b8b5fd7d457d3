package dampi.launch;

/** Whether ranks run under dampi's interception layer, or as plain MPJ (the baseline benchmarks compare with). */
public enum Interception {
  /** Call-site wrappers, clock piggyback, epochs: what run, verify and replay use. */
  ON,
  /**
   * As {@link #ON}, except that the application's own array accesses are not checked against buffers in flight: the
   * baseline {@code dampi bench} measures that check's cost against.
   */
  CALLS_ONLY,
  /** Plain MPJ Express with only its load-time repairs; a rank succeeds when its main returns normally. */
  OFF
}
