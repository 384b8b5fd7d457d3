package mbi;

import java.nio.ByteBuffer;
import mpi.Comm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;

/**
 * Point-to-point matching, MBI's "call ordering" and "parameter matching" classes and their correct twins: rank 0
 * sends four INTs to rank 1 with the call named by the first argument, rank 1 receives them with the call named by
 * the second, and the third plants one bug or none:
 * <ul>
 *   <li>{@code none}: correct;
 *   <li>{@code missing}: rank 0 never sends, so rank 1 waits for ever (call ordering);
 *   <li>{@code tag}: sent with tag 1, received with tag 2: nothing matches (MPI-3.1 §3.2.4);
 *   <li>{@code comm}: sent on a duplicate of COMM_WORLD, received on COMM_WORLD: a message matches only on the
 *       communicator it was sent on (§3.2.4);
 *   <li>{@code type}: received as DOUBLEs: the type signatures differ (§3.3.1);
 *   <li>{@code count}: received into room for two: truncation is an error (§3.2.5).
 * </ul>
 * Sends: {@code send ssend bsend isend issend ibsend send_init ssend_init bsend_init}. Receives: {@code recv irecv
 * recv_init}, {@code probe} (Probe, then Recv) and {@code iprobe} (Iprobe until it finds the message, then Recv).
 */
public final class P2pPair {
  private static final int SENT = 4;
  private static final int RECEIVE_TAG = 2;

  private P2pPair() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    String bug = options[2];
    Intracomm duplicate = (Intracomm) MPI.COMM_WORLD.clone();
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0 && !bug.equals("missing")) {
      send(options[0], bug.equals("comm") ? duplicate : MPI.COMM_WORLD, bug.equals("tag") ? 1 : RECEIVE_TAG);
    } else if (rank == 1) {
      receive(options[1], bug);
    }
    duplicate.Free();
    MPI.Finalize();
  }

  private static void send(String call, Comm comm, int tag) throws MPIException {
    int[] data = {1, 2, 3, 4};
    boolean buffered = call.startsWith("bsend") || call.equals("ibsend");
    if (buffered) {
      MPI.Buffer_attach(ByteBuffer.allocateDirect(1 << 12));
    }
    switch (call) {
      case "send" -> comm.Send(data, 0, SENT, MPI.INT, 1, tag);
      case "ssend" -> comm.Ssend(data, 0, SENT, MPI.INT, 1, tag);
      case "bsend" -> comm.Bsend(data, 0, SENT, MPI.INT, 1, tag);
      case "isend" -> comm.Isend(data, 0, SENT, MPI.INT, 1, tag).Wait();
      case "issend" -> comm.Issend(data, 0, SENT, MPI.INT, 1, tag).Wait();
      case "ibsend" -> comm.Ibsend(data, 0, SENT, MPI.INT, 1, tag).Wait();
      case "send_init" -> startAndWait(comm.Send_init(data, 0, SENT, MPI.INT, 1, tag));
      case "ssend_init" -> startAndWait(comm.Ssend_init(data, 0, SENT, MPI.INT, 1, tag));
      case "bsend_init" -> startAndWait(comm.Bsend_init(data, 0, SENT, MPI.INT, 1, tag));
      default -> throw new IllegalArgumentException("no send call " + call);
    }
    if (buffered) {
      MPI.Buffer_detach();
    }
  }

  private static void receive(String call, String bug) throws MPIException {
    Comm comm = MPI.COMM_WORLD;
    boolean doubles = bug.equals("type");
    Object buffer = doubles ? new double[SENT] : new int[SENT];
    int count = bug.equals("count") ? SENT / 2 : SENT;
    mpi.Datatype type = doubles ? MPI.DOUBLE : MPI.INT;
    switch (call) {
      case "recv" -> comm.Recv(buffer, 0, count, type, 0, RECEIVE_TAG);
      case "irecv" -> comm.Irecv(buffer, 0, count, type, 0, RECEIVE_TAG).Wait();
      case "recv_init" -> startAndWait(comm.Recv_init(buffer, 0, count, type, 0, RECEIVE_TAG));
      case "probe" -> {
        comm.Probe(0, RECEIVE_TAG);
        comm.Recv(buffer, 0, count, type, 0, RECEIVE_TAG);
      }
      case "iprobe" -> {
        while (comm.Iprobe(0, RECEIVE_TAG) == null) {
          Thread.onSpinWait();
        }
        comm.Recv(buffer, 0, count, type, 0, RECEIVE_TAG);
      }
      default -> throw new IllegalArgumentException("no receive call " + call);
    }
    if (!doubles && ((int[]) buffer)[count - 1] != count) {
      throw new IllegalStateException("received " + java.util.Arrays.toString((int[]) buffer));
    }
  }

  private static void startAndWait(Prequest request) throws MPIException {
    request.Start();
    request.Wait();
  }
}
