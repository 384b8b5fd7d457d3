package dampi.cli;

import java.io.PrintStream;

/** One status line on a terminal's stderr while a search runs; nothing when stderr is not a terminal. */
final class Progress {
  private static final long MIN_INTERVAL_NANOS = 200_000_000L;
  private final PrintStream err;
  private final boolean enabled;
  private long lastPrint;
  private boolean printed;

  Progress(PrintStream err, boolean enabled) {
    this.err = err;
    this.enabled = enabled;
  }

  void update(int interleavings, int pendingChoices, long startNanos) {
    long now = System.nanoTime();
    if (!enabled || now - lastPrint < MIN_INTERVAL_NANOS) {
      return;
    }
    lastPrint = now;
    printed = true;
    err.printf("\rdampi: %d interleavings, %d alternatives pending, %.1f s ", interleavings, pendingChoices,
        (now - startNanos) / 1e9);
    err.flush();
  }

  void finish() {
    if (printed) {
      err.print("\r\033[K");
      err.flush();
    }
  }
}
