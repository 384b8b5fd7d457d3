package dampi.launch;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * Whether the heap is nearly exhausted, read from the pool where long-lived objects end up (the only heap pool with a
 * usage threshold: G1's old gen, the tenured gen of the serial and parallel collectors, ZGC's one heap). Its usage is
 * updated by the collector, so a look is cheap and needs no collection.
 */
final class HeapPressure {
  /**
   * The share of the long-lived pool in use that counts as nearly exhausted: G1 keeps a tenth of the heap free for
   * its own copying, and collects in vain beyond that.
   */
  private static final double NEARLY_EXHAUSTED = 0.85;

  /** Above this share of the heap in use, garbage included, the guard looks more often. */
  private static final double FILLING = 0.5;

  private final MemoryPoolMXBean longLived; // null when the collector has no such pool: then never under pressure
  private final long threshold;

  HeapPressure() {
    MemoryPoolMXBean found = null;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.isUsageThresholdSupported()) {
        found = pool;
      }
    }
    long max = found == null ? -1 : found.getUsage().getMax();
    this.longLived = found;
    this.threshold = (long) ((max > 0 ? max : Runtime.getRuntime().maxMemory()) * NEARLY_EXHAUSTED);
  }

  /**
   * What the long-lived pool holds as of the last collection (live objects, and garbage not yet collected), or -1
   * when unknown. Allocates a few bytes.
   */
  long used() {
    return longLived == null ? -1 : longLived.getUsage().getUsed();
  }

  boolean nearlyExhausted(long used) {
    return used >= threshold;
  }

  /** Collects the whole heap, so that only live objects count: then {@link #used}. */
  long usedAfterCollection() {
    System.gc();
    return used();
  }

  /** More than half the heap is in use, garbage included. Allocates nothing. */
  static boolean filling() {
    Runtime runtime = Runtime.getRuntime();
    return runtime.totalMemory() - runtime.freeMemory() > runtime.maxMemory() * FILLING;
  }
}
