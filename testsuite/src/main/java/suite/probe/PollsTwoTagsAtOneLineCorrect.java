package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 polls, through one method and so at one line, for tag 1 and then for tag 0 from any source, in turn, until it
 * has received two messages; ranks 1 and 2 each send it one message of tag 1, and nobody sends tag 0. The poll for tag
 * 0 never finds anything and is left when the loop ends; the poll for tag 1 always finds in the end (a repeated
 * Iprobe must see a message that was sent, MPI-3.1 §3.8.1). Two outcomes (which sender is received first), no
 * finding: a run that made the tag-1 poll find nothing, and polled both questions for ever, is infeasible, not a
 * deadlock, and the tag-0 poll's empty answers are never taken for the tag-1 poll's.
 */
@Expect(category = "probe", ranks = 3, interleavings = 2)
public class PollsTwoTagsAtOneLineCorrect {
  private static final int WANTED = 1;
  private static final int NEVER_SENT = 0;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {MPI.COMM_WORLD.Rank()};
    if (MPI.COMM_WORLD.Rank() == 0) {
      int received = 0;
      while (received < 2) {
        received += receiveIfThere(WANTED);
        received += receiveIfThere(NEVER_SENT);
      }
    } else {
      MPI.COMM_WORLD.Isend(value, 0, 1, MPI.INT, 0, WANTED).Wait();
    }
    MPI.Finalize();
  }

  /** One poll for {@code tag} from any source; receives what it finds. */
  private static int receiveIfThere(int tag) {
    Status found = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, tag);
    if (found == null) {
      return 0;
    }
    int[] message = new int[1];
    MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, found.source, tag);
    return 1;
  }
}
