package suite.realistic;

import java.util.Random;
import mpi.MPI;
import suite.Expect;

/**
 * Monte Carlo estimate of pi: each worker throws 20000 x rank darts (seeded by its rank) and sends its hits and
 * samples in one message; rank 0 takes the three messages with ANY_SOURCE, adds them up, and checks the estimate is
 * within 0.05 of pi. Sums do not care about order: 3! = 6 interleavings, no finding.
 */
@Expect(category = "realistic", ranks = 4, interleavings = 6)
public class MonteCarloPi {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (rank == 0) {
      long hits = 0;
      long samples = 0;
      long[] part = new long[2];
      for (int i = 1; i < size; i++) {
        MPI.COMM_WORLD.Recv(part, 0, 2, MPI.LONG, MPI.ANY_SOURCE, 0);
        hits += part[0];
        samples += part[1];
      }
      double pi = 4.0 * hits / samples;
      if (Math.abs(pi - Math.PI) > 0.05) {
        throw new IllegalStateException("pi estimated as " + pi);
      }
    } else {
      long samples = 20000L * rank;
      MPI.COMM_WORLD.Send(new long[] {throwDarts(rank, samples), samples}, 0, 2, MPI.LONG, 0, 0);
    }
    MPI.Finalize();
  }

  static long throwDarts(int seed, long samples) {
    Random random = new Random(seed);
    long hits = 0;
    for (long i = 0; i < samples; i++) {
      double x = random.nextDouble();
      double y = random.nextDouble();
      hits += x * x + y * y <= 1 ? 1 : 0;
    }
    return hits;
  }
}
