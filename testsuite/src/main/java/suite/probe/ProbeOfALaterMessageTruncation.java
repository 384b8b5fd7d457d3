package suite.probe;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 2 probes with ANY_SOURCE, then receives with ANY_SOURCE, then sends rank 1 two ints (an Isend, so that it and
 * rank 1's send to rank 2 cannot block each other); rank 1's first wildcard
 * receive has room for one. It truncates (MPI-3.1 §3.2.4) only where rank 1 takes rank 2's message before rank 0's,
 * which needs rank 2's receive to have taken rank 3's message, not the one rank 1 sends after its first receive.
 * Rank 2's probe may still see rank 1's message (the receive after it need not take what the probe saw), and a probe
 * takes no clock from the message it saw, so a run where it did reveals rank 2's message as a match for rank 1's
 * receive with a choice no execution makes together with it; the search must still find the truncation, whichever
 * message the free run's probe saw. Every rank catches its error and finalizes.
 */
@Expect(findings = {"truncation"}, category = "probe", ranks = 4, interleavings = 5)
public final class ProbeOfALaterMessageTruncation {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      MPI.COMM_WORLD.Send(new int[1], 0, 1, MPI.INT, 1, 1);
    } else if (rank == 1) {
      try {
        MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
      } catch (MPIException e) {
        System.out.println("rank 2's message came first and did not fit");
      }
      MPI.COMM_WORLD.Send(new int[1], 0, 1, MPI.INT, 2, 0);
      MPI.COMM_WORLD.Recv(new int[2], 0, 2, MPI.INT, MPI.ANY_SOURCE, 1);
    } else if (rank == 2) {
      Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 0);
      System.out.println("probe saw rank " + probed.source);
      MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Request reply = MPI.COMM_WORLD.Isend(new int[2], 0, 2, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      reply.Wait();
    } else if (rank == 3) {
      MPI.COMM_WORLD.Send(new int[1], 0, 1, MPI.INT, 2, 0);
    }
    MPI.Finalize();
  }
}
