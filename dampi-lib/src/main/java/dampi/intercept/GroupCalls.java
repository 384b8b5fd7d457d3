package dampi.intercept;

import dampi.rank.ResourceKind;
import mpi.Group;
import mpi.MPI;
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

  /**
   * MPJ 0.44 translates the i-th rank asked for as if it were rank i of the first group (its {@code transRanks} reads
   * the first group's i-th process, whatever the rank): asked for {1}, it answers for rank 0. Asked for every rank in
   * order its answer is right, so the ranks asked for are looked up in that. The null process translates to itself
   * (MPI-3.1 §6.3.1), a process that is not in the second group to UNDEFINED, and a rank not in the first group is
   * erroneous.
   */
  public static int[] Translate_ranks(Group first, int[] ranks, Group second) throws MPIException {
    if (first == null || ranks == null || second == null) {
      return Group.Translate_ranks(first, ranks, second); // MPJ's own failure
    }
    int size = first.Size();
    int[] everyRank = new int[size];
    for (int rank = 0; rank < size; rank++) {
      everyRank[rank] = rank;
    }
    int[] inSecond = Group.Translate_ranks(first, everyRank, second);
    int[] translated = new int[ranks.length];
    for (int i = 0; i < ranks.length; i++) {
      int rank = ranks[i];
      if (rank == MPI.PROC_NULL) {
        translated[i] = MPI.PROC_NULL;
      } else if (rank < 0 || rank >= size) {
        Violations.reject(dampi.rank.RuleViolation.Rule.INVALID_ARGUMENT, "Group.Translate_ranks", "rank " + rank
            + " (ranks1[" + i + "]) is not a rank of the first group, of size " + size + " (MPI-3.1 §6.3.1)");
      } else {
        translated[i] = inSecond[rank] < 0 ? MPI.UNDEFINED : inSecond[rank];
      }
    }
    return translated;
  }

  public static void free(Group group) {
    group.free();
    RankBinding.recorder().resources().released(group);
  }
}
