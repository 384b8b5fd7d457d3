package dampi.launch;

import dampi.instrument.InitialisedClasses;
import java.util.ArrayList;
import java.util.List;

/**
 * The class loaders of a multicore run that hold MPJ and dampi's in-rank layer: one shared by all ranks (device state)
 * and one per rank (MPI statics, the interception layer). The application is not among them: each run defines it anew
 * in a loader of its own under the rank's, so that its statics and class initialisation are those of a new process.
 *
 * <p>After a run whose every thread has ended, {@link #reset} sets the statics of these loaders' classes back to what
 * new loaders would hold ({@link dampi.instrument.ResettableStatics}), and the next run uses them again: their classes
 * are not defined, verified and compiled once more, which was most of a short run's cost.
 */
final class RankWorld {
  private final int size;
  private final ClassLoader shared;
  private final List<ClassLoader> ranks = new ArrayList<>();
  private final List<Tracked> tracked = new ArrayList<>(); // the shared loader first

  /** A loader of the world and the classes it initialised. */
  private record Tracked(ClassLoader loader, InitialisedClasses initialised) {}

  /**
   * @param sharedMpj MPJ's device classes, one copy for all ranks
   * @param rankClasses MPJ's and dampi's classes of which every rank has its own copy
   * @param parent dampi's loader, without the application's classes
   */
  RankWorld(int size, ClassPathContents sharedMpj, List<ClassPathContents> rankClasses, ClassLoader parent) {
    this.size = size;
    this.shared = tracked(new ChildFirstClassLoader("mpj-shared", List.of(sharedMpj), parent));
    for (int rank = 0; rank < size; rank++) {
      ranks.add(tracked(new ChildFirstClassLoader("mpj-rank-" + rank, rankClasses, shared)));
    }
  }

  private ClassLoader tracked(ClassLoader loader) {
    tracked.add(new Tracked(loader, InitialisedClasses.track(loader)));
    return loader;
  }

  int size() {
    return size;
  }

  ClassLoader shared() {
    return shared;
  }

  ClassLoader rank(int rank) {
    return ranks.get(rank);
  }

  /**
   * Makes the statics of every class these loaders initialised new again, the shared loader's first (a rank's
   * initialisers may read device state, never the reverse). Call only when no thread of the run is alive.
   *
   * @return false when these loaders cannot serve another run: a class's initialisation failed or never ended, or
   *     running an initialiser again threw
   */
  boolean reset() {
    if (!tracked.stream().allMatch(each -> each.initialised().allCompleted())) {
      return false;
    }
    Thread thread = Thread.currentThread();
    ClassLoader context = thread.getContextClassLoader();
    try {
      for (Tracked each : tracked) {
        // As in a run, an initialiser that looks up resources by the thread's loader finds the world's.
        thread.setContextClassLoader(each.loader());
        each.initialised().reset();
      }
      return true;
    } catch (Throwable e) {
      // An initialiser that threw (or ran out of a heap another run exhausted) leaves its class half made: new
      // loaders serve the next run.
      return false;
    } finally {
      thread.setContextClassLoader(context);
    }
  }
}
