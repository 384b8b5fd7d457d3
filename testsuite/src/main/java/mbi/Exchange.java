package mbi;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * MBI's "buffering hazard" class (and two call-ordering deadlocks) and their correct twins: every rank sends one INT
 * to the next rank of a ring and receives one from the previous (with two ranks, each to the other), in the pattern
 * the first argument names:
 * <ul>
 *   <li>{@code send_recv}: Send, then Recv: every rank sends first, so it completes only if MPI buffers the sends,
 *       which it need not do (MPI-3.1 §3.5, "unsafe");
 *   <li>{@code isend_wait_recv}: Isend and its Wait, then Recv: the same hazard;
 *   <li>{@code ssend_recv}: Ssend, then Recv: deadlocks in any implementation;
 *   <li>{@code recv_send}: Recv, then Send: deadlocks in any implementation;
 *   <li>{@code isend_recv_wait}, {@code irecv_send_wait}, {@code sendrecv}, {@code bsend_recv} (with an attached
 *       buffer) and {@code ordered} (rank 0 sends first, the others receive first): correct.
 * </ul>
 */
public final class Exchange {
  private Exchange() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int next = (rank + 1) % size;
    int previous = (rank + size - 1) % size;
    int[] out = {rank};
    int[] in = new int[1];
    switch (options[0]) {
      case "send_recv" -> {
        MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, next, 0);
        MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, previous, 0);
      }
      case "isend_wait_recv" -> {
        MPI.COMM_WORLD.Isend(out, 0, 1, MPI.INT, next, 0).Wait();
        MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, previous, 0);
      }
      case "ssend_recv" -> {
        MPI.COMM_WORLD.Ssend(out, 0, 1, MPI.INT, next, 0);
        MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, previous, 0);
      }
      case "recv_send" -> {
        MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, previous, 0);
        MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, next, 0);
      }
      case "isend_recv_wait" -> {
        Request sent = MPI.COMM_WORLD.Isend(out, 0, 1, MPI.INT, next, 0);
        MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, previous, 0);
        sent.Wait();
      }
      case "irecv_send_wait" -> {
        Request received = MPI.COMM_WORLD.Irecv(in, 0, 1, MPI.INT, previous, 0);
        MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, next, 0);
        received.Wait();
      }
      case "sendrecv" -> MPI.COMM_WORLD.Sendrecv(out, 0, 1, MPI.INT, next, 0, in, 0, 1, MPI.INT, previous, 0);
      case "bsend_recv" -> {
        MPI.Buffer_attach(ByteBuffer.allocateDirect(1 << 12));
        MPI.COMM_WORLD.Bsend(out, 0, 1, MPI.INT, next, 0);
        MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, previous, 0);
        MPI.Buffer_detach();
      }
      case "ordered" -> {
        if (rank == 0) {
          MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, next, 0);
          MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, previous, 0);
        } else {
          MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, previous, 0);
          MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, next, 0);
        }
      }
      default -> throw new IllegalArgumentException("no exchange " + options[0]);
    }
    if (in[0] != previous) {
      throw new IllegalStateException("received " + in[0] + " from rank " + previous);
    }
    MPI.Finalize();
  }
}
