package dampi.launch;

import com.google.common.base.Preconditions;
import dampi.instrument.LoopMethod;
import java.time.Duration;
import java.util.List;

/**
 * What to run and how: the program, the number of ranks, the device and the time limit of one run.
 *
 * @param cluster where niodev ranks run; null means every rank on this machine ({@link Cluster#THIS_MACHINE})
 * @param abstractedLoops methods whose invocations are region executions ({@code --abstract-loop})
 */
public record LaunchSpec(Program program, int ranks, Device device, Duration timeout, Cluster cluster,
    List<LoopMethod> abstractedLoops) {
  public static final int MAX_RANKS = 4096;

  public LaunchSpec {
    Preconditions.checkArgument(ranks >= 1 && ranks <= MAX_RANKS, "ranks must be in 1..%s, got %s", MAX_RANKS, ranks);
    Preconditions.checkArgument(!timeout.isNegative() && !timeout.isZero(), "timeout must be positive: %s", timeout);
    cluster = cluster == null ? Cluster.THIS_MACHINE : cluster;
    abstractedLoops = List.copyOf(abstractedLoops);
  }

  /** No abstracted loops. */
  public LaunchSpec(Program program, int ranks, Device device, Duration timeout, Cluster cluster) {
    this(program, ranks, device, timeout, cluster, List.of());
  }
}
