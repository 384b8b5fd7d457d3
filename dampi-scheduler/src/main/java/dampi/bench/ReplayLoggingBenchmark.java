package dampi.bench;

import dampi.clock.Protocol;
import dampi.launch.BadInputException;
import dampi.launch.Launcher;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.replay.CheckpointPlacement;
import dampi.replay.LoggedRun;
import dampi.replay.LoggingSimulation;
import dampi.replay.MessageTrace;
import dampi.replay.ReplaySet;
import dampi.timeline.MessageTraces;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;

/**
 * Adaptive message logging evaluated as Zambonelli and Netzer evaluated it: the rule simulated on traces of the
 * suite's realistic programs, with checkpoints placed every so much of the run (uncoordinated: each rank's first at a
 * random offset), for several bounds. Also the case dampi records today, one interval per rank: how many ranks a
 * replay of one rank re-executes.
 */
public final class ReplayLoggingBenchmark {
  /** The suite's realistic programs, with arguments that scale them to {@code ranks}. */
  public record Program(String mainClass, IntFunction<List<String>> args) {}

  public static final List<Program> REALISTIC = List.of(
      new Program("suite.realistic.JacobiHeat", ranks -> List.of("50")),
      new Program("suite.realistic.GameOfLife", ranks -> List.of(Integer.toString(2 * ranks), "20")),
      new Program("suite.realistic.MasterWorkerMatmul", ranks -> List.of(Integer.toString(8 * ranks))),
      new Program("suite.realistic.ParallelSort", ranks -> List.of()),
      new Program("suite.realistic.MonteCarloPi", ranks -> List.of()));
  /** The paper's checkpoint periods, as shares of the run (a {@link Figure}'s period 0: no checkpoint). */
  public static final List<Double> PERIODS = List.of(0.01, 0.05, 0.10, 0.25, 0.50);
  /** Placements averaged per period: the offsets are random. */
  private static final int PLACEMENTS = 3;

  /**
   * One program, size, bound and checkpoint period (0: none).
   *
   * @param loggedShare messages logged, of those received
   * @param averageCost the average replay set, in intervals per rank
   * @param maximumCost the largest replay set, in intervals per rank
   * @param messages messages (a recorded run: receives and collective results) received
   * @param logBytesPerMessage the log's bytes per message received (simulated: contents and an entry header;
   *     recorded: MPJ's packed bytes)
   * @param averageRanks ranks a replay of one interval re-executes, on average
   * @param maximumRanks and at most
   */
  public record Figure(String program, int ranks, int bound, double period, int messages, double loggedShare,
      double averageCost, double maximumCost, double logBytesPerMessage, double averageRanks, int maximumRanks) {}

  private final Launcher launcher;
  private final SearchBenchmark.Specs specs;

  ReplayLoggingBenchmark(Launcher launcher, SearchBenchmark.Specs specs) {
    this.launcher = launcher;
    this.specs = specs;
  }

  /** The message trace of one traced run of {@code program} on {@code ranks} ranks. */
  public MessageTrace trace(Program program, int ranks) throws BadInputException {
    return MessageTraces.of(run(program, ranks, RankPlan.free(ranks, Protocol.LLCP).tracing(true)).run());
  }

  /**
   * The figures of a real run of {@code program} on {@code ranks} ranks recorded for replay under {@code bound}:
   * one interval per rank, as dampi records; period 0.
   */
  public Figure recorded(Program program, int ranks, int bound) throws BadInputException {
    RunResult result = run(program, ranks, RankPlan.free(ranks, Protocol.LLCP).recordingForReplay(bound));
    List<ReplaySet> sets = result.records().stream().map(record -> record.replayLog().replaySet()).toList();
    long received = result.records().stream().mapToLong(record -> record.replayLog().receives().size()
        + record.replayLog().collectives().size()).sum();
    long logged = result.records().stream().mapToLong(record -> record.replayLog().loggedCount()).sum();
    long bytes = result.records().stream().mapToLong(record -> record.replayLog().loggedBytes()).sum();
    double average = sets.stream().mapToInt(ReplaySet::size).average().orElse(0);
    int largest = sets.stream().mapToInt(ReplaySet::size).max().orElse(0);
    return new Figure(program.mainClass(), ranks, bound, 0, (int) received, received == 0 ? 0 : (double) logged
        / received, average / ranks, (double) largest / ranks, received == 0 ? 0 : (double) bytes / received,
        average, largest);
  }

  private RunResult run(Program program, int ranks, RankPlan plan) throws BadInputException {
    RunResult result = launcher.run(specs.spec(program.mainClass(), program.args().apply(ranks), ranks),
        rank -> new RankRecorder(rank, plan), RankOutput.discard());
    if (!result.succeeded()) {
      throw new IllegalStateException("run of " + program.mainClass() + " on " + ranks + " ranks failed: "
          + result.failures());
    }
    return result;
  }

  /** The figures of {@code trace} with checkpoints placed, for every bound (the paper's, then one of every rank). */
  public static List<Figure> simulate(String program, MessageTrace trace, List<Integer> bounds) {
    List<Figure> figures = new ArrayList<>();
    for (int bound : bounds) {
      for (double period : PERIODS) {
        Random random = new Random(bound * 31L + (long) (period * 1000));
        List<LoggedRun> runs = new ArrayList<>();
        for (int placement = 0; placement < PLACEMENTS; placement++) {
          runs.add(LoggingSimulation.run(CheckpointPlacement.every(trace, period, random), bound));
        }
        figures.add(figure(program, trace, bound, period, runs));
      }
    }
    return figures;
  }

  private static Figure figure(String program, MessageTrace trace, int bound, double period, List<LoggedRun> runs) {
    double logged = 0;
    double average = 0;
    double maximum = 0;
    double bytes = 0;
    double ranks = 0;
    int mostRanks = 0;
    for (LoggedRun run : runs) {
      logged += run.loggedShare();
      average += run.averageCost();
      maximum += run.maximumCost();
      bytes += trace.receivedCount() == 0 ? 0 : (double) run.logBytes() / trace.receivedCount();
      ranks += run.replaySets().values().stream().mapToInt(set -> set.ranks().length).average().orElse(0);
      mostRanks = Math.max(mostRanks, run.replaySets().values().stream().mapToInt(set -> set.ranks().length).max()
          .orElse(0));
    }
    int n = runs.size();
    return new Figure(program, trace.ranks(), bound, period, trace.messages().size(), logged / n, average / n,
        maximum / n, bytes / n, ranks / n, mostRanks);
  }

  /**
   * The bounds of the simulation: {@link #bounds}, and twice the ranks, the paper's bound 32 for its 16 processes
   * (with checkpoints a rank has several intervals, so a bound above the ranks still logs).
   */
  public static List<Integer> simulatedBounds(int ranks) {
    List<Integer> bounds = new ArrayList<>(bounds(ranks));
    bounds.add(2 * ranks);
    return bounds;
  }

  /** The paper's bounds that fit {@code ranks}, and then {@code ranks} itself (nothing logged without checkpoints). */
  public static List<Integer> bounds(int ranks) {
    List<Integer> bounds = new ArrayList<>();
    for (int bound : List.of(1, 2, 4, 8, 16, 32)) {
      if (bound < ranks) {
        bounds.add(bound);
      }
    }
    bounds.add(ranks);
    return bounds;
  }
}
