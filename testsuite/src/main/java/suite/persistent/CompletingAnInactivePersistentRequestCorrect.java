package suite.persistent;

import mpi.MPI;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Wait and Test on a persistent request that is not active, before its first Start and after its completion, return
 * at once with an empty status (source ANY_SOURCE, tag ANY_TAG; Test's flag true), MPI-3.1 §3.7.3; a Waitall over
 * it with an active request waits for the active one only. Each rank exchanges one message with the other by a
 * persistent send in between. Correct: MPJ 0.44 itself returns null there, or waits for ever.
 */
@Expect(category = "persistent", ranks = 2, interleavings = 1)
public class CompletingAnInactivePersistentRequestCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int other = 1 - MPI.COMM_WORLD.Rank();
    int[] sent = {MPI.COMM_WORLD.Rank()};
    int[] received = {-1};
    Prequest send = MPI.COMM_WORLD.Send_init(sent, 0, 1, MPI.INT, other, 0);
    checkEmpty(send.Wait(), "Wait before the first Start");
    checkEmpty(send.Test(), "Test before the first Start");
    Request receive = MPI.COMM_WORLD.Irecv(received, 0, 1, MPI.INT, other, 0);
    send.Start();
    Status[] both = Request.Waitall(new Request[] {send, receive});
    checkEmpty(send.Wait(), "Wait after completion");
    checkEmpty(send.Test(), "Test after completion");
    Prequest idle = MPI.COMM_WORLD.Recv_init(new int[1], 0, 1, MPI.INT, other, 2);
    Request in = MPI.COMM_WORLD.Irecv(new int[1], 0, 1, MPI.INT, other, 1);
    Request out = MPI.COMM_WORLD.Isend(sent, 0, 1, MPI.INT, other, 1);
    Status[] withIdle = Request.Waitall(new Request[] {idle, in, out});
    checkEmpty(withIdle[0], "Waitall's status of a request never started");
    idle.Start();
    Request.Waitall(new Request[] {idle, MPI.COMM_WORLD.Isend(sent, 0, 1, MPI.INT, other, 2)});
    if (received[0] != other || both[1].source != other) {
      throw new IllegalStateException("received " + received[0] + " from " + both[1].source);
    }
    MPI.Finalize();
  }

  private static void checkEmpty(Status status, String when) {
    if (status == null || status.source != MPI.ANY_SOURCE || status.tag != MPI.ANY_TAG) {
      throw new IllegalStateException(when + ": " + (status == null ? "no status" : status.source + "/" + status.tag));
    }
  }
}
