package suite.argument;

import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 1 receives into an indexed datatype whose two blocks of two ints start one int apart, so the int in the
 * middle is an entry of both. A datatype may have overlapping entries, but a receive into one is erroneous, however
 * short the message (MPI-3.1 §4.1.11); a send from it is correct, and rank 0 sends from the same type.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class ReceiveIntoOverlappingEntries {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Datatype overlapping = Datatype.Indexed(new int[] {2, 2}, new int[] {0, 1}, MPI.INT);
    overlapping.Commit();
    int[] values = {1, 2, 3};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(values, 0, 1, overlapping, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(values, 0, 1, overlapping, 0, 0);
    }
    overlapping.free();
    MPI.Finalize();
  }
}
