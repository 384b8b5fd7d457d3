package dampi.intercept;

import dampi.rank.ResourceKind;
import mpi.Group;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPIException;

/**
 * Wrappers of {@code mpi.Intercomm}: the communicator from Merge and the remote group are the application's to free.
 * Every public static method here intercepts its namesake.
 */
public final class IntercommCalls {
  private IntercommCalls() {}

  public static Intracomm Merge(Intercomm comm, boolean high) throws MPIException {
    Intracomm merged = ReplayedCommunicators.made("Intercomm.Merge", comm, () -> comm.Merge(high));
    RankBinding.recorder().resources().created(merged, ResourceKind.COMMUNICATOR, CallSite.current());
    return merged;
  }

  public static Group Remote_group(Intercomm comm) throws MPIException {
    return GroupCalls.created(comm.Remote_group());
  }
}
