package dampi.launch;

/**
 * Memory held back from the heap while multicore runs are under way, and given up when a program has exhausted the
 * heap it shares with dampi: the room dampi then needs to end the run, report it and answer a signal (the JVM starts a
 * thread to run a SIGTERM handler, which fails on a full heap).
 */
final class HeapReserve {
  private static final long MIN_BYTES = 4L << 20;
  private static final long MAX_BYTES = 64L << 20;

  private final int bytes;
  private volatile byte[] reserve;

  /** A sixteenth of the heap, within 4 to 64 MiB. */
  HeapReserve(long maxHeapBytes) {
    this.bytes = (int) Math.max(MIN_BYTES, Math.min(MAX_BYTES, maxHeapBytes / 16));
  }

  /** Gives the reserve up; allocates nothing, so it works on a full heap. */
  void release() {
    reserve = null;
  }

  /** Holds the reserve again, when the memory of the run that exhausted the heap has come back. */
  void retake() {
    if (reserve == null) {
      try {
        reserve = new byte[bytes];
      } catch (OutOfMemoryError stillExhausted) {
        // the memory has not come back yet; the next run tries again
      }
    }
  }
}
