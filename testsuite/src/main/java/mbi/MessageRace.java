package mbi;

import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Status;

/**
 * MBI's "message race" class: ranks 1 and 2 each send rank 0 their rank number (twice in the {@code loop} shapes),
 * and rank 0 takes them with wildcard receives of the kind the first argument names: {@code recv irecv recv_init},
 * {@code probe} (Probe(ANY_SOURCE), then Recv from the probed source), {@code probe_any} (then Recv(ANY_SOURCE)) or
 * {@code iprobe} (Iprobe(ANY_SOURCE) until it finds one, then Recv from its source). Which sender each wildcard
 * receive matches is up to MPI (§3.5: only messages from one sender are ordered). The second argument is the shape:
 * <ul>
 *   <li>{@code deadlock}: the second receive names rank 1; when the first took rank 1's message it waits for ever;
 *   <li>{@code order}: rank 0 assumes the first message is rank 1's and throws when it is not;
 *   <li>{@code any}: the second receive is a wildcard too: correct;
 *   <li>{@code loop_deadlock}: three wildcard receives, then one from rank 1: it waits for ever when the loop took
 *       both of rank 1's messages;
 *   <li>{@code loop}: four wildcard receives: correct.
 * </ul>
 */
public final class MessageRace {
  private MessageRace() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    String kind = options[0];
    String shape = options[1];
    int rank = MPI.COMM_WORLD.Rank();
    boolean loop = shape.startsWith("loop");
    if (rank == 0) {
      switch (shape) {
        case "deadlock" -> {
          wildcardReceive(kind);
          MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 1, 0);
        }
        case "order" -> {
          int first = wildcardReceive(kind);
          if (first != 1) {
            throw new IllegalStateException("expected rank 1's message first, got rank " + first + "'s");
          }
          wildcardReceive(kind);
        }
        case "any" -> {
          wildcardReceive(kind);
          wildcardReceive(kind);
        }
        case "loop_deadlock" -> {
          for (int i = 0; i < 3; i++) {
            wildcardReceive(kind);
          }
          MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 1, 0);
        }
        case "loop" -> {
          for (int i = 0; i < 4; i++) {
            wildcardReceive(kind);
          }
        }
        default -> throw new IllegalArgumentException("no shape " + shape);
      }
    } else if (rank <= 2) {
      for (int i = 0; i < (loop ? 2 : 1); i++) {
        MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
      }
    }
    MPI.Finalize();
  }

  /** Receives one message from any source with the receive {@code kind}; returns the rank it says it came from. */
  private static int wildcardReceive(String kind) throws MPIException {
    int[] value = new int[1];
    switch (kind) {
      case "recv" -> MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      case "irecv" -> MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0).Wait();
      case "recv_init" -> {
        Prequest request = MPI.COMM_WORLD.Recv_init(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        request.Start();
        request.Wait();
      }
      case "probe" -> {
        Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 0);
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, probed.source, 0);
      }
      case "probe_any" -> {
        MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 0);
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      }
      case "iprobe" -> {
        Status probed = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, 0);
        while (probed == null) {
          probed = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, 0);
        }
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, probed.source, 0);
      }
      default -> throw new IllegalArgumentException("no wildcard receive " + kind);
    }
    return value[0];
  }
}
