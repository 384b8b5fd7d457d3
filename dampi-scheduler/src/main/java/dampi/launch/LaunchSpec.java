package dampi.launch;

import com.google.common.base.Preconditions;
import dampi.instrument.LoopMethod;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * What to run and how: the program, the number of ranks, the device and the time limit of one run.
 *
 * @param hosts a hosts file for niodev (one host per line), or null to run every rank on this machine
 * @param abstractedLoops methods whose invocations are region executions ({@code --abstract-loop})
 */
public record LaunchSpec(Program program, int ranks, Device device, Duration timeout, Path hosts,
    List<LoopMethod> abstractedLoops) {
  public static final int MAX_RANKS = 4096;

  public LaunchSpec {
    Preconditions.checkArgument(ranks >= 1 && ranks <= MAX_RANKS, "ranks must be in 1..%s, got %s", MAX_RANKS, ranks);
    Preconditions.checkArgument(!timeout.isNegative() && !timeout.isZero(), "timeout must be positive: %s", timeout);
    abstractedLoops = List.copyOf(abstractedLoops);
  }

  /** No abstracted loops. */
  public LaunchSpec(Program program, int ranks, Device device, Duration timeout, Path hosts) {
    this(program, ranks, device, timeout, hosts, List.of());
  }
}
