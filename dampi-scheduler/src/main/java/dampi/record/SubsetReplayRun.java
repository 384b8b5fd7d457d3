package dampi.record;

import dampi.clock.Protocol;
import dampi.launch.BadInputException;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.Program;
import dampi.launch.ProgramDigest;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import dampi.rank.RunRecord;
import dampi.replay.ReplayPlan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A subset replay of a recording: the targets' replay sets re-executed on the real MPJ runtime in this JVM, in a world
 * of the recorded run's size, the other ranks standing in; then what each re-executed rank did next to what it did in
 * the recorded run. A run recorded on niodev replays here too: its logged messages are MPJ's packed bytes, with their
 * byte order, and its communicators' contexts are those multicore gives.
 */
public final class SubsetReplayRun {
  /**
   * How the replay went.
   *
   * @param reexecuted the ranks that ran the program
   * @param lines one per re-executed rank: how it ended, next to the recorded run
   * @param divergence the first point where a rank left the recorded run, or null
   * @param asRecorded whether every target ended as it did in the recorded run
   * @param failed whether a target's recorded ending is a failure (a finding)
   * @param run the replay's run, every rank's record (a stand-in's holds its start and end), traced if asked
   */
  public record Outcome(Set<Integer> reexecuted, List<String> lines, String divergence, boolean asRecorded,
      boolean failed, RunRecord run) {}

  private SubsetReplayRun() {}

  /**
   * Replays {@code targets} of {@code recording} with a time limit of {@code timeout}, the re-executed ranks' output to
   * {@code output}.
   */
  public static Outcome run(Recording recording, Set<Integer> targets, Duration timeout, RankOutput output)
      throws BadInputException {
    return run(recording, targets, timeout, output, false);
  }

  /** As {@link #run(Recording, Set, Duration, RankOutput)}, each rank traced when {@code traced}. */
  public static Outcome run(Recording recording, Set<Integer> targets, Duration timeout, RankOutput output,
      boolean traced) throws BadInputException {
    Program program = recording.program();
    for (Path entry : program.classpath()) {
      if (!Files.exists(entry)) {
        throw new BadInputException("the recorded program's class path entry " + entry + " is missing");
      }
    }
    List<ReplayPlan> plans = ReplayPlans.of(recording, targets);
    // No send waits for its receiver: a helper may stop before it takes a message it took in the recorded run, and
    // no outcome of the replay depends on a wait the recorded run showed (a target's is reproduced, see ReplayPlan).
    Buffering buffering = Buffering.EAGER;
    LaunchSpec spec = new LaunchSpec(program, recording.ranks(), Device.MULTICORE, timeout, null);
    RunResult result;
    try (MulticoreLauncher launcher = new MulticoreLauncher(MpjInstallation.locate())) {
      result = launcher.run(spec, rank -> new RankRecorder(rank, new RankPlan(recording.ranks(), Protocol.LLCP,
          buffering, Map.of()).tracing(traced).replaying(plans.get(rank))), output);
    }
    Set<Integer> reexecuted = ReplayPlans.reexecuted(recording, targets);
    List<String> lines = new ArrayList<>();
    String divergence = null;
    boolean asRecorded = true;
    boolean failed = false;
    for (int rank : reexecuted) {
      RankRecord record = result.run().record(rank);
      if (record.divergence() != null && divergence == null) {
        divergence = record.divergence();
      }
      String ending = result.run().outcome(rank).describe();
      String recorded = recording.endings().get(rank).description();
      if (targets.contains(rank)) {
        boolean same = ending.equals(recorded);
        asRecorded &= same;
        failed |= !result.run().outcome(rank).isSuccess();
        lines.add(ending + (same ? " (as in the recorded run)" : "; in the recorded run: " + recorded));
      } else {
        lines.add(record.replayStop() != null ? "rank " + rank + ": " + record.replayStop() : ending
            + " (helper)");
      }
    }
    if (!ProgramDigest.of(program).equals(recording.programDigest()) && divergence == null && !asRecorded) {
      divergence = "the program's code changed since it was recorded";
    }
    return new Outcome(reexecuted, lines, divergence, asRecorded, failed && asRecorded, result.run());
  }
}
