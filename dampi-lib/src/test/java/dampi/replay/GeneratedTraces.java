package dampi.replay;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random message-passing runs as traces: ranks send to any rank (themselves included), messages in flight are
 * delivered in any order (no FIFO), one at a time or all those for one rank at once (a collective's result), ranks
 * take checkpoints, and some messages are never received.
 */
final class GeneratedTraces {
  /** One step of a run: {@code what} picks a send, a delivery or a checkpoint; the numbers pick who and which. */
  record Step(int what, int first, int second) {}

  private GeneratedTraces() {}

  static Arbitrary<MessageTrace> traces() {
    Arbitrary<Step> step = Combinators.combine(Arbitraries.integers().between(0, 10),
        Arbitraries.integers().between(0, 1000), Arbitraries.integers().between(0, 1000)).as(Step::new);
    return Combinators.combine(Arbitraries.integers().between(1, 6), step.list().ofMaxSize(60),
        Arbitraries.of(true, false)).as(GeneratedTraces::trace);
  }

  static MessageTrace trace(int ranks, List<Step> steps, boolean deliverTheRest) {
    MessageTrace.Builder builder = MessageTrace.builder(ranks);
    List<Integer> inFlight = new ArrayList<>();
    long time = 0;
    for (Step step : steps) {
      time++;
      if (step.what() < 5) {
        int message = builder.message(step.first() % ranks, step.second() % ranks, step.first() + step.second());
        builder.send(message, time);
        inFlight.add(message);
      } else if (step.what() < 9) {
        if (!inFlight.isEmpty()) {
          builder.receive(inFlight.remove(step.first() % inFlight.size()), time);
        }
      } else if (step.what() < 10) {
        builder.checkpoint(step.first() % ranks, time);
      } else {
        int rank = step.first() % ranks;
        List<Integer> forRank = inFlight.stream().filter(message -> builder.receiverOf(message) == rank).toList();
        if (!forRank.isEmpty()) {
          builder.receiveAll(rank, forRank, time);
          inFlight.removeAll(forRank);
        }
      }
    }
    if (deliverTheRest) {
      for (int message : inFlight) {
        builder.receive(message, ++time);
      }
    }
    return builder.build();
  }
}
