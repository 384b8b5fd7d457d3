package dampi.replay;

import java.util.BitSet;
import java.util.List;

/** Traces made from others for tests. */
final class TraceEdits {
  private TraceEdits() {}

  /** {@code trace} without the sends and receives of {@code dropped}; message ids are renumbered. */
  static MessageTrace withoutMessages(MessageTrace trace, BitSet dropped) {
    MessageTrace.Builder builder = MessageTrace.builder(trace.ranks());
    int[] newId = new int[trace.messages().size()];
    for (int message = 0; message < newId.length; message++) {
      MessageTrace.Message kept = trace.messages().get(message);
      newId[message] = dropped.get(message) ? -1 : builder.message(kept.sender(), kept.receiver(), kept.bytes());
    }
    for (int rank = 0; rank < trace.ranks(); rank++) {
      for (MessageTrace.Event event : trace.events(rank)) {
        switch (event.kind()) {
          case CHECKPOINT -> builder.checkpoint(rank, event.nanos());
          case SEND -> {
            if (newId[event.message()] >= 0) {
              builder.send(newId[event.message()], event.nanos());
            }
          }
          case RECEIVE -> {
            if (newId[event.message()] >= 0) {
              builder.receive(newId[event.message()], event.nanos());
            }
          }
          case RECEIVE_ALL -> {
            List<Integer> kept = trace.group(event.message()).stream().filter(m -> newId[m] >= 0).map(m -> newId[m])
                .toList();
            if (!kept.isEmpty()) {
              builder.receiveAll(rank, kept, event.nanos());
            }
          }
        }
      }
    }
    return builder.build();
  }
}
