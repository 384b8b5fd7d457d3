package dampi.check.deadlock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.clock.Protocol;
import dampi.rank.RankOutcome;
import dampi.rank.RankPlan;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import dampi.rank.RunRecord;
import dampi.site.Site;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeadlockCheckerTest {
  private static List<Finding> check(boolean waitsForACancelledRequest) {
    RankRecorder rank0 = new RankRecorder(0, RankPlan.free(2, Protocol.LLCP));
    RankRecorder rank1 = new RankRecorder(1, RankPlan.free(2, Protocol.LLCP));
    if (waitsForACancelledRequest) {
      rank0.unsupported(RankRecord.CANCEL_NOT_CARRIED_OUT);
    }
    return new DeadlockChecker().check(RunRecord.of(
        List.of(new RankOutcome.Deadlocked(0, "Request.Wait", Site.of("A.java", 10)),
            new RankOutcome.Deadlocked(1, "Intracomm.Barrier", Site.of("A.java", 12))),
        List.of(rank0.freeze(), rank1.freeze())));
  }

  @Test
  void ranksBlockedInAWaitAndABarrierAreADeadlock() {
    List<Finding> findings = check(false);
    assertEquals(1, findings.size());
    assertEquals(FindingKind.DEADLOCK, findings.get(0).kind());
  }

  @Test
  void aWaitForARequestMpjCouldNotCancelIsNoDeadlock() {
    // under MPI the Wait of a cancelled request returns (MPI-3.1 §3.8.4); MPJ 0.44 never cancels
    assertEquals(List.of(), check(true));
  }
}
