package dampi.check.leak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.check.Finding;
import dampi.rank.RunRecord;
import dampi.clock.Protocol;
import dampi.rank.RankOutcome;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.rank.RunRecord;
import dampi.rank.ResourceKind;
import dampi.site.Site;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResourceLeakCheckerTest {
  @Test
  void leaksFromOneCreationSiteAreOneFindingWithTheirCount() {
    RankRecorder rank0 = new RankRecorder(0, RankPlan.free(2, Protocol.LLCP));
    RankRecorder rank1 = new RankRecorder(1, RankPlan.free(2, Protocol.LLCP));
    Object completed = new Object();
    rank0.resources().created(new Object(), ResourceKind.REQUEST, Site.of("A.java", 4));
    rank0.resources().created(new Object(), ResourceKind.REQUEST, Site.of("A.java", 4));
    rank0.resources().created(completed, ResourceKind.REQUEST, Site.of("A.java", 4));
    rank0.resources().released(completed);
    rank1.resources().created(new Object(), ResourceKind.REQUEST, Site.of("A.java", 4));
    for (RankRecorder record : List.of(rank0, rank1)) {
      record.finalizing();
      record.finalized();
    }
    List<Finding> findings = new ResourceLeakChecker().check(RunRecord.of(
        List.of(new RankOutcome.Finalized(0), new RankOutcome.Finalized(1)), List.of(rank0.freeze(), rank1.freeze())));
    assertEquals(1, findings.size());
    assertEquals(List.of(0, 1), findings.get(0).ranks());
    assertEquals("3 x request never completed at MPI.Finalize, created at A.java:4 (rank 0: 2, rank 1: 1)",
        findings.get(0).message());
  }

  @Test
  void whatIsCreatedAfterFinalizeStartedIsNoLeakOfThatFinalize() {
    RankRecorder rank0 = new RankRecorder(0, RankPlan.free(1, Protocol.LLCP));
    rank0.finalizing();
    rank0.resources().created(new Object(), ResourceKind.COMMUNICATOR, Site.of("A.java", 9));
    rank0.finalized();
    assertEquals(List.of(), new ResourceLeakChecker().check(
        RunRecord.of(List.of(new RankOutcome.Finalized(0)), List.of(rank0.freeze()))));
  }
}
