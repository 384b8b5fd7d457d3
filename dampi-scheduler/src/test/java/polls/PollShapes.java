package polls;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/** Polling loops of the shapes programs write, each poll on a line of its own marked with what follows its empty answer. */
public final class PollShapes {
  private static int polls;

  private PollShapes() {}

  static Status spinsUntilFound(Comm comm) throws MPIException {
    Status found = null;
    while (found == null) {
      found = comm.Iprobe(MPI.ANY_SOURCE, 0); // polls again, until found
    }
    return found;
  }

  static void pausesBetweenPolls(Comm comm) throws Exception {
    while (comm.Iprobe(MPI.ANY_SOURCE, 0) == null) { // polls again, until found
      Thread.sleep(1);
    }
  }

  static void servesWhatItFindsAndOtherwiseSpins(Comm comm, int[] served) throws MPIException {
    while (served[0] < 2) {
      Status request = comm.Iprobe(MPI.ANY_SOURCE, 0); // polls again
      if (request != null) {
        comm.Recv(new int[1], 0, 1, MPI.INT, request.source, 0);
        served[0]++;
      }
    }
  }

  static void runsATaskWhenNothingIsThere(Comm comm, long[] done) throws MPIException {
    int tasks = 2;
    while (tasks > 0) {
      Status request = comm.Iprobe(MPI.ANY_SOURCE, 0); // works
      if (request != null) {
        comm.Recv(new int[1], 0, 1, MPI.INT, request.source, 0);
      } else {
        tasks--;
        done[0] += tasks;
      }
    }
  }

  static void countsItsPollsInAField(Comm comm) throws MPIException {
    while (comm.Iprobe(MPI.ANY_SOURCE, 0) == null) { // works
      polls++;
    }
  }

  static Status testsUntilComplete(Request request) throws MPIException {
    Status status;
    while ((status = request.Test()) == null) { // polls again, until found
      Thread.onSpinWait();
    }
    return status;
  }

  static void computesBetweenTests(Request request, double[] x) throws MPIException {
    while (request.Test() == null) { // works
      x[0] = x[0] * 0.5 + 1;
    }
  }

  static int peeksWhileItWaits(Request request, int[] buffer) throws MPIException {
    int early = 0;
    while (request.Test() == null) { // reads the buffer it waits for
      early += buffer[0];
    }
    return early;
  }

  static Status pollsForASecond(Comm comm) throws MPIException {
    double start = MPI.Wtime();
    Status found = null;
    while (found == null && MPI.Wtime() - start < 1.0) {
      found = comm.Iprobe(MPI.ANY_SOURCE, 0); // reads the clock
    }
    return found;
  }

  static Status[] testsAllUntilComplete(Request[] requests) throws MPIException {
    Status[] statuses;
    do {
      statuses = Request.Testall(requests); // polls again, until found
    } while (statuses == null);
    return statuses;
  }

  static Status testsAnyForAWhile(Request[] requests) throws MPIException {
    Status status = null;
    for (int tries = 0; status == null && tries < 100; tries++) {
      status = Request.Testany(requests); // gives up after its tries
    }
    return status;
  }

  static Status testsAnyOnce(Request[] requests) throws MPIException {
    Status status = Request.Testany(requests); // leaves: what follows depends on the answer
    if (status == null) {
      status = Request.Waitany(requests);
    }
    return status;
  }

  static Status returnsItsAnswer(Comm comm) throws MPIException {
    return comm.Iprobe(MPI.ANY_SOURCE, 0); // leaves: its caller decides what follows
  }
}
