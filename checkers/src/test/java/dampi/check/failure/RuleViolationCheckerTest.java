package dampi.check.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.clock.Protocol;
import dampi.rank.RankOutcome;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.rank.RuleViolation;
import dampi.rank.RunRecord;
import dampi.site.Site;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleViolationCheckerTest {
  @Test
  void aCallAfterFinalizeIsAnMpiErrorOncePerSiteForEveryRankThatMadeIt() {
    Site barrier = Site.of("A.java", 9);
    RuleViolation afterFinalize = new RuleViolation(RuleViolation.Rule.CALL_AFTER_FINALIZE, barrier,
        "Intracomm.Barrier", "called after MPI.Finalize at A.java:8 (MPI-3.1 §8.7)");
    RankRecorder rank0 = new RankRecorder(0, RankPlan.free(2, Protocol.LLCP));
    RankRecorder rank1 = new RankRecorder(1, RankPlan.free(2, Protocol.LLCP));
    for (RankRecorder rank : List.of(rank0, rank1)) {
      rank.finalizing();
      rank.finalized();
      rank.ruleViolation(afterFinalize);
    }
    List<Finding> findings = new RuleViolationChecker().check(RunRecord.of(
        List.of(new RankOutcome.Finalized(0), new RankOutcome.Finalized(1)), List.of(rank0.freeze(), rank1.freeze())));
    assertEquals(1, findings.size());
    assertEquals(FindingKind.MPI_ERROR, findings.get(0).kind());
    assertEquals(List.of(0, 1), findings.get(0).ranks());
    assertEquals(barrier, findings.get(0).site());
  }
}
