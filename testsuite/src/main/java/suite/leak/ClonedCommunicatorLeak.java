package suite.leak;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/** Every rank clones COMM_WORLD for a library's private traffic and never frees the clone. */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 2, interleavings = 1)
public final class ClonedCommunicatorLeak {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Intracomm library = (Intracomm) MPI.COMM_WORLD.clone();
    library.Barrier();
    MPI.Finalize();
  }
}
