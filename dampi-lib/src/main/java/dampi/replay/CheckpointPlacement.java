package dampi.replay;

import java.util.Random;

/**
 * Checkpoints placed into a trace of a run that took none, as the paper's evaluation placed them: every {@code
 * period} of the run's length on each rank, each rank's first one at a random offset within the first period
 * (uncoordinated checkpoints). At most one checkpoint goes between two events of a rank, so no interval is empty.
 */
public final class CheckpointPlacement {
  private CheckpointPlacement() {}

  /**
   * {@code trace} with checkpoints every {@code period} (a share of the run, above 0 and at most 1), offsets drawn
   * from {@code random}.
   */
  public static MessageTrace every(MessageTrace trace, double period, Random random) {
    if (!(period > 0 && period <= 1)) {
      throw new IllegalArgumentException("checkpoint period must be a share of the run in (0, 1], got " + period);
    }
    long start = Long.MAX_VALUE;
    long end = Long.MIN_VALUE;
    for (int rank = 0; rank < trace.ranks(); rank++) {
      for (MessageTrace.Event event : trace.events(rank)) {
        start = Math.min(start, event.nanos());
        end = Math.max(end, event.nanos());
      }
    }
    MessageTrace.Builder builder = MessageTrace.builder(trace.ranks());
    for (MessageTrace.Message message : trace.messages()) {
      builder.message(message.sender(), message.receiver(), message.bytes());
    }
    double step = Math.max(1, (end - start) * period);
    for (int rank = 0; rank < trace.ranks(); rank++) {
      double nextCheckpoint = start + random.nextDouble() * step;
      boolean anyEvent = false;
      for (MessageTrace.Event event : trace.events(rank)) {
        if (event.kind() == MessageTrace.Kind.CHECKPOINT) {
          continue; // the trace's own checkpoints give way to the placed ones
        }
        if (event.nanos() >= nextCheckpoint) {
          if (anyEvent) {
            builder.checkpoint(rank, (long) nextCheckpoint);
          }
          while (nextCheckpoint <= event.nanos()) {
            nextCheckpoint += step;
          }
        }
        switch (event.kind()) {
          case SEND -> builder.send(event.message(), event.nanos());
          case RECEIVE -> builder.receive(event.message(), event.nanos());
          case RECEIVE_ALL -> builder.receiveAll(rank, trace.group(event.message()), event.nanos());
          default -> throw new AssertionError(event);
        }
        anyEvent = true;
      }
    }
    return builder.build();
  }
}
