package scenarios;

import mpi.MPI;

/**
 * DESIGN-SOURCE's LLCP omission: P0 recv(*), send(to 2); P1 send(to 0), send(to 2); P2 recv(*), recv(from 0).
 * When P2's wildcard matches P1, P0's message is a potential match that only LVCP reports; forcing it makes
 * P2's recv(from 0) wait forever.
 */
public class LlcpOmission {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] buffer = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Send(buffer, 0, 1, MPI.INT, 2, 0);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(buffer, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(buffer, 0, 1, MPI.INT, 2, 0);
    } else {
      MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
