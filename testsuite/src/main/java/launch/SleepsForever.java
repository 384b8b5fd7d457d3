package launch;

import mpi.MPI;

/**
 * Every rank goes on working (sleeping, here) outside MPI and never ends: no deadlock, only the run's time limit stops
 * it. The tests assert {@link #SLEEP_LINE}: keep them in step when editing this file.
 */
public class SleepsForever {
  public static final int SLEEP_LINE = 15;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    while (true) {
      Thread.sleep(10);
    }
  }
}
