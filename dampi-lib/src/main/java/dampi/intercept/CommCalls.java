package dampi.intercept;

import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker.OpenEpoch;
import dampi.piggyback.ClockExchange;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;

/**
 * Wrappers of {@code mpi.Comm} receives and probes, the calls where nondeterminism enters: a wildcard source opens an
 * epoch, and a decision may force it. Sends are recorded (the clock itself is attached at the device layer) so that
 * messages never received can still reveal alternatives. Every public
 * static method here intercepts the {@code Comm} method of the same name (first parameter: the receiver).
 */
public final class CommCalls {
  private CommCalls() {}

  public static void Send(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Receives.sending(comm, dest, tag);
    comm.Send(buf, offset, count, type, dest, tag);
  }

  public static void Ssend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Receives.sending(comm, dest, tag);
    comm.Ssend(buf, offset, count, type, dest, tag);
  }

  public static void Bsend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Receives.sending(comm, dest, tag);
    comm.Bsend(buf, offset, count, type, dest, tag);
  }

  public static void Rsend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Receives.sending(comm, dest, tag);
    comm.Rsend(buf, offset, count, type, dest, tag);
  }

  public static Request Isend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Receives.sending(comm, dest, tag);
    return comm.Isend(buf, offset, count, type, dest, tag);
  }

  public static Request Issend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Receives.sending(comm, dest, tag);
    return comm.Issend(buf, offset, count, type, dest, tag);
  }

  public static Request Ibsend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Receives.sending(comm, dest, tag);
    return comm.Ibsend(buf, offset, count, type, dest, tag);
  }

  public static Request Irsend(Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    Receives.sending(comm, dest, tag);
    return comm.Irsend(buf, offset, count, type, dest, tag);
  }

  public static Status Recv(Comm comm, Object buf, int offset, int count, Datatype type, int source, int tag)
      throws MPIException {
    return blockingReceive(Epoch.Kind.RECV, comm, source, tag,
        from -> comm.Recv(buf, offset, count, type, from, tag));
  }

  public static Request Irecv(Comm comm, Object buf, int offset, int count, Datatype type, int source, int tag)
      throws MPIException {
    OpenEpoch epoch = Receives.openEpochIfWildcard(Epoch.Kind.IRECV, comm, source, tag);
    Receives.Issued issued = Receives.issue(comm, source, tag, epoch, true);
    Request request;
    try {
      request = comm.Irecv(buf, offset, count, type, Receives.sourceFor(epoch, source), tag);
    } finally {
      ClockExchange.withdrawTicket();
    }
    Receives.rememberNonblocking(request, issued);
    return request;
  }

  public static Status Sendrecv(Comm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      int dest, int sendtag, Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int source,
      int recvtag) throws MPIException {
    Receives.sending(comm, dest, sendtag);
    // MPJ's Sendrecv posts its Isend before its Irecv, so the ticket reaches the receive.
    return blockingReceive(Epoch.Kind.SENDRECV, comm, source, recvtag,
        from -> comm.Sendrecv(sendbuf, sendoffset, sendcount, sendtype, dest, sendtag, recvbuf, recvoffset,
            recvcount, recvtype, from, recvtag));
  }

  public static Status Sendrecv_replace(Comm comm, Object buf, int offset, int count, Datatype type, int dest,
      int sendtag, int source, int recvtag) throws MPIException {
    Receives.sending(comm, dest, sendtag);
    return blockingReceive(Epoch.Kind.SENDRECV, comm, source, recvtag,
        from -> comm.Sendrecv_replace(buf, offset, count, type, dest, sendtag, from, recvtag));
  }

  public static Status Probe(Comm comm, int source, int tag) throws MPIException {
    OpenEpoch epoch = Receives.openEpochIfWildcard(Epoch.Kind.PROBE, comm, source, tag);
    Status status = comm.Probe(Receives.sourceFor(epoch, source), tag);
    if (epoch != null) {
      RankBinding.recorder().tracker().completeProbe(epoch, status.source);
    }
    return status;
  }

  public static Status Iprobe(Comm comm, int source, int tag) throws MPIException {
    Status status = comm.Iprobe(source, tag);
    if (status != null && source == MPI.ANY_SOURCE) {
      // A polling wildcard probe is not a choice point dampi explores; say so in the verdict.
      RankBinding.recorder().unsupported("Comm.Iprobe(ANY_SOURCE)");
    }
    return status;
  }

  public static Prequest Recv_init(Comm comm, Object buf, int offset, int count, Datatype type, int source, int tag)
      throws MPIException {
    if (source == MPI.ANY_SOURCE) {
      RankBinding.recorder().unsupported("Comm.Recv_init(ANY_SOURCE)");
    }
    return comm.Recv_init(buf, offset, count, type, source, tag);
  }

  /** One blocking MPJ receive call, given the source it must use (the forced one when a decision applies). */
  @FunctionalInterface
  private interface BlockingReceive {
    Status receiveFrom(int source) throws MPIException;
  }

  /** The common course of every blocking receive: epoch, decision, ticket for the piggyback, completion (R4). */
  private static Status blockingReceive(Epoch.Kind kind, Comm comm, int source, int tag, BlockingReceive receive)
      throws MPIException {
    OpenEpoch epoch = Receives.openEpochIfWildcard(kind, comm, source, tag);
    Receives.Issued issued = Receives.issue(comm, source, tag, epoch, false);
    Status status;
    try {
      status = receive.receiveFrom(Receives.sourceFor(epoch, source));
    } finally {
      ClockExchange.withdrawTicket();
    }
    Receives.completed(issued, status);
    return status;
  }
}
