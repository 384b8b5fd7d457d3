package suite.failure;

import mpi.Cartcomm;
import mpi.MPI;
import mpi.ShiftParms;
import suite.Expect;

/**
 * The halo-exchange idiom on a non-periodic line of two ranks: off the edge, Shift names MPI_PROC_NULL (MPI-3.1
 * §7.5.6), and a Sendrecv with the null process as one partner completes at once (§3.11). Correct by the standard;
 * MPJ 0.44 answers -1 for the null process and rejects the PROC_NULL dampi puts in its place, so the program fails
 * under MPJ: an mpi-error at the Sendrecv, not an invalid argument of the program's.
 */
@Expect(findings = {"mpi-error"}, category = "failure", ranks = 2, interleavings = 1)
public class ShiftOffTheGridIsProcNull {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Cartcomm line = MPI.COMM_WORLD.Create_cart(new int[] {2}, new boolean[] {false}, false);
    ShiftParms neighbours = line.Shift(0, 1);
    int[] mine = {line.Rank()};
    int[] theirs = new int[1];
    line.Sendrecv(mine, 0, 1, MPI.INT, neighbours.rank_dest, 0, theirs, 0, 1, MPI.INT, neighbours.rank_source, 0);
    line.Free();
    MPI.Finalize();
  }
}
