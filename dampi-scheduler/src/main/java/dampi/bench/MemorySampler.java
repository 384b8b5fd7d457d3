package dampi.bench;

import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * The peak memory this JVM holds while a multicore run goes on, above what it held before: every sample is taken
 * right after a full collection, so it counts live data only. It adds the heap, class metadata (every rank loads its
 * own copy of MPJ, dampi's layer and the application) and direct buffers (where MPJ's smpdev keeps message bytes).
 * The full collections slow the run down, so a sampled run is never one whose time is measured.
 */
final class MemorySampler implements AutoCloseable {
  private static final long PERIOD_MS = 200;

  private final long baseline;
  private final Thread sampler;
  private volatile boolean stopped;
  private volatile long peak;

  /** Samples the baseline now, then keeps sampling on a thread of its own until {@link #close}. */
  MemorySampler() {
    baseline = liveBytes();
    peak = baseline;
    sampler = new Thread(this::sample, "dampi-bench-memory");
    sampler.setDaemon(true);
    sampler.start();
  }

  private void sample() {
    while (!stopped) {
      peak = Math.max(peak, liveBytes());
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
