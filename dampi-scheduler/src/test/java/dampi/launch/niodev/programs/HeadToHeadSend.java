package dampi.launch.niodev.programs;

import mpi.MPI;

/**
 * Ranks 0 and 1 both send first and receive second. niodev sends small messages eagerly, so this finishes there under --buffering eager; on a
 * device that buffers nothing (multicore) both sends wait for a receive that is never posted.
 */
public class HeadToHeadSend {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int peer = 1 - rank;
    int[] out = {rank + 100};
    int[] in = new int[1];
    MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, peer, 3);
    MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, peer, 3);
    System.out.println("rank " + rank + " got " + in[0]);
    MPI.Finalize();
  }
}
