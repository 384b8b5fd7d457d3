package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 1 asks once, with Iprobe(0, 1), whether rank 0's request is there yet. If it is, it receives it and forgets
 * the reply; if not, it receives it and replies. Rank 0 sleeps before sending, so in almost every run the poll finds
 * nothing and the program looks correct. MPI lets the poll find the message (it may be there in time on another
 * machine, MPI-3.1 §3.8.1), and then rank 0 waits for a reply that never comes: a deadlock at rank 0's Recv.
 */
@Expect(findings = "deadlock", category = "probe", ranks = 2, interleavings = 2)
public class SingleIprobeSeenSkipsReplyDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {0};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Thread.sleep(100);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 2);
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      Status already = MPI.COMM_WORLD.Iprobe(0, 1);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 1);
      if (already == null) {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 2);
      }
    }
    MPI.Finalize();
  }
}
