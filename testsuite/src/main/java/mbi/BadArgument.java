package mbi;

import mpi.Comm;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;
import mpi.Prequest;

/**
 * MBI's "invalid parameter" class and its correct twins, on two ranks: one call, named by the first argument, gets
 * the argument the second names; every other call is valid. Point-to-point calls ({@code send ssend isend send_init}
 * on rank 0, {@code recv irecv recv_init probe iprobe} on rank 1, rank 0 sending the message they take): rank 0 sends
 * rank 1 two INTs. Rooted collectives ({@code bcast reduce gather scatter}), where every rank gives the argument,
 * and {@code cart} (Create_cart). Arguments:
 * <ul>
 *   <li>{@code valid}: correct;
 *   <li>{@code peer_beyond}, {@code peer_negative}: a destination, source or root that is no rank of COMM_WORLD
 *       (MPI-3.1 §3.2.3, §3.2.4, §5.4);
 *   <li>{@code tag_negative}: a tag below 0 (§3.2.3), {@code tag_any}: ANY_TAG on a send (only receives accept it;
 *       on a receive, correct);
 *   <li>{@code count_negative}: a negative count; {@code beyond_array}: elements past the end of the array;
 *       {@code null_buffer}: no array at all;
 *   <li>{@code comm_freed}: a duplicate of COMM_WORLD, freed before the call (§6.4.3);
 *   <li>{@code type_uncommitted}, {@code type_freed}: a derived datatype (one INT) never committed, or freed before
 *       the call (§4.1.9);
 *   <li>{@code op_type} (reduce): MAXLOC on INT, which only pair types support (§5.9.4);
 *   <li>{@code dims_beyond}, {@code dims_zero} (cart): a grid larger than COMM_WORLD, or with an empty dimension
 *       (§7.5.1).
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
      case "cart" -> {
        int size = MPI.COMM_WORLD.Size();
        int[] dims = switch (options[1]) {
          case "dims_beyond" -> new int[] {size, 2};
          case "dims_zero" -> new int[] {size, 0};
          default -> new int[] {size, 1};
        };
        MPI.COMM_WORLD.Create_cart(dims, new boolean[] {false, false}, false).Free();
      }
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
  private record Arguments(int peer, int tag, int offset, int count, boolean nullBuffer, Comm comm, Datatype type,
      Op op) {
    static Arguments of(String name) throws MPIException {
      Arguments valid = new Arguments(-1, TAG, 0, COUNT, false, MPI.COMM_WORLD, MPI.INT, MPI.SUM);
      return switch (name) {
        case "valid", "dims_beyond", "dims_zero" -> valid;
        case "peer_beyond" -> valid.withPeer(MPI.COMM_WORLD.Size());
        case "peer_negative" -> valid.withPeer(NO_RANK);
        case "tag_negative" -> new Arguments(-1, NO_RANK, 0, COUNT, false, valid.comm, valid.type, valid.op);
        case "tag_any" -> new Arguments(-1, MPI.ANY_TAG, 0, COUNT, false, valid.comm, valid.type, valid.op);
        case "count_negative" -> new Arguments(-1, TAG, 0, -1, false, valid.comm, valid.type, valid.op);
        case "beyond_array" -> new Arguments(-1, TAG, 1, COUNT, false, valid.comm, valid.type, valid.op);
        case "null_buffer" -> new Arguments(-1, TAG, 0, COUNT, true, valid.comm, valid.type, valid.op);
        case "comm_freed" -> {
          Intracomm freed = (Intracomm) MPI.COMM_WORLD.clone();
          freed.Free();
          yield new Arguments(-1, TAG, 0, COUNT, false, freed, valid.type, valid.op);
        }
        case "type_uncommitted" -> valid.withType(Datatype.Contiguous(1, MPI.INT));
        case "type_freed" -> {
          Datatype one = Datatype.Contiguous(1, MPI.INT);
          one.Commit();
          one.free();
          yield valid.withType(one);
        }
        case "op_type" -> new Arguments(-1, TAG, 0, COUNT, false, valid.comm, valid.type, MPI.MAXLOC);
        default -> throw new IllegalArgumentException("no argument " + name);
      };
    }

    Arguments withPeer(int rank) {
      return new Arguments(rank, tag, offset, count, nullBuffer, comm, type, op);
    }

    Arguments withType(Datatype derived) {
      return new Arguments(peer, tag, offset, count, nullBuffer, comm, derived, op);
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
    Comm comm = bad.comm();
    Object data = bad.buffer();
    int to = bad.peerOr(1);
    switch (call) {
      case "send" -> comm.Send(data, bad.offset(), bad.count(), bad.type(), to, bad.tag());
      case "ssend" -> comm.Ssend(data, bad.offset(), bad.count(), bad.type(), to, bad.tag());
      case "isend" -> comm.Isend(data, bad.offset(), bad.count(), bad.type(), to, bad.tag()).Wait();
      default -> {
        Prequest request = comm.Send_init(data, bad.offset(), bad.count(), bad.type(), to, bad.tag());
        request.Start();
        request.Wait();
      }
    }
  }

  private static void receive(String call, Arguments bad) throws MPIException {
    Comm comm = bad.comm();
    Object buffer = bad.buffer();
    int from = bad.peerOr(0);
    switch (call) {
      case "recv" -> comm.Recv(buffer, bad.offset(), bad.count(), bad.type(), from, bad.tag());
      case "irecv" -> comm.Irecv(buffer, bad.offset(), bad.count(), bad.type(), from, bad.tag()).Wait();
      case "recv_init" -> {
        Prequest request = comm.Recv_init(buffer, bad.offset(), bad.count(), bad.type(), from, bad.tag());
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
    Intracomm comm = (Intracomm) bad.comm();
    int size = MPI.COMM_WORLD.Size();
    Object send = bad.nullBuffer() ? null : new int[COUNT * size];
    int[] receive = new int[COUNT * size];
    int root = bad.peerOr(0);
    int offset = bad.offset() == 0 ? 0 : COUNT * size - 1; // past the end by a whole count but one
    switch (call) {
      case "bcast" -> comm.Bcast(send, offset, bad.count(), bad.type(), root);
      case "reduce" -> comm.Reduce(send, offset, receive, 0, bad.count(), bad.type(), bad.op(), root);
      case "gather" -> comm.Gather(send, offset, bad.count(), bad.type(), receive, 0, bad.count(), bad.type(), root);
      default -> comm.Scatter(send, offset, bad.count(), bad.type(), receive, 0, bad.count(), bad.type(), root);
    }
  }
}
