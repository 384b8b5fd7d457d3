package dampi.rank;

import dampi.site.Site;

/** How one rank's run ended. */
public sealed interface RankOutcome extends java.io.Serializable {
  int rank();

  /** One line for a person, e.g. {@code rank 2: threw java.lang.ArithmeticException: / by zero at Foo.java:31}. */
  String describe();

  default boolean isSuccess() {
    return this instanceof Finalized || this instanceof WithoutMpi;
  }

  /** The rank called MPI.Finalize and returned from main. */
  record Finalized(int rank) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": finalized";
    }
  }

  /** The rank's main threw; {@code site} is the user's own frame, Class.java:line. */
  record Threw(int rank, String exception, Site site) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": threw " + exception + " at " + site;
    }
  }

  /**
   * An MPI call of the application failed (an invalid rank, tag or communicator, or any error MPJ raised inside the
   * call); {@code site} is the application's line of that call.
   */
  record MpiError(int rank, String exception, Site site) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": MPI error " + exception + " at " + site;
    }
  }

  /**
   * The rank called System.exit, or Comm.Abort ({@code call}); on the multicore device that ends the rank, not the
   * JVM, and the run ends as after any failure.
   */
  record Exited(int rank, String call, int status, Site site) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": called " + call + "(" + status + ") at " + site;
    }
  }

  /** The rank called MPI.Init and returned from main without calling MPI.Finalize. */
  record MissingFinalize(int rank) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": returned from main without calling MPI.Finalize";
    }
  }

  /**
   * The rank returned from main without ever calling MPI.Init: a process that never initialised MPI owes no
   * MPI.Finalize (MPI-3.1 §8.7), so this is a success.
   */
  record WithoutMpi(int rank) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": returned from main without using MPI";
    }
  }

  /** The rank was still running when the run's time limit passed; {@code site} is where it was. */
  record TimedOut(int rank, long timeoutMillis, Site site) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": still running after the " + timeoutMillis / 1000.0 + " s time limit, at " + site;
    }
  }

  /**
   * Every live rank was blocked in an MPI call and no message moved for a while: none of them can ever return.
   *
   * @param call the MPI call the rank is blocked in, e.g. {@code Comm.Recv}
   */
  record Deadlocked(int rank, String call, Site site) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": blocked forever in " + call + " at " + site;
    }
  }

  /** The rank was torn down because another rank had already failed. */
  record Aborted(int rank, int failedRank, Site site) implements RankOutcome {
    public String describe() {
      return "rank " + rank + ": aborted after rank " + failedRank + " failed (it was at " + site + ")";
    }
  }
}
