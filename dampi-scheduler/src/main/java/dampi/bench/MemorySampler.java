package dampi.bench;

import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * The peak memory this JVM holds while a multicore run goes on, above what it held before it: every sample is taken
 * right after a full collection, so it counts live data only. It adds the heap, class metadata (every rank loads its
 * own copy of MPJ, dampi's layer and the application) and direct buffers (where MPJ's smpdev keeps message bytes).
 * Samples come every {@value #PERIOD_MS} ms and whenever {@link #sampleNow} is called; the full collections slow
 * the run down, so a sampled run is never one whose time is measured.
 */
final class MemorySampler implements AutoCloseable {
  private static final long PERIOD_MS = 200;
  private static final long SETTLE_MS = 1000;

  private final long baseline;
  private final Thread sampler;
  private volatile boolean stopped;
  private volatile long peak;

  /** Samples the baseline now, then keeps sampling on a thread of its own until {@link #close}. */
  MemorySampler() {
    baseline = settledBytes();
    peak = baseline;
    sampler = new Thread(this::sample, "dampi-bench-memory");
    sampler.setDaemon(true);
    sampler.start();
  }

  /** Samples now, on the caller's thread (a rank that reports its result, before it finalizes). */
  synchronized void sampleNow() {
    peak = Math.max(peak, liveBytes());
  }

  private void sample() {
    while (!stopped) {
      sampleNow();
      try {
        Thread.sleep(PERIOD_MS);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** Bytes above the baseline at the highest sample. */
  long peakAboveBaseline() {
    return Math.max(0, peak - baseline);
  }

  @Override
  public void close() {
    stopped = true;
    sampler.interrupt();
    try {
      sampler.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * The lowest live memory over {@value #SETTLE_MS} ms: a previous run's rank threads may still be exiting when its
   * launcher returns, and its class loaders and direct buffers go only after them.
   */
  private static long settledBytes() {
    long lowest = Long.MAX_VALUE;
    for (long waited = 0; waited <= SETTLE_MS; waited += PERIOD_MS) {
      lowest = Math.min(lowest, liveBytes());
      try {
        Thread.sleep(PERIOD_MS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    return lowest;
  }

  private static long liveBytes() {
    System.gc(); // the point: only live data is counted
    long bytes = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP || pool.getName().equals("Metaspace")) {
        bytes += pool.getUsage().getUsed();
      }
    }
    for (BufferPoolMXBean buffers : ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)) {
      if (buffers.getName().equals("direct")) {
        bytes += buffers.getMemoryUsed();
      }
    }
    return bytes;
  }
}
