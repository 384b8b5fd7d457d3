package dampi.intercept;

import dampi.rank.Blocks;
import dampi.rank.Buffering;
import dampi.rank.CollectiveCall;
import dampi.rank.RankRecorder;
import dampi.rank.ResourceKind;
import dampi.replay.ReplayRecorder;
import dampi.replay.ResultSnapshot;
import dampi.site.Site;
import java.util.List;
import java.util.Set;
import mpi.Datatype;
import mpi.Group;
import mpi.Cartcomm;
import mpi.Graphcomm;
import mpi.Intracomm;
import mpi.MPIException;
import mpi.Op;

/**
 * Wrappers of {@code mpi.Intracomm}: every collective is recorded in the rank's per-communicator sequence before MPJ
 * sees it (so a collective that never returns is still compared), and notes that it waits for the other members;
 * communicators from Split and Create enter the rank's resource ledger. Every public static method here intercepts
 * the {@code Intracomm} method of the same name (first parameter: the receiver). Its root, counts and the buffers
 * significant on this rank are checked first ({@link Arguments}). Counts and types are recorded where MPI requires
 * every member to pass the same ones (-1 elsewhere).
 *
 * <p>A collective need not synchronise, and a correct program works whether it does or not (MPI-3.1 §5.14). The two
 * buffering models check the two ends: under zero buffering every collective synchronises (a barrier first, so no
 * member leaves before all have entered), the model in which programs that need collectives not to synchronise
 * deadlock; under eager buffering the rooted ones and Scan synchronise no more than their data requires
 * ({@link FlatCollectives}), the model in which a message sent after a collective may match a receive posted before
 * it on another rank.
 */
public final class IntracommCalls {
  private static final String NO_ALIASING =
      "an OUT argument may not alias another (MPI-3.1 §2.3), and MPJ has no MPI_IN_PLACE";
  /** Collectives that synchronise by what they do: no barrier is added before them under zero buffering. */
  private static final Set<String> SYNCHRONISING = Set.of("Barrier", "Split", "Create", "Create_cart",
      "Create_graph", "clone");

  private IntracommCalls() {}

  /** One MPJ collective call. */
  @FunctionalInterface
  private interface Collective {
    void call() throws MPIException;
  }

  public static Intracomm Split(Intracomm comm, int color, int key) throws MPIException {
    Site site = CallSite.current();
    Intracomm[] part = new Intracomm[1];
    int tieBroken = tieBrokenByRank(comm, key);
    collective(comm, "Split", -1, -1, null, site,
        () -> part[0] = ReplayedCommunicators.made("Intracomm.Split", comm, () -> comm.Split(color, tieBroken)));
    NullCommunicators.split(part[0], color, site);
    return part[0];
  }

  /**
   * The key MPJ is given for {@code key}: MPI orders a Split's members by key and breaks ties by rank in the old
   * communicator (MPI-3.1 §6.4.2), but MPJ 0.44's Split fails where two members of one color give the same key (it
   * hands its device a group with a rank twice, gets no communicator back, and throws a NullPointerException). Key
   * times size plus rank orders alike and ties nowhere; a key too large for that is passed as it is.
   */
  private static int tieBrokenByRank(Intracomm comm, int key) throws MPIException {
    try {
      return Math.addExact(Math.multiplyExact(key, comm.Size()), comm.Rank());
    } catch (ArithmeticException tooLarge) {
      return key;
    }
  }

  /**
   * {@code clone} of an intracommunicator (MPI_COMM_DUP) is collective over it (MPI-3.1 §6.4.2), as Split is: a
   * rank that meets another collective there is a mismatch, and a deadlock names it. The copy is the application's to
   * free.
   */
  static Object dup(Intracomm comm) throws MPIException {
    Site site = CallSite.current();
    Object[] copy = new Object[1];
    collective(comm, "clone", -1, -1, null, site,
        () -> copy[0] = ReplayedCommunicators.made("Intracomm.clone", comm, () -> (Intracomm) comm.clone()));
    RankBinding.recorder().resources().created(copy[0], ResourceKind.COMMUNICATOR, site);
    return copy[0];
  }

  public static Intracomm Create(Intracomm comm, Group group) throws MPIException {
    Site site = CallSite.current();
    Intracomm[] created = new Intracomm[1];
    collective(comm, "Create", -1, -1, null, site,
        () -> created[0] = ReplayedCommunicators.made("Intracomm.Create", comm, () -> comm.Create(group)));
    NullCommunicators.created(created[0], site);
    return created[0];
  }

  public static Cartcomm Create_cart(Intracomm comm, int[] dims, boolean[] periods, boolean reorder)
      throws MPIException {
    Site site = CallSite.current();
    Arguments.grid("Intracomm.Create_cart", comm, dims, periods);
    Cartcomm[] created = new Cartcomm[1];
    collective(comm, "Create_cart", -1, -1, null, site, () -> created[0] = ReplayedCommunicators.made(
        "Intracomm.Create_cart", comm, () -> comm.Create_cart(dims, periods, reorder),
        ReplayedCommunicators.grid(dims, periods, reorder)));
    RankBinding.recorder().resources().created(created[0], ResourceKind.COMMUNICATOR, site);
    return created[0];
  }

  public static Graphcomm Create_graph(Intracomm comm, int[] index, int[] edges, boolean reorder)
      throws MPIException {
    Site site = CallSite.current();
    Graphcomm[] created = new Graphcomm[1];
    collective(comm, "Create_graph", -1, -1, null, site, () -> created[0] = ReplayedCommunicators.made(
        "Intracomm.Create_graph", comm, () -> comm.Create_graph(index, edges, reorder),
        ReplayedCommunicators.graph(index, edges, reorder)));
    RankBinding.recorder().resources().created(created[0], ResourceKind.COMMUNICATOR, site);
    return created[0];
  }

  public static void Barrier(Intracomm comm) throws MPIException {
    unrooted(comm, "Barrier");
    collective(comm, "Barrier", -1, -1, null, CallSite.current(), comm::Barrier);
  }

  public static void Bcast(Intracomm comm, Object buf, int offset, int count, Datatype type, int root)
      throws MPIException {
    String call = rooted(comm, "Bcast", root);
    Arguments.collectiveBuffer(call, buf, offset, count, 1, type);
    BuffersInFlight.use(call, buf, offset, count, type, comm.Rank() != root);
    Blocks sends = comm.Rank() == root ? block(count, type, false) : null;
    moving(comm, "Bcast", root, sends, block(count, type, true), CallSite.current(),
        () -> comm.Bcast(buf, offset, count, type, root),
        () -> FlatCollectives.bcast(comm, buf, offset, count, type, root));
  }

  public static void Gather(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
    String call = rooted(comm, "Gather", root);
    Arguments.collectiveBuffer(call, sendbuf, sendoffset, sendcount, 1, sendtype);
    if (comm.Rank() == root) {
      Arguments.collectiveBuffer(call, recvbuf, recvoffset, recvcount, comm.Size(), recvtype);
    }
    buffers(call, sendbuf, sendoffset, sendcount, sendtype, comm.Rank() == root ? recvbuf : null, recvoffset,
        recvcount * comm.Size(), recvtype);
    Blocks receives = comm.Rank() == root ? block(recvcount, recvtype, false) : null;
    moving(comm, "Gather", root, block(sendcount, sendtype, true), receives, CallSite.current(),
        () -> comm.Gather(sendbuf, sendoffset,
        sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype, root), () -> FlatCollectives.gather(comm,
        sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype, root));
  }

  public static void Gatherv(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int[] recvcount, int[] displs, Datatype recvtype, int root)
      throws MPIException {
    Arguments.collectiveBuffer(rooted(comm, "Gatherv", root), sendbuf, sendoffset, sendcount, 1, sendtype);
    if (comm.Rank() == root) {
      Arguments.disjointBlocks("Intracomm.Gatherv", "§5.5", recvcount, displs, recvtype, comm.Size());
    }
    boolean isRoot = comm.Rank() == root;
    disjoint(whole("Intracomm.Gatherv", sendbuf, sendoffset, sendcount, sendtype, false),
        isRoot ? blocks("Intracomm.Gatherv", recvbuf, recvoffset, recvcount, displs, recvtype, comm.Size(), true)
            : List.of());
    Blocks receives = isRoot ? blocks(recvcount, recvtype, comm.Size()) : null;
    moving(comm, "Gatherv", root, block(sendcount, sendtype, true), receives, CallSite.current(),
        () -> comm.Gatherv(sendbuf, sendoffset,
        sendcount, sendtype, recvbuf, recvoffset, recvcount, displs, recvtype, root), () -> FlatCollectives.gatherv(
        comm, sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, displs, recvtype, root));
  }

  public static void Scatter(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
    String call = rooted(comm, "Scatter", root);
    if (comm.Rank() == root) {
      Arguments.collectiveBuffer(call, sendbuf, sendoffset, sendcount, comm.Size(), sendtype);
    }
    Arguments.collectiveBuffer(call, recvbuf, recvoffset, recvcount, 1, recvtype);
    buffers(call, comm.Rank() == root ? sendbuf : null, sendoffset, sendcount * comm.Size(), sendtype, recvbuf,
        recvoffset, recvcount, recvtype);
    Blocks sends = comm.Rank() == root ? block(sendcount, sendtype, false) : null;
    moving(comm, "Scatter", root, sends, block(recvcount, recvtype, true), CallSite.current(), () -> comm.Scatter(sendbuf,
        sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype, root), () -> FlatCollectives.scatter(
        comm, sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype, root));
  }

  public static void Scatterv(Intracomm comm, Object sendbuf, int sendoffset, int[] sendcount, int[] displs,
      Datatype sendtype, Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root)
      throws MPIException {
    Arguments.collectiveBuffer(rooted(comm, "Scatterv", root), recvbuf, recvoffset, recvcount, 1, recvtype);
    boolean isRoot = comm.Rank() == root;
    disjoint(isRoot ? blocks("Intracomm.Scatterv", sendbuf, sendoffset, sendcount, displs, sendtype, comm.Size(), false)
        : List.of(), whole("Intracomm.Scatterv", recvbuf, recvoffset, recvcount, recvtype, true));
    Blocks sends = isRoot ? blocks(sendcount, sendtype, comm.Size()) : null;
    moving(comm, "Scatterv", root, sends, block(recvcount, recvtype, true), CallSite.current(),
        () -> comm.Scatterv(sendbuf, sendoffset,
        sendcount, displs, sendtype, recvbuf, recvoffset, recvcount, recvtype, root), () -> FlatCollectives.scatterv(
        comm, sendbuf, sendoffset, sendcount, displs, sendtype, recvbuf, recvoffset, recvcount, recvtype, root));
  }

  public static void Allgather(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) throws MPIException {
    unrooted(comm, "Allgather");
    Arguments.collectiveBuffer("Intracomm.Allgather", sendbuf, sendoffset, sendcount, 1, sendtype);
    Arguments.collectiveBuffer("Intracomm.Allgather", recvbuf, recvoffset, recvcount, comm.Size(), recvtype);
    buffers("Intracomm.Allgather", sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset,
        recvcount * comm.Size(), recvtype);
    moving(comm, "Allgather", -1, block(sendcount, sendtype, false), block(recvcount, recvtype, false),
        CallSite.current(), new Result(recvbuf, recvoffset), () -> comm.Allgather(sendbuf,
        sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype));
  }

  public static void Allgatherv(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
    unrooted(comm, "Allgatherv");
    Arguments.disjointBlocks("Intracomm.Allgatherv", "§5.7", recvcount, displs, recvtype, comm.Size());
    disjoint(whole("Intracomm.Allgatherv", sendbuf, sendoffset, sendcount, sendtype, false),
        blocks("Intracomm.Allgatherv", recvbuf, recvoffset, recvcount, displs, recvtype, comm.Size(), true));
    moving(comm, "Allgatherv", -1, block(sendcount, sendtype, false), blocks(recvcount, recvtype, comm.Size()),
        CallSite.current(), new Result(recvbuf, recvoffset), () -> comm.Allgatherv(sendbuf, sendoffset,
        sendcount, sendtype, recvbuf, recvoffset, recvcount, displs, recvtype));
  }

  public static void Alltoall(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) throws MPIException {
    unrooted(comm, "Alltoall");
    Arguments.collectiveBuffer("Intracomm.Alltoall", sendbuf, sendoffset, sendcount, comm.Size(), sendtype);
    Arguments.collectiveBuffer("Intracomm.Alltoall", recvbuf, recvoffset, recvcount, comm.Size(), recvtype);
    buffers("Intracomm.Alltoall", sendbuf, sendoffset, sendcount * comm.Size(), sendtype, recvbuf, recvoffset,
        recvcount * comm.Size(), recvtype);
    moving(comm, "Alltoall", -1, block(sendcount, sendtype, false), block(recvcount, recvtype, false),
        CallSite.current(), new Result(recvbuf, recvoffset), () -> comm.Alltoall(sendbuf,
        sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype));
  }

  public static void Alltoallv(Intracomm comm, Object sendbuf, int sendoffset, int[] sendcount, int[] sdispls,
      Datatype sendtype, Object recvbuf, int recvoffset, int[] recvcount, int[] rdispls, Datatype recvtype)
      throws MPIException {
    unrooted(comm, "Alltoallv");
    Arguments.disjointBlocks("Intracomm.Alltoallv", "§5.8", recvcount, rdispls, recvtype, comm.Size());
    disjoint(blocks("Intracomm.Alltoallv", sendbuf, sendoffset, sendcount, sdispls, sendtype, comm.Size(), false),
        blocks("Intracomm.Alltoallv", recvbuf, recvoffset, recvcount, rdispls, recvtype, comm.Size(), true));
    moving(comm, "Alltoallv", -1, blocks(sendcount, sendtype, comm.Size()), blocks(recvcount, recvtype, comm.Size()),
        CallSite.current(), new Result(recvbuf, recvoffset), () -> comm.Alltoallv(sendbuf, sendoffset,
        sendcount, sdispls, sendtype, recvbuf, recvoffset, recvcount, rdispls, recvtype));
  }

  public static void Reduce(Intracomm comm, Object sendbuf, int sendoffset, Object recvbuf, int recvoffset,
      int count, Datatype type, Op op, int root) throws MPIException {
    String call = rooted(comm, "Reduce", root);
    Arguments.operation(call, op, type);
    Arguments.collectiveBuffer(call, sendbuf, sendoffset, count, 1, type);
    if (comm.Rank() == root) {
      Arguments.collectiveBuffer(call, recvbuf, recvoffset, count, 1, type);
    }
    buffers(call, sendbuf, sendoffset, count, type, comm.Rank() == root ? recvbuf : null, recvoffset, count, type);
    collective(comm, "Reduce", root, count, type, Reductions.nameOf(op), CallSite.current(),
        () -> comm.Reduce(sendbuf, sendoffset, recvbuf, recvoffset, count, type, op, root),
        () -> FlatCollectives.reduce(comm, sendbuf, sendoffset, recvbuf, recvoffset, count, type, op, root));
  }

  public static void Allreduce(Intracomm comm, Object sendbuf, int sendoffset, Object recvbuf, int recvoffset,
      int count, Datatype type, Op op) throws MPIException {
    unrooted(comm, "Allreduce");
    Arguments.operation("Intracomm.Allreduce", op, type);
    Arguments.collectiveBuffer("Intracomm.Allreduce", sendbuf, sendoffset, count, 1, type);
    Arguments.collectiveBuffer("Intracomm.Allreduce", recvbuf, recvoffset, count, 1, type);
    buffers("Intracomm.Allreduce", sendbuf, sendoffset, count, type, recvbuf, recvoffset, count, type);
    collective(comm, "Allreduce", -1, count, type, Reductions.nameOf(op), CallSite.current(),
        () -> comm.Allreduce(sendbuf, sendoffset, recvbuf, recvoffset, count, type, op), null,
        new Result(recvbuf, recvoffset));
  }

  public static void Reduce_scatter(Intracomm comm, Object sendbuf, int sendoffset, Object recvbuf, int recvoffset,
      int[] recvcounts, Datatype type, Op op) throws MPIException {
    String call = unrooted(comm, "Reduce_scatter");
    Arguments.operation(call, op, type);
    Arguments.counts(call, recvcounts, comm.Size());
    int reduced = java.util.Arrays.stream(recvcounts, 0, comm.Size()).sum();
    Arguments.collectiveBuffer(call, sendbuf, sendoffset, reduced, 1, type);
    Arguments.collectiveBuffer(call, recvbuf, recvoffset, recvcounts[comm.Rank()], 1, type);
    buffers(call, sendbuf, sendoffset, reduced, type, recvbuf, recvoffset, recvcounts[comm.Rank()], type);
    // every member passes the same counts (MPI-3.1 §5.10.1), and so reduces the same elements of the same type
    String counts = java.util.Arrays.toString(java.util.Arrays.copyOf(recvcounts, comm.Size()));
    collective(comm, "Reduce_scatter", -1, reduced, type, Reductions.nameOf(op) + ", counts " + counts,
        CallSite.current(),
        () -> comm.Reduce_scatter(sendbuf, sendoffset, recvbuf, recvoffset, recvcounts, type, op), null,
        new Result(recvbuf, recvoffset));
  }

  public static void Scan(Intracomm comm, Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count,
      Datatype type, Op op) throws MPIException {
    unrooted(comm, "Scan");
    Arguments.operation("Intracomm.Scan", op, type);
    Arguments.collectiveBuffer("Intracomm.Scan", sendbuf, sendoffset, count, 1, type);
    Arguments.collectiveBuffer("Intracomm.Scan", recvbuf, recvoffset, count, 1, type);
    buffers("Intracomm.Scan", sendbuf, sendoffset, count, type, recvbuf, recvoffset, count, type);
    collective(comm, "Scan", -1, count, type, Reductions.nameOf(op), CallSite.current(),
        () -> comm.Scan(sendbuf, sendoffset, recvbuf, recvoffset, count, type, op),
        () -> FlatCollectives.scan(comm, sendbuf, sendoffset, recvbuf, recvoffset, count, type, op));
  }

  /**
   * The buffers a collective reads ({@code sendbuf}) and writes ({@code recvbuf}), each null where this member does
   * not use it: neither may be one a pending nonblocking operation owns, and they may not overlap (see
   * {@link BuffersInFlight}).
   */
  private static void buffers(String call, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) {
    disjoint(whole(call, sendbuf, sendoffset, sendcount, sendtype, false),
        whole(call, recvbuf, recvoffset, recvcount, recvtype, true));
  }

  /**
   * The elements a collective reads or writes as one block of {@code count} items, none where the member does not
   * use the buffer (null) or it is not checked.
   */
  private static List<BuffersInFlight.Region> whole(String call, Object buf, int offset, int count, Datatype type,
      boolean writes) {
    BuffersInFlight.Region region = BuffersInFlight.use(call, buf, offset, count, type, writes);
    return region == null ? List.of() : List.of(region);
  }

  /**
   * The elements a v-variant reads or writes as a block per member, {@code counts[i]} items at displacement
   * {@code displs[i]}, each its own region: what lies between the blocks is no part of the argument.
   */
  private static List<BuffersInFlight.Region> blocks(String call, Object buf, int offset, int[] counts, int[] displs,
      Datatype type, int members, boolean writes) {
    if (counts == null || displs == null || counts.length < members || displs.length < members) {
      return List.of(); // an invalid argument, reported already
    }
    List<BuffersInFlight.Region> regions = new java.util.ArrayList<>(members);
    for (int member = 0; member < members; member++) {
      regions.addAll(whole(call, buf, offset + displs[member], counts[member], type, writes));
    }
    return regions;
  }

  /** The regions a collective reads and writes may not overlap (see {@link #buffers}; one finding per call at most). */
  private static void disjoint(List<BuffersInFlight.Region> sent, List<BuffersInFlight.Region> received) {
    for (BuffersInFlight.Region read : sent) {
      for (BuffersInFlight.Region written : received) {
        if (written.conflictsWith(read)) {
          BuffersInFlight.disjoint(read, written, NO_ALIASING);
          return;
        }
      }
    }
  }

  /** One block of {@code count} items of {@code type}, with the root alone or with every member. */
  private static Blocks block(int count, Datatype type, boolean withRootOnly) {
    if (type == null) {
      return null; // an invalid argument, reported already
    }
    String base = TypeNames.baseOf(type);
    int elements = TypeNames.elements(count, type);
    return withRootOnly ? Blocks.withRoot(base, elements) : Blocks.withEvery(base, elements);
  }

  /** A block per member, {@code counts[i]} items of {@code type} for rank i (the v-variants). */
  private static Blocks blocks(int[] counts, Datatype type, int size) {
    if (type == null || counts == null) {
      return null;
    }
    List<Integer> elements = new java.util.ArrayList<>(size);
    for (int member = 0; member < size; member++) {
      elements.add(member < counts.length ? TypeNames.elements(counts[member], type) : -1);
    }
    return Blocks.perMember(TypeNames.baseOf(type), elements);
  }

  /** A rooted collective's name for its findings, once its root is checked: a rank of the communicator (§5.4). */
  /** A collective without a root: its communicator is checked before anything asks it for its size. */
  private static String unrooted(Intracomm comm, String operation) throws MPIException {
    String call = "Intracomm." + operation;
    Arguments.communicator(call, comm);
    return call;
  }

  private static String rooted(Intracomm comm, String operation, int root) throws MPIException {
    String call = "Intracomm." + operation;
    Arguments.root(call, comm, root);
    return call;
  }

  private static void collective(Intracomm comm, String operation, int root, int count, Datatype type,
      Site site, Collective collective) throws MPIException {
    collective(comm, operation, root, count, type, "", site, collective, null, null);
  }

  private static void collective(Intracomm comm, String operation, int root, int count, Datatype type,
      Site site, Collective collective, Collective flat) throws MPIException {
    collective(comm, operation, root, count, type, "", site, collective, flat, null);
  }

  private static void collective(Intracomm comm, String operation, int root, int count, Datatype type,
      String reduction, Site site, Collective collective, Collective flat) throws MPIException {
    collective(comm, operation, root, count, type, reduction, site, collective, flat, null);
  }

  /** A data-moving collective: see {@link CollectiveCall#moving}. */
  private static void moving(Intracomm comm, String operation, int root, Blocks sends, Blocks receives, Site site,
      Collective collective, Collective flat) throws MPIException {
    run(comm, CollectiveCall.moving(Receives.context(comm), Members.all(comm), operation, root, sends, receives, site),
        collective, flat, null);
  }

  /** A data-moving collective MPJ runs itself, which leaves this member's result in {@code result}. */
  private static void moving(Intracomm comm, String operation, int root, Blocks sends, Blocks receives, Site site,
      Result result, Collective collective) throws MPIException {
    run(comm, CollectiveCall.moving(Receives.context(comm), Members.all(comm), operation, root, sends, receives, site),
        collective, null, result);
  }

  /**
   * @param reduction a reduction's operation as {@link Reductions#nameOf} names it, "" for other collectives
   * @param flat the collective as {@link FlatCollectives} runs it, or null where MPJ's own already synchronises no
   *     more than the standard allows (every member depends on every other). It runs under both models (under zero
   *     after the barrier that makes every collective synchronise): MPJ 0.44's own rooted collectives ignore nonzero
   *     buffer offsets and a strided type's extent, so a correct program's data came out wrong
   * @param result where MPJ's own collective leaves this member's result, or null
   */
  private static void collective(Intracomm comm, String operation, int root, int count, Datatype type,
      String reduction, Site site, Collective collective, Collective flat, Result result) throws MPIException {
    run(comm, new CollectiveCall(Receives.context(comm), Members.all(comm), operation, root, count,
        type == null ? "" : TypeNames.of(type), reduction, site), collective, flat, result);
  }

  /**
   * Where a collective MPJ runs itself leaves this member's result: its receive buffer, recorded from its offset on
   * when the result is logged (see {@link ResultSnapshot}), and put back there by a replay without its members.
   */
  private record Result(Object buf, int offset) {}

  private static void run(Intracomm comm, CollectiveCall call, Collective collective, Collective flat,
      Result result) throws MPIException {
    String operation = call.operation();
    Arguments.communicator("Intracomm." + operation, comm);
    RankRecorder recorder = RankBinding.recorder();
    recorder.collective(call);
    SubsetReplay.CollectiveRun replaying = SubsetReplay.collective(comm, operation, flat != null);
    if (replaying == SubsetReplay.CollectiveRun.SKIP) {
      return;
    }
    if (replaying == SubsetReplay.CollectiveRun.FROM_LOG) {
      SubsetReplay.putBackResult(result == null ? null : result.buf(), result == null ? 0 : result.offset());
      return;
    }
    Pending.enterCollective("Intracomm." + operation, comm);
    boolean eager = recorder.plan().buffering() == Buffering.EAGER;
    ReplayRecorder replay = operation.equals("Barrier") ? null : recorder.replay(); // a Barrier moves no data
    try {
      if (!eager && !SYNCHRONISING.contains(operation) && replaying == null) {
        comm.Barrier();
      }
      if (replay != null) {
        replay.collectiveStarted(); // after the barrier above, which only synchronises
      }
      if (flat != null) {
        flat.call();
      } else {
        collective.call();
      }
    } catch (RuntimeException e) {
      MessageErrors.recordIfMessageError(e);
      throw e;
    }
    if (replay != null) {
      replay.collectiveEnded(recorder.collectives().size() - 1, operation, call.context(),
          result == null ? null : () -> ResultSnapshot.take(result.buf(), result.offset()));
    }
    Pending.leave(); // only on return: a call torn down in a deadlock stays recorded for the explanation
  }
}
