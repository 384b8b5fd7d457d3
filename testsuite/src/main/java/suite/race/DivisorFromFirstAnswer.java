package suite.race;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 computes a divisor from the first and second answers it takes with ANY_SOURCE: rank 1 sends 1 and rank 2
 * sends 3, and (first - second) / 2 + 1 is 2 when rank 2 answers first but 0 when rank 1 does. Two unordered sends:
 * 2 interleavings, an ArithmeticException (division by zero) in one of them.
 */
@Expect(findings = "exception", category = "any-source-race", ranks = 3, interleavings = 2)
public class DivisorFromFirstAnswer {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] first = new int[1];
      int[] second = new int[1];
      MPI.COMM_WORLD.Recv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(second, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      int divisor = (first[0] - second[0]) / 2 + 1;
      System.out.println("ratio " + 100 / divisor);
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank == 1 ? 1 : 3}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
