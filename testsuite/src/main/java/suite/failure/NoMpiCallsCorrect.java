package suite.failure;

import suite.Expect;

/**
 * Returns from main at once, never calling MPI.Init. MPI asks MPI.Finalize only of a process that initialised MPI
 * (MPI-3.1 §8.7), so this is no missing-finalize: nothing to report.
 */
@Expect(category = "failure", ranks = 2, interleavings = 1)
public class NoMpiCallsCorrect {
  public static void main(String[] args) {}
}
