package suite.argument;

import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * The correct twin of the handle checks: a vector of an uncommitted contiguous type (only the type a call uses must be
 * committed, MPI-3.1 §4.1.9), committed and sent, then freed; a communicator freed after its last use; MAXLOC on the
 * pair type INT2 (§5.9.4). Correct.
 */
@Expect(category = "invalid-argument", ranks = 2, interleavings = 1)
public class HandlesUsedCorrectly {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Datatype pair = Datatype.Contiguous(2, MPI.INT);
    Datatype pairs = Datatype.Vector(2, 1, 2, pair);
    pairs.Commit();
    Intracomm work = (Intracomm) MPI.COMM_WORLD.clone();
    int[] data = new int[8];
    if (rank == 0) {
      work.Send(data, 0, 1, pairs, 1, 0);
    } else {
      work.Recv(data, 0, 1, pairs, 0, 0);
    }
    work.Free();
    pairs.free();
    pair.free(); // a derived datatype is the program's to free, committed or not (§4.1.10)
    int[] valueAndRank = {rank * 10, rank};
    int[] largest = new int[2];
    MPI.COMM_WORLD.Allreduce(valueAndRank, 0, largest, 0, 1, MPI.INT2, MPI.MAXLOC);
    if (largest[1] != MPI.COMM_WORLD.Size() - 1) {
      throw new IllegalStateException("MAXLOC gave rank " + largest[1]);
    }
    MPI.Finalize();
  }
}
