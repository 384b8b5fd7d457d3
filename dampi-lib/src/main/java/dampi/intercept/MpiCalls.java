package dampi.intercept;

import dampi.rank.RankRecorder;
import mpi.MPI;
import mpi.MPIException;

/** Wrappers of the static methods of {@code mpi.MPI}. Every public static method here intercepts its namesake. */
public final class MpiCalls {

  private MpiCalls() {}

  public static String[] Init(String[] args) throws MPIException {
    RankBinding.device(args);
    String[] applicationArgs = MPI.Init(args);
    RankRecorder recorder = RankBinding.recorder();
    recorder.initialized(CallSite.current());
    return applicationArgs;
  }

  /** What the rank holds when it calls Finalize is leaked; Finalize itself waits for every rank (a barrier). */
  public static void Finalize() throws MPIException {
    RankRecorder recorder = RankBinding.recorder();
    recorder.finalizing();
    Pending.enterCollective("MPI.Finalize", MPI.COMM_WORLD);
    MPI.Finalize();
    Pending.leave();
    recorder.finalized();
  }


  /** Modelled, nothing to record: a buffer left attached is no leak, since MPI_FINALIZE detaches it. */
  public static void Buffer_attach(java.nio.ByteBuffer buffer) throws MPIException {
    MPI.Buffer_attach(buffer);
  }

  public static void Buffer_detach() throws MPIException {
    MPI.Buffer_detach();
  }
}
