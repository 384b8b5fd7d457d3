package dampi.intercept;

import dampi.rank.ResourceKind;
import mpi.Cartcomm;
import mpi.MPIException;

/** Wrappers of {@code mpi.Cartcomm}: a sub-grid communicator is the application's to free. */
public final class CartcommCalls {
  private CartcommCalls() {}

  public static Cartcomm Sub(Cartcomm comm, boolean[] remainDims) throws MPIException {
    Cartcomm sub = comm.Sub(remainDims);
    RankBinding.recorder().resources().created(sub, ResourceKind.COMMUNICATOR, CallSite.current());
    return sub;
  }
}
