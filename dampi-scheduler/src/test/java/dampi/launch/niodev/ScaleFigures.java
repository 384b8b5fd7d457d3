package dampi.launch.niodev;

import dampi.check.Checkers;
import dampi.clock.Protocol;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.TestPrograms;
import dampi.rank.Buffering;
import dampi.rank.RankRecord;
import dampi.rank.RunRecord;
import dampi.rank.RankRecorder;
import dampi.search.SearchBounds;
import dampi.search.SearchLimits;
import dampi.site.Site;
import dampi.verification.Verification;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/**
 * The per-rank figures BENCHMARKS.md's estimate of a big niodev run rests on ("niodev past one machine"): what the
 * control channels carry, how long the search thread works per interleaving, and what the rendezvous costs. Not a
 * test (it asserts nothing and takes about a minute at 1024 ranks); run from the module directory after
 * {@code mvn package}, with JUnit's API jar for {@code TestPrograms}:
 *
 * <pre>
 *   java -Xss512k -cp target/test-classes:target/dampi.jar:../testsuite/target/classes:JUNIT_API.jar:OPENTEST4J.jar \
 *       dampi.launch.niodev.ScaleFigures 1024
 * </pre>
 */
public final class ScaleFigures {
  private ScaleFigures() {}

  public static void main(String[] args) throws Exception {
    int ranks = args.length > 0 ? Integer.parseInt(args[0]) : 1024;
    search(ranks);
    rendezvous(ranks);
    System.out.printf("control frames: heartbeat %d B, blocked state %d B%n", frameBytes(ControlChannel.HEARTBEAT),
        frameBytes(new BlockedState(7, "Comm.Recv", Site.of("AllRace.java", 17), 1234)));
  }

  /** Two interleavings of AllRace (LLCP, one job), multicore: the launcher's time apart from the search thread's. */
  private static void search(int ranks) throws Exception {
    TimedLauncher launcher = new TimedLauncher(new MulticoreLauncher(MpjInstallation.locate()));
    LaunchSpec spec = new LaunchSpec(TestPrograms.program(examples.bench.AllRace.class), ranks, Device.MULTICORE,
        Duration.ofSeconds(300), null);
    long start = System.nanoTime();
    Verification.run(launcher, spec, Protocol.LLCP, Buffering.ZERO, new SearchLimits(2, null, false),
        SearchBounds.none(), 1, 10, (done, pending) -> { });
    double total = (System.nanoTime() - start) / 1e9;
    System.out.printf("%d ranks: 2 interleavings in %.2f s, launcher %.2f s (of which the run-wide analysis %.2f s),"
        + " checkers %.2f s, the rest (the search's own work) %.2f s%n", ranks, total, launcher.runNanos / 1e9,
        launcher.analysisNanos / 1e9, launcher.judgeNanos / 1e9,
        total - (launcher.runNanos + launcher.measuringNanos) / 1e9);
    System.out.printf("rank 0's final record through the control channel's framing, write and read: %.2f s%n",
        launcher.largestFrameNanos / 1e9);
    System.out.printf("recorder (first frame) per rank, forced run: mean %d B, rank 0 %d B%n",
        launcher.recorderBytes.stream().mapToLong(Long::longValue).sum() / ranks, launcher.recorderBytes.get(0));
    System.out.printf("final record per rank: mean %d B, rank 0 %d B, all ranks %d B%n",
        launcher.recordBytes.stream().mapToLong(Long::longValue).sum() / ranks, launcher.recordBytes.get(0),
        launcher.recordBytes.stream().mapToLong(Long::longValue).sum());
  }

  /** Records the time of every run and the serialized sizes of the last run's recorders and records. */
  private static final class TimedLauncher implements Launcher {
    private final Launcher inner;
    long runNanos;
    long analysisNanos;
    long judgeNanos;
    long largestFrameNanos;
    long measuringNanos; // this wrapper's own work, which is no part of the search
    final List<Long> recorderBytes = new ArrayList<>();
    final List<Long> recordBytes = new ArrayList<>();

    TimedLauncher(Launcher inner) {
      this.inner = inner;
    }

    @Override
    public RunResult run(LaunchSpec spec, IntFunction<RankRecorder> recorders, RankOutput output) {
      long measuring = System.nanoTime();
      List<Long> sizes = new ArrayList<>();
      for (int rank = 0; rank < spec.ranks(); rank++) {
        sizes.add(frameBytes(recorders.apply(rank)));
      }
      long start = System.nanoTime();
      measuringNanos += start - measuring;
      RunResult result = inner.run(spec, recorders, RankOutput.discard());
      runNanos += System.nanoTime() - start;
      measuring = System.nanoTime();
      start = System.nanoTime(); // the analysis the launcher made once, made again to time it
      RunRecord.of(result.outcomes(), result.records());
      analysisNanos += System.nanoTime() - start;
      start = System.nanoTime();
      Checkers.discover().judge(result.run());
      judgeNanos += System.nanoTime() - start;
      start = System.nanoTime();
      roundTrip(result.records().get(0));
      largestFrameNanos = System.nanoTime() - start;
      recorderBytes.clear();
      recorderBytes.addAll(sizes);
      recordBytes.clear();
      for (RankRecord record : result.records()) {
        recordBytes.add(frameBytes(record));
      }
      measuringNanos += System.nanoTime() - measuring;
      return result;
    }

    @Override
    public void close() {
      inner.close();
    }
  }

  private static void roundTrip(Object message) {
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      ControlChannel.write(new DataOutputStream(bytes), message);
      ControlChannel.read(new DataInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray())));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every rank registers at once on loopback; the time until the last has its peer list. */
  private static void rendezvous(int ranks) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(ranks); // each waits until every rank has registered
    try (RendezvousServer server = new RendezvousServer(ServerAddress.loopback(), ranks)) {
      long start = System.nanoTime();
      List<Future<Integer>> replies = new ArrayList<>();
      for (int rank = 0; rank < ranks; rank++) {
        int self = rank;
        replies.add(pool.submit(() -> register(server, self)));
      }
      long bytes = 0;
      for (Future<Integer> reply : replies) {
        bytes += reply.get();
      }
      System.out.printf("rendezvous of %d ranks on loopback: %.3f s, peer list %d B per rank, %d B in all%n", ranks,
          (System.nanoTime() - start) / 1e9, bytes / ranks, bytes);
    } finally {
      pool.shutdownNow();
    }
  }

  private static int register(RendezvousServer server, int rank) throws IOException {
    try (Socket socket = new Socket(server.host(), server.port())) {
      DataOutputStream out = new DataOutputStream(socket.getOutputStream());
      out.writeUTF(RendezvousServer.GREETING);
      out.writeInt(20000 + rank);
      out.writeInt(40000 + rank);
      out.writeInt(rank);
      out.flush();
      return new DataInputStream(socket.getInputStream()).readUTF().length();
    }
  }

  /** The bytes {@link ControlChannel#write} sends for {@code message}: its length prefix and serialized form. */
  private static long frameBytes(Object message) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream objects = new ObjectOutputStream(bytes)) {
      objects.writeObject(message);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return 4 + bytes.size();
  }
}
