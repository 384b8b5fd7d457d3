package dampi.launch;

/** Whether ranks run under dampi's interception layer, or as plain MPJ (the baseline benchmarks compare with). */
public enum Interception {
  /** Call-site wrappers, clock piggyback, epochs: what run, verify and replay use. */
  ON,
  /** Plain MPJ Express with only its load-time repairs; a rank succeeds when its main returns normally. */
  OFF
}
