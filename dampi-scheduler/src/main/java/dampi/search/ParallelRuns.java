package dampi.search;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Runs search nodes on {@code jobs} threads, in the order the search hands them over, while the search takes their
 * results in its own (depth-first) order and decides, alone, what each adds to the tree: so the tree grows the same
 * whatever order the runs end in.
 */
final class ParallelRuns implements AutoCloseable {
  private static final long POLL_MILLIS = 50;

  /** A node to run and where its result goes. */
  private record Task(SearchNode node, CompletableFuture<Interleaving> result) {}

  private final InterleavingRunner runner;
  private final BlockingQueue<Task> queue = new LinkedBlockingQueue<>();
  private final Map<SearchNode, CompletableFuture<Interleaving>> results = new IdentityHashMap<>();
  private final List<Thread> workers = new ArrayList<>();
  private volatile boolean closed;

  ParallelRuns(InterleavingRunner runner, int jobs) {
    if (jobs < 1) {
      throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
    }
    this.runner = runner;
    for (int job = 0; job < jobs; job++) {
      Thread worker = new Thread(this::work, "dampi-search-" + job);
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

  /** How many runs were handed over and not yet taken. */
  int outstanding() {
    return results.size();
  }

  /** Waits for the node's run; a failure of the runner (bad input, a broken launcher) is thrown here. */
  Interleaving await(SearchNode node) {
    try {
      return results.remove(node).join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw e;
    }
  }

  private void work() {
    while (!closed) {
      try {
        runNext();
      } catch (InterruptedException e) {
        return;
      } catch (OutOfMemoryError exhausted) {
        // met while waiting for work, on a heap a program exhausted: the launcher's heap guard makes room again
      }
    }
  }

  private void runNext() throws InterruptedException {
    Task task = queue.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
    if (task == null || closed) {
      return;
    }
    Interleaving result = null;
    Throwable failure = null;
    try {
      result = runner.run(task.node().decisions());
    } catch (Throwable thrown) {
      failure = thrown;
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

  /** Starts no more runs and waits for those under way to end (each run ends: it has a time limit). */
  @Override
  public void close() {
    closed = true;
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
