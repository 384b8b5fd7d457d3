package dampi.launch.niodev;

import dampi.launch.EndOfRun;
import dampi.launch.Interception;
import dampi.launch.LaunchFailure;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.rank.RankRecord;
import dampi.rank.RankOutcome;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * One run on the niodev device: a JVM per rank ({@link RankJvmCommandLine}), dampi as MPJ's rendezvous server, and
 * the rules of {@link EndOfRun} for ending the run, as on the multicore device, with {@link RankJvmWatch} to see how
 * the ranks are doing. Once the run is over, {@link RankJvmTeardown} ends every rank JVM still alive. No process or
 * thread outlives the run.
 */
final class NiodevRun {
  private final LaunchSpec spec;
  private final Placement placement;
  private final MpjInstallation mpj;
  private final Interception interception;
  private final List<RankProcess> ranks = new ArrayList<>();
  private final EndOfRun end;
  private final RankJvmWatch watch;

  NiodevRun(LaunchSpec spec, Placement placement, MpjInstallation mpj, Interception interception) {
    this.spec = spec;
    this.placement = placement;
    this.mpj = mpj;
    this.interception = interception;
    this.end = new EndOfRun(spec.ranks(), spec.timeout());
    this.watch = new RankJvmWatch(ranks, end);
  }

  RunResult run(IntFunction<RankRecorder> recorders, RankOutput output) {
    long start = System.nanoTime();
    int size = spec.ranks();
    for (int rank = 0; rank < size; rank++) {
      ranks.add(new RankProcess(rank, placement.host(rank), recorders.apply(rank), watch));
    }
    try (ScratchDirectory scratch = ScratchDirectory.create();
        RendezvousServer rendezvous = new RendezvousServer(placement.listenAddress(), size);
        ControlServer control = new ControlServer(placement.listenAddress(), size, ranks::get)) {
      try {
        startAll(rendezvous, control, scratch.path(), output);
        end.awaitEnd(start + spec.timeout().toNanos(), watch);
      } finally {
        tearDown();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot listen for niodev ranks on " + placement.listenAddress(), e);
    }
    if (watch.launchFailure() != null) {
      throw new LaunchFailure(watch.launchFailure());
    }
    List<RankRecord> records = ranks.stream().map(RankProcess::record).toList();
    return RunResult.of(end.outcomes(), records, Duration.ofNanos(System.nanoTime() - start));
  }

  private void startAll(RendezvousServer rendezvous, ControlServer control, Path scratch, RankOutput output) {
    Program program = new Program(spec);
    for (RankProcess rank : ranks) {
      RankCommand command = new RankCommand(rank.rank(), ranks.size(), rendezvous.host(), rendezvous.port(),
          control.host(), control.port(), control.token(), mpj, program.mainClass, program.classpath,
          spec.abstractedLoops(), interception, program.args);
      try {
        rank.start(RankJvmCommandLine.of(placement.host(rank.rank()), placement.agent(), command, scratch,
            placement.listenAddress().getHostAddress()), control.token(), output,
            Charset.defaultCharset());
      } catch (IOException e) {
        String why = "rank " + rank.rank() + " could not start on " + placement.host(rank.rank()) + ": "
            + e.getMessage();
        watch.launchFailed(why);
        end.ended(rank.rank(), new RankOutcome.Threw(rank.rank(), why, Site.unknown()));
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

  private void tearDown() {
    // Decided before the ranks are asked for their final reports, so that no main ending now still counts.
    end.tearDown(rank -> true, rank -> Site.unknown());
    RankJvmTeardown.endAll(ranks);
    for (RankProcess rank : ranks) {
      if (rank.site().isKnown()) {
        end.tornDownAt(rank.rank(), rank.site());
      }
    }
  }
}
