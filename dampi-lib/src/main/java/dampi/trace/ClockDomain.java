package dampi.trace;

import java.io.Serializable;

/**
 * Which clock a trace's times are on. Ranks of one JVM share {@code System.nanoTime} exactly; ranks of different JVMs
 * (niodev) do not, since each JVM's nanoTime has its own origin, so their times are first placed on the wall clock
 * ({@code wallMinusNanos}, read once per trace) and then corrected for causality after the merge, as clocks of
 * different hosts also drift and skew.
 *
 * @param jvm the JVM's process id and start time
 * @param wallMinusNanos wall-clock nanoseconds minus {@code System.nanoTime} at the moment it was read
 */
public record ClockDomain(String jvm, long wallMinusNanos) implements Serializable {
  static ClockDomain current() {
    ProcessHandle self = ProcessHandle.current();
    return new ClockDomain(self.pid() + "@" + self.info().startInstant().map(Object::toString).orElse("?"),
        System.currentTimeMillis() * 1_000_000L - System.nanoTime());
  }
}
