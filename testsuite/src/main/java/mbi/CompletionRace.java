package mbi;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * MBI's "message race" class through completion calls: rank 0 posts a receive from rank 1 and one from rank 2, and
 * completes them with the call the first argument names: {@code waitany}, {@code testany} (polled),
 * {@code waitsome} or {@code testsome} (polled). Which request such a call returns first is up to MPI (§3.7.5);
 * {@code waitsome} and {@code testsome} may return both at once. The second argument is the shape: {@code order}
 * assumes rank 1's request completes first (request 0 is the first returned) and throws otherwise; {@code any}
 * completes the other one whatever came first: correct.
 */
public final class CompletionRace {
  private CompletionRace() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[][] values = new int[2][1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(values[0], 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(values[1], 0, 1, MPI.INT, 2, 0)};
      int first = firstCompleted(options[0], requests);
      if (options[1].equals("order") && first != 0) {
        throw new IllegalStateException("expected rank 1's request to complete first, got request " + first);
      }
      Request.Waitall(requests);
      if (values[0][0] != 1 || values[1][0] != 2) {
        throw new IllegalStateException("received " + values[0][0] + " and " + values[1][0]);
      }
    } else if (rank <= 2) {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }

  /** The index of the first request {@code call} returns (the lowest of a set). */
  private static int firstCompleted(String call, Request[] requests) throws MPIException {
    switch (call) {
      case "waitany" -> {
        return Request.Waitany(requests).index;
      }
      case "testany" -> {
        Status done = Request.Testany(requests);
        while (done == null) {
          done = Request.Testany(requests);
        }
        return done.index;
      }
      case "waitsome" -> {
        return lowest(Request.Waitsome(requests));
      }
      case "testsome" -> {
        Status[] done = Request.Testsome(requests);
        while (done == null || done.length == 0) {
          done = Request.Testsome(requests);
        }
        return lowest(done);
      }
      default -> throw new IllegalArgumentException("no completion call " + call);
    }
  }

  private static int lowest(Status[] done) {
    int lowest = Integer.MAX_VALUE;
    for (Status status : done) {
      lowest = Math.min(lowest, status.index);
    }
    return lowest;
  }
}
