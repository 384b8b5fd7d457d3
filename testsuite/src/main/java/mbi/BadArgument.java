package mbi;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;

/**
 * MBI's "invalid parameter" class and its correct twins, on two ranks: one call, named by the first argument, gets
 * the argument the second names; every other call is valid. Point-to-point calls ({@code send ssend isend send_init}
 * on rank 0, {@code recv irecv recv_init probe iprobe} on rank 1, rank 0 sending the message they take): rank 0 sends
 * rank 1 two INTs. Rooted collectives ({@code bcast reduce gather scatter}), where every rank gives the argument.
 * Arguments:
 * <ul>
 *   <li>{@code valid}: correct;
 *   <li>{@code peer_beyond}, {@code peer_negative}: a destination, source or root that is no rank of COMM_WORLD
 *       (MPI-3.1 §3.2.3, §3.2.4, §5.4);
 *   <li>{@code tag_negative}: a tag below 0 (§3.2.3), {@code tag_any}: ANY_TAG on a send (only receives accept it;
 *       on a receive, correct);
 *   <li>{@code count_negative}: a negative count; {@code beyond_array}: elements past the end of the array;
 *       {@code null_buffer}: no array at all.
 * </ul>
 */
public final class BadArgument {
  private static final int COUNT = 2;
  private static final int NO_RANK = -7; // neither ANY_SOURCE nor PROC_NULL
  private static final int TAG = 3;

  private BadArgument() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    String call = options[0];
    Arguments bad = Arguments.of(options[1]);
    int rank = MPI.COMM_WORLD.Rank();
    switch (call) {
      case "send", "ssend", "isend", "send_init" -> {
        if (rank == 0) {
          send(call, bad);
        } else if (rank == 1) {
          MPI.COMM_WORLD.Recv(new int[COUNT], 0, COUNT, MPI.INT, 0, TAG);
        }
      }
      case "recv", "irecv", "recv_init", "probe", "iprobe" -> {
        if (rank == 0) {
          MPI.COMM_WORLD.Send(new int[] {1, 2}, 0, COUNT, MPI.INT, 1, TAG);
        } else if (rank == 1) {
          receive(call, bad);
        }
      }
      case "bcast", "reduce", "gather", "scatter" -> collective(call, bad);
      default -> throw new IllegalArgumentException("no call " + call);
    }
    MPI.Finalize();
  }

  /** The arguments of the call under test: valid ones but for the one named. */
  private record Arguments(int peer, int tag, int offset, int count, boolean nullBuffer) {
    static Arguments of(String name) {
      int size = MPI.COMM_WORLD.Size();
      return switch (name) {
        case "valid" -> new Arguments(-1, TAG, 0, COUNT, false);
        case "peer_beyond" -> new Arguments(size, TAG, 0, COUNT, false);
        case "peer_negative" -> new Arguments(NO_RANK, TAG, 0, COUNT, false);
        case "tag_negative" -> new Arguments(-1, NO_RANK, 0, COUNT, false);
        case "tag_any" -> new Arguments(-1, MPI.ANY_TAG, 0, COUNT, false);
        case "count_negative" -> new Arguments(-1, TAG, 0, -1, false);
        case "beyond_array" -> new Arguments(-1, TAG, 1, COUNT, false);
        case "null_buffer" -> new Arguments(-1, TAG, 0, COUNT, true);
        default -> throw new IllegalArgumentException("no argument " + name);
      };
    }

    /** The peer to name: the bad one, else {@code valid}. */
    int peerOr(int valid) {
      return peer == -1 ? valid : peer;
    }

    Object buffer() {
      return nullBuffer ? null : new int[COUNT];
    }
  }

  private static void send(String call, Arguments bad) throws MPIException {
    Comm comm = MPI.COMM_WORLD;
    Object data = bad.buffer();
    int to = bad.peerOr(1);
    switch (call) {
      case "send" -> comm.Send(data, bad.offset(), bad.count(), MPI.INT, to, bad.tag());
      case "ssend" -> comm.Ssend(data, bad.offset(), bad.count(), MPI.INT, to, bad.tag());
      case "isend" -> comm.Isend(data, bad.offset(), bad.count(), MPI.INT, to, bad.tag()).Wait();
      default -> {
        Prequest request = comm.Send_init(data, bad.offset(), bad.count(), MPI.INT, to, bad.tag());
        request.Start();
        request.Wait();
      }
    }
  }

  private static void receive(String call, Arguments bad) throws MPIException {
    Comm comm = MPI.COMM_WORLD;
    Object buffer = bad.buffer();
    int from = bad.peerOr(0);
    switch (call) {
      case "recv" -> comm.Recv(buffer, bad.offset(), bad.count(), MPI.INT, from, bad.tag());
      case "irecv" -> comm.Irecv(buffer, bad.offset(), bad.count(), MPI.INT, from, bad.tag()).Wait();
      case "recv_init" -> {
        Prequest request = comm.Recv_init(buffer, bad.offset(), bad.count(), MPI.INT, from, bad.tag());
        request.Start();
        request.Wait();
      }
      case "probe" -> {
        comm.Probe(from, bad.tag());
        comm.Recv(new int[COUNT], 0, COUNT, MPI.INT, 0, TAG);
      }
      default -> {
        while (comm.Iprobe(from, bad.tag()) == null) {
          Thread.onSpinWait();
        }
        comm.Recv(new int[COUNT], 0, COUNT, MPI.INT, 0, TAG);
      }
    }
  }

  private static void collective(String call, Arguments bad) throws MPIException {
    int size = MPI.COMM_WORLD.Size();
    Object send = bad.nullBuffer() ? null : new int[COUNT * size];
    int[] receive = new int[COUNT * size];
    int root = bad.peerOr(0);
    int offset = bad.offset() == 0 ? 0 : COUNT * size - 1; // past the end by a whole count but one
    switch (call) {
      case "bcast" -> MPI.COMM_WORLD.Bcast(send, offset, bad.count(), MPI.INT, root);
      case "reduce" -> MPI.COMM_WORLD.Reduce(send, offset, receive, 0, bad.count(), MPI.INT, MPI.SUM, root);
      case "gather" -> MPI.COMM_WORLD.Gather(send, offset, bad.count(), MPI.INT, receive, 0, bad.count(), MPI.INT,
          root);
      default -> MPI.COMM_WORLD.Scatter(send, offset, bad.count(), MPI.INT, receive, 0, bad.count(), MPI.INT, root);
    }
  }
}
