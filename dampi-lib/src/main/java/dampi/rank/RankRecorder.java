package dampi.rank;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one rank records during one run. Written by the rank's interception layer, read by the scheduler after the
 * run (or while it is torn down), so every method is thread-safe and everything recorded so far stays readable
 * when the rank dies midway.
 */
public final class RankRecorder implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  private final int rank;
  private volatile boolean initialized;
  private volatile boolean finalized;
  private final Map<String, Integer> unsupportedCalls = new TreeMap<>();

  public RankRecorder(int rank) {
    this.rank = rank;
  }

  public int rank() {
    return rank;
  }

  public void initialized() {
    initialized = true;
  }

  public void finalized() {
    finalized = true;
  }

  public boolean isInitialized() {
    return initialized;
  }

  public boolean isFinalized() {
    return finalized;
  }

  /** An MPI call the layer does not model, e.g. {@code Comm.Pack}. */
  public synchronized void unsupported(String call) {
    unsupportedCalls.merge(call, 1, Integer::sum);
  }

  public synchronized Map<String, Integer> unsupportedCalls() {
    return Map.copyOf(unsupportedCalls);
  }

  public synchronized List<String> unsupportedCallNames() {
    return new ArrayList<>(unsupportedCalls.keySet());
  }
}
