package suite.collective;

import mpi.MPI;
import mpi.Op;
import suite.Expect;

/**
 * Rank 0 takes the largest of the values while the others add them up, in one Allreduce. The operation is one of the
 * arguments every member must give alike (MPI-3.1 §5.9.1); MPJ combines whatever each rank passed and returns
 * different results without a word: a collective mismatch at the Allreduce.
 */
@Expect(findings = {"collective-mismatch"}, category = "collective", ranks = 3, interleavings = 1)
public class AllreduceOperationsDiffer {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank + 1};
    int[] result = new int[1];
    Op op = rank == 0 ? MPI.MAX : MPI.SUM;
    MPI.COMM_WORLD.Allreduce(value, 0, result, 0, 1, MPI.INT, op);
    MPI.Finalize();
  }
}
