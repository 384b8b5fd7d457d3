package mbi;

import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

/**
 * MBI's "local concurrency" class and its correct twins, on two ranks: rank 1 hands an array to a pending
 * nonblocking or persistent operation and then, before the operation completes, uses the same elements again as the
 * first argument says (MPI-3.1 §3.7.2: a buffer in use by a pending operation may not be written, nor read while a
 * receive fills it). Rank 0 sends rank 1 two INTs (tags 0 and 1) and receives two back (tags 2 and 3).
 * <ul>
 *   <li>{@code irecv_send}: a send from the elements a pending Irecv fills;
 *   <li>{@code irecv_irecv}: two pending Irecvs into the same elements;
 *   <li>{@code isend_irecv}: an Irecv into the elements a pending Isend reads;
 *   <li>{@code start_irecv}: an Irecv into the elements a started Recv_init fills;
 *   <li>{@code isend_write}: the program writes an element a pending Isend reads;
 *   <li>{@code irecv_read}: the program reads an element a pending Irecv fills;
 *   <li>{@code start_write}: the program writes an element a started Send_init reads;
 *   <li>{@code isend_copy}: System.arraycopy into the elements a pending Isend reads;
 *   <li>{@code irecv_copy}: System.arraycopy from the elements a pending Irecv fills;
 *   <li>{@code irecv_slots}, {@code isend_isend}, {@code start_slots}: one element per operation, or two sends from
 *       one element: correct;
 *   <li>{@code isend_read}, {@code irecv_other}: the program reads the element a pending Isend sends from (allowed
 *       since MPI-3.0), or writes the element next to the one a pending Irecv fills: correct.
 * </ul>
 */
public final class BufferInUse {
  private BufferInUse() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] data = {10, 11};
      MPI.COMM_WORLD.Send(data, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Send(data, 1, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, 1, 2);
      MPI.COMM_WORLD.Recv(data, 1, 1, MPI.INT, 1, 3);
    } else if (rank == 1) {
      exchange(options[0]);
    }
    MPI.Finalize();
  }

  /** Rank 1's part: two receives from rank 0 and two sends back, overlapping as {@code use} says. */
  private static void exchange(String use) throws MPIException {
    int[] buffer = new int[2];
    int other = use.endsWith("slots") ? 1 : 0; // the element the second operation uses
    switch (use) {
      case "irecv_send" -> {
        Request received = MPI.COMM_WORLD.Irecv(buffer, 0, 1, MPI.INT, 0, 0);
        MPI.COMM_WORLD.Recv(buffer, 1, 1, MPI.INT, 0, 1);
        MPI.COMM_WORLD.Send(buffer, 0, 1, MPI.INT, 0, 2);
        received.Wait();
        MPI.COMM_WORLD.Send(buffer, 1, 1, MPI.INT, 0, 3);
      }
      case "irecv_irecv", "irecv_slots" -> {
        Request first = MPI.COMM_WORLD.Irecv(buffer, 0, 1, MPI.INT, 0, 0);
        Request second = MPI.COMM_WORLD.Irecv(buffer, other, 1, MPI.INT, 0, 1);
        Request.Waitall(new Request[] {first, second});
        sendBoth(buffer);
      }
      case "isend_irecv" -> {
        MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, 0, 0);
        Request sent = MPI.COMM_WORLD.Isend(buffer, 0, 1, MPI.INT, 0, 2);
        Request received = MPI.COMM_WORLD.Irecv(buffer, 0, 1, MPI.INT, 0, 1);
        Request.Waitall(new Request[] {sent, received});
        MPI.COMM_WORLD.Send(buffer, 0, 1, MPI.INT, 0, 3);
      }
      case "isend_isend" -> {
        receiveBoth(buffer);
        Request first = MPI.COMM_WORLD.Isend(buffer, 0, 1, MPI.INT, 0, 2);
        Request second = MPI.COMM_WORLD.Isend(buffer, 0, 1, MPI.INT, 0, 3);
        Request.Waitall(new Request[] {first, second});
      }
      case "start_irecv", "start_slots" -> {
        Prequest first = MPI.COMM_WORLD.Recv_init(buffer, 0, 1, MPI.INT, 0, 0);
        first.Start();
        Request second = MPI.COMM_WORLD.Irecv(buffer, other, 1, MPI.INT, 0, 1);
        Request.Waitall(new Request[] {first, second});
        sendBoth(buffer);
      }
      case "isend_write" -> {
        receiveBoth(buffer);
        Request sent = MPI.COMM_WORLD.Isend(buffer, 0, 1, MPI.INT, 0, 2);
        buffer[0] = -1;
        sent.Wait();
        MPI.COMM_WORLD.Send(buffer, 1, 1, MPI.INT, 0, 3);
      }
      case "irecv_read" -> {
        Request received = MPI.COMM_WORLD.Irecv(buffer, 0, 1, MPI.INT, 0, 0);
        int early = buffer[0];
        received.Wait();
        MPI.COMM_WORLD.Recv(buffer, 1, 1, MPI.INT, 0, 1);
        buffer[1] += early;
        sendBoth(buffer);
      }
      case "start_write" -> {
        receiveBoth(buffer);
        Prequest sent = MPI.COMM_WORLD.Send_init(buffer, 0, 1, MPI.INT, 0, 2);
        sent.Start();
        buffer[0] = -1;
        sent.Wait();
        MPI.COMM_WORLD.Send(buffer, 1, 1, MPI.INT, 0, 3);
      }
      case "isend_copy", "isend_read" -> {
        receiveBoth(buffer);
        Request sent = MPI.COMM_WORLD.Isend(buffer, 0, 1, MPI.INT, 0, 2);
        int[] saved = new int[2];
        if (use.equals("isend_copy")) {
          System.arraycopy(saved, 0, buffer, 0, 2);
        } else {
          saved[0] = buffer[0];
        }
        sent.Wait();
        MPI.COMM_WORLD.Send(buffer, 1, 1, MPI.INT, 0, 3);
      }
      case "irecv_copy", "irecv_other" -> {
        Request received = MPI.COMM_WORLD.Irecv(buffer, 0, 1, MPI.INT, 0, 0);
        int[] saved = new int[2];
        if (use.equals("irecv_copy")) {
          System.arraycopy(buffer, 0, saved, 0, 2);
        } else {
          buffer[1] = 5;
        }
        received.Wait();
        MPI.COMM_WORLD.Recv(buffer, 1, 1, MPI.INT, 0, 1);
        sendBoth(buffer);
      }
      default -> throw new IllegalArgumentException("no use " + use);
    }
  }

  private static void receiveBoth(int[] buffer) throws MPIException {
    MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, 0, 0);
    MPI.COMM_WORLD.Recv(buffer, 1, 1, MPI.INT, 0, 1);
  }

  private static void sendBoth(int[] buffer) throws MPIException {
    MPI.COMM_WORLD.Send(buffer, 0, 1, MPI.INT, 0, 2);
    MPI.COMM_WORLD.Send(buffer, 1, 1, MPI.INT, 0, 3);
  }
}
