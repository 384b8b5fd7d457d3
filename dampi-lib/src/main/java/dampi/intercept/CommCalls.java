package dampi.intercept;

import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.piggyback.ClockExchange;
import dampi.rank.Buffering;
import dampi.rank.RankExit;
import dampi.rank.ResourceKind;
import dampi.rank.RuleViolation;
import dampi.site.Site;
import mpi.Comm;
import mpi.Datatype;
import mpi.Group;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;

/**
 * Wrappers of {@code mpi.Comm} receives and probes, the calls where nondeterminism enters: a wildcard source opens an
 * epoch, and a decision may force it. Sends are recorded (the clock itself is attached at the device layer) so that
 * messages never received can still reveal alternatives. Blocking calls note whom they wait for, nonblocking and
 * persistent ones create requests in the rank's resource ledger, and a standard Send follows the run's buffering
 * model. Every public
 * static method here intercepts the {@code Comm} method of the same name (first parameter: the receiver).
 */
public final class CommCalls {
  private CommCalls() {}

  /**
   * What a send is checked for before MPJ sees it: its arguments ({@link Arguments}), then its buffer against those
   * still in flight ({@link BuffersInFlight}); the region, for a nonblocking send to hold.
   */
  private static BuffersInFlight.Region checkedSend(String call, Comm comm, Object buf, int offset, int count,
      Datatype type, int dest, int tag) throws MPIException {
    Arguments.send(call, comm, buf, offset, count, type, dest, tag);
    return BuffersInFlight.use(call, buf, offset, count, type, false);
  }

  /** As {@link #checkedSend}, for a receive, which writes its buffer. */
  private static BuffersInFlight.Region checkedReceive(String call, Comm comm, Object buf, int offset, int count,
      Datatype type, int source, int tag) throws MPIException {
    Arguments.receive(call, comm, buf, offset, count, type, source, tag);
    return BuffersInFlight.use(call, buf, offset, count, type, true);
  }

  /**
   * MPI ends every rank of the program (MPI-3.1 §8.7); MPJ 0.44's Abort does nothing, and the program would go on.
   * The rank ends here, at this line, and its run as after any failure.
   */
  public static void Abort(Comm comm, int errorcode) {
    throw RankExit.abort(errorcode);
  }

  /** Under zero buffering a standard send is synchronous; under eager buffering it completes locally at once. */
  public static void Send(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    checkedSend("Comm.Send", comm, buf, offset, count, type, dest, tag);
    if (NullProcess.is(dest) || SubsetReplay.absorbs(comm, buf, offset, count, type, dest, tag, "Comm.Send")) {
      return;
    }
    Receives.sending(comm, dest, tag, count, type);
    try {
      if (eager()) {
        BufferedSends.send(comm, buf, offset, count, type, dest, tag); // the user buffer is free again at once
        return;
      }
      Pending.enter("Comm.Send", comm, dest, tag);
      if (RankBinding.sendIsSynchronous()) {
        comm.Send(buf, offset, count, type, dest, tag); // smpdev's Send already waits for its receive, costs less
      } else {
        comm.Ssend(buf, offset, count, type, dest, tag);
      }
    } catch (RuntimeException failed) {
      Receives.notSent();
      throw failed;
    }
    Pending.leave();
  }

  public static void Ssend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    if (SubsetReplay.active()) { // a replay makes no sender wait (see SubsetReplay), but for one it never ended
      SubsetReplay.synchronous("Comm.Ssend", () -> Send(comm, buf, offset, count, type, dest, tag));
      return;
    }
    checkedSend("Comm.Ssend", comm, buf, offset, count, type, dest, tag);
    if (NullProcess.is(dest)) {
      return;
    }
    Receives.sending(comm, dest, tag, count, type);
    Pending.enter("Comm.Ssend", comm, dest, tag);
    ClockExchange.beginSynchronousSend();
    try {
      comm.Ssend(buf, offset, count, type, dest, tag);
    } catch (RuntimeException failed) {
      Receives.notSent();
      throw failed;
    } finally {
      ClockExchange.endSynchronousSend(null);
    }
    Pending.leave();
  }

  /** Completes locally (see {@link BufferedSends}): sent as an eager standard send once its space is judged. */
  public static void Bsend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    checkedSend("Comm.Bsend", comm, buf, offset, count, type, dest, tag);
    if (NullProcess.is(dest) || SubsetReplay.absorbs(comm, buf, offset, count, type, dest, tag, "Comm.Bsend")) {
      return;
    }
    BufferedSends.checkSpace("Comm.Bsend", comm, count, type);
    Receives.sending(comm, dest, tag, count, type);
    handOver(() -> new Request(BufferedSends.sendBuffered(comm, buf, offset, count, type, dest, tag)));
  }

  /**
   * A ready send completes locally, under either model and on either device, as a buffered send does: in a correct
   * program its receive is posted already, so the message is taken at once and nothing else changes; in one whose
   * receive comes later, the receive still takes the message, and that match shows the ready-mode error (MPI-3.1
   * §3.4), where MPJ's own Rsend would block until received on multicore (a deadlock in its place when the receive
   * waits for the sender) and return at once on niodev.
   */
  public static void Rsend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    checkedSend("Comm.Rsend", comm, buf, offset, count, type, dest, tag);
    if (NullProcess.is(dest) || SubsetReplay.absorbs(comm, buf, offset, count, type, dest, tag, "Comm.Rsend")) {
      return;
    }
    ReadyMode.send("Comm.Rsend", comm, dest, tag, count, type);
    handOver(() -> comm.Isend(buf, offset, count, type, dest, tag)); // packed at once: the user buffer is free again
  }

  /** A nonblocking send's part in MPJ. */
  private interface NonblockingSend {
    Request start() throws MPIException;
  }

  /** Whether the run models eager buffering: a standard send then completes as soon as it is made. */
  static boolean eager() {
    return RankBinding.recorder().plan().buffering() == Buffering.EAGER;
  }

  /**
   * Hands a recorded nonblocking send to MPJ: when MPJ fails it (a buffer that does not hold the datatype, say), no
   * message left, and a program that catches the failure must not be told one went unreceived.
   */
  private static Request handOver(NonblockingSend send) throws MPIException {
    try {
      return send.start();
    } catch (RuntimeException failed) {
      Receives.notSent();
      throw failed;
    }
  }

  public static Request Isend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    BuffersInFlight.Region region = checkedSend("Comm.Isend", comm, buf, offset, count, type, dest, tag);
    if (NullProcess.is(dest)) {
      return NullProcess.request();
    }
    Request replayed = SubsetReplay.instead(comm, buf, offset, count, type, dest, tag);
    if (replayed != null) {
      return replayed;
    }
    Site site = Receives.sending(comm, dest, tag, count, type);
    // As a blocking Send under the buffering model (MPI-3.1 §3.7.2: a send completes once its buffer may be reused):
    // under eager the message is buffered, so the send completes at once (MPJ's multicore request would complete only
    // when received); under zero it completes at its match (niodev's request of a small message would at once).
    Request request = handOver(() -> eager()
        ? new Request(BufferedSends.send(comm, buf, offset, count, type, dest, tag))
        : RankBinding.sendIsSynchronous() ? comm.Isend(buf, offset, count, type, dest, tag)
        : comm.Issend(buf, offset, count, type, dest, tag));
    Requests.issued(request, comm, dest, tag, site);
    SendRequests.issued(request);
    BuffersInFlight.hold(request, region);
    return request;
  }

  public static Request Issend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    if (SubsetReplay.active()) { // a replay makes no sender wait (see SubsetReplay), but for one it never ended
      return SubsetReplay.synchronous("Comm.Issend", () -> Isend(comm, buf, offset, count, type, dest, tag));
    }
    BuffersInFlight.Region region = checkedSend("Comm.Issend", comm, buf, offset, count, type, dest, tag);
    if (NullProcess.is(dest)) {
      return NullProcess.request();
    }
    Site site = Receives.sending(comm, dest, tag, count, type);
    Request request = null;
    ClockExchange.beginSynchronousSend();
    try {
      request = handOver(() -> comm.Issend(buf, offset, count, type, dest, tag));
    } finally {
      ClockExchange.endSynchronousSend(request);
    }
    Requests.issued(request, comm, dest, tag, site);
    SendRequests.issued(request);
    BuffersInFlight.hold(request, region);
    return request;
  }

  public static Request Ibsend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    BuffersInFlight.Region region = checkedSend("Comm.Ibsend", comm, buf, offset, count, type, dest, tag);
    if (NullProcess.is(dest)) {
      return NullProcess.request();
    }
    Request replayed = SubsetReplay.instead(comm, buf, offset, count, type, dest, tag);
    if (replayed != null) {
      return replayed;
    }
    BufferedSends.checkSpace("Comm.Ibsend", comm, count, type);
    Site site = Receives.sending(comm, dest, tag, count, type);
    Request request = handOver(() -> new Request(BufferedSends.sendBuffered(comm, buf, offset, count, type, dest,
        tag)));
    Requests.issued(request, comm, dest, tag, site);
    SendRequests.issued(request);
    BuffersInFlight.hold(request, region);
    return request;
  }

  public static Request Irsend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    BuffersInFlight.Region region = checkedSend("Comm.Irsend", comm, buf, offset, count, type, dest, tag);
    if (NullProcess.is(dest)) {
      return NullProcess.request();
    }
    Request replayed = SubsetReplay.instead(comm, buf, offset, count, type, dest, tag);
    if (replayed != null) {
      return replayed;
    }
    Site site = ReadyMode.send("Comm.Irsend", comm, dest, tag, count, type);
    Request request = handOver(() -> new Request(BufferedSends.send(comm, buf, offset, count, type, dest, tag)));
    Requests.issued(request, comm, dest, tag, site);
    SendRequests.issued(request);
    BuffersInFlight.hold(request, region);
    return request;
  }

  public static Prequest Send_init(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Arguments.send("Comm.Send_init", comm, buf, offset, count, type, dest, tag);
    // Each Start sends as an Isend does: under zero buffering on niodev, synchronously (see Isend)
    Prequest request = eager() || RankBinding.sendIsSynchronous() ? comm.Send_init(buf, offset, count, type, dest, tag)
        : comm.Ssend_init(buf, offset, count, type, dest, tag);
    Requests.persistent("Comm.Send_init", request, comm, dest, tag, CallSite.current());
    BuffersInFlight.persistent(request, "Comm.Send_init", buf, offset, count, type, false);
    PrequestCalls.send(request, comm, buf, offset, count, type, dest, tag, PrequestCalls.Mode.STANDARD);
    return request;
  }

  public static Prequest Ssend_init(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Arguments.send("Comm.Ssend_init", comm, buf, offset, count, type, dest, tag);
    boolean standard = SubsetReplay.active(); // a replay's synchronous send runs as a standard one (SubsetReplay)
    Prequest request = standard ? comm.Send_init(buf, offset, count, type, dest, tag)
        : comm.Ssend_init(buf, offset, count, type, dest, tag);
    Requests.persistent("Comm.Ssend_init", request, comm, dest, tag, CallSite.current());
    BuffersInFlight.persistent(request, "Comm.Ssend_init", buf, offset, count, type, false);
    PrequestCalls.send(request, comm, buf, offset, count, type, dest, tag,
        standard ? PrequestCalls.Mode.STANDARD : PrequestCalls.Mode.SYNCHRONOUS);
    return request;
  }

  public static Prequest Bsend_init(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Arguments.send("Comm.Bsend_init", comm, buf, offset, count, type, dest, tag);
    Prequest request = comm.Bsend_init(buf, offset, count, type, dest, tag);
    Requests.persistent("Comm.Bsend_init", request, comm, dest, tag, CallSite.current());
    BuffersInFlight.persistent(request, "Comm.Bsend_init", buf, offset, count, type, false);
    PrequestCalls.send(request, comm, buf, offset, count, type, dest, tag, PrequestCalls.Mode.BUFFERED);
    return request;
  }

  public static Prequest Rsend_init(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Arguments.send("Comm.Rsend_init", comm, buf, offset, count, type, dest, tag);
    Prequest request = comm.Rsend_init(buf, offset, count, type, dest, tag);
    Requests.persistent("Comm.Rsend_init", request, comm, dest, tag, CallSite.current());
    BuffersInFlight.persistent(request, "Comm.Rsend_init", buf, offset, count, type, false);
    PrequestCalls.send(request, comm, buf, offset, count, type, dest, tag, PrequestCalls.Mode.READY);
    return request;
  }

  public static Status Recv(Comm comm, Object buf, int offset, int count, Datatype type, int source, int tag)
      throws MPIException {
    checkedReceive("Comm.Recv", comm, buf, offset, count, type, source, tag);
    if (NullProcess.is(source)) {
      return NullProcess.status();
    }
    return steeredReceive("Comm.Recv", Epoch.Kind.RECV, comm, buf, offset, count, type, source, tag);
  }

  /** A blocking receive, steered in a subset replay to the message the recorded run gave it (see SubsetReplay). */
  private static Status steeredReceive(String call, Epoch.Kind kind, Comm comm, Object buf, int offset, int count,
      Datatype type, int source, int tag) throws MPIException {
    SubsetReplay.Steered steered = SubsetReplay.receive(comm, source, tag, false);
    int asked = steered == null ? source : steered.source();
    int askedTag = steered == null ? tag : steered.tag();
    return blockingReceive(call, kind, comm, asked, askedTag,
        from -> comm.Recv(buf, offset, count, type, from, askedTag));
  }

  /**
   * A Sendrecv in a subset replay: each half steered as its own call is, in the order the recorded run made them,
   * named as the Sendrecv where it blocks.
   */
  private static Status replayedSendrecv(String call, Comm comm, Object sendbuf, int sendoffset, int sendcount,
      Datatype sendtype, int dest, int sendtag, Object recvbuf, int recvoffset, int recvcount, Datatype recvtype,
      int source, int recvtag) throws MPIException {
    Request sent = Isend(comm, sendbuf, sendoffset, sendcount, sendtype, dest, sendtag);
    Status status = NullProcess.is(source) ? NullProcess.status()
        : steeredReceive(call, Epoch.Kind.SENDRECV, comm, recvbuf, recvoffset, recvcount, recvtype, source, recvtag);
    Pending.enter(call, comm, dest, sendtag);
    sent.Wait();
    Pending.leave();
    return status;
  }

  public static Request Irecv(Comm comm, Object buf, int offset, int count, Datatype type, int source, int tag)
      throws MPIException {
    BuffersInFlight.Region region = checkedReceive("Comm.Irecv", comm, buf, offset, count, type, source, tag);
    if (NullProcess.is(source)) {
      return NullProcess.request();
    }
    SubsetReplay.Steered steered = SubsetReplay.receive(comm, source, tag, true);
    int asked = steered == null ? source : steered.source();
    int askedTag = steered == null ? tag : steered.tag();
    OpenEpoch epoch = Receives.openEpochIfWildcard(Epoch.Kind.IRECV, comm, asked, askedTag);
    Receives.Issued issued = Receives.issue(comm, asked, askedTag, epoch, true);
    int from = Receives.sourceFor(epoch, asked);
    Request request = HeldReceives.postOrHold(comm, from, askedTag, issued,
        () -> comm.Irecv(buf, offset, count, type, from, askedTag));
    Receives.rememberNonblocking(request, issued);
    Requests.issued(request, comm, source, tag, CallSite.current()); // as asked: see blockingReceive
    BuffersInFlight.hold(request, region);
    return request;
  }

  public static Status Sendrecv(Comm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      int dest, int sendtag, Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int source,
      int recvtag) throws MPIException {
    Arguments.send("Comm.Sendrecv", comm, sendbuf, sendoffset, sendcount, sendtype, dest, sendtag);
    Arguments.receive("Comm.Sendrecv", comm, recvbuf, recvoffset, recvcount, recvtype, source, recvtag);
    BuffersInFlight.disjoint(BuffersInFlight.use("Comm.Sendrecv", sendbuf, sendoffset, sendcount, sendtype, false),
        BuffersInFlight.use("Comm.Sendrecv", recvbuf, recvoffset, recvcount, recvtype, true),
        "they must be disjoint (MPI-3.1 §3.10; Sendrecv_replace is the call for one buffer)");
    if (SubsetReplay.active()) {
      return replayedSendrecv("Comm.Sendrecv", comm, sendbuf, sendoffset, sendcount, sendtype, dest, sendtag, recvbuf,
          recvoffset, recvcount, recvtype, source, recvtag);
    }
    if (NullProcess.is(dest) || NullProcess.is(source)) { // one half with the null process: the other alone
      if (!NullProcess.is(dest)) {
        Send(comm, sendbuf, sendoffset, sendcount, sendtype, dest, sendtag);
      }
      return NullProcess.is(source) ? NullProcess.status()
          : Recv(comm, recvbuf, recvoffset, recvcount, recvtype, source, recvtag);
    }
    Receives.sending(comm, dest, sendtag, sendcount, sendtype);
    return sendrecv("Comm.Sendrecv", comm, dest, sendtag, source, recvtag,
        synchronous -> synchronous ? comm.Issend(sendbuf, sendoffset, sendcount, sendtype, dest, sendtag)
            : comm.Isend(sendbuf, sendoffset, sendcount, sendtype, dest, sendtag),
        from -> comm.Recv(recvbuf, recvoffset, recvcount, recvtype, from, recvtag),
        from -> comm.Sendrecv(sendbuf, sendoffset, sendcount, sendtype, dest, sendtag, recvbuf, recvoffset,
            recvcount, recvtype, from, recvtag));
  }

  public static Status Sendrecv_replace(Comm comm, Object buf, int offset, int count, Datatype type, int dest,
      int sendtag, int source, int recvtag) throws MPIException {
    Arguments.send("Comm.Sendrecv_replace", comm, buf, offset, count, type, dest, sendtag);
    Arguments.probe("Comm.Sendrecv_replace", comm, source, recvtag);
    BuffersInFlight.use("Comm.Sendrecv_replace", buf, offset, count, type, true);
    if (SubsetReplay.active()) { // MPJ packs the send half at its Isend: the buffer may take the reply at once
      return replayedSendrecv("Comm.Sendrecv_replace", comm, buf, offset, count, type, dest, sendtag, buf, offset,
          count, type, source, recvtag);
    }
    if (NullProcess.is(dest) || NullProcess.is(source)) { // one half with the null process: the other alone
      if (!NullProcess.is(dest)) {
        Send(comm, buf, offset, count, type, dest, sendtag);
      }
      return NullProcess.is(source) ? NullProcess.status() : Recv(comm, buf, offset, count, type, source, recvtag);
    }
    Receives.sending(comm, dest, sendtag, count, type);
    // MPJ packs the send half's data when it issues it, so the buffer may take the reply at once
    return sendrecv("Comm.Sendrecv_replace", comm, dest, sendtag, source, recvtag,
        synchronous -> synchronous ? comm.Issend(buf, offset, count, type, dest, sendtag)
            : comm.Isend(buf, offset, count, type, dest, sendtag),
        from -> comm.Recv(buf, offset, count, type, from, recvtag),
        from -> comm.Sendrecv_replace(buf, offset, count, type, dest, sendtag, from, recvtag));
  }

  /** A Sendrecv's send half as MPJ issues it: synchronous or standard. */
  private interface SendHalf {
    Request issue(boolean synchronous) throws MPIException;
  }

  /**
   * A Sendrecv: its send half is a standard send (MPI-3.1 §3.10), so it behaves as the buffering model makes a
   * standard Send behave. MPJ's own call does so on multicore under zero buffering (its Isend completes when
   * received). Under eager buffering the half is an Isend never waited for; under zero buffering on niodev, whose
   * Isend of a small message completes at once, it is an Issend waited for once the receive half has completed and
   * been recorded (a rank blocked in its send half is no forced receive still waiting). The half is issued before the
   * receive, as MPJ's Sendrecv issues it, so the receive's ticket reaches the receive. Where the receive half must wait
   * for a forced wildcard ahead of it (see {@link Receives#awaitForcedReceivesAhead}), the halves are always issued
   * apart, so that the send half goes out while the receive half waits, as MPI lets the two proceed concurrently.
   */
  private static Status sendrecv(String call, Comm comm, int dest, int sendtag, int source, int recvtag,
      SendHalf send, BlockingReceive receive, BlockingReceive mpjSendrecv) throws MPIException {
    boolean eager = eager();
    Request[] half = new Request[1];
    EpochTracker tracker = RankBinding.recorder().tracker();
    Status status;
    try {
      status = blockingReceive(call, Epoch.Kind.SENDRECV, comm, source, recvtag, from -> {
        if (eager || !RankBinding.sendIsSynchronous() || Receives.mustAwaitForcedReceivesAhead(comm, from, recvtag)) {
          half[0] = send.issue(!eager);
        } else {
          tracker.sendrecvBegins(); // MPJ issues the send half after the receive half is recorded as posted
        }
      }, from -> half[0] == null ? mpjSendrecv.receiveFrom(from) : receive.receiveFrom(from));
    } finally {
      tracker.sendrecvIssued();
    }
    if (half[0] != null && !eager) {
      Pending.enter(call, comm, dest, sendtag);
      half[0].Wait();
      Pending.leave();
    } else if (half[0] != null) {
      EagerSpace.hold(half[0], 0, comm, dest, sendtag); // completed once received, freeing MPJ's buffer
    }
    return status;
  }

  public static Status Probe(Comm comm, int source, int tag) throws MPIException {
    Arguments.probe("Comm.Probe", comm, source, tag);
    if (NullProcess.is(source)) {
      return NullProcess.status();
    }
    if (ReplayedAnswers.replaying()) {
      return ReplayedAnswers.probe("Comm.Probe", comm, source, tag);
    }
    OpenEpoch epoch = Receives.openEpochIfWildcard(Epoch.Kind.PROBE, comm, source, tag);
    Status status = Probes.waitFor(comm, epoch, Receives.sourceFor(epoch, source), tag, "Comm.Probe");
    if (epoch != null) {
      RankBinding.recorder().tracker().completeProbe(epoch, status.source, status.tag);
    }
    return ReplayedAnswers.probed("Comm.Probe", comm, status);
  }

  public static Status Iprobe(Comm comm, int source, int tag) throws MPIException {
    Arguments.probe("Comm.Iprobe", comm, source, tag);
    if (NullProcess.is(source)) {
      return NullProcess.status();
    }
    if (ReplayedAnswers.replaying()) {
      return ReplayedAnswers.probe("Comm.Iprobe", comm, source, tag);
    }
    return ReplayedAnswers.probed("Comm.Iprobe", comm, Probes.iprobe(comm, source, tag));
  }

  public static Prequest Recv_init(Comm comm, Object buf, int offset, int count, Datatype type, int source, int tag)
      throws MPIException {
    Arguments.receive("Comm.Recv_init", comm, buf, offset, count, type, source, tag);
    Prequest request = comm.Recv_init(buf, offset, count, type, source, tag);
    Requests.persistent("Comm.Recv_init", request, comm, source, tag, CallSite.current());
    BuffersInFlight.persistent(request, "Comm.Recv_init", buf, offset, count, type, true);
    Receives.persistent(request, comm, source, tag);
    return request;
  }

  /** A communicator from clone is the application's to free; an intracommunicator's is a collective (see dup). */
  public static Object clone(Comm comm) throws MPIException {
    if (comm instanceof Intracomm intracomm && !comm.Test_inter()) {
      return IntracommCalls.dup(intracomm);
    }
    Object copy = comm.clone();
    RankBinding.recorder().resources().created(copy, ResourceKind.COMMUNICATOR, CallSite.current());
    return copy;
  }

  /** A group from a communicator is the application's to free (see {@link GroupCalls}). */
  public static Group Group(Comm comm) throws MPIException {
    return GroupCalls.created(comm.Group());
  }

  /** An intercommunicator is the application's to free. */
  public static Intercomm Create_intercomm(Comm comm, Comm peer, int localLeader, int remoteLeader, int tag)
      throws MPIException {
    Intercomm created = ReplayedCommunicators.madeInter(comm, peer, localLeader, remoteLeader,
        () -> comm.Create_intercomm(peer, localLeader, remoteLeader, tag));
    RankBinding.recorder().resources().created(created, ResourceKind.COMMUNICATOR, CallSite.current());
    return created;
  }

  /** Freeing MPI_COMM_NULL is erroneous (MPI-3.1 §6.4.3): there is nothing to free. */
  public static void Free(Comm comm) throws MPIException {
    String nullCommunicator = NullCommunicators.why(comm);
    if (nullCommunicator != null) {
      Violations.reject(RuleViolation.Rule.INVALID_ARGUMENT, "Comm.Free", nullCommunicator);
    }
    comm.Free();
    HandleStates.freed(comm, CallSite.current());
    RankBinding.recorder().resources().released(comm);
  }

  /** One blocking MPJ receive call, given the source it must use (the forced one when a decision applies). */
  @FunctionalInterface
  private interface BlockingReceive {
    Status receiveFrom(int source) throws MPIException;
  }

  /** What a call does before its receive waits for the forced receives ahead of it (a Sendrecv's send half). */
  @FunctionalInterface
  private interface BeforeReceive {
    void run(int source) throws MPIException;
  }

  private static Status blockingReceive(String call, Epoch.Kind kind, Comm comm, int source, int tag,
      BlockingReceive receive) throws MPIException {
    return blockingReceive(call, kind, comm, source, tag, from -> { }, receive);
  }

  /**
   * The common course of every blocking receive: epoch, decision, a wait for forced receives it must not overtake,
   * ticket for the piggyback, completion (R4).
   */
  private static Status blockingReceive(String call, Epoch.Kind kind, Comm comm, int source, int tag,
      BeforeReceive before, BlockingReceive receive) throws MPIException {
    OpenEpoch epoch = Receives.openEpochIfWildcard(kind, comm, source, tag);
    int from = Receives.sourceFor(epoch, source);
    // What the application asked for, not the forced source: a deadlock's explanation must not depend on which run
    // of the search met it.
    Pending.enter(call, comm, source, tag);
    before.run(from);
    Receives.awaitForcedReceivesAhead(comm, from, tag);
    Receives.Issued issued = Receives.issue(comm, source, tag, epoch, false);
    Status status;
    try {
      status = receive.receiveFrom(from);
    } catch (RuntimeException e) {
      if (MessageErrors.recordIfMessageError(e)) {
        Receives.failedOnItsMessage(issued, comm);
      }
      throw e;
    } finally {
      ClockExchange.withdrawTicket();
    }
    Pending.leave(); // only on return: a call torn down in a deadlock stays recorded for the explanation
    Receives.completed(issued, status);
    return status;
  }
}
