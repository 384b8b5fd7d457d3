package suite.types;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * {@link EmptyMessageOfAnotherType} with Irecv and Wait: the message of no INT elements matches the DOUBLE receive
 * (MPI-3.1 §3.3.1); MPJ 0.44 fails the Wait, which is reported as MPJ's deviation ({@code mpi-error}), not as a type
 * mismatch.
 */
@Expect(findings = {"mpi-error"}, category = "types", ranks = 2, interleavings = 1)
public class EmptyMessageOfAnotherTypeWaited {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(new int[1], 0, 0, MPI.INT, 1, 0);
    } else {
      Request request = MPI.COMM_WORLD.Irecv(new double[2], 0, 2, MPI.DOUBLE, 0, 0);
      request.Wait();
    }
    MPI.Finalize();
  }
}
