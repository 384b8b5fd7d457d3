package dampi.intercept;

import dampi.rank.RankRecorder;
import mpi.MPI;
import mpi.MPIException;

/** Wrappers of the static methods of {@code mpi.MPI}. Every public static method here intercepts its namesake. */
public final class MpiCalls {

  private MpiCalls() {}

  public static String[] Init(String[] given) throws MPIException {
    String[] args = RankBinding.initArguments(given);
    RankBinding.device(args);
    String[] applicationArgs = MPI.Init(args);
    CallOrder.initialized();
    RankRecorder recorder = RankBinding.recorder();
    recorder.initialized(CallSite.current());
    return applicationArgs;
  }

  /**
   * What the rank holds when it calls Finalize is leaked; a persistent request it never used (see {@link
   * Requests#unused}) was created for nothing, a {@code request-lifecycle} violation at its creation. Finalize itself
   * waits for every rank (a barrier).
   */
  public static void Finalize() throws MPIException {
    RankRecorder recorder = RankBinding.recorder();
    for (Requests.Created created : Requests.unused()) {
      Violations.record(dampi.rank.RuleViolation.Rule.REQUEST_LIFECYCLE, created.site(), created.call(),
          "the persistent request it created was never used (not started, tested or waited) before MPI.Finalize:"
              + " created for nothing, and MPJ cannot free it (in C, a request never freed leaks, MPI-3.1 §3.9)");
    }
    recorder.finalizing();
    if (SubsetReplay.active()) {
      SubsetReplay.finalizing(); // nobody to wait for: the ranks not re-executed stand in
    } else {
      Pending.enterCollective("MPI.Finalize", MPI.COMM_WORLD);
      MPI.Finalize();
      Pending.leave();
    }
    recorder.finalized();
    CallOrder.finalized(CallSite.current());
  }


  /**
   * Intercepted, though it communicates nothing, so that it counts as another call between two polls: a loop that
   * reads the clock while it polls may give up when its time is over, and is no polling loop only a message can end
   * (see {@link ApplicationPolls}). MPJ 0.44's clock counts whole seconds (and its Wtick says 0): this one counts
   * nanoseconds, from an arbitrary origin fixed for the life of the JVM (MPI-3.1 §8.6).
   */
  public static double Wtime() throws MPIException {
    return System.nanoTime() / 1e9;
  }

  /** The resolution of {@link #Wtime}. */
  public static double Wtick() throws MPIException {
    return 1e-9;
  }

  /** Modelled, nothing to record: a buffer left attached is no leak, since MPI_FINALIZE detaches it. */
  public static void Buffer_attach(java.nio.ByteBuffer buffer) throws MPIException {
    MPI.Buffer_attach(buffer);
    BufferedSends.attached(buffer);
  }

  /** Waits until the buffered messages have been transmitted (MPI-3.1 §3.6.1; see {@link BufferedSends}). */
  public static void Buffer_detach() throws MPIException {
    BufferedSends.awaitTransmitted();
    MPI.Buffer_detach();
    BufferedSends.detached();
  }
}
