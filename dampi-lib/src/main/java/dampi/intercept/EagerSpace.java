package dampi.intercept;

import java.util.ArrayDeque;
import java.util.Iterator;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPIException;
import mpi.Request;

/**
 * The system buffer of the eager model: a message sent at once (a standard send's under eager buffering, a
 * Sendrecv's send half there, a message of dampi's own rooted collectives) holds MPJ buffer space until its receiver
 * takes it and the send request is completed (a buffered send's is in the buffer the program attached). No implementation buffers without end, and MPI lets a
 * send wait for buffer space (MPI-3.1 §3.4): a send that would take the messages a rank holds past {@link #LIMIT}
 * first waits, as a call blocked on their receivers, until the oldest are received. Without the bound a program that
 * streams large messages to a slower receiver filled MPJ's buffer pool until its allocator failed, which read as the
 * program's own exception. One instance per rank (each rank loads its own copy of the layer), shared by its threads.
 */
final class EagerSpace {
  /** Bytes of messages a rank may hold unreceived before its next eager send waits. */
  static final long LIMIT = 64L << 20;
  /** Past this many held messages, those received are dropped: Test completes them, which frees MPJ's buffers. */
  private static final int PRUNE_AT = 64;

  /** A message sent at once and perhaps not yet received: its device send, its size, and whom it waits for. */
  private record Held(Request send, long bytes, Comm comm, int dest, int tag) {}

  private static final ArrayDeque<Held> HELD = new ArrayDeque<>();
  private static long heldBytes;

  private EagerSpace() {}

  /** Before an eager send of {@code count} items of {@code type}: waits until the rank holds room for it. */
  static long makeRoom(Comm comm, int count, Datatype type) throws MPIException {
    long bytes = (long) count * Math.max(1, type.getByteSize());
    Held oldest;
    while ((oldest = oldestInTheWay(bytes)) != null) {
      // Inside a collective the rank is blocked in that call already; a Send waits as a Send to the oldest's receiver.
      boolean inACall = RankBinding.recorder().pendingCall() != null;
      if (!inACall) {
        Pending.enter("Comm.Send", oldest.comm(), oldest.dest(), oldest.tag());
      }
      try {
        oldest.send().Wait();
      } finally {
        if (!inACall) {
          Pending.leave();
        }
        released(oldest);
      }
    }
    return bytes;
  }

  /** The message sent at once as {@code send}, of {@code bytes} (see {@link #makeRoom}), is held until received. */
  static synchronized void hold(Request send, long bytes, Comm comm, int dest, int tag) throws MPIException {
    if (HELD.size() >= PRUNE_AT) {
      dropReceived();
    }
    HELD.addLast(new Held(send, bytes, comm, dest, tag));
    heldBytes += bytes;
  }

  /**
   * The oldest held message, taken out for the caller to wait for, when the ones received are dropped and the rest
   * leave no room for {@code bytes}: each is waited for by one thread only (MPJ completes a request for one waiter).
   * Its bytes stay held until {@link #released}.
   */
  private static synchronized Held oldestInTheWay(long bytes) throws MPIException {
    if (heldBytes + bytes <= LIMIT) {
      return null;
    }
    dropReceived();
    return heldBytes + bytes <= LIMIT ? null : HELD.pollFirst();
  }

  private static void dropReceived() throws MPIException {
    for (Iterator<Held> held = HELD.iterator(); held.hasNext(); ) {
      Held message = held.next();
      if (message.send().Test() != null) {
        held.remove();
        heldBytes -= message.bytes();
      }
    }
  }

  private static synchronized void released(Held message) {
    heldBytes -= message.bytes();
  }
}
