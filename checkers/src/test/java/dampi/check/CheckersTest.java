package dampi.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.clock.Protocol;
import dampi.rank.RankOutcome;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.rank.RunRecord;
import dampi.site.Site;
import java.util.List;
import org.junit.jupiter.api.Test;

class CheckersTest {
  @Test
  void everyBuiltInCheckerIsFoundThroughTheServiceLoader() {
    assertEquals(List.of("collective-mismatch", "deadlock", "message", "rank-failure", "resource-leak", "timeout"),
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
}
