package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Messages on different communicators never match each other. All ranks split into one communicator with the same
 * members; rank 1 sends to rank 0 on COMM_WORLD and rank 2 on the split communicator, same tag. Rank 0 takes one
 * message with ANY_SOURCE on each communicator: each receive has exactly one potential match, 1 interleaving, no
 * finding. A verifier that ignored the communicator would offer rank 1's message to the split communicator's receive.
 */
@Expect(category = "split-communicator", ranks = 3, interleavings = 1)
public class CommunicatorsKeepMessagesApartCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Intracomm split = MPI.COMM_WORLD.Split(0, rank);
    int[] value = {rank};
    if (rank == 0) {
      Status onSplit = split.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Status onWorld = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (onSplit.source != 2 || onWorld.source != 1) {
        throw new IllegalStateException("split: rank " + onSplit.source + ", world: rank " + onWorld.source);
      }
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    } else {
      split.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    split.Free();
    MPI.Finalize();
  }
}
