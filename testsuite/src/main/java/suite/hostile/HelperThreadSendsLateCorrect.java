package suite.hostile;

import mpi.MPI;
import suite.Expect;

/**
 * Both ranks' main threads receive at once; the message rank 1 waits for comes from a helper thread of rank 0 that
 * first sleeps, and rank 1 answers it with the message rank 0's main thread waits for. For a moment every rank's main
 * thread is blocked and nothing moves, yet a blocking call blocks only its own thread (MPI-3.1 §12.4): the sleeping
 * helper will send. No finding.
 */
@Expect(category = "hostile", ranks = 2, interleavings = 1)
public class HelperThreadSendsLateCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      Thread helper = new Thread(() -> {
        try {
          Thread.sleep(500);
          MPI.COMM_WORLD.Send(new int[] {41}, 0, 1, MPI.INT, 1, 3);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      helper.start();
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 4);
      helper.join();
      System.out.println("rank 0 got " + value[0]);
    } else {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 3);
      value[0]++;
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 4);
    }
    MPI.Finalize();
  }
}
