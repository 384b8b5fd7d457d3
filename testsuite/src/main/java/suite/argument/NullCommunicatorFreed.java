package suite.argument;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 passes color MPI.UNDEFINED to Split, so it gets MPI_COMM_NULL (MPI-3.1 §6.4.2), and then frees it with the
 * members' communicator: freeing MPI_COMM_NULL is erroneous (§6.4.3, a null handle is no communicator). MPJ 0.44
 * hands rank 0 an object that it lets it free. The finding is at the Free on rank 0.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class NullCommunicatorFreed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Intracomm part = MPI.COMM_WORLD.Split(rank == 0 ? MPI.UNDEFINED : 0, 0);
    part.Free(); // only the members of a color may free it
    MPI.Finalize();
  }
}
