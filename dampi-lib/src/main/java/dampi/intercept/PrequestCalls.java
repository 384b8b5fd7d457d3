package dampi.intercept;

import dampi.piggyback.ClockExchange;
import dampi.rank.RuleViolation;
import dampi.site.Site;
import java.util.IdentityHashMap;
import java.util.Map;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPIException;
import mpi.Prequest;

/**
 * Wrappers of persistent request activation: from each Start until a Wait or Test completes it, a persistent request
 * is held in the rank's resource ledger (MPJ 0.44 has no call that frees one), and a persistent receive is issued as
 * {@link Receives#start} says. A Start on a request still active is a {@code request-lifecycle} violation. Every
 * public static method here intercepts the {@code Prequest} method of the same name.
 */
public final class PrequestCalls {
  private PrequestCalls() {}

  /** How each Start of a persistent send sends: as Send_init (or Bsend_init), Ssend_init or Rsend_init. */
  enum Mode {
    STANDARD,
    /** a synchronous send that learns its receiver's clock */
    SYNCHRONOUS,
    /** a ready send (see {@link ReadyMode}) */
    READY,
    /** a buffered send, local (see {@link BufferedSends}) */
    BUFFERED
  }

  /** A persistent send: where each Start's message goes, and how; its buffer, for a buffered or standard one. */
  private record PersistentSend(Comm comm, int dest, int tag, Mode mode, Buffer buffer) {}

  /** The message of a buffered or standard persistent send: MPJ keeps it in package-private fields. */
  private record Buffer(Object buf, int offset, int count, Datatype type) {}

  private static final Map<Prequest, PersistentSend> SENDS = new IdentityHashMap<>();

  /**
   * {@code request} came from one of the {@code *send_init} calls: each Start sends a message, recorded as an Isend's
   * is (so that a message never received is seen, and a completion call that passes over the request offers it). Its
   * message is kept: each Start records its size, a buffered one's sends as {@link BufferedSends} sends, complete at
   * once, and so does a standard one's under eager buffering.
   */
  static synchronized void send(Prequest request, Comm comm, Object buf, int offset, int count, Datatype type,
      int dest, int tag, Mode mode) {
    if (request != null) {
      SENDS.put(request, new PersistentSend(comm, dest, tag, mode, new Buffer(buf, offset, count, type)));
    }
  }

  private static synchronized PersistentSend sendOf(Prequest request) {
    return SENDS.get(request);
  }

  /** A Start on a request still active is erroneous (MPI-3.1 §3.9): MPJ would start it twice. */
  public static void Start(Prequest request) throws MPIException {
    Site active = request == null ? null : Requests.activeSince(request);
    if (active != null) {
      Violations.reject(RuleViolation.Rule.REQUEST_LIFECYCLE, "Prequest.Start", "the persistent request is still "
          + "active: it was started at " + active + " and no Wait or Test completed it since (MPI-3.1 §3.9)");
    }
    Site site = CallSite.current();
    if (request != null) {
      BuffersInFlight.starting(request);
    }
    PersistentSend send = request == null ? null : sendOf(request);
    if (send != null && startedInstead(request, send)) {
      SendRequests.issued(request);
      Requests.started(request, site);
      return;
    }
    if (send != null && send.mode() == Mode.BUFFERED) {
      BufferedSends.checkSpace("Prequest.Start", send.comm(), send.buffer().count(), send.buffer().type());
    }
    if (send != null && send.mode() == Mode.READY) {
      ReadyMode.send("Prequest.Start", send.comm(), send.dest(), send.tag(), send.buffer().count(),
          send.buffer().type());
    } else if (send != null) {
      Receives.sending(send.comm(), send.dest(), send.tag(), send.buffer().count(), send.buffer().type());
    }
    if (send != null && (send.mode() == Mode.BUFFERED || send.mode() == Mode.STANDARD && CommCalls.eager())) {
      Buffer message = send.buffer();
      BufferedSends.start(request, send.comm(), message.buf(), message.offset(), message.count(), message.type(),
          send.dest(), send.tag(), send.mode() == Mode.BUFFERED);
    } else if (send != null && send.mode() == Mode.SYNCHRONOUS) {
      ClockExchange.beginSynchronousSend();
      try {
        request.Start();
      } finally {
        ClockExchange.endSynchronousSend(request);
      }
    } else {
      Receives.start(request);
    }
    if (send != null) {
      SendRequests.issued(request);
    }
    Requests.started(request, site);
  }

  /**
   * In a subset replay, a Start whose message no re-executed rank takes unlogged sends nothing: the request is active
   * with a device request that is complete, or that never completes where the recorded run's never did (see
   * {@link SubsetReplay#deviceInstead}). Outside a replay, and for a message that goes out, false.
   */
  private static boolean startedInstead(Prequest request, PersistentSend send) throws MPIException {
    if (!SubsetReplay.active()) {
      return false;
    }
    Buffer message = send.buffer();
    mpjdev.Request device = SubsetReplay.deviceInstead(send.comm(), message.buf(), message.offset(), message.count(),
        message.type(), send.dest(), send.tag());
    if (device == null) {
      return false;
    }
    PersistentSource.activate(request, device);
    return true;
  }

  /** One Start after the other, in order, as MPJ's own Startall does (and skipping null entries as it does). */
  public static void Startall(Prequest[] requests) throws MPIException {
    for (Prequest request : requests) {
      if (request != null) {
        Start(request);
      }
    }
  }
}
