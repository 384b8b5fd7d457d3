package dampi.intercept;

import dampi.rank.RankExit;
import dampi.rank.RankRecorder;
import dampi.replay.PackedMessage;
import dampi.replay.RecordedCollective;
import dampi.replay.RecordedReceive;
import dampi.replay.RecordedSend;
import dampi.replay.ReplayPlan;
import dampi.replay.ResultSnapshot;
import dampi.site.Site;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.HashMap;
import java.util.Map;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * A re-executed rank's side of a subset replay ({@link ReplayPlan}): every receive is steered to the message the
 * recorded run matched to it, every send is checked against the recorded one and goes out only when a re-executed
 * rank takes it unlogged.
 *
 * <p>A logged message is delivered by the rank to itself: its packed bytes, as MPJ packed them in the recorded run,
 * are sent as {@code MPI.PACKED} (which MPJ takes as a ready {@code mpjbuf.Buffer}) to this rank, and the
 * application's receive asks for exactly that message (with a tag of dampi's own when the program also sends to
 * itself). MPJ unpacks it into the application's buffer with the application's datatype, whatever kind of receive it
 * is (blocking, nonblocking, completed by any Wait or Test). The status then names the recorded sender and tag.
 *
 * <p>A receive whose message was neither logged nor sent by a re-executed rank lies past what the replay needs of
 * this helper rank (its right frontier): the rank stops there. A chosen rank never gets there: its replay set holds
 * every rank whose message it took unlogged, and theirs.
 *
 * <p>No send waits for its receiver (the replay runs under eager buffering, and a synchronous send as a standard
 * one): a helper may stop before it takes a message it took in the recorded run, and nothing the replay shows depends
 * on the wait. A send that never completed in the recorded run never completes in the replay. A replayed rank whose
 * recorded run ended blocked for ever blocks again where it was: a receive that never matched, the collective it was
 * in, or {@code MPI.Finalize}.
 */
final class SubsetReplay {
  /** The tag of a logged message delivered to oneself: above the tags MPJ's collectives use, and no program's. */
  static final int FROM_LOG_TAG = 1_987_654_321;
  /** The tag of a receive that must never match: a replayed rank blocked where its recorded run was. */
  private static final int NEVER_TAG = FROM_LOG_TAG + 1;
  private static int sendsSoFar;
  private static int collectivePosition = -1;
  private static int collectiveReceives;
  /** Collectives called so far on each communicator context, and the current one's context and index there. */
  private static final Map<Integer, Integer> COLLECTIVES_BY_CONTEXT = new HashMap<>();
  private static int collectiveContext;
  private static int collectiveSequence;
  /** Receives served from the log, by issue order: the sender (as a rank of the communicator) and tag they name. */
  private static final Map<Long, int[]> FROM_LOG = new HashMap<>();

  private SubsetReplay() {}

  /** The source and tag a receive asks MPJ for. */
  record Steered(int source, int tag) {}

  /** The replay plan of this rank; null outside a subset replay. */
  static ReplayPlan plan() {
    return RankBinding.recorder().plan().replay();
  }

  static boolean active() {
    return plan() != null;
  }

  /**
   * The source and tag the receive the application is about to issue asks MPJ for, its logged message already sent
   * to this rank; null outside a replay. A nonblocking receive is issued before its data is needed.
   */
  static Steered receive(Comm comm, int source, int tag, boolean nonblocking) throws MPIException {
    ReplayPlan plan = plan();
    return plan == null ? null : steer(plan, comm, source, tag, nonblocking); // outside a replay: no lock, nothing
  }

  private static synchronized Steered steer(ReplayPlan plan, Comm comm, int source, int tag, boolean nonblocking)
      throws MPIException {
    long order = Receives.nextPosted();
    RecordedReceive recorded = plan.receives().get(order);
    Site site = CallSite.current();
    if (recorded == null) {
      if (plan.blockedCall() != null || nonblocking) {
        // The recorded run never completed it: a blocking one is where the rank blocked; a nonblocking one may never
        // be waited for, and a rank stops only if it waits for it (blocked for ever in that wait).
        return new Steered(nobody(comm), NEVER_TAG);
      }
      throw pastTheRecord(plan, "its receive at " + site + " was not in the recorded run");
    }
    int sender = commRank(comm, recorded.source());
    if (recorded.context() != Receives.context(comm) || sender < 0 || source != MPI.ANY_SOURCE && source != sender
        || tag != MPI.ANY_TAG && tag != recorded.tag()) {
      throw diverged(plan, "its receive at " + site + " asks for source " + describe(source) + ", tag "
          + describe(tag) + "; in the recorded run it took the message of rank " + recorded.source() + " with tag "
          + recorded.tag() + (recorded.context() != Receives.context(comm) ? " on another communicator" : ""));
    }
    if (recorded.logged() && comm instanceof mpi.Intercomm) {
      // a rank cannot send to itself on an intercommunicator: its ranks there are the remote group's
      unsupported("a logged message on an intercommunicator, at its receive");
    }
    if (recorded.logged()) {
      // With the tag as asked, when no message of the program's own to itself can be taken for it: MPJ's errors name
      // the tag asked (a truncated message's, say), as they did in the recorded run.
      boolean ownTag = plan.sends().stream().noneMatch(send -> send.receiver() == plan.rank());
      deliverToSelf(comm, recorded.contents(), ownTag ? recorded.tag() : FROM_LOG_TAG);
      FROM_LOG.put(order, new int[] {sender, recorded.tag()});
      return new Steered(comm.Rank(), ownTag ? tag : FROM_LOG_TAG);
    }
    if (!plan.reexecuted().contains(recorded.source())) {
      if (nonblocking && !plan.target()) {
        // Its data is needed only where it completes: a helper may still have sends to make before then, and
        // stops only if it waits for this one (blocked for ever in that wait).
        return new Steered(nobody(comm), NEVER_TAG);
      }
      throw pastTheRecord(plan, "its receive at " + site + " needs the message of rank " + recorded.source()
          + ", which is not re-executed and whose message was not logged");
    }
    // The tag as asked: from one sender, the earliest message a receive fits is the one it took in the recorded run,
    // whose logged messages are not sent again (and MPJ's errors name the tag asked, as they did then).
    return new Steered(sender, tag);
  }

  /** A receive completed: one served from the log names the recorded sender and tag, as the recorded run's did. */
  static void completed(long issueOrder, Status status) {
    if (plan() == null) {
      return;
    }
    int[] named;
    synchronized (SubsetReplay.class) {
      named = FROM_LOG.remove(issueOrder);
    }
    if (named != null && status != null) {
      status.source = named[0];
      status.tag = named[1];
    }
  }

  /**
   * What a replay does with a send of the application: whether its message goes out (a re-executed rank takes it
   * unlogged), and whether the send never ends (it never did in the recorded run).
   */
  private record Delivery(boolean sends, boolean neverEnds) {}

  /** The application's synchronous send under way as its standard form, e.g. {@code Comm.Ssend}: what it blocks as. */
  private static final ThreadLocal<String> SYNCHRONOUS = new ThreadLocal<>();

  /** Runs {@code send}, the standard form of the application's synchronous send {@code call}, as that call. */
  static <T> T synchronous(String call, java.util.concurrent.Callable<T> send) throws MPIException {
    SYNCHRONOUS.set(call);
    try {
      return send.call();
    } catch (RuntimeException e) { // MPJ's MPIException among them
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    } finally {
      SYNCHRONOUS.remove();
    }
  }

  /** As {@link #synchronous(String, java.util.concurrent.Callable)}, for a blocking send. */
  static void synchronous(String call, BlockingSend send) throws MPIException {
    synchronous(call, () -> {
      send.run();
      return null;
    });
  }

  interface BlockingSend {
    void run() throws MPIException;
  }

  /**
   * Whether the blocking send {@code call} the application makes now ends at once: no re-executed rank takes its
   * message unlogged. One that never ended in the recorded run blocks for ever here, its message sent first when a
   * re-executed rank takes it. Outside a replay, false. The send must be the one the recorded run made at this point.
   */
  static boolean absorbs(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag, String call)
      throws MPIException {
    Delivery delivery = decide(comm, dest, tag, count, type);
    if (delivery.neverEnds()) {
      if (delivery.sends()) {
        comm.Isend(buf, offset, count, type, dest, tag); // MPJ packs it now; its request is never waited for
      }
      blockForever(SYNCHRONOUS.get() != null ? SYNCHRONOUS.get() : call, comm, dest, tag);
    }
    return !delivery.sends();
  }

  /**
   * What the nonblocking send the application makes now returns instead of sending as usual: a request that is
   * complete (no re-executed rank takes the message unlogged), or one that never completes (it never did in the
   * recorded run; the message sent first when a re-executed rank takes it); null when it sends as usual. Outside a
   * replay, null.
   */
  static mpi.Request instead(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    mpjdev.Request device = deviceInstead(comm, buf, offset, count, type, dest, tag);
    if (device == null) {
      return null;
    }
    return device instanceof LocallyCompleteRequest ? NullProcess.request() : new mpi.Request(device);
  }

  /**
   * As {@link #instead}, for a Start of a persistent send: the device request the persistent request is active with
   * instead of sending as usual, or null when it sends as usual.
   */
  static mpjdev.Request deviceInstead(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Delivery delivery = decide(comm, dest, tag, count, type);
    if (!delivery.neverEnds()) {
      return delivery.sends() ? null : new LocallyCompleteRequest();
    }
    if (delivery.sends()) {
      comm.Isend(buf, offset, count, type, dest, tag); // MPJ packs it now; its request is never waited for
    }
    return comm.Irecv(new int[1], 0, 1, MPI.INT, nobody(comm), NEVER_TAG).req; // nothing ever matches it
  }

  private static Delivery decide(Comm comm, int dest, int tag, int count, Datatype type) throws MPIException {
    ReplayPlan plan = plan();
    return plan == null ? new Delivery(true, false) : decide(plan, comm, dest, tag, count, type);
  }

  private static synchronized Delivery decide(ReplayPlan plan, Comm comm, int dest, int tag, int count,
      Datatype type) throws MPIException {
    int index = sendsSoFar++;
    Site site = CallSite.current();
    int receiver = dest >= 0 && dest < Members.peerCount(comm) ? Members.world(comm, dest) : -1;
    int bytes = MessageBytes.of(count, type);
    if (index >= plan.sends().size()) {
      throw pastTheRecord(plan, "its send at " + site + " to rank " + receiver + " was not in the recorded run");
    }
    RecordedSend recorded = plan.sends().get(index);
    if (recorded.receiver() != receiver || recorded.tag() != tag || recorded.context() != Receives.context(comm)
        || recorded.bytes() != bytes) {
      throw diverged(plan, "its send at " + site + " sends " + bytes + " bytes to rank " + receiver + " with tag "
          + tag + "; the recorded run's send #" + (index + 1) + " sent " + recorded.bytes() + " bytes to rank "
          + recorded.receiver() + " with tag " + recorded.tag());
    }
    return new Delivery(plan.delivered().get(index), !recorded.completed());
  }

  /** {@code MPI.Finalize} in a replay: returns at once, unless the recorded run blocked there. */
  static void finalizing() throws MPIException {
    ReplayPlan plan = plan();
    if (plan != null && "MPI.Finalize".equals(plan.blockedCall())) {
      blockForever("MPI.Finalize", MPI.COMM_WORLD, -1, -1);
    }
  }

  /**
   * Blocks inside MPJ for ever, as {@code call}, in a receive nothing sends: the deadlock watch sees the rank blocked
   * there, as in the recorded run.
   */
  private static void blockForever(String call, Comm comm, int peer, int tag) throws MPIException {
    if (peer < 0) {
      Pending.enterCollective(call, comm);
    } else {
      Pending.enter(call, comm, peer, tag);
    }
    comm.Recv(new int[1], 0, 1, MPI.INT, nobody(comm), NEVER_TAG);
  }

  /**
   * A source to ask for a message nobody sends (with {@link #NEVER_TAG}): this rank on an intracommunicator, the
   * first of the remote group on an intercommunicator, whose ranks are the remote group's.
   */
  private static int nobody(Comm comm) throws MPIException {
    return comm instanceof mpi.Intercomm ? 0 : comm.Rank();
  }

  /** As {@link #blockForever(String, Comm, int, int)}, shown as {@code call}. */
  static void blockForever(dampi.rank.PendingCall call) throws MPIException {
    Pending.enter(call);
    MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, MPI.COMM_WORLD.Rank(), NEVER_TAG);
  }

  /**
   * Whether this rank's data for the current collective goes to member {@code rank} (a world rank): outside a replay,
   * always; in one, when the member is re-executed and takes its result from the members rather than the log.
   */
  static boolean sendsCollectiveData(int rank) {
    ReplayPlan plan = plan();
    if (plan == null) {
      return true;
    }
    synchronized (SubsetReplay.class) {
      return plan.reexecuted().contains(rank) && !plan.loggedResults().contains(
          new ReplayPlan.LoggedResult(rank, collectiveContext, collectiveSequence));
    }
  }

  /**
   * How a collective call, recorded already, runs in a replay: {@code SKIP} (no data moves: a Barrier), {@code RUN}
   * without the barrier that makes collectives synchronise (a replay needs no synchronisation, and a helper that
   * stopped early would never join it), or not at all when MPJ runs it and members are not re-executed: a helper stops there, a replayed rank
   * fails saying so. Outside a replay, null.
   *
   * @param flat whether dampi runs it itself, one message per member ({@link FlatCollectives}): then each member's
   *     data comes from that member or, when this rank's result was logged, from the log ({@link #collectiveData})
   */
  static synchronized CollectiveRun collective(Comm comm, String operation, boolean flat) throws MPIException {
    ReplayPlan plan = plan();
    if (plan == null) {
      return null;
    }
    int position = RankBinding.recorder().collectives().size() - 1;
    if (plan.blockedCollective() >= 0 && plan.blockedCollective() == position) {
      blockForever(plan.blockedCall(), comm, -1, -1); // where the recorded run ended, the other members away
    }
    if (operation.equals("Barrier")) {
      return CollectiveRun.SKIP;
    }
    collectiveContext = Receives.context(comm);
    collectiveSequence = COLLECTIVES_BY_CONTEXT.merge(collectiveContext, 1, Integer::sum) - 1;
    if (flat || ReplayedCommunicators.makesLocally(operation)) {
      // a flat one takes each member's data from it or from the log (collectiveData); a communicator is made as
      // recorded, locally (ReplayedCommunicators)
      return CollectiveRun.RUN;
    }
    RecordedCollective recorded = plan.collectives().get(position);
    if (recorded != null && recorded.logged() && recorded.result() != null
        && Members.all(comm).stream().anyMatch(rank -> !plan.reexecuted().contains(rank))) {
      // MPJ's own needs every member; without them, the result comes from the log. Every re-executed member's does:
      // one taken unlogged would hold each member's data, and so each member in its replay set
      return CollectiveRun.FROM_LOG;
    }
    needsEvery(plan, "Intracomm." + operation, Members.all(comm));
    return CollectiveRun.RUN;
  }

  /** Puts the current collective's logged result back into this member's receive buffer {@code buf}. */
  static void putBackResult(Object buf, int offset) {
    ReplayPlan plan = plan();
    int position = RankBinding.recorder().collectives().size() - 1;
    try {
      ResultSnapshot.restore(plan.collectives().get(position).result(), buf, offset);
    } catch (IllegalStateException e) {
      throw diverged(plan, "its collective at " + CallSite.current() + ": " + e.getMessage());
    }
  }

  /**
   * A call MPJ carries out with other ranks, {@code members} (world ranks) among them: where some are not re-executed,
   * a helper stops there and a replayed rank fails saying so.
   */
  private static void needsEvery(ReplayPlan plan, String call, java.util.Collection<Integer> members) {
    java.util.List<Integer> absent = members.stream().filter(rank -> !plan.reexecuted().contains(rank)).sorted()
        .distinct().toList();
    if (absent.isEmpty()) {
      return;
    }
    if (!plan.target()) {
      throw frontier(plan, "its " + call + " at " + CallSite.current() + " needs ranks " + absent
          + ", which are not re-executed");
    }
    throw new IllegalStateException("subset replay cannot yet replay " + call + " at " + CallSite.current()
        + " without ranks " + absent + ", which are not re-executed (replay every rank with dampi replay REPORT.json "
        + "--finding K instead)");
  }

  enum CollectiveRun {
    SKIP,
    RUN,
    /** MPJ's own collective without some of its members: this member's result comes from the log */
    FROM_LOG
  }

  /** A call subset replay does not carry out yet: the replay stops with one line naming it. */
  static void unsupported(String call) {
    ReplayPlan plan = plan();
    if (plan != null) {
      throw new IllegalStateException("subset replay cannot yet replay " + call + " at " + CallSite.current()
          + " (replay every rank with dampi replay REPORT.json --finding K instead)");
    }
  }

  /** Sends {@code message} to this rank with {@code tag}, packed as it was received in the recorded run. */
  private static void deliverToSelf(Comm comm, PackedMessage message, int tag) throws MPIException {
    comm.Isend(packed(message), 0, 0, MPI.PACKED, comm.Rank(), tag);
  }

  /** {@code message} as MPJ's buffer of a packed message, ready to send as {@code MPI.PACKED}. */
  private static mpjbuf.Buffer packed(PackedMessage message) {
    byte[] bytes = message.staticBytes();
    ByteBuffer storage = ByteBuffer.allocate(Math.max(bytes.length, 8))
        .order(message.bigEndian() ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
    storage.put(bytes).clear();
    mpjbuf.Buffer packed = new mpjbuf.Buffer(new mpjbuf.NIOBuffer(storage.capacity(), storage), 0,
        storage.capacity());
    packed.setSize(bytes.length);
    packed.setEncoding(storage.order());
    byte[] dynamic = message.dynamicBytes();
    packed.setDynamicBuffer(dynamic.length == 0 ? null : dynamic);
    return packed;
  }

  /**
   * In a replay, the logged data of the current collective that member {@code source} (a rank of {@code comm}) gave
   * this rank, when the recorded run logged this rank's result (from every member then, since a member re-executed
   * may stop before it gets there); null otherwise (outside a replay too). dampi's flat collectives receive from one
   * member after another, as the recorded run did, so the k-th receive of a collective took its k-th logged message.
   */
  static mpjbuf.Buffer collectiveData(Comm comm, int source) {
    ReplayPlan plan = plan();
    return plan == null ? null : loggedCollectiveData(plan, comm, source);
  }

  private static synchronized mpjbuf.Buffer loggedCollectiveData(ReplayPlan plan, Comm comm, int source) {
    int position = RankBinding.recorder().collectives().size() - 1;
    int received = collectiveReceives++;
    if (position != collectivePosition) {
      collectivePosition = position;
      collectiveReceives = 1;
      received = 0;
    }
    RecordedCollective recorded = plan.collectives().get(position);
    boolean logged = recorded != null && recorded.logged();
    if (!logged && plan.reexecuted().contains(Members.world(comm, source))) {
      return null; // its member sends it again
    }
    if (!logged || received >= recorded.received().size()) {
      throw pastTheRecord(plan, "its collective at " + CallSite.current() + " needs the data of rank "
          + Members.world(comm, source) + ", which is not re-executed and was not logged");
    }
    return packed(recorded.received().get(received));
  }

  /** The rank in {@code comm} of world rank {@code worldRank}, or -1 when it is no member. */
  static int commRank(Comm comm, int worldRank) {
    for (int rank = 0; rank < Members.peerCount(comm); rank++) {
      if (Members.world(comm, rank) == worldRank) {
        return rank;
      }
    }
    return -1;
  }

  static String describe(int value) {
    return value == MPI.ANY_SOURCE || value == MPI.ANY_TAG ? "any" : Integer.toString(value);
  }

  /**
   * The replay went another way than the recorded run: the program or its input changed. The rank fails with the
   * reason, which ends the replay.
   */
  static RuntimeException diverged(ReplayPlan plan, String what) {
    String why = "replay diverged: rank " + plan.rank() + ": " + what + " (the program or its input changed since it"
        + " was recorded)";
    RankBinding.recorder().diverged(why);
    return new IllegalStateException(why);
  }

  /** Past what the record holds: a divergence for a replayed rank, the frontier for a helper. */
  static Error pastTheRecord(ReplayPlan plan, String what) {
    if (plan.target()) {
      throw diverged(plan, what);
    }
    return frontier(plan, what);
  }

  /** A helper needed no further: it ends here, as a rank that finished does. */
  private static Error frontier(ReplayPlan plan, String what) {
    RankRecorder recorder = RankBinding.recorder();
    recorder.replayStopped("stopped where the replay needs no more of it: " + what);
    recorder.finalized();
    return new RankExit(0);
  }
}
