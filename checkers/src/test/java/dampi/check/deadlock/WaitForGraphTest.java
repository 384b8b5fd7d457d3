package dampi.check.deadlock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.rank.PendingCall;
import dampi.site.Site;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WaitForGraphTest {
  private static WaitForGraph.Blocked recv(int rank, int from) {
    return new WaitForGraph.Blocked(rank, "Comm.Recv", Site.of("A.java", 10 + rank),
        new PendingCall("Comm.Recv", List.of(from), false, 0, 1));
  }

  @Test
  void twoRanksReceivingFromEachOtherFormACycle() {
    WaitForGraph graph = new WaitForGraph(Map.of(0, recv(0, 1), 1, recv(1, 0)), Map.of());
    assertEquals(List.of(0, 1, 0), graph.cycle());
    assertEquals("wait-for cycle: rank 0 (Comm.Recv with rank 1 (tag 0) at A.java:10) -> rank 1 (Comm.Recv with "
        + "rank 0 (tag 0) at A.java:11) -> rank 0", graph.explain());
  }

  @Test
  void aCycleIsFoundBehindARankThatIsNotOnIt() {
    // rank 0 waits for rank 1, which is in a cycle with rank 2
    WaitForGraph graph = new WaitForGraph(Map.of(0, recv(0, 1), 1, recv(1, 2), 2, recv(2, 1)), Map.of());
    assertEquals(List.of(1, 2, 1), graph.cycle());
  }

  @Test
  void aReceiveFromARankThatFinalizedCanNeverComplete() {
    WaitForGraph graph = new WaitForGraph(Map.of(0, recv(0, 2)), Map.of(1, "has finalized", 2, "has finalized"));
    assertEquals(List.of(), graph.cycle());
    assertEquals("rank 0's Comm.Recv with rank 2 (tag 0) at A.java:10 can never complete: rank 2 has finalized",
        graph.explain());
  }

  @Test
  void aWildcardReceiveIsHopelessOnlyWhenEverySenderHasEnded() {
    PendingCall anyOf = new PendingCall("Comm.Recv", List.of(1, 2), true, -1, 1);
    WaitForGraph.Blocked wildcard = new WaitForGraph.Blocked(0, "Comm.Recv", Site.of("A.java", 5), anyOf);
    WaitForGraph oneLeft = new WaitForGraph(Map.of(0, wildcard, 2, recv(2, 0)), Map.of(1, "has finalized"));
    assertTrue(oneLeft.unmatchableCalls().isEmpty());
    assertEquals(List.of(0, 2, 0), oneLeft.cycle());
    WaitForGraph noneLeft = new WaitForGraph(Map.of(0, wildcard), Map.of(1, "has finalized", 2, "has finalized"));
    assertEquals(List.of("rank 0's Comm.Recv from any of ranks [1, 2] at A.java:5 can never complete: "
        + "rank 1 has finalized, rank 2 has finalized"), noneLeft.unmatchableCalls());
  }

  @Test
  void aRankWithoutARecordedCallIsNoStepOfACycle() {
    WaitForGraph graph = new WaitForGraph(
        Map.of(0, recv(0, 1), 1, new WaitForGraph.Blocked(1, "an MPI call", Site.of("B.java", 3), null)), Map.of());
    assertEquals(List.of(), graph.cycle());
    assertTrue(graph.explain().startsWith("every live rank is blocked"));
  }

  @Test
  void ranksTogetherInOneCollectiveDoNotWaitForEachOther() {
    // ranks 2 and 3 wait in a Barrier of all four; ranks 0 and 1 receive from each other and never get there
    PendingCall barrierOf2 = new PendingCall("Intracomm.Barrier", List.of(0, 1, 3), false, -1, 1, true);
    PendingCall barrierOf3 = new PendingCall("Intracomm.Barrier", List.of(0, 1, 2), false, -1, 1, true);
    WaitForGraph graph = new WaitForGraph(Map.of(0, recv(0, 1), 1, recv(1, 0),
        2, new WaitForGraph.Blocked(2, "Intracomm.Barrier", Site.of("A.java", 20), barrierOf2),
        3, new WaitForGraph.Blocked(3, "Intracomm.Barrier", Site.of("A.java", 20), barrierOf3)), Map.of());
    assertEquals(List.of(0, 1, 0), graph.cycle());
    WaitForGraph barrierFirst = new WaitForGraph(Map.of(3, recv(3, 2), 2, recv(2, 3),
        0, new WaitForGraph.Blocked(0, "Intracomm.Barrier", Site.of("A.java", 20),
            new PendingCall("Intracomm.Barrier", List.of(1, 2, 3), false, -1, 1, true)),
        1, new WaitForGraph.Blocked(1, "Intracomm.Barrier", Site.of("A.java", 20),
            new PendingCall("Intracomm.Barrier", List.of(0, 2, 3), false, -1, 1, true))), Map.of());
    assertEquals(List.of(2, 3, 2), barrierFirst.cycle(), "not the Barrier ranks 0 and 1 around each other");
  }
}
