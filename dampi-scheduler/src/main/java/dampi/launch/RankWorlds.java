package dampi.launch;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.function.Supplier;

/**
 * The reset {@link RankWorld}s waiting for a run of the same program at the same size: a search runs one program again
 * and again, and a suite of programs on one class path (a selftest, a build's verification) comes back to the sizes it
 * used. The most recently released are kept, as long as they hold few ranks together: every rank of an idle world is a
 * copy of MPJ's and the layer's class metadata.
 */
final class RankWorlds {
  /** Past this, a world holds too much class metadata to keep idle, and a run is long enough not to need it. */
  static final int MAX_RANKS = 64;
  private static final int MAX_IDLE_RANKS = 256;
  private static final int MAX_IDLE = 8;

  /** An idle world and what it serves: the program and its size. */
  private record Idle(Object key, RankWorld world) {}

  private final Deque<Idle> idle = new ArrayDeque<>(); // most recently released first
  private int idleRanks;

  /** A world for {@code key}: an idle one, else a new one. */
  RankWorld take(Object key, Supplier<RankWorld> create) {
    synchronized (this) {
      for (Iterator<Idle> waiting = idle.iterator(); waiting.hasNext(); ) {
        Idle entry = waiting.next();
        if (entry.key().equals(key)) {
          waiting.remove();
          idleRanks -= entry.world().size();
          return entry.world();
        }
      }
    }
    return create.get();
  }

  /**
   * Keeps a world whose run has ended for the next run of {@code key}, reset, when it is small enough and can be reset;
   * the least recently released make room. Call only when no thread of its run is alive.
   */
  void release(Object key, RankWorld world) {
    if (world.size() > MAX_RANKS || !world.reset()) {
      return;
    }
    synchronized (this) {
      idle.addFirst(new Idle(key, world));
      idleRanks += world.size();
      while (idle.size() > MAX_IDLE || idleRanks > MAX_IDLE_RANKS) {
        idleRanks -= idle.removeLast().world().size();
      }
    }
  }
}
