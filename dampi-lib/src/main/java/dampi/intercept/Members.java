package dampi.intercept;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import mpi.Comm;
import mpi.Group;
import mpi.Intercomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * The world ranks of a communicator's point-to-point peers, so that a blocked call can name whom it waits for in one
 * numbering: the members of an intracommunicator, the remote group of an intercommunicator (whose sources and
 * destinations are ranks of that group, MPI-3.1 §6.6). Computed once per communicator (a group translation) and cached
 * by the communicator object: a context id does not name one (the halves of a Split share it, and an intercommunicator
 * and the communicator merged from it may too). This class is loaded once per rank.
 */
final class Members {
  private static final Map<Comm, int[]> WORLD_RANKS = new WeakHashMap<>();
  private static final Map<Comm, List<Integer>> MEMBER_LISTS = new WeakHashMap<>();
  private static final Map<Comm, Map<Integer, List<Integer>>> OTHER_MEMBERS = new WeakHashMap<>(); // by excluded rank

  private Members() {}

  /** The communicator of the last {@link #world} call and its world ranks: a rank mostly talks on one. */
  private record Last(Comm comm, int[] worldRanks) {}

  private static volatile Last last;

  /** The world rank of {@code commRank} in {@code comm}; {@code commRank} itself when it cannot be translated. */
  static int world(Comm comm, int commRank) {
    Last known = last;
    int[] ranks;
    if (known != null && known.comm() == comm) {
      ranks = known.worldRanks();
    } else {
      ranks = worldRanks(comm);
      if (ranks != null) {
        last = new Last(comm, ranks);
      }
    }
    return ranks != null && commRank >= 0 && commRank < ranks.length ? ranks[commRank] : commRank;
  }

  /** Every member's world rank, in communicator order (one shared immutable list per communicator). */
  static synchronized List<Integer> all(Comm comm) {
    return MEMBER_LISTS.computeIfAbsent(comm, key -> List.copyOf(allWorld(comm, -1)));
  }

  /**
   * Every member's world rank except {@code exceptWorldRank}, in communicator order: one shared immutable list per
   * communicator and excluded rank, since a wildcard receive names all its peers and a rank of a wide all-to-one
   * pattern makes thousands of them.
   */
  static synchronized List<Integer> allWorld(Comm comm, int exceptWorldRank) {
    Map<Integer, List<Integer>> perExcluded = OTHER_MEMBERS.computeIfAbsent(comm, key -> new HashMap<>());
    List<Integer> cached = perExcluded.get(exceptWorldRank);
    if (cached != null) {
      return cached;
    }
    int[] ranks = worldRanks(comm);
    List<Integer> members = new ArrayList<>();
    if (ranks != null) {
      for (int rank : ranks) {
        if (rank != exceptWorldRank) {
          members.add(rank);
        }
      }
      perExcluded.put(exceptWorldRank, List.copyOf(members));
    }
    return List.copyOf(members);
  }

  /** How many ranks a source or destination on {@code comm} can name: the remote group's size on an intercomm. */
  static int peerCount(Comm comm) {
    return comm instanceof Intercomm inter ? inter.Remote_size() : comm.Size();
  }

  private static synchronized int[] worldRanks(Comm comm) {
    int[] ranks = WORLD_RANKS.get(comm);
    if (ranks == null) {
      try {
        int size = peerCount(comm);
        int[] local = new int[size];
        for (int i = 0; i < size; i++) {
          local[i] = i;
        }
        Group peers = comm instanceof Intercomm inter ? inter.Remote_group() : comm.Group();
        ranks = comm == MPI.COMM_WORLD ? local : Group.Translate_ranks(peers, local, MPI.COMM_WORLD.Group());
      } catch (RuntimeException e) {
        return null; // an explanation without world ranks is still an explanation
      }
      WORLD_RANKS.put(comm, ranks);
    }
    return ranks;
  }
}
