package dampi.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.clock.Protocol;
import dampi.rank.RankOutcome;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import java.util.List;
import org.junit.jupiter.api.Test;

class CheckersTest {
  @Test
  void everyBuiltInCheckerIsFoundThroughTheServiceLoader() {
    assertEquals(List.of("collective-mismatch", "deadlock", "message", "rank-failure", "resource-leak", "timeout"),
        Checkers.discover().names());
  }

  @Test
  void aDivergedRunIsReportedAsDivergedOnly() {
    RankRecorder diverged = new RankRecorder(0, RankPlan.free(1, Protocol.LLCP));
    diverged.diverged("epoch 0 of rank 0 was recorded at A.java:1 but this run reached A.java:2 there");
    RunView run = new RunView(List.of(new RankOutcome.Threw(0, "java.lang.Error", "A.java:3")), List.of(diverged));
    List<Finding> findings = Checkers.discover().judge(run);
    assertEquals(1, findings.size());
    assertEquals(FindingKind.DIVERGED, findings.get(0).kind());
  }

  @Test
  void anMpiErrorIsItsOwnKindAtTheApplicationsLine() {
    RankRecorder record = new RankRecorder(0, RankPlan.free(1, Protocol.LLCP));
    RunView run = new RunView(List.of(new RankOutcome.MpiError(0, "mpi.MPIException: bad rank", "A.java:9")),
        List.of(record));
    assertEquals(List.of(new Finding(FindingKind.MPI_ERROR, List.of(0), "A.java:9",
        "rank 0: an MPI call failed: mpi.MPIException: bad rank")), Checkers.discover().judge(run));
  }
}
