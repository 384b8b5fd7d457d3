package suite.leak;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/** The correct variant of {@link ClonedCommunicatorLeak}: a clone and a Split, both freed before Finalize. */
@Expect(category = "leak", ranks = 2, interleavings = 1)
public final class FreedCommunicators {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Intracomm library = (Intracomm) MPI.COMM_WORLD.clone();
    library.Barrier();
    Intracomm alone = MPI.COMM_WORLD.Split(MPI.COMM_WORLD.Rank(), 0);
    alone.Barrier();
    alone.Free();
    library.Free();
    MPI.Finalize();
  }
}
