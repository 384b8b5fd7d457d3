package launch;

import mpi.MPI;

/** Rank 0 reads its standard input to the end and says how many bytes it got. */
public class ReadsStandardInput {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      System.out.println("read " + System.in.readAllBytes().length + " bytes");
    }
    MPI.Finalize();
  }
}
