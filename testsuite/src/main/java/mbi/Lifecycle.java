package mbi;

import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;

/**
 * MBI's "request lifecycle" class for persistent requests and its correct twins, on two ranks: rank 0 sends rank 1
 * two INTs, one at a time; the persistent request is on the side the first argument names ({@code send}: a
 * Send_init on rank 0, {@code recv}: a Recv_init on rank 1; the other side uses Send or Recv), used as the second
 * argument says:
 * <ul>
 *   <li>{@code start_active}: started a second time before a Wait completed the first (MPI-3.1 §3.9: erroneous);
 *   <li>{@code never_started}: created, then the program sends or receives without it (a request it never uses);
 *   <li>{@code restarted}: started, waited, started and waited again: correct;
 *   <li>{@code startall}: each round started with Startall and completed with Waitall: correct.
 * </ul>
 */
public final class Lifecycle {
  private static final int ROUNDS = 2;

  private Lifecycle() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    String side = options[0];
    String use = options[1];
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    boolean persistentHere = rank == (side.equals("send") ? 0 : 1);
    if (rank <= 1 && persistentHere) {
      Prequest request = rank == 0
          ? MPI.COMM_WORLD.Send_init(value, 0, 1, MPI.INT, 1, 0)
          : MPI.COMM_WORLD.Recv_init(value, 0, 1, MPI.INT, 0, 0);
      switch (use) {
        case "start_active" -> {
          request.Start();
          request.Start();
          request.Wait();
        }
        case "never_started" -> plain(rank, value);
        case "restarted" -> {
          for (int round = 0; round < ROUNDS; round++) {
            request.Start();
            request.Wait();
          }
        }
        case "startall" -> {
          for (int round = 0; round < ROUNDS; round++) {
            Prequest.Startall(new Prequest[] {request});
            Prequest.Waitall(new Prequest[] {request});
          }
        }
        default -> throw new IllegalArgumentException("no use " + use);
      }
    } else if (rank <= 1) {
      plain(rank, value);
    }
    MPI.Finalize();
  }

  /** Both rounds with Send or Recv. */
  private static void plain(int rank, int[] value) throws MPIException {
    for (int round = 0; round < ROUNDS; round++) {
      if (rank == 0) {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
      } else {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
      }
    }
  }
}
