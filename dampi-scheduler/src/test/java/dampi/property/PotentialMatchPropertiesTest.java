package dampi.property;

import dampi.launch.SharedLauncher;
import dampi.clock.Protocol;
import dampi.epoch.Epoch;
import dampi.property.MatchesBeforeOracle.Reading;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.util.List;
import java.util.SortedSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Disabled;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Generated programs ({@link ProgramGenerator}) run once on real ranks; each rank's recorded epochs are compared with
 * the potential matches {@link MatchesBeforeOracle} derives, by brute force, from the matching the run made. Runs
 * that do not finish (the program deadlocks under the matching it happened to make) are discarded and counted.
 */
class PotentialMatchPropertiesTest {
  @Provide
  Arbitrary<GeneratedProgram> programs() {
    return ProgramGenerator.programs();
  }

  private static Observation finishedFreeRun(GeneratedProgram program, Protocol protocol) {
    Observation run = Observation.freeRun(SharedLauncher.get(), program, protocol);
    Statistics.label("runs").collect(run.finished() ? "finished" : "did not finish, discarded");
    Assume.that(run.finished());
    return run;
  }

  /** LVCP is complete (Theorem 5.5): every match some execution can make is among the recorded alternatives. */
  @Property(tries = 100)
  void lvcpRecordsEveryMatchSomeExecutionCanMake(@ForAll("programs") GeneratedProgram program) {
    EpochComparison comparison = EpochComparison.of(finishedFreeRun(program, Protocol.LVCP), Reading.FEASIBLE);
    for (EpochComparison.Row row : comparison.rows()) {
      Statistics.label("wildcard receives").collect(row.expected().isEmpty() ? "no potential match"
          : "some potential match");
    }
    if (!comparison.allRecordedCoverExpected()) {
      throw new AssertionError("LVCP misses a potential match\n" + comparison.describe());
    }
  }

  /**
   * LLCP's match rule is weaker than LVCP's on the same execution: a message late by its Lamport clock is late by its
   * vector clock. LLCP runs free; LVCP is forced to the same wildcard choices, so both see the same matching. Except at
   * an irecv(*) that an ssend reached (it, or a receive issued after it that non-overtaking made it precede, got an
   * ssend's message): there only LVCP can refuse what the ssend's sender sent after it returned (README, known gaps).
   */
  @Property(tries = 75)
  void llcpRecordsASubsetOfWhatLvcpRecordsOnTheSameMatching(@ForAll("programs") GeneratedProgram program) {
    Observation llcp = finishedFreeRun(program, Protocol.LLCP);
    Observation lvcp = Observation.run(SharedLauncher.get(), program, Protocol.LVCP, llcp.replayingDecisions());
    boolean sameMatching = lvcp.finished() && lvcp.sendOfReceive().equals(llcp.sendOfReceive());
    Statistics.label("LVCP replay").collect(sameMatching ? "same matching" : "other matching, discarded");
    Assume.that(sameMatching);
    boolean smallerSomewhere = false;
    StringBuilder differences = new StringBuilder();
    for (int rank = 0; rank < program.size(); rank++) {
      for (int index = 0; index < llcp.epochs(rank).size(); index++) {
        Epoch byLlcp = llcp.epochs(rank).get(index);
        SortedSet<Integer> byLvcp = lvcp.epochs(rank).get(index).alternatives();
        boolean smaller = !byLlcp.alternatives().equals(byLvcp);
        smallerSomewhere |= smaller;
        Statistics.label("wildcard receives").collect(smaller ? "LLCP strictly smaller" : "LLCP = LVCP");
        boolean onlyLvcpAppliesTheSsendRule = irecvBeforeAnSsendsReceive(llcp, rank, index);
        Statistics.label("irecv(*) reached by an ssend").collect(onlyLvcpAppliesTheSsendRule ? "yes" : "no");
        if (!byLvcp.containsAll(byLlcp.alternatives()) && !onlyLvcpAppliesTheSsendRule) {
          differences.append("\n  epoch ").append(index).append(" of rank ").append(rank).append(": LLCP ")
              .append(byLlcp.alternatives()).append(", LVCP ").append(byLvcp);
        }
      }
    }
    Statistics.label("programs").collect(smallerSomewhere ? "LLCP strictly smaller somewhere" : "LLCP = LVCP");
    if (differences.length() > 0) {
      throw new AssertionError("LLCP records what LVCP does not\n" + llcp.describe() + differences);
    }
  }

  /** Whether epoch {@code epochIndex} of {@code rank} is an irecv(*) issued no later than a receive that got an ssend. */
  private static boolean irecvBeforeAnSsendsReceive(Observation run, int rank, int epochIndex) {
    List<Op> ops = run.program().ranks().get(rank);
    int wildcards = -1;
    for (int index = 0; index < ops.size(); index++) {
      if (ops.get(index).isWildcard() && ++wildcards == epochIndex) {
        return ops.get(index).kind() == Kind.IRECV && ssendReceivedFrom(run, rank, index);
      }
    }
    return false;
  }

  private static boolean ssendReceivedFrom(Observation run, int rank, int firstIndex) {
    for (int index = firstIndex; index < run.program().ranks().get(rank).size(); index++) {
      OpId send = run.sendOfReceive().get(new OpId(rank, index));
      if (send != null && run.program().ranks().get(send.rank()).get(send.index()).kind() == Kind.SSEND) {
        return true;
      }
    }
    return false;
  }

  @Property(tries = 75)
  @Disabled("the as-written reading of the oracle counts a message that non-overtaking reserves for an earlier-issued"
      + " receive naming its source (0: isend(2,t0)>h0 wait(h0) | 1: isend(2,t0)>h0 wait(h0) | 2: irecv(1,t0)>h0"
      + " recv(*,t0) wait(h0): no execution gives 2.1 P1's message); the FEASIBLE property below is the exact one")
  void lvcpRecordsExactlyTheConcurrentLateSendersOfEveryWildcardReceive(
      @ForAll("programs") GeneratedProgram program) {
    EpochComparison comparison = EpochComparison.of(finishedFreeRun(program, Protocol.LVCP), Reading.AS_WRITTEN);
    if (!comparison.allEqual()) {
      throw new AssertionError("LVCP differs from the oracle\n" + comparison.describe());
    }
  }

  /**
   * Exact: LVCP records precisely the matches some execution can make. Programs with ssend are left out until the
   * ssend rendezvous rule (DESIGN-SOURCE "Synchronous sends") is built: without it, a send issued after an ssend
   * completed is wrongly taken as late (0: ssend(1,t0) send(2,t0) | 1: recv(*,t0) recv(*,t0) | 2: recv(0,t0)
   * send(1,t0) -- 1.0 matched 0, LVCP records [2], no execution can).
   */
  @Property(tries = 75)
  void lvcpRecordsExactlyTheMatchesSomeExecutionCanMake(@ForAll("programs") GeneratedProgram program) {
    Assume.that(!program.text().contains("ssend"));
    EpochComparison comparison = EpochComparison.of(finishedFreeRun(program, Protocol.LVCP), Reading.FEASIBLE);
    if (!comparison.allEqual()) {
      throw new AssertionError("LVCP differs from the oracle\n" + comparison.describe());
    }
  }
}
