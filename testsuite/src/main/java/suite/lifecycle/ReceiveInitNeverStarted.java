package suite.lifecycle;

import mpi.MPI;
import mpi.Prequest;
import suite.Expect;

/**
 * Every rank sets up a persistent receive for a halo exchange that the program's single step never uses: created for
 * nothing, a request-lifecycle error at its creation (in C a request never freed, a leak, as MBI's p2p-req-no-free has
 * it; MPJ 0.44 cannot free a request, so the only way out is not to create it).
 */
@Expect(findings = {"request-lifecycle"}, category = "request-lifecycle", ranks = 2, interleavings = 1)
public class ReceiveInitNeverStarted {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] halo = new int[1];
    Prequest unused = MPI.COMM_WORLD.Recv_init(halo, 0, 1, MPI.INT, 1 - rank, 7);
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
