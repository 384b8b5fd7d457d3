package dampi.timeline;

import static dampi.timeline.Traces.enter;
import static dampi.timeline.Traces.exit;
import static dampi.timeline.Traces.receive;
import static dampi.timeline.Traces.send;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExecutionGraphTest {
  @Test
  void theLongestPathIsTheHeaviestNotTheShortest() {
    ExecutionGraph graph = new ExecutionGraph(5);
    graph.edge(0, 1, 3);
    graph.edge(0, 2, 1);
    graph.edge(1, 3, 2);
    graph.edge(2, 3, 5);
    graph.edge(3, 4, 1);
    assertEquals(List.of(0, 2, 3, 4), graph.longestPathTo(4));
    assertArrayEquals(new long[] {0, 3, 1, 6, 7}, graph.longestDistances());
    assertEquals(List.of(0, 1), graph.longestPathTo(1));
  }

  @Test
  void anEdgeAgainstTheNumberingIsRefused() {
    ExecutionGraph graph = new ExecutionGraph(3);
    assertThrows(IllegalArgumentException.class, () -> graph.edge(2, 1, 1));
  }

  @Test
  void aReceiverThatWaitedHandsThePathToItsSender() {
    // Rank 0 posts its receive at 10 and waits; rank 1 computes until 100 and sends; rank 0 gets it at 105 and
    // works until 120. The chain that decides the end is rank 1's work, its message, then rank 0's last work.
    MergedTrace trace = Traces.of(true,
        List.of(enter(10, "Comm.Recv"), receive(105, 1, 0, 0), exit(106, "Comm.Recv"), enter(120, "MPI.Finalize")),
        List.of(enter(0, "Comm.Barrier"), exit(2, "Comm.Barrier"), send(100, 0, 0), enter(101, "MPI.Finalize")));
    CriticalPath path = CriticalPath.of(trace);
    assertEquals(List.of(new CausalOrder.Node(1, 0), new CausalOrder.Node(1, 1), new CausalOrder.Node(1, 2),
        new CausalOrder.Node(0, 1), new CausalOrder.Node(0, 2), new CausalOrder.Node(0, 3)), path.events());
    assertEquals(120, path.nanos());
  }

  @Test
  void aReceiverThatWasBusyKeepsThePathOnItsOwnLane() {
    // The message arrived at 20 while rank 0 computed until 200: its own work decides the end.
    MergedTrace trace = Traces.of(true,
        List.of(enter(0, "Comm.Barrier"), exit(200, "Comm.Barrier"), receive(201, 1, 0, 0), enter(210, "X")),
        List.of(send(20, 0, 0), enter(21, "MPI.Finalize")));
    CriticalPath path = CriticalPath.of(trace);
    assertEquals(List.of(new CausalOrder.Node(0, 0), new CausalOrder.Node(0, 1), new CausalOrder.Node(0, 2),
        new CausalOrder.Node(0, 3)), path.events());
  }
}
