package dampi.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Runs search nodes on {@code jobs} threads, earliest in depth-first order first, while the search takes their
 * results in that order and decides, alone, what each result adds to the tree: so the tree grows the same whatever
 * order the runs end in.
 *
 * <p>At most a window of runs is started and not yet taken by the search: with one job exactly one, so a sequential
 * search makes no run it does not need; with more, twice the jobs, so a slow run delays the others only so far and
 * a search that stops early wastes few runs.
 */
final class ParallelRuns implements AutoCloseable {
  private static final long POLL_MILLIS = 50;

  private final InterleavingRunner runner;
  /** A node to run and where its result goes. */
  private record Task(SearchNode node, CompletableFuture<Interleaving> result) {}

  private final PriorityBlockingQueue<Task> ready =
      new PriorityBlockingQueue<>(64, Comparator.comparing(Task::node, SearchNode.DEPTH_FIRST_ORDER));
  private final Map<SearchNode, CompletableFuture<Interleaving>> results = new ConcurrentHashMap<>();
  private final Semaphore window;
  private final List<Thread> workers = new ArrayList<>();
  private volatile boolean closed;

  ParallelRuns(InterleavingRunner runner, int jobs) {
    if (jobs < 1) {
      throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
    }
    this.runner = runner;
    this.window = new Semaphore(jobs == 1 ? 1 : 2 * jobs);
    for (int job = 0; job < jobs; job++) {
      Thread worker = new Thread(this::work, "dampi-search-" + job);
      worker.setDaemon(true);
      workers.add(worker);
      worker.start();
    }
  }

  void submit(SearchNode node) {
    CompletableFuture<Interleaving> result = new CompletableFuture<>();
    results.put(node, result);
    ready.add(new Task(node, result));
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

  /** The search took a result and goes on: one more run may start ahead of it. */
  void advance() {
    window.release();
  }

  private void work() {
    while (!closed) {
      try {
        window.acquire();
      } catch (InterruptedException e) {
        return;
      }
      Task task;
      try {
        task = closed ? null : ready.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        return;
      }
      if (task == null) {
        window.release();
        continue;
      }
      try {
        task.result().complete(runner.run(task.node().decisions()));
      } catch (Throwable failure) {
        task.result().completeExceptionally(failure);
      }
    }
  }

  /** Starts no more runs and waits for those under way to end (each run ends: it has a time limit). */
  @Override
  public void close() {
    closed = true;
    window.release(workers.size());
    for (Thread worker : workers) {
      boolean interrupted = false;
      while (worker.isAlive()) {
        try {
          worker.join();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
