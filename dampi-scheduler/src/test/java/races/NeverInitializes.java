package races;

/** Returns from main at once: it never calls MPI.Init, let alone MPI.Finalize. */
public class NeverInitializes {
  public static void main(String[] args) {}
}
