package scenarios;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * The application must see exactly what it would see without dampi: data, counts and Status, for primitive and
 * object messages, derived datatypes, a receive larger than the message, Ssend, Sendrecv, probes and Waitany.
 * Prints one line per check so that runs with and without the interception layer can be compared. Each rank commits
 * a derived datatype and never frees it: a resource leak, the one finding.
 */
@Expect(findings = "resource-leak", category = "leak", ranks = 2, interleavings = 1)
public class DataRoundTrip {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      MPI.COMM_WORLD.Send(new int[] {1, 2, 3}, 0, 3, MPI.INT, 1, 5);
      MPI.COMM_WORLD.Send(new Object[] {"hello", 42}, 0, 2, MPI.OBJECT, 1, 6);
      MPI.COMM_WORLD.Ssend(new double[] {2.5}, 0, 1, MPI.DOUBLE, 1, 7);
      mpi.Datatype pair = mpi.Datatype.Contiguous(2, MPI.INT);
      pair.Commit();
      MPI.COMM_WORLD.Send(new int[] {9, 8, 7, 6}, 0, 2, pair, 1, 8);
      int[] back = new int[1];
      MPI.COMM_WORLD.Sendrecv(new int[] {11}, 0, 1, MPI.INT, 1, 9, back, 0, 1, MPI.INT, 1, 9);
      System.out.println("sendrecv got " + back[0]);
      MPI.COMM_WORLD.Send(new int[] {5}, 0, 1, MPI.INT, 1, 10);
    } else if (rank == 1) {
      int[] ints = new int[10];
      Status status = MPI.COMM_WORLD.Recv(ints, 0, 10, MPI.INT, 0, 5);
      System.out.println("ints " + ints[0] + ints[1] + ints[2] + " count " + status.Get_count(MPI.INT)
          + " source " + status.source + " tag " + status.tag);
      Object[] objects = new Object[2];
      status = MPI.COMM_WORLD.Recv(objects, 0, 2, MPI.OBJECT, MPI.ANY_SOURCE, 6);
      System.out.println("objects " + objects[0] + " " + objects[1] + " count " + status.Get_count(MPI.OBJECT));
      double[] doubles = new double[1];
      MPI.COMM_WORLD.Recv(doubles, 0, 1, MPI.DOUBLE, 0, 7);
      System.out.println("ssend " + doubles[0]);
      mpi.Datatype pair = mpi.Datatype.Contiguous(2, MPI.INT);
      pair.Commit();
      int[] pairs = new int[4];
      status = MPI.COMM_WORLD.Recv(pairs, 0, 2, pair, 0, 8);
      System.out.println("pairs " + pairs[0] + pairs[1] + pairs[2] + pairs[3] + " count " + status.Get_count(pair));
      int[] got = new int[1];
      MPI.COMM_WORLD.Sendrecv(new int[] {22}, 0, 1, MPI.INT, 0, 9, got, 0, 1, MPI.INT, 0, 9);
      System.out.println("sendrecv got " + got[0]);
      Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 10);
      int[] last = new int[1];
      Request[] requests = {MPI.COMM_WORLD.Irecv(last, 0, 1, MPI.INT, probed.source, 10)};
      Status any = Request.Waitany(requests);
      System.out.println("probe source " + probed.source + " waitany index " + any.index + " value " + last[0]);
    }
    MPI.Finalize();
  }
}
