package dampi.launch;

import dampi.instrument.ClassTransformer;
import dampi.instrument.LoopMethod;
import dampi.instrument.MpjClasses;
import dampi.instrument.ResettableStatics;
import dampi.rank.RankOutcome;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;

/**
 * The multicore device: every rank is a thread of this JVM, in a {@code xdev.smpdev.SMPDevProcess} thread group,
 * with class loading split as MPJ requires: one loader shared by all ranks (device state), one loader per rank (MPI
 * statics, the interception layer), and under it one loader per rank and run for the application. Class bytes are
 * read and instrumented once per launcher; the MPJ and interception loaders ({@link RankWorld}) serve run after run
 * with their statics reset, the application's are new in every run.
 */
public final class MulticoreLauncher implements Launcher {
  /** What the application's instrumented classes depend on: its class path and the loops abstracted in it. */
  private record Application(List<Path> classpath, List<LoopMethod> abstractedLoops) {}

  /** What a {@link RankWorld} serves: the runs of one application at one size. */
  private record WorldKey(Application application, int ranks) {}

  private final ClassPathContents sharedMpj;
  private final ClassPathContents rankMpj;
  private final ClassPathContents inRankLayer;
  private final Map<Application, ClassPathContents> applications = new ConcurrentHashMap<>();
  private final Interception interception;
  private final MpjClasses mpjClasses;
  private final RankWorlds worlds = new RankWorlds();
  private volatile boolean heapExhausted;

  public MulticoreLauncher(MpjInstallation mpj) {
    this(mpj, Interception.ON);
  }

  public MulticoreLauncher(MpjInstallation mpj, Interception interception) {
    // Ranks read an empty standard input, as a niodev rank JVM does: System.in is this JVM's, and dampi reads none.
    System.setIn(java.io.InputStream.nullInputStream());
    this.interception = interception;
    ClassTransformer resettable = new ResettableStatics();
    this.sharedMpj = new ClassPathContents(mpj.multicoreSharedJars(),
        RankLayer.mpjTransformer(interception).andThen(resettable));
    this.rankMpj = new ClassPathContents(mpj.multicoreRankJars(),
        RankLayer.mpjTransformer(interception).andThen(resettable));
    this.inRankLayer = RankLayer.inRankClasses(resettable);
    this.mpjClasses = mpj.classes();
  }

  @Override
  public RunResult run(LaunchSpec spec, IntFunction<RankRecorder> recorders, RankOutput output) {
    long start = System.nanoTime();
    Program program = spec.program();
    Application applicationKey = new Application(program.classpath(), spec.abstractedLoops());
    ClassPathContents application = applications.computeIfAbsent(applicationKey,
        key -> new ClassPathContents(program.classpath(),
            RankLayer.applicationTransformer(interception, mpjClasses, spec.abstractedLoops())));
    WorldKey worldKey = new WorldKey(applicationKey, spec.ranks());
    RankWorld world = worlds.take(worldKey, () -> new RankWorld(spec.ranks(), sharedMpj,
        List.of(rankMpj, inRankLayer), new ApplicationHidingLoader(getClass().getClassLoader(), application)));
    Class<?> processGroupClass;
    try {
      processGroupClass = world.shared().loadClass("xdev.smpdev.SMPDevProcess");
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("MPJ Express smpdev.jar lacks xdev.smpdev.SMPDevProcess", e);
    }

    List<RankRecorder> records = new ArrayList<>();
    RankThreads ranks = new RankThreads(spec.ranks(), spec.timeout(),
        interception != Interception.OFF ? () -> messagesMoved(records) : null,
        RankActivity.of(records), () -> records.forEach(RankRecorder::tearDown));
    for (int rank = 0; rank < spec.ranks(); rank++) {
      RankRecorder recorder = recorders.apply(rank);
      records.add(recorder);
      ClassLoader loader = new ChildFirstClassLoader("rank-" + rank, List.of(application), world.rank(rank),
          name -> rankMpj.holds(name) || inRankLayer.holds(name));
      ThreadGroup group = newProcessGroup(processGroupClass, rank);
      OutputRouter.register(group, rank, output);
      String[] args = mainArguments(rank, spec.ranks(), program.args());
      // Made now: on a heap the program exhausted, the rank could not make it when its main ends.
      RankOutcome outOfMemory = new RankOutcome.Threw(rank, "java.lang.OutOfMemoryError: Java heap space",
          Site.unknown());
      Thread thread = new Thread(group, () -> {
        RankOutcome outcome;
        try {
          outcome = RankMain.run(recorder, () -> loader, program.mainClass(), args, interception);
        } catch (OutOfMemoryError exhausted) {
          outcome = outOfMemory; // even saying how the main failed took more memory than there was
        }
        ranks.finish(recorder.rank(), outcome);
      }, Integer.toString(rank));
      thread.setDaemon(true);
      ranks.add(thread, group);
    }
    try (HeapGuard.Registration guarded = ranks.startAllUnderHeapGuard()) {
      ranks.awaitEnd();
      LeftoverThreads.stopAndRecord(ranks.threads(), ranks.groups(), records);
    }
    heapExhausted |= ranks.exhaustedTheHeap();
    for (ThreadGroup group : ranks.groups()) {
      OutputRouter.unregister(group);
    }
    if (!ranks.exhaustedTheHeap() && ranks.allEnded()) {
      worlds.release(worldKey, world);
    }
    return RunResult.of(ranks.outcomes(), records.stream().map(RankRecorder::freeze).toList(),
        Duration.ofNanos(System.nanoTime() - start));
  }

  @Override
  public boolean runsExhaustedTheHeap() {
    return heapExhausted;
  }

  /** Read once: the rank's thread may leave its call between two reads. */
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
}
