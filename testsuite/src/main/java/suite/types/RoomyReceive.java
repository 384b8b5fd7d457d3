package suite.types;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/** The correct variant: the receive's buffer is larger than the message, of the same type. No finding. */
@Expect(category = "types", ranks = 2, interleavings = 1)
public final class RoomyReceive {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      int[] data = {1, 2, 3, 4, 5};
      MPI.COMM_WORLD.Send(data, 0, 5, MPI.INT, 1, 0);
    } else {
      int[] data = new int[10];
      Status status = MPI.COMM_WORLD.Recv(data, 0, 10, MPI.INT, 0, 0);
      if (status.Get_count(MPI.INT) != 5) {
        throw new IllegalStateException("received " + status.Get_count(MPI.INT) + " ints");
      }
    }
    MPI.Finalize();
  }
}
