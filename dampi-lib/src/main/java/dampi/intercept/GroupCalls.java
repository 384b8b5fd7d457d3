package dampi.intercept;

import dampi.rank.ResourceKind;
import mpi.Group;
import mpi.MPIException;

/**
 * Wrappers of {@code mpi.Group}: every group the application makes (from a communicator, or from other groups) is an
 * MPI object it must free, as MPI_Group_free does for MPI_Comm_group's result; dampi's ledger holds it until then.
 * Every public static method here intercepts its namesake.
 */
public final class GroupCalls {
  private GroupCalls() {}

  static Group created(Group group) {
    RankBinding.recorder().resources().created(group, ResourceKind.GROUP, CallSite.current());
    return group;
  }

  public static Group Incl(Group group, int[] ranks) throws MPIException {
    return created(group.Incl(ranks));
  }

  public static Group Excl(Group group, int[] ranks) throws MPIException {
    return created(group.Excl(ranks));
  }

  public static Group Range_incl(Group group, int[][] ranges) throws MPIException {
    return created(group.Range_incl(ranges));
  }

  public static Group Range_excl(Group group, int[][] ranges) throws MPIException {
    return created(group.Range_excl(ranges));
  }

  public static Group Union(Group first, Group second) throws MPIException {
    return created(Group.Union(first, second));
  }

  public static Group Intersection(Group first, Group second) throws MPIException {
    return created(Group.Intersection(first, second));
  }

  public static Group Difference(Group first, Group second) throws MPIException {
    return created(Group.Difference(first, second));
  }

  public static void free(Group group) {
    group.free();
    RankBinding.recorder().resources().released(group);
  }
}
