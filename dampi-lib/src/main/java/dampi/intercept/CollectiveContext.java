package dampi.intercept;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Point-to-point messages on a communicator's collective context, where MPJ's own collectives talk: no application
 * receive, wildcard or not, can take them. MPJ reaches that context through {@code Comm}'s protected calls (their last
 * argument {@code false}); these handles open them to dampi's collectives. The tags are above MPJ's (34001 to 35000),
 * so neither side takes the other's messages. A message received here carries its sender's clock like any other and,
 * having no ticket, merges it at once (R5 by data flow).
 */
final class CollectiveContext {
  private static final MethodHandle ISEND;
  private static final MethodHandle RECV;

  static {
    try {
      MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(Comm.class, MethodHandles.lookup());
      ISEND = lookup.findVirtual(Comm.class, "isend", MethodType.methodType(Request.class, Object.class, int.class,
          int.class, Datatype.class, int.class, int.class, boolean.class));
      RECV = lookup.findVirtual(Comm.class, "recv", MethodType.methodType(Status.class, Object.class, int.class,
          int.class, Datatype.class, int.class, int.class, boolean.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private CollectiveContext() {}

  /**
   * Sends without waiting: MPJ packs the data at the call, so the buffer is free again, and the message is delivered
   * whenever its receive is posted, as with large system buffers (see {@link EagerSpace}, which completes the send).
   */
  static void send(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    if (!SubsetReplay.sendsCollectiveData(Members.world(comm, dest))) {
      return; // in a subset replay: a member standing in, or one whose result comes from the log
    }
    long bytes = EagerSpace.makeRoom(comm, count, type);
    Request sent = (Request) onCollectiveContext(ISEND, comm, buf, offset, count, type, dest, tag);
    EagerSpace.hold(sent, bytes, comm, dest, tag);
  }

  static void receive(Comm comm, Object buf, int offset, int count, Datatype type, int source, int tag)
      throws MPIException {
    mpjbuf.Buffer logged = SubsetReplay.collectiveData(comm, source);
    if (logged != null) { // in a subset replay, a result the recorded run logged: from the log, to oneself
      onCollectiveContext(ISEND, comm, logged, 0, 0, mpi.MPI.PACKED, comm.Rank(), tag);
      onCollectiveContext(RECV, comm, buf, offset, count, type, comm.Rank(), tag);
      return;
    }
    onCollectiveContext(RECV, comm, buf, offset, count, type, source, tag);
  }

  /** {@code call(comm, buf, offset, count, type, peer, tag, false)}; MPJ's errors pass through as they are. */
  private static Object onCollectiveContext(MethodHandle call, Comm comm, Object buf, int offset, int count,
      Datatype type, int peer, int tag) throws MPIException {
    try {
      return call.invoke(comm, buf, offset, count, type, peer, tag, false);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }
}
