package dampi.property;

import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.rank.Buffering;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScratchInitTest {
  @Test
  void run() {
    GeneratedProgram program = GeneratedProgram.parse("a=split(0/0,0/0,1/0,0/0); 0: isend(1,t0,2)@a>h0 isend(3,t0)>h1 wait(h1) wait(h0) probe(*,t0)@self recv(*,t0)@self isend(0,t0)@self>h2 wait(h2) | 1: recv(*,t0,2)@a ssend(2,t0) | 2: ssend(3,t0) irecv(*,t0)>h0 wait(h0) irecv(*,t0)>h1 wait(h1) | 3: irecv(0,t0)>h0 wait(h0) poll(2,t0) recv(2,t0) isend(2,t0)>h1 wait(h1)");
    List<Decision> first = List.of(new Decision(1, 0, 0, ""), new Decision(2, 0, 3, ""), new Decision(2, 1, 1, ""));
    for (int i = 0; i < 8; i++) {
      ExploredOutcomes explored = ExploredOutcomes.search(program, Protocol.LVCP, Buffering.ZERO, 200, 1, first);
      System.out.println("SEARCH " + i + " " + explored.interleavings() + " " + explored.findings() + " " + explored.unexpected());
    }
  }
}
