package dampi.launch;

import dampi.rank.RankOutcome;

import dampi.rank.PendingCall;
import dampi.rank.RankExit;
import dampi.rank.RankRecorder;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;

/**
 * The multicore device: every rank is a thread of this JVM, in a {@code xdev.smpdev.SMPDevProcess} thread group,
 * with class loading split as MPJ requires: one loader per run shared by all ranks (device state), one loader per
 * rank (MPI statics, the application, the interception layer). Class bytes are read and instrumented once per
 * launcher and reused by every run.
 */
public final class MulticoreLauncher implements Launcher {
  /** After one rank fails, how long the others get to finish on their own before they are torn down. */
  private static final Duration GRACE_AFTER_FAILURE = Duration.ofMillis(500);
  // Ranks blocked in a smpdev Send ignore interrupts; they are stopped by force after this.
  private static final Duration TEARDOWN_WAIT = Duration.ofMillis(250);

  private final ClassPathContents sharedMpj;
  private final ClassPathContents rankMpj;
  private final ClassPathContents inRankLayer;
  private final Map<List<Object>, ClassPathContents> applications = new ConcurrentHashMap<>(); // class path, loops
  private final Interception interception;

  public MulticoreLauncher(MpjInstallation mpj) {
    this(mpj, Interception.ON);
  }

  public MulticoreLauncher(MpjInstallation mpj, Interception interception) {
    this.interception = interception;
    this.sharedMpj = new ClassPathContents(mpj.multicoreSharedJars(), RankLayer.mpjTransformer(interception));
    this.rankMpj = new ClassPathContents(mpj.multicoreRankJars(), RankLayer.mpjTransformer(interception));
    this.inRankLayer = RankLayer.inRankClasses();
  }

  @Override
  public RunResult run(LaunchSpec spec, IntFunction<RankRecorder> recorders, RankOutput output) {
    long start = System.nanoTime();
    Program program = spec.program();
    ClassPathContents application = applications.computeIfAbsent(List.of(program.classpath(), spec.abstractedLoops()),
        key -> new ClassPathContents(program.classpath(),
            RankLayer.applicationTransformer(interception, spec.abstractedLoops())));
    ClassLoader shared = new ChildFirstClassLoader("mpj-shared", List.of(sharedMpj), getClass().getClassLoader());
    Class<?> processGroupClass;
    try {
      processGroupClass = shared.loadClass("xdev.smpdev.SMPDevProcess");
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("MPJ Express smpdev.jar lacks xdev.smpdev.SMPDevProcess", e);
    }

    List<RankRecorder> records = new ArrayList<>();
    RankThreads ranks = new RankThreads(spec.ranks(),
        interception == Interception.ON ? () -> messagesMoved(records) : null,
        rank -> pendingCallName(records.get(rank)), rank -> records.get(rank).polling());
    for (int rank = 0; rank < spec.ranks(); rank++) {
      RankRecorder recorder = recorders.apply(rank);
      records.add(recorder);
      ClassLoader loader = new ChildFirstClassLoader("rank-" + rank,
          List.of(rankMpj, inRankLayer, application), shared);
      ThreadGroup group = newProcessGroup(processGroupClass, rank);
      OutputRouter.register(group, rank, output);
      String[] args = mainArguments(rank, spec.ranks(), program.args());
      boolean intercepted = interception == Interception.ON;
      Thread thread = new Thread(group, () -> runRank(ranks, recorder, loader, program.mainClass(), args, intercepted),
          Integer.toString(rank));
      thread.setDaemon(true);
      thread.setContextClassLoader(loader);
      ranks.add(thread, group);
    }
    ranks.startAll();
    ranks.awaitEnd(spec.timeout(), GRACE_AFTER_FAILURE, TEARDOWN_WAIT);
    for (ThreadGroup group : ranks.groups()) {
      OutputRouter.unregister(group);
    }
    return RunResult.of(ranks.outcomes(), records.stream().map(RankRecorder::freeze).toList(), Duration.ofNanos(System.nanoTime() - start));
  }

  /** Read once: the rank's thread may leave its call between two reads. */
  private static String pendingCallName(RankRecorder recorder) {
    PendingCall call = recorder.pendingCall();
    return call == null ? null : call.call();
  }

  private static long messagesMoved(List<RankRecorder> records) {
    long moved = 0;
    for (RankRecorder recorder : records) {
      moved += recorder.messagesSent() + recorder.messagesReceived();
    }
    return moved;
  }

  private static String[] mainArguments(int rank, int size, List<String> applicationArgs) {
    List<String> args = new ArrayList<>(List.of(Integer.toString(rank), Integer.toString(size), "smpdev"));
    args.addAll(applicationArgs);
    return args.toArray(String[]::new);
  }

  private static ThreadGroup newProcessGroup(Class<?> processGroupClass, int rank) {
    try {
      ThreadGroup group = (ThreadGroup) processGroupClass.getConstructor(String.class).newInstance("rank-" + rank);
      group.setDaemon(true); // an empty daemon group is destroyed, so it does not pin the run's class loaders
      return group;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot create the SMPDevProcess thread group", e);
    }
  }

  private static void runRank(RankThreads ranks, RankRecorder recorder, ClassLoader loader, String mainClass,
      String[] args, boolean intercepted) {
    int rank = recorder.rank();
    try {
      loader.loadClass("dampi.intercept.RankBinding").getMethod("bind", RankRecorder.class).invoke(null, recorder);
      Class<?> main = Class.forName(mainClass, true, loader);
      main.getMethod("main", String[].class).invoke(null, (Object) args);
      ranks.finish(rank, recorder.isFinalized() || !intercepted
          ? new RankOutcome.Finalized(rank)
          : new RankOutcome.MissingFinalize(rank, recorder.isInitialized()));
    } catch (InvocationTargetException | ExceptionInInitializerError e) {
      ranks.finish(rank, failure(rank, recorder, e.getCause() != null ? e.getCause() : e));
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      ranks.finish(rank, failure(rank, recorder, e));
    }
  }

  static RankOutcome failure(int rank, RankRecorder recorder, Throwable thrown) {
    if (thrown instanceof RankExit exit) {
      if (exit.status() == 0 && recorder.isFinalized()) {
        return new RankOutcome.Finalized(rank);
      }
      return new RankOutcome.Exited(rank, exit.status(), UserSite.of(exit.getStackTrace()));
    }
    // Report the innermost exception that the application's own code saw, not MPJ's wrapper around it.
    Throwable reported = thrown;
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      if (!UserSite.of(cause.getStackTrace()).equals("unknown site")) {
        reported = cause;
      }
    }
    String site = UserSite.of(reported.getStackTrace());
    String text = reported.toString();
    int newline = text.indexOf('\n');
    String line = newline < 0 ? text : text.substring(0, newline);
    return raisedByMpi(reported) ? new RankOutcome.MpiError(rank, line, site) : new RankOutcome.Threw(rank, line, site);
  }

  /**
   * Whether MPJ raised the exception inside an MPI call of the application (an invalid rank, tag or communicator):
   * it was thrown from MPJ's own code, or it is MPJ's exception type.
   */
  static boolean raisedByMpi(Throwable reported) {
    for (Throwable cause = reported; cause != null; cause = cause.getCause()) {
      StackTraceElement[] stack = cause.getStackTrace();
      if (cause.getClass().getName().startsWith("mpi.")
          || stack.length > 0 && MPJ_PACKAGES.stream().anyMatch(stack[0].getClassName()::startsWith)) {
        return true;
      }
    }
    return false;
  }

  private static final List<String> MPJ_PACKAGES = List.of("mpi.", "mpjdev.", "mpjbuf.", "xdev.");
}
