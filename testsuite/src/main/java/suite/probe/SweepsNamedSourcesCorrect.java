package suite.probe;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sweeps Iprobe over ranks 1, 2 and 3 at one line, skipping those it has heard from and receiving what a probe
 * finds, with a local step after every sweep, until it has all three messages. The matching is fixed (named sources),
 * but any probe may miss a message that is there (MPI-3.1 §3.8.1), so the three messages may arrive in any of 3! = 6
 * orders, and no order is an error. The sweep polls different questions at one line: which of them found something
 * first decides the epochs, so a run followed from another must align its polls by what they ask, not only by line
 * (it reported a divergence in one search of four), and each decision says what its poll asked. The label states no
 * count: a search counts the 6 orders, and in some searches also executions where a sweep missed a message once more
 * (a run that repeats an earlier run's execution is counted apart).
 */
@Expect(category = "probe", ranks = 4)
public class SweepsNamedSourcesCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      boolean[] heard = new boolean[4];
      int received = 0;
      StringBuilder order = new StringBuilder();
      double work = 0;
      while (received < 3) {
        for (int source = 1; source <= 3; source++) {
          if (!heard[source] && MPI.COMM_WORLD.Iprobe(source, 9) != null) {
            MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, source, 9);
            heard[source] = true;
            received++;
            order.append(source);
          }
        }
        work = localStep(work);
      }
      System.out.println("order " + order);
    } else {
      value[0] = MPI.COMM_WORLD.Rank();
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 9);
    }
    MPI.Finalize();
  }

  private static double localStep(double x) {
    for (int i = 0; i < 300; i++) {
      x = x * 0.999 + 1;
    }
    return x;
  }
}
