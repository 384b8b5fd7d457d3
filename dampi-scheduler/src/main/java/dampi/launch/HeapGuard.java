package dampi.launch;

import dampi.rank.RankOutcome;
import dampi.site.Site;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Keeps dampi alive when a multicore program exhausts the heap, which its ranks share with dampi's own threads. A
 * program that catches the OutOfMemoryError and keeps what it allocated would otherwise leave no room for dampi: its
 * threads died of the same error, the run outlived its time limit, and a SIGTERM could not even be handled.
 *
 * <p>A watch thread at the highest priority looks at the heap every few milliseconds. When the long-lived pool is
 * nearly full it suspends every rank, collects the whole heap, and if it is still nearly full, gives up the
 * {@link HeapReserve} and ends the run of the thread that allocated the most: that rank ends as if an
 * OutOfMemoryError had reached its main, at the line where it is, and its run is torn down as after any failure, which
 * frees what the program held. The next run takes the reserve again.
 */
final class HeapGuard {
  /** How often the guard looks while the heap is more than half full; the last tenth can go in milliseconds. */
  private static final long POLL_MILLIS_WHEN_FILLING = 1;
  private static final long POLL_MILLIS = 10;
  /** How long a new run waits, at most, for the memory of an earlier run to come back: 50 looks 100 ms apart. */
  private static final int SETTLING_LOOKS = 50;
  private static final long SETTLING_MILLIS = 100;
  private static HeapGuard instance; // guarded by HeapGuard.class

  private final HeapPressure pressure = new HeapPressure();
  private final HeapReserve reserve = new HeapReserve(Runtime.getRuntime().maxMemory());
  /** More runs at once than dampi makes (--jobs is at most 256); a run beyond them goes unguarded. */
  private static final int MOST_RUNS = 1024;

  // Slots, so that a run ends its watch without allocating: it may end on a heap still full.
  private final AtomicReferenceArray<GuardedRun> runs = new AtomicReferenceArray<>(MOST_RUNS);
  private final GuardedRun[] watched = new GuardedRun[MOST_RUNS]; // the guard's own copy while it acts
  /** What the long-lived pool held after the guard's last collection; a look at the same figure needs no other. */
  private long usedAfterCollection = -1;

  private HeapGuard() {
    // Loaded now rather than while ranks are suspended, when loading a class could wait for a lock one of them holds.
    UserSite.of(Thread.currentThread().getStackTrace());
    new RankOutcome.Threw(0, GuardedRun.OUT_OF_MEMORY, Site.unknown()).describe();
  }

  /** The JVM's one guard, watching from its first use on. */
  static synchronized HeapGuard instance() {
    if (instance == null) {
      instance = new HeapGuard();
      Thread watch = new Thread(instance::watch, "dampi-heap-guard");
      watch.setDaemon(true);
      watch.setPriority(Thread.MAX_PRIORITY);
      watch.start();
    }
    return instance;
  }

  /**
   * Guards {@code run} until the returned registration is closed, once the run is torn down. When no other run is under
   * way, a run starts only once the memory an earlier run exhausted is back (for a few seconds at most): the guard
   * would otherwise take this run's ranks, which allocate, for the ones that still hold it while their threads end.
   * Beside runs under way it does not wait: what they hold is theirs, and the guard judges them.
   */
  Registration guard(GuardedRun run) {
    awaitTheMemoryOfEndedRuns();
    reserve.retake(); // the memory of an earlier run that exhausted the heap is free once that run is gone
    synchronized (runs) {
      for (int slot = 0; slot < MOST_RUNS; slot++) {
        if (runs.get(slot) == null) {
          runs.set(slot, run);
          int taken = slot;
          return () -> runs.set(taken, null);
        }
      }
    }
    return () -> {};
  }

  private void awaitTheMemoryOfEndedRuns() {
    try {
      for (int look = 0; look < SETTLING_LOOKS && noRunUnderWay() && pressure.nearlyExhausted(pressure.used());
          look++) {
        if (!pressure.nearlyExhausted(pressure.usedAfterCollection())) {
          return;
        }
        Thread.sleep(SETTLING_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (VirtualMachineError exhausted) {
      // the heap is full all the same: the run starts, and the guard judges it
    }
  }

  private boolean noRunUnderWay() {
    for (int slot = 0; slot < MOST_RUNS; slot++) {
      if (runs.get(slot) != null) {
        return false;
      }
    }
    return true;
  }

  /** A run under the guard's watch; closing it ends the watch, and allocates nothing. */
  interface Registration extends AutoCloseable {
    @Override
    void close();
  }

  /** Allocates next to nothing until it acts: the heap may be full. */
  private void watch() {
    while (true) {
      try {
        long used = pressure.used();
        if (pressure.nearlyExhausted(used) && used != usedAfterCollection) {
          endTheRunThatExhaustedTheHeap();
        }
      } catch (VirtualMachineError exhausted) {
        // Exhausted before the threshold was seen (the memory pool reports a failure to allocate its answer as an
        // InternalError); without the reserve's room, nothing else could be done.
        reserve.release();
        usedAfterCollection = -1;
      } catch (RuntimeException unexpected) {
        // the watch must outlive anything; the next look starts afresh
      }
      try {
        Thread.sleep(HeapPressure.filling() ? POLL_MILLIS_WHEN_FILLING : POLL_MILLIS);
      } catch (InterruptedException e) {
        // nobody interrupts a daemon watch on purpose; go on watching
      }
    }
  }

  private void endTheRunThatExhaustedTheHeap() {
    int count = 0;
    boolean endedRunsHoldMemory = false;
    for (int slot = 0; slot < MOST_RUNS; slot++) {
      GuardedRun run = runs.get(slot);
      if (run != null) {
        if (run.judged()) {
          endedRunsHoldMemory = true; // on its way out: its memory comes back once it is torn down
        } else {
          watched[count++] = run;
        }
      }
    }
    if (count == 0) {
      return;
    }
    for (int run = 0; run < count; run++) {
      watched[run].collect();
    }
    for (int run = 0; run < count; run++) {
      watched[run].suspend();
    }
    try {
      usedAfterCollection = pressure.usedAfterCollection();
      if (!pressure.nearlyExhausted(usedAfterCollection)) {
        return; // it was garbage
      }
      reserve.release();
      endTheMostAllocatingRank(count, endedRunsHoldMemory);
    } finally {
      for (int run = 0; run < count; run++) {
        watched[run].resume();
        watched[run] = null;
      }
    }
  }

  /**
   * Of every thread of the watched runs, the one that allocated the most exhausted the heap; so did the most
   * allocating thread of any other run that allocated a quarter of the heap, or more: runs made at once of one
   * program fill the heap together. While runs the guard ended earlier still hold their memory, only such heavy
   * allocators are ended: the others may merely be short of what those runs still hold, and get it back soon.
   */
  private void endTheMostAllocatingRank(int count, boolean endedRunsHoldMemory) {
    long most = -1;
    for (int run = 0; run < count; run++) {
      int thread = watched[run].mostAllocating();
      if (thread >= 0) {
        most = Math.max(most, watched[run].allocatedBy(thread));
      }
    }
    long quarter = Runtime.getRuntime().maxMemory() / 4;
    long alsoExhausting = endedRunsHoldMemory ? quarter : Math.min(most, quarter);
    for (int run = 0; run < count; run++) {
      int thread = watched[run].mostAllocating();
      if (thread >= 0 && watched[run].allocatedBy(thread) >= alsoExhausting) {
        watched[run].endForExhaustingTheHeap(thread);
      }
    }
  }
}
