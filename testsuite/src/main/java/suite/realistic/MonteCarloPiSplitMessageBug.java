package suite.realistic;

import mpi.MPI;
import suite.Expect;

/**
 * {@link MonteCarloPi} with a planted bug: each worker sends its hits and its sample count as two messages with the
 * same tag, and rank 0 takes them pairwise with ANY_SOURCE (hits, then samples), averaging the workers' estimates. A
 * worker's two messages stay in order, but another worker's may come between them. With 2 workers the four receives
 * see every merge of the two pairs, C(4,2) = 6 interleavings (the check runs at the end); in the 4 where the pairs
 * interleave, hits are divided by the wrong count and the check throws: an exception.
 */
@Expect(findings = "exception", category = "realistic", ranks = 3, interleavings = 6)
public class MonteCarloPiSplitMessageBug {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (rank == 0) {
      double sumOfEstimates = 0;
      long[] hits = new long[1];
      long[] samples = new long[1];
      for (int i = 1; i < size; i++) {
        MPI.COMM_WORLD.Recv(hits, 0, 1, MPI.LONG, MPI.ANY_SOURCE, 0);
        MPI.COMM_WORLD.Recv(samples, 0, 1, MPI.LONG, MPI.ANY_SOURCE, 0);
        sumOfEstimates += 4.0 * hits[0] / samples[0];
      }
      double pi = sumOfEstimates / (size - 1);
      if (Math.abs(pi - Math.PI) > 0.05) {
        throw new IllegalStateException("pi estimated as " + pi);
      }
    } else {
      long samples = 20000L * rank;
      MPI.COMM_WORLD.Send(new long[] {MonteCarloPi.throwDarts(rank, samples)}, 0, 1, MPI.LONG, 0, 0);
      MPI.COMM_WORLD.Send(new long[] {samples}, 0, 1, MPI.LONG, 0, 0);
    }
    MPI.Finalize();
  }
}
