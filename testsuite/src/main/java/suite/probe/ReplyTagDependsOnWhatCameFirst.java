package suite.probe;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 sends one message each to ranks 2 and 3. Rank 3 probes for any sender, receives two messages (from ranks 0 and 2, in either order) and answers rank 2 with
 * the source its probe saw, on tag 0 if it received rank 2's message first and on tag 1 otherwise. Rank 2's first
 * receive takes tag 0 from anyone, so it gets rank 0's message or rank 3's answer: 6 outcomes (the probe saw 0 or 2;
 * rank 3 received rank 2's message first and rank 2 took rank 0's message or the answer, or it did not). Rank 2 wrongly
 * assumes that an answer naming itself never overtakes rank 0's message, and throws in the one outcome where it does.
 *
 * <p>Reaching that outcome takes a forced answer to rank 2 while rank 3's two receives run in the order no free run
 * makes (rank 0's message is there first): a search that gave up on the run where rank 3's receive took rank 0's
 * message, because rank 2's forced receive could then never match, never tried the other order.
 */
@Expect(category = "probe", findings = "exception", interleavings = 6)
public class ReplyTagDependsOnWhatCameFirst {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      Request toTwo = MPI.COMM_WORLD.Isend(value, 0, 1, MPI.INT, 2, 0);
      Request toThree = MPI.COMM_WORLD.Isend(value, 0, 1, MPI.INT, 3, 0);
      Request.Waitall(new Request[] {toTwo, toThree});
    } else if (rank == 2) {
      int[] first = new int[1];
      Request pending = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 3, 0);
      Status status = pending.Wait();
      if (status.source == 3 && first[0] == 2) {
        throw new IllegalStateException("rank 3 saw my message first, yet its answer overtook rank 0's message");
      }
      int[] second = new int[1];
      MPI.COMM_WORLD.Recv(second, 0, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
    } else if (rank == 3) {
      Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 0);
      int[] received = new int[1];
      Status first = MPI.COMM_WORLD.Recv(received, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(received, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      int[] answer = {probed.source};
      MPI.COMM_WORLD.Send(answer, 0, 1, MPI.INT, 2, first.source == 2 ? 0 : 1);
    }
    MPI.Finalize();
  }
}
