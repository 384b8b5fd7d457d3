package dampi.launch.niodev;

import dampi.launch.EndOfRun;
import dampi.launch.Interception;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.UserSite;
import dampi.rank.RankOutcome;
import dampi.rank.RankRecorder;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Stream;

/**
 * One run on the niodev device: a JVM per rank, dampi as MPJ's rendezvous server, and the rules of {@link EndOfRun}
 * for ending the run, as on the multicore device. Once the run is over, every rank JVM still alive is asked for its
 * final report and ends, and what does not end in time is terminated, by force last, with everything it started. No
 * process or thread outlives the run.
 */
public final class NiodevRun implements RankProcess.Listener, EndOfRun.Watch {
  private static final Duration POLL = Duration.ofMillis(50);
  /**
   * How long every live rank must have been blocked in an MPI call, with no message moving anywhere, before the run
   * counts as deadlocked. Long enough for a message in flight on TCP to arrive; the time limit stays the last resort.
   */
  private static final long QUIET_MS = 1500;
  private static final long CONTROL_DRAIN_MS = 500;
  private static final long STOP_WAIT_MS = 2000;
  private static final long TERM_WAIT_MS = 1000;
  private static final long KILL_WAIT_MS = 2000;
  private static final long OUTPUT_WAIT_MS = 2000;
  static final List<String> JVM_OPTIONS = List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
      "-Xss512k", "-XX:-UsePerfData");

  private final LaunchSpec spec;
  private final Placement placement;
  private final MpjInstallation mpj;
  private final Interception interception;
  private final RankProcess[] ranks;
  private final EndOfRun end;
  private volatile long quietSinceNanos = System.nanoTime();

  public NiodevRun(LaunchSpec spec, Placement placement, MpjInstallation mpj, Interception interception) {
    this.spec = spec;
    this.placement = placement;
    this.mpj = mpj;
    this.interception = interception;
    this.ranks = new RankProcess[spec.ranks()];
    this.end = new EndOfRun(spec.ranks(), spec.timeout());
  }

  public RunResult run(IntFunction<RankRecorder> recorders, RankOutput output) {
    long start = System.nanoTime();
    int size = spec.ranks();
    for (int rank = 0; rank < size; rank++) {
      ranks[rank] = new RankProcess(rank, recorders.apply(rank), this);
    }
    Path scratch = createScratch();
    try (RendezvousServer rendezvous = new RendezvousServer(placement.listenAddress(), size);
        ControlServer control = new ControlServer(placement.listenAddress(), newToken(), size, r -> ranks[r])) {
      try {
        startAll(rendezvous, control, scratch, output);
        end.awaitEnd(start + spec.timeout().toNanos(), this);
      } finally {
        tearDown();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot listen for niodev ranks on " + placement.listenAddress(), e);
    } finally {
      deleteRecursively(scratch);
    }
    List<RankRecorder> records = new ArrayList<>();
    for (RankProcess rank : ranks) {
      records.add(rank.recorder());
    }
    return new RunResult(end.outcomes(), records, Duration.ofNanos(System.nanoTime() - start));
  }

  private void startAll(RendezvousServer rendezvous, ControlServer control, Path scratch, RankOutput output) {
    Program program = new Program(spec);
    for (int rank = 0; rank < ranks.length; rank++) {
      RankCommand command = new RankCommand(rank, ranks.length, rendezvous.host(), rendezvous.port(),
          control.host(), control.port(), control.token(), mpj, program.mainClass, program.classpath,
          spec.abstractedLoops(), interception, program.args);
      try {
        ranks[rank].start(commandLine(placement.host(rank), command, scratch), output, Charset.defaultCharset());
      } catch (IOException e) {
        end.ended(rank,
            new RankOutcome.Threw(rank, "rank process could not start: " + e.getMessage(), UserSite.UNKNOWN));
      }
    }
  }

  /** The program with absolute class path entries, as a rank JVM (perhaps elsewhere, or in another directory) needs. */
  private record Program(String mainClass, List<Path> classpath, List<String> args) {
    Program(LaunchSpec spec) {
      this(spec.program().mainClass(), spec.program().classpath().stream().map(Path::toAbsolutePath).toList(),
          spec.program().args());
    }
  }

  /** {@code java ... RankProcessMain ARGS} here, or {@code ssh -o BatchMode=yes HOST java ...} for another host. */
  static List<String> commandLine(String host, RankCommand command, Path scratch) {
    List<String> java = new ArrayList<>();
    java.add(host == null ? Path.of(System.getProperty("java.home"), "bin", "java").toString() : "java");
    java.addAll(JVM_OPTIONS);
    java.add("-Dfile.encoding=" + Charset.defaultCharset().name());
    if (host == null) {
      java.add("-Djava.io.tmpdir=" + scratch); // whatever a rank leaves there goes with the run
    }
    java.add("-cp");
    java.add(ownClassPath());
    java.add(RankProcessMain.class.getName());
    java.addAll(command.toArgs());
    if (host == null) {
      return java;
    }
    List<String> ssh = new ArrayList<>(List.of("ssh", "-o", "BatchMode=yes", host));
    java.forEach(arg -> ssh.add(shellQuote(arg)));
    return ssh;
  }

  /** This JVM's class path, which holds dampi's classes, with every entry made absolute. */
  private static String ownClassPath() {
    List<String> entries = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (!entry.isEmpty()) {
        entries.add(Path.of(entry).toAbsolutePath().toString());
      }
    }
    return String.join(File.pathSeparator, entries);
  }

  /** One word for a POSIX shell (ssh hands the remote command to the user's shell). */
  static String shellQuote(String arg) {
    return arg.matches("[A-Za-z0-9_@%+=:,./-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'";
  }

  @Override
  public void blockedStateChanged() {
    quietSinceNanos = System.nanoTime();
    end.wakeUp();
  }

  @Override
  public void ended(int rank, RankOutcome outcome) {
    end.ended(rank, outcome);
  }

  @Override
  public Duration poll() {
    return POLL;
  }

  /** A rank JVM that ended without reporting how its main ended (killed, crashed, or MPJ called System.exit). */
  @Override
  public void look() {
    for (RankProcess rank : ranks) {
      if (!end.hasEnded(rank.rank()) && rank.started() && !rank.isAlive()) {
        rank.awaitControlEnd(CONTROL_DRAIN_MS); // a report may still be on its way
        if (!end.hasEnded(rank.rank())) {
          String site = rank.site() != null ? rank.site() : UserSite.UNKNOWN;
          end.endedSilently(rank.rank(), site, () -> new RankOutcome.Threw(rank.rank(), exitedWith(rank), site));
        }
      }
    }
  }

  private static String exitedWith(RankProcess rank) {
    String exception = "rank process exited with code " + rank.exitCode();
    if (!rank.connected() && rank.lastErrorLine() != null) {
      exception += ": " + rank.lastErrorLine(); // it never got going, e.g. the JVM could not start
    }
    return exception;
  }

  /** Every live rank is blocked in an MPI call and none has moved a message or changed its call for a while. */
  @Override
  public boolean deadlocked() {
    if (System.nanoTime() - quietSinceNanos < QUIET_MS * 1_000_000) {
      return false;
    }
    boolean anyLive = false;
    for (RankProcess rank : ranks) {
      if (!end.hasEnded(rank.rank())) {
        BlockedState state = rank.blockedState();
        if (state == null || !state.blocked()) {
          return false;
        }
        anyLive = true;
      }
    }
    return anyLive;
  }

  @Override
  public void endDeadlocked() {
    for (RankProcess rank : ranks) {
      BlockedState state = rank.blockedState();
      if (state != null && state.blocked()) {
        end.endAs(rank.rank(), new RankOutcome.Deadlocked(rank.rank(), state.call(),
            state.site() != null ? state.site() : UserSite.UNKNOWN));
      }
    }
  }

  private void tearDown() {
    // Decided before the ranks are asked for their final reports, so that no main ending now still counts.
    end.tearDown(rank -> true, rank -> UserSite.UNKNOWN);
    for (RankProcess rank : ranks) {
      rank.rememberDescendants();
    }
    // Every rank still running answers a stop request with its final report (and where it is), then its JVM ends;
    // a rank that has said its last word is ending already.
    for (RankProcess rank : ranks) {
      if (rank.isAlive() && !rank.connected()) {
        rank.destroy(); // still starting up: there is nothing to ask it
      } else if (rank.isAlive()) {
        rank.requestStop();
      }
    }
    long deadline = System.nanoTime() + STOP_WAIT_MS * 1_000_000;
    for (RankProcess rank : ranks) {
      rank.awaitExit((deadline - System.nanoTime()) / 1_000_000);
    }
    deadline = System.nanoTime() + TERM_WAIT_MS * 1_000_000;
    for (RankProcess rank : ranks) {
      if (rank.isAlive()) {
        rank.closeControl();
        rank.destroy();
      }
    }
    for (RankProcess rank : ranks) {
      rank.awaitExit((deadline - System.nanoTime()) / 1_000_000);
      if (rank.anythingAlive()) {
        rank.kill(KILL_WAIT_MS);
      }
    }
    for (RankProcess rank : ranks) {
      rank.awaitControlEnd(CONTROL_DRAIN_MS);
      rank.closeControl();
    }
    deadline = System.nanoTime() + OUTPUT_WAIT_MS * 1_000_000;
    for (RankProcess rank : ranks) {
      rank.awaitOutput(deadline);
    }
    for (RankProcess rank : ranks) {
      if (rank.site() != null) {
        end.tornDownAt(rank.rank(), rank.site());
      }
    }
  }

  private static String newToken() {
    byte[] bytes = new byte[16];
    new SecureRandom().nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }

  private static Path createScratch() {
    try {
      return Files.createTempDirectory("dampi-niodev-");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create a scratch directory for the rank JVMs", e);
    }
  }

  private static void deleteRecursively(Path directory) {
    try (Stream<Path> paths = Files.walk(directory)) {
      paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // best effort: it lives in the temporary directory
    }
  }
}
