package suite.collective;

import mpi.MPI;
import suite.Expect;

/**
 * The root gathers one INT from every rank but two from rank 2, which sends one: what each member sends must match,
 * by type signature, what the root expects from it (MPI-3.1 §5.5). A collective mismatch at rank 2's Gatherv.
 */
@Expect(findings = {"collective-mismatch"}, category = "collective", ranks = 3, interleavings = 1)
public class GathervCountTheRootDoesNotExpect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] mine = {rank};
    int[] all = new int[4];
    int[] counts = {1, 1, 2};
    int[] displacements = {0, 1, 2};
    MPI.COMM_WORLD.Gatherv(mine, 0, 1, MPI.INT, all, 0, counts, displacements, MPI.INT, 0);
    MPI.Finalize();
  }
}
