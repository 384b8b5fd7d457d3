package dampi.intercept;

import mpi.MPI;
import mpi.MPIException;

/** Wrappers of the static methods of {@code mpi.MPI}. Every public static method here intercepts its namesake. */
public final class MpiCalls {
  private MpiCalls() {}

  public static String[] Init(String[] args) throws MPIException {
    String[] applicationArgs = MPI.Init(args);
    RankBinding.recorder().initialized();
    return applicationArgs;
  }

  public static void Finalize() throws MPIException {
    MPI.Finalize();
    RankBinding.recorder().finalized();
  }
}
