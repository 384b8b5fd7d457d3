package races;

import suite.Expect;

/** Returns from main at once: it never calls MPI.Init, let alone MPI.Finalize: every rank is missing Finalize. */
@Expect(findings = "missing-finalize", category = "failure", ranks = 2, interleavings = 1)
public class NeverInitializes {
  public static void main(String[] args) {}
}
