package dampi.timeline;

import static dampi.timeline.Traces.receive;
import static dampi.timeline.Traces.send;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TraceMergeTest {
  @Test
  void messagesOfOneChannelPairInSendOrderWithReceivesInPostingOrder() {
    // Rank 1 posted two receives from rank 0 (orders 4 and 7) and completed the later-posted one first: MPI's
    // non-overtaking still gave the earlier-posted receive the first message (MPI-3.1 §3.5).
    MergedTrace trace = Traces.of(true,
        List.of(send(10, 1, 5), send(20, 1, 5)),
        List.of(receive(30, 0, 5, 7), receive(40, 0, 5, 4)));
    assertEquals(List.of(new MergedTrace.Message(0, 0, 1, 1), new MergedTrace.Message(0, 1, 1, 0)),
        trace.messages());
  }

  @Test
  void channelsAreKeptApartByTag() {
    MergedTrace trace = Traces.of(true,
        List.of(send(10, 1, 1), send(20, 1, 2)),
        List.of(receive(30, 0, 2, 0), receive(40, 0, 1, 1)));
    assertEquals(List.of(new MergedTrace.Message(0, 1, 1, 0), new MergedTrace.Message(0, 0, 1, 1)),
        trace.messages());
  }

  @Test
  void aMessageNeverReceivedStaysUnpaired() {
    MergedTrace trace = Traces.of(true, List.of(send(10, 1, 0), send(20, 1, 0)), List.of(receive(30, 0, 0, 0)));
    assertEquals(List.of(new MergedTrace.Message(0, 0, 1, 0)), trace.messages());
  }
}
