package dampi.launch;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The reset {@link RankWorld}s waiting for a run of the same program at the same size. Only the latest program and
 * size are kept (a search runs one program again and again; a suite moves on), and only a few worlds of it: one per
 * run at once is all that is ever asked for.
 */
final class RankWorlds {
  /** Past this, a world holds too much class metadata to keep idle, and a run is long enough not to need it. */
  static final int MAX_RANKS = 64;
  private static final int MAX_IDLE = Math.max(2, Runtime.getRuntime().availableProcessors());

  private Object key;
  private final Deque<RankWorld> idle = new ArrayDeque<>();

  /** A world for {@code key} (the program and its size): an idle one, else a new one. */
  synchronized RankWorld take(Object key, Supplier<RankWorld> create) {
    if (!Objects.equals(key, this.key)) {
      idle.clear();
      this.key = key;
    }
    RankWorld world = idle.pollFirst();
    return world != null ? world : create.get();
  }

  /**
   * Keeps a world whose run has ended for the next run of {@code key}, reset, when it is worth keeping and can be
   * reset. Call only when no thread of its run is alive.
   */
  void release(Object key, RankWorld world) {
    synchronized (this) {
      if (!Objects.equals(key, this.key) || world.size() > MAX_RANKS || idle.size() >= MAX_IDLE) {
        return;
      }
    }
    if (world.reset()) { // outside the lock: other runs' worlds are taken and released meanwhile
      synchronized (this) {
        if (Objects.equals(key, this.key) && idle.size() < MAX_IDLE) {
          idle.addFirst(world);
        }
      }
    }
  }
}
