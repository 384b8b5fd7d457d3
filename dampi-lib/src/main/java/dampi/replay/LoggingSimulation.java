package dampi.replay;

import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Runs {@link AdaptiveLogging} over a whole trace, each rank with its own instance and each message carrying its
 * sender's set, in an order that runs every receive after its send: what the ranks would decide online, given the
 * trace's checkpoints. The paper evaluated its rule the same way, on traces of runs that took no checkpoints.
 */
public final class LoggingSimulation {
  private LoggingSimulation() {}

  public static LoggedRun run(MessageTrace trace, int bound) {
    AdaptiveLogging[] ranks = new AdaptiveLogging[trace.ranks()];
    for (int rank = 0; rank < ranks.length; rank++) {
      ranks[rank] = new AdaptiveLogging(rank, bound);
    }
    ReplaySet[] carried = new ReplaySet[trace.messages().size()];
    BitSet logged = new BitSet();
    Map<Interval, ReplaySet> replaySets = new LinkedHashMap<>();
    for (MessageTrace.Place place : trace.executionOrder()) {
      MessageTrace.Event event = trace.events(place.rank()).get(place.position());
      AdaptiveLogging rank = ranks[place.rank()];
      switch (event.kind()) {
        case SEND -> carried[event.message()] = rank.sending();
        case RECEIVE -> logged.set(event.message(), rank.receiving(carried[event.message()]));
        case RECEIVE_ALL -> {
          ReplaySet together = ReplaySet.empty();
          for (int message : trace.group(event.message())) {
            together = together.union(carried[message]);
          }
          boolean log = rank.receiving(together);
          trace.group(event.message()).forEach(message -> logged.set(message, log));
        }
        case CHECKPOINT -> {
          Interval ended = rank.currentInterval();
          replaySets.put(ended, rank.checkpoint());
        }
      }
    }
    for (AdaptiveLogging rank : ranks) {
      replaySets.put(rank.currentInterval(), rank.current());
    }
    return new LoggedRun(trace, bound, logged, replaySets);
  }
}
