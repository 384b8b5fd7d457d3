package dampi.intercept;

import dampi.rank.RankRecorder;
import dampi.rank.ResourceKind;
import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;

/** Wrappers of the static methods of {@code mpi.MPI}. Every public static method here intercepts its namesake. */
public final class MpiCalls {
  /** The ledger's key for the one buffer a rank may have attached. */
  private static final Object ATTACHED_BUFFER = new Object();

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

  public static void Buffer_attach(ByteBuffer buffer) throws MPIException {
    MPI.Buffer_attach(buffer);
    RankBinding.recorder().resources().created(ATTACHED_BUFFER, ResourceKind.ATTACHED_BUFFER, CallSite.current());
  }

  public static void Buffer_detach() throws MPIException {
    MPI.Buffer_detach();
    RankBinding.recorder().resources().released(ATTACHED_BUFFER);
  }
}
