package dampi.intercept;

import dampi.rank.ResourceKind;
import mpi.Cartcomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.ShiftParms;

/**
 * Wrappers of {@code mpi.Cartcomm}: a sub-grid communicator is the application's to free, and a shift off the edge
 * of a non-periodic grid names MPI.PROC_NULL.
 */
public final class CartcommCalls {
  private CartcommCalls() {}

  public static Cartcomm Sub(Cartcomm comm, boolean[] remainDims) throws MPIException {
    Cartcomm sub = ReplayedCommunicators.made("Cartcomm.Sub", comm, () -> comm.Sub(remainDims),
        ReplayedAnswers.replaying() ? subGrid(comm, remainDims) : null); // asked of the grid only in a replay
    RankBinding.recorder().resources().created(sub, ResourceKind.COMMUNICATOR, CallSite.current());
    return sub;
  }

  /** The kind of grid {@code Sub(remainDims)} makes of {@code comm}: the dimensions kept, with their periods. */
  private static ReplayedCommunicators.Kind<Cartcomm> subGrid(Cartcomm comm, boolean[] remainDims)
      throws MPIException {
    mpi.CartParms grid = comm.Get();
    int kept = 0;
    for (int i = 0; i < remainDims.length && i < grid.dims.length; i++) {
      kept += remainDims[i] ? 1 : 0;
    }
    int[] dims = new int[kept];
    boolean[] periods = new boolean[kept];
    for (int i = 0, at = 0; i < remainDims.length && i < grid.dims.length; i++) {
      if (remainDims[i]) {
        dims[at] = grid.dims[i];
        periods[at++] = grid.periods[i];
      }
    }
    return ReplayedCommunicators.grid(dims, periods, false);
  }

  /**
   * MPI-3.1 §7.5.6: off the edge of a non-periodic dimension the shifted rank is MPI_PROC_NULL. MPJ 0.44 answers -1
   * there, which every later call would take for an invalid rank of the application's; the program asked for the
   * standard's null process, and gets it.
   */
  public static ShiftParms Shift(Cartcomm comm, int direction, int displacement) throws MPIException {
    ShiftParms shifted = comm.Shift(direction, displacement);
    if (shifted.rank_source == -1) {
      shifted.rank_source = MPI.PROC_NULL;
    }
    if (shifted.rank_dest == -1) {
      shifted.rank_dest = MPI.PROC_NULL;
    }
    return shifted;
  }
}
