package suite.probe;

import mpi.Intracomm;
import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 1 sends its data on COMM_WORLD, then "done" on a duplicate. Rank 0 waits for "done", then checks once with
 * Iprobe for the data and receives it only if it is there. Messages on different communicators are not ordered
 * (MPI-3.1 §3.5), and one Iprobe may miss a message already sent (§3.8.1): rank 0 can finalize with the data never
 * received, and rank 1's Wait on it then never completes. In the runs' timing the data is always there first.
 */
@Expect(findings = "deadlock", category = "probe", ranks = 2, interleavings = 2)
public class SingleIprobeMissesTheDataDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Intracomm control = (Intracomm) MPI.COMM_WORLD.clone();
    int[] value = {MPI.COMM_WORLD.Rank()};
    if (MPI.COMM_WORLD.Rank() == 0) {
      control.Recv(value, 0, 1, MPI.INT, 1, 0);
      Status data = MPI.COMM_WORLD.Iprobe(1, 5);
      if (data != null) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 5);
      }
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      Request sent = MPI.COMM_WORLD.Isend(value, 0, 1, MPI.INT, 0, 5);
      control.Send(value, 0, 1, MPI.INT, 0, 0);
      sent.Wait();
    }
    control.Free();
    MPI.Finalize();
  }
}
