package suite.argument;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Both ranks free their working communicator after the first exchange and use it again for a second one: a freed
 * communicator may not start new operations (MPI-3.1 §6.4.3). MPJ 0.44 lets the call through; the finding names the
 * line of the Free.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class FreedCommunicatorReused {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Intracomm work = (Intracomm) MPI.COMM_WORLD.clone();
    int[] value = {work.Rank()};
    for (int round = 0; round < 2; round++) {
      if (work.Rank() == 0) {
        work.Send(value, 0, 1, MPI.INT, 1, round);
      } else {
        work.Recv(value, 0, 1, MPI.INT, 0, round);
      }
      if (round == 0) {
        work.Free(); // meant after the loop
      }
    }
    MPI.Finalize();
  }
}
