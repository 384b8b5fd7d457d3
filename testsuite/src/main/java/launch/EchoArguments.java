package launch;

import mpi.MPI;

/** Rank 0 prints the arguments the program got, after MPJ's own: a test sees what reached the program. */
public class EchoArguments {
  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      System.out.println("arguments: " + String.join(" ", own));
    }
    MPI.Finalize();
  }
}
