package dampi.timeline;

import static dampi.timeline.Traces.enter;
import static dampi.timeline.Traces.exit;
import static dampi.timeline.Traces.receive;
import static dampi.timeline.Traces.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class ClockConditionTest {
  private static final long LATENCY = 1_000;

  @Test
  void aReceiveBeforeItsSendJumpsAndCarriesTheJumpForward() {
    // Rank 1's clock runs 10 µs behind: its receive at 5 µs is of a message sent at 12 µs.
    MergedTrace skewed = Traces.of(false,
        List.of(enter(0, "A"), exit(2_000, "A"), send(12_000, 1, 0)),
        List.of(enter(1_000, "Comm.Recv"), receive(5_000, 0, 0, 0), exit(6_000, "Comm.Recv"), enter(9_000, "B")));
    MergedTrace corrected = ClockCondition.correct(skewed, LATENCY);
    assertEquals(List.of(), corrected.violations(LATENCY));
    List<TraceEvent> rank1 = corrected.lane(1).events();
    assertEquals(13_000, rank1.get(1).nanos()); // send + latency
    assertEquals(1_000, rank1.get(2).nanos() - rank1.get(1).nanos()); // intervals after the jump kept
    assertEquals(3_000, rank1.get(3).nanos() - rank1.get(2).nanos());
    assertTrue(rank1.get(0).nanos() > 1_000 && rank1.get(0).nanos() < 13_000, "smoothed back: " + rank1.get(0));
    assertEquals(skewed.lane(0).events(), corrected.lane(0).events()); // the sender's lane needed nothing
  }

  @Test
  void smoothingBackNeverMovesASendPastItsReceive() {
    // Rank 1 sends to rank 0 just before its own receive jumps far forward: the send may move only while its
    // message still arrives after it.
    MergedTrace skewed = Traces.of(false,
        List.of(send(100_000, 1, 0), receive(100_500, 1, 1, 0)),
        List.of(send(99_000, 0, 1), receive(10_000, 0, 0, 1)));
    MergedTrace corrected = ClockCondition.correct(skewed, LATENCY);
    assertEquals(List.of(), corrected.violations(LATENCY));
  }

  @Test
  void aSharedClockIsNotCorrectedByTimelines() {
    MergedTrace shared = Traces.of(true, List.of(send(10, 1, 0)), List.of(receive(20, 0, 0, 0)));
    assertSame(shared.lane(0).events().get(0), ClockCondition.correct(shared, 0).lane(0).events().get(0));
  }

  /**
   * Random message-passing runs on a true clock, seen through per-rank clocks with an offset of up to ±50 ms and a
   * drift of up to ±2 %: after correction no receive is before its send plus the latency, and every rank's events keep
   * their order.
   */
  @Property(tries = 300)
  void skewedAndDriftingClocksAreCorrected(@ForAll @IntRange(min = 2, max = 8) int ranks,
      @ForAll @IntRange(min = 1, max = 60) int messages, @ForAll long seed,
      @ForAll @LongRange(min = 0, max = 50_000_000) long maxOffset) {
    Random random = new Random(seed);
    MergedTrace truth = randomRun(random, ranks, messages);
    assertEquals(List.of(), truth.violations(LATENCY));
    List<List<TraceEvent>> seen = new ArrayList<>();
    for (MergedTrace.Lane lane : truth.lanes()) {
      long offset = maxOffset == 0 ? 0 : (long) ((random.nextDouble() * 2 - 1) * maxOffset);
      double drift = 1 + (random.nextDouble() * 2 - 1) * 0.02;
      seen.add(lane.events().stream().map(e -> e.at(offset + (long) (e.nanos() * drift))).toList());
    }
    MergedTrace skewed = truth.withTimes(seen);
    MergedTrace corrected = ClockCondition.correct(skewed, LATENCY);
    assertEquals(List.of(), corrected.violations(LATENCY));
    for (int rank = 0; rank < ranks; rank++) {
      List<TraceEvent> before = skewed.lane(rank).events();
      List<TraceEvent> after = corrected.lane(rank).events();
      assertEquals(before.size(), after.size());
      for (int i = 0; i < after.size(); i++) {
        assertEquals(before.get(i).kind(), after.get(i).kind());
        assertTrue(after.get(i).nanos() >= before.get(i).nanos(), "corrections only move forward");
        if (i > 0) {
          assertTrue(after.get(i).nanos() >= after.get(i - 1).nanos(), "rank " + rank + " event " + i
              + " moved before the one preceding it");
        }
      }
    }
  }

  /** Ranks that each compute, send to a random other rank, and receive what was sent to them, on one true clock. */
  private static MergedTrace randomRun(Random random, int ranks, int messages) {
    List<List<TraceEvent>> lanes = new ArrayList<>();
    long[] now = new long[ranks];
    long[] order = new long[ranks];
    for (int rank = 0; rank < ranks; rank++) {
      lanes.add(new ArrayList<>());
      now[rank] = random.nextInt(10_000);
    }
    for (int m = 0; m < messages; m++) {
      int from = random.nextInt(ranks);
      int to = (from + 1 + random.nextInt(ranks - 1)) % ranks;
      now[from] += 1 + random.nextInt(20_000);
      lanes.get(from).add(send(now[from], to, 0));
      long arrival = now[from] + LATENCY + random.nextInt(5_000);
      now[to] = Math.max(now[to] + 1 + random.nextInt(3_000), arrival);
      lanes.get(to).add(enter(now[to] - 1, "Comm.Recv"));
      lanes.get(to).add(receive(now[to], from, 0, order[to]++));
      lanes.get(to).add(exit(now[to] + 1, "Comm.Recv"));
      now[to] += 1;
    }
    @SuppressWarnings("unchecked")
    List<TraceEvent>[] array = lanes.toArray(new List[0]);
    return Traces.of(false, array);
  }
}
