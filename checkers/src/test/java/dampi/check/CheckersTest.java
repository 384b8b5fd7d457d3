package dampi.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.clock.Protocol;
import dampi.rank.RankOutcome;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.rank.RuleViolation;
import dampi.rank.RunRecord;
import dampi.site.Site;
import java.util.List;
import org.junit.jupiter.api.Test;

class CheckersTest {
  @Test
  void everyBuiltInCheckerIsFoundThroughTheServiceLoader() {
    assertEquals(List.of("collective-mismatch", "deadlock", "message", "rank-failure", "resource-leak",
        "rule-violation", "timeout"),
        Checkers.discover().names());
  }

  @Test
  void anMpiErrorIsItsOwnKindAtTheApplicationsLine() {
    RankRecorder record = new RankRecorder(0, RankPlan.free(1, Protocol.LLCP));
    RunRecord run = RunRecord.of(
        List.of(new RankOutcome.MpiError(0, "mpi.MPIException: bad rank", Site.of("A.java", 9))),
        List.of(record.freeze()));
    assertEquals(List.of(new Finding(FindingKind.MPI_ERROR, List.of(0), Site.of("A.java", 9),
        "rank 0: an MPI call failed: mpi.MPIException: bad rank")), Checkers.discover().judge(run));
  }

  /**
   * The MPI error the layer raised for an invalid argument is named by the rule it broke, once for all the ranks that
   * broke it alike, and not again as an {@code mpi-error}.
   */
  @Test
  void anInvalidArgumentIsReportedOnceForTheRanksThatGaveItAndExplainsTheirMpiError() {
    Site bcast = Site.of("A.java", 12);
    List<RankOutcome> outcomes = new java.util.ArrayList<>();
    List<dampi.rank.RankRecord> records = new java.util.ArrayList<>();
    for (int rank = 0; rank < 2; rank++) {
      RankRecorder recorder = new RankRecorder(rank, RankPlan.free(2, Protocol.LLCP));
      recorder.ruleViolation(new RuleViolation(RuleViolation.Rule.INVALID_ARGUMENT, bcast, "Intracomm.Bcast",
          "root 2 is not a rank of the communicator (size 2)"));
      outcomes.add(new RankOutcome.MpiError(rank, "mpi.MPIException: invalid argument", bcast));
      records.add(recorder.freeze());
    }
    assertEquals(List.of(new Finding(FindingKind.INVALID_ARGUMENT, List.of(0, 1), bcast,
            "ranks [0, 1]: Intracomm.Bcast: root 2 is not a rank of the communicator (size 2)")),
        Checkers.discover().judge(RunRecord.of(outcomes, records)));
  }
}
