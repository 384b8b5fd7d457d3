package dampi.search;

import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Runs search nodes on {@code jobs} threads, in the order the search hands them over, while the search takes their
 * results in its own (depth-first) order and decides, alone, what each adds to the tree: so the tree grows the same
 * whatever order the runs end in. Once the runner asks for one run at a time ({@link
 * InterleavingRunner#oneRunAtATime}), a run starts only when no other is under way. A run that goes on past the longest a run may take ({@link
 * InterleavingRunner#longestRun}) ends the search with a {@link RunsStalledException} instead of a wait for ever.
 */
final class ParallelRuns implements AutoCloseable {
  private static final long POLL_MILLIS = 50;

  /** A node to run and where its result goes. */
  private record Task(SearchNode node, CompletableFuture<Interleaving> result) {}

  private final InterleavingRunner runner;
  private final BlockingQueue<Task> queue = new LinkedBlockingQueue<>();
  private final Map<SearchNode, CompletableFuture<Interleaving>> results = new IdentityHashMap<>();
  private final List<Thread> workers = new ArrayList<>();
  private final int jobs;
  private final Semaphore running; // a permit per job; a run made alone takes them all
  private final AtomicLongArray runningSince; // per worker: System.nanoTime() when its run started, 0 while idle
  private volatile long lastActivity = System.nanoTime(); // when a run last started or ended
  private final Optional<Duration> longestRun;
  private volatile boolean closed;
  private volatile boolean stalled;

  ParallelRuns(InterleavingRunner runner, int jobs) {
    if (jobs < 1) {
      throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
    }
    this.runner = runner;
    this.jobs = jobs;
    this.running = new Semaphore(jobs);
    this.longestRun = runner.longestRun();
    this.runningSince = new AtomicLongArray(jobs);
    for (int job = 0; job < jobs; job++) {
      int slot = job;
      Thread worker = new Thread(() -> work(slot), "dampi-search-" + job);
      worker.setDaemon(true);
      workers.add(worker);
      worker.start();
    }
  }

  /** Called from the search's thread only. */
  void submit(SearchNode node) {
    CompletableFuture<Interleaving> result = new CompletableFuture<>();
    results.put(node, result);
    queue.add(new Task(node, result));
  }

  /**
   * The search no longer wants {@code node}'s run: it does not start if it has not, and its result is dropped if it
   * has. Called from the search's thread only.
   */
  void withdraw(SearchNode node) {
    results.remove(node);
    queue.removeIf(task -> task.node() == node);
  }

  /** How many runs were handed over and not yet taken. */
  int outstanding() {
    return results.size();
  }

  /**
   * Waits for the node's run; a failure of the runner (bad input, a broken launcher) is thrown here, and so is a
   * {@link RunsStalledException} when any run under way has gone on past the longest a run may take.
   */
  Interleaving await(SearchNode node) {
    CompletableFuture<Interleaving> result = results.remove(node);
    while (true) {
      try {
        return result.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        checkNoRunStalled();
      } catch (OutOfMemoryError exhausted) {
        // a run is exhausting the heap, and the heap guard makes room again: the result is not lost, wait on
        checkNoRunStalled();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for a run", e);
      } catch (ExecutionException e) {
        if (e.getCause() instanceof RuntimeException runtime) {
          throw runtime;
        }
        if (e.getCause() instanceof Error error) {
          throw error;
        }
        throw new IllegalStateException(e.getCause());
      }
    }
  }

  /**
   * A run under way past the longest a run may take is stalled; so is the search when no run started or ended for
   * that long while it waits: a run handed over was lost on the way (seen once, on a heap a program exhausted with
   * three runs under way), and nothing would ever complete it.
   */
  private void checkNoRunStalled() {
    if (longestRun.isEmpty()) {
      return;
    }
    long now = System.nanoTime();
    long longest = longestRun.get().toNanos();
    boolean stuck = now - lastActivity > longest;
    for (int job = 0; job < runningSince.length() && !stuck; job++) {
      long since = runningSince.get(job);
      stuck = since != 0 && now - since > longest;
    }
    if (stuck) {
      stalled = true;
      throw new RunsStalledException(longestRun.get());
    }
  }

  private void work(int slot) {
    while (!closed) {
      try {
        runNext(slot);
      } catch (InterruptedException e) {
        return;
      } catch (OutOfMemoryError exhausted) {
        // met while waiting for work, on a heap a program exhausted: the launcher's heap guard makes room again
      }
    }
  }

  private void runNext(int slot) throws InterruptedException {
    Task task = queue.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
    if (task == null || closed) {
      return;
    }
    int held = 0;
    try {
      held = takePermits();
      run(slot, task);
    } catch (InterruptedException e) {
      settle(task, null, e); // taken and never run: the search must not wait for it
      throw e;
    } finally {
      running.release(held);
    }
  }

  /**
   * One permit, or every permit once the runner asks for one run at a time: taken all at once while holding none, so
   * that no two workers wait for each other. Waiting can allocate, so an OutOfMemoryError (a heap the program
   * exhausted, which the heap guard makes room in again) is waited out here, where a task is in hand.
   */
  private int takePermits() throws InterruptedException {
    while (true) {
      int held = 0;
      try {
        running.acquire(1);
        held = 1;
        while (held < jobs && runner.oneRunAtATime()) {
          running.release(held);
          held = 0;
          running.acquire(jobs);
          held = jobs;
        }
        return held;
      } catch (OutOfMemoryError exhausted) {
        running.release(held);
        java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS));
      }
    }
  }

  private void run(int slot, Task task) {
    Interleaving result = null;
    Throwable failure = null;
    lastActivity = System.nanoTime();
    runningSince.set(slot, Math.max(1, lastActivity));
    try {
      result = runner.run(task.node().decisions());
    } catch (Throwable thrown) {
      failure = thrown;
    } finally {
      runningSince.set(slot, 0);
      lastActivity = System.nanoTime();
    }
    settle(task, result, failure);
  }

  /**
   * Every task taken is completed, or the search would wait for it for ever; even on a heap a program exhausted, where
   * recording a failure takes memory until the launcher's heap guard makes room again.
   */
  private static void settle(Task task, Interleaving result, Throwable failure) {
    while (true) {
      try {
        if (failure == null) {
          task.result().complete(result);
        } else {
          task.result().completeExceptionally(failure);
        }
        return;
      } catch (OutOfMemoryError exhausted) {
        java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS));
      }
    }
  }

  /**
   * Starts no more runs and waits for those under way to end (each run ends: it has a time limit). After a stall it
   * does not wait: the stalled run would never end, and its worker, a daemon thread, goes with the JVM.
   */
  @Override
  public void close() {
    closed = true;
    if (stalled) {
      workers.forEach(Thread::interrupt);
      return;
    }
    boolean interrupted = false;
    for (Thread worker : workers) {
      while (worker.isAlive()) {
        try {
          worker.join();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
