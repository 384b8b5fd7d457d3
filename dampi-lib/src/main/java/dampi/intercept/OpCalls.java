package dampi.intercept;

import dampi.rank.RankRecorder;
import dampi.rank.ResourceKind;
import dampi.site.Site;
import mpi.MPIException;
import mpi.Op;

/**
 * User-defined reduction operations: an {@code Op} the application constructs is an MPI object it must free, as
 * MPI_Op_free does for MPI_Op_create's (MPI-3.1 §5.9.5); dampi's ledger holds it from its construction (a call the
 * class rewriting adds after {@code new Op(...)}) until {@code free}. {@link #free} intercepts its namesake.
 */
public final class OpCalls {
  private OpCalls() {}

  /** The application constructed {@code op} at {@code site} (null where its class has no line numbers). */
  public static void constructed(Op op, String site) {
    RankRecorder recorder = RankBinding.recorder();
    if (recorder != null) { // null in a class initialiser that runs before the rank is bound
      recorder.resources().created(op, ResourceKind.OPERATION, site == null ? CallSite.current() : Site.parse(site));
    }
  }

  public static void free(Op op) throws MPIException {
    op.free();
    RankBinding.recorder().resources().released(op);
  }
}
