package dampi.intercept;

import dampi.rank.PendingCall;
import dampi.rank.RuleViolation;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

/**
 * Buffered mode (MPI-3.1 §3.6). A buffered send completes locally, whatever the receiver does, using space of the
 * buffer the rank attached; a send with no buffer attached, or one whose message cannot fit the buffer at all, is
 * erroneous. MPJ 0.44 gets the local part wrong on its multicore device: its Bsend waits, spinning, until every earlier
 * buffered message of the rank has been received, so a rank that sends two before its peer receives either spins
 * until the time limit, and its Ibsend and buffered persistent requests complete only when received. So a buffered
 * send with room is sent here as an eager standard send (MPJ packs its data at once), a nonblocking one returns a
 * request complete from the start ({@link LocallyCompleteRequest}), and the attached buffer's size is kept to judge
 * the space.
 *
 * <p>Space taken by messages not yet delivered is not summed: when a message leaves the buffer is up to the
 * implementation and the run's timing, and a verdict must not depend on either. {@code Buffer_detach} waits until
 * every buffered message has been transmitted (MPI-3.1 §3.6.1); under zero buffering, with no system buffer to
 * take them, that is until each has been received.
 */
final class BufferedSends {
  /** Past this many buffered messages awaiting a detach, those already received are dropped from the list. */
  private static final int PRUNE_AT = 256;
  // the size of the buffer the rank attached, 0 for none; this class is loaded once per rank
  private static int attachedBytes;
  // under zero buffering, the buffered messages sent and not yet known to be received, with their world receivers
  private static final List<InTransit> IN_TRANSIT = new ArrayList<>();

  /** A buffered message's device send, complete once received, and its receiver's world rank. */
  private record InTransit(Request send, int receiver) {}

  private BufferedSends() {}

  static void attached(ByteBuffer buffer) {
    attachedBytes = buffer == null ? 0 : buffer.capacity();
  }

  static void detached() {
    attachedBytes = 0;
  }

  /**
   * Judges the space a buffered send of {@code count} items of {@code type} needs (the caller checked the arguments),
   * failing the call as MPI's default error handler would where there is none.
   */
  static void checkSpace(String call, Comm comm, int count, Datatype type) throws MPIException {
    if (attachedBytes == 0) {
      Violations.reject(RuleViolation.Rule.BUFFER_SPACE, call, "no buffer is attached (MPI.Buffer_attach): a"
          + " buffered send needs one for its message (MPI-3.1 §3.6)");
    }
    long needed = (long) comm.Pack_size(count, type) + MPI.BSEND_OVERHEAD;
    if (needed > attachedBytes) {
      Violations.reject(RuleViolation.Rule.BUFFER_SPACE, call, "its message needs " + needed + " bytes of buffer"
          + " space (Pack_size + BSEND_OVERHEAD) but the attached buffer has " + attachedBytes + " (MPI-3.1 §3.6)");
    }
  }

  /**
   * Sends a buffered message of the application (or a standard one under eager buffering), already recorded, as an
   * eager standard send (MPJ packs its data at once, and a packed message is sent as a copy, so the application's
   * buffer is free again) and returns the device request the application completes: complete at once.
   */
  static mpjdev.Request send(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    long bytes = EagerSpace.makeRoom(comm, count, type);
    EagerSpace.hold(comm.Isend(PackedCopies.sendable(buf), offset, count, type, dest, tag), bytes, comm, dest, tag);
    return new LocallyCompleteRequest();
  }

  /** As {@link #send}, in the space of the buffer the program attached: no wait for the system buffer's. */
  private static mpjdev.Request sendInTheAttachedBuffer(Comm comm, Object buf, int offset, int count, Datatype type,
      int dest, int tag) throws MPIException {
    comm.Isend(PackedCopies.sendable(buf), offset, count, type, dest, tag);
    return new LocallyCompleteRequest();
  }

  /**
   * A buffered send of the application ({@code Bsend}, {@code Ibsend}): as {@link #send}, and under zero buffering
   * its message is kept until {@link #awaitTransmitted} sees it received (the device send made synchronous on
   * niodev, whose own completes small messages at once; multicore's completes when received).
   */
  static mpjdev.Request sendBuffered(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    if (CommCalls.eager()) {
      return sendInTheAttachedBuffer(comm, buf, offset, count, type, dest, tag);
    }
    Object sendable = PackedCopies.sendable(buf);
    Request sent = RankBinding.sendIsSynchronous() ? comm.Isend(sendable, offset, count, type, dest, tag)
        : comm.Issend(sendable, offset, count, type, dest, tag);
    synchronized (IN_TRANSIT) {
      if (IN_TRANSIT.size() >= PRUNE_AT) {
        IN_TRANSIT.removeIf(message -> received(message.send()));
      }
      IN_TRANSIT.add(new InTransit(sent, Members.world(comm, dest)));
    }
    return new LocallyCompleteRequest();
  }

  private static boolean received(Request send) {
    try {
      return send.Test() != null;
    } catch (MPIException e) {
      return false;
    }
  }

  /**
   * Before {@code Buffer_detach}: waits, as a call blocked on their receivers, until every buffered message sent so far
   * has been received (zero buffering only; under eager the system buffers take them at once).
   */
  static void awaitTransmitted() throws MPIException {
    List<InTransit> sent;
    synchronized (IN_TRANSIT) {
      sent = List.copyOf(IN_TRANSIT);
      IN_TRANSIT.clear();
    }
    if (sent.isEmpty()) {
      return;
    }
    List<Integer> receivers = sent.stream().map(InTransit::receiver).distinct().toList();
    Pending.enter(new PendingCall("MPI.Buffer_detach", receivers, false, -1, -1));
    for (InTransit message : sent) {
      message.send().Wait();
    }
    Pending.leave();
  }

  /**
   * A Start of a buffered persistent request ({@code Bsend_init}, or {@code Send_init} under eager buffering): the
   * message of {@code buf} as it is now, sent as {@link #send} sends, and the request active and complete, as MPJ's own
   * Start would leave it but for the wait (MPJ's Start of a buffered one hangs from its second use on).
   */
  static void start(Prequest request, Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag,
      boolean buffered) throws MPIException {
    PersistentSource.activate(request, buffered ? sendBuffered(comm, buf, offset, count, type, dest, tag)
        : send(comm, buf, offset, count, type, dest, tag));
  }
}
