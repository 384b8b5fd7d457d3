package mbi;

import mpi.Cartcomm;
import mpi.Datatype;
import mpi.Group;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

/**
 * MBI's "resource leak" class (and the missing waits of its "request lifecycle" class) with their correct twins, on
 * two ranks: each creates the object the first argument names and, when the second argument is {@code freed}, frees
 * or completes it before MPI.Finalize; {@code leaked} leaves it (MPI-3.1 §6.4.3, §6.3.3, §4.1.9; a request must be
 * completed, §3.7.3). Objects: {@code dup split create cart} (communicators), {@code group incl} (groups),
 * {@code contiguous vector} (committed datatypes), {@code isend irecv} (requests: rank 0 sends rank 1 one INT) and
 * {@code send_init} (a started persistent request).
 */
public final class Resources {
  private Resources() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    boolean freed = options[1].equals("freed");
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    switch (options[0]) {
      case "dup" -> free(freed, (Intracomm) MPI.COMM_WORLD.clone());
      case "split" -> free(freed, MPI.COMM_WORLD.Split(rank % 2, rank));
      case "create" -> {
        Group world = MPI.COMM_WORLD.Group();
        free(freed, MPI.COMM_WORLD.Create(world));
        world.free();
      }
      case "cart" -> {
        Cartcomm ring = MPI.COMM_WORLD.Create_cart(new int[] {MPI.COMM_WORLD.Size()}, new boolean[] {true}, false);
        free(freed, ring);
      }
      case "group" -> {
        Group world = MPI.COMM_WORLD.Group();
        if (freed) {
          world.free();
        }
      }
      case "incl" -> {
        Group world = MPI.COMM_WORLD.Group();
        Group first = world.Incl(new int[] {0});
        if (freed) {
          first.free();
        }
        world.free();
      }
      case "contiguous" -> commitAndFree(freed, Datatype.Contiguous(2, MPI.INT));
      case "vector" -> commitAndFree(freed, Datatype.Vector(2, 1, 2, MPI.INT));
      case "isend" -> request(rank == 0, freed, () -> MPI.COMM_WORLD.Isend(value, 0, 1, MPI.INT, 1, 0), () -> {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
        MPI.COMM_WORLD.Barrier();
      });
      case "irecv" -> request(rank == 1, freed, () -> MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 0, 0), () -> {
        MPI.COMM_WORLD.Barrier();
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
      });
      case "send_init" -> request(rank == 0, freed, () -> {
        Prequest sending = MPI.COMM_WORLD.Send_init(value, 0, 1, MPI.INT, 1, 0);
        sending.Start();
        return sending;
      }, () -> {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
        MPI.COMM_WORLD.Barrier();
      });
      default -> throw new IllegalArgumentException("no resource " + options[0]);
    }
    MPI.Finalize();
  }

  /** The call that makes the request. */
  private interface Making {
    Request make() throws MPIException;
  }

  /** The peer's calls. */
  private interface Steps {
    void run() throws MPIException;
  }

  /**
   * One rank makes a request (its peer matches it, then both pass a barrier, so the request is complete by then) and
   * waits for it only when {@code freed}; the peer plays {@code peer}, barrier included.
   */
  private static void request(boolean mine, boolean freed, Making making, Steps peer) throws MPIException {
    if (mine) {
      Request request = making.make();
      MPI.COMM_WORLD.Barrier();
      if (freed) {
        request.Wait();
      }
    } else {
      peer.run();
    }
  }

  private static void free(boolean freed, Intracomm comm) throws MPIException {
    if (freed) {
      comm.Free();
    }
  }

  private static void commitAndFree(boolean freed, Datatype type) throws MPIException {
    type.Commit();
    if (freed) {
      type.free();
    }
  }
}
