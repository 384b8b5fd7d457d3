package dampi.epoch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.site.Site;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The run-end analysis over the frozen logs of several ranks. */
class UnreceivedMessagesTest {
  private static final int WORLD = 7;
  private static final int TAG = 5;
  private static final int ANY = EpochTracker.ANY;

  private final List<EpochTracker> ranks = List.of(tracker(0), tracker(1), tracker(2));

  private static EpochTracker tracker(int rank) {
    return new EpochTracker(Protocol.LLCP, rank, 3);
  }

  private List<EpochLog> logs() {
    return ranks.stream().map(EpochTracker::freeze).toList();
  }

  /** Rank 0 takes rank 1's message with a wildcard; rank 2's message to rank 0 is never received. */
  private void rankTwosMessageLiesUnreceived(boolean forcedToRankOne, boolean completed) {
    ranks.get(1).recordSend(WORLD, 1, 0, 0, TAG, Site.of("One.java", 3));
    ranks.get(2).recordSend(WORLD, 2, 0, 0, TAG, Site.of("Two.java", 4));
    OpenEpoch epoch = ranks.get(0).openEpoch(Epoch.Kind.RECV, WORLD, ANY, Site.of("Zero.java", 9), forcedToRankOne);
    Receive receive = ranks.get(0).issueReceive(WORLD, forcedToRankOne ? 1 : ANY, TAG, epoch, false);
    if (completed) {
      ranks.get(0).completeReceive(receive, 1, TAG, new int[] {0}, -1);
    }
  }

  @Test
  void aMessageNeverReceivedIsFoundWithItsPositionOnItsChannel() {
    rankTwosMessageLiesUnreceived(false, true);
    ranks.get(2).recordSend(WORLD, 2, 0, 0, TAG, Site.of("Two.java", 5));
    List<UnreceivedMessages.Unreceived> unreceived = UnreceivedMessages.find(logs());
    assertEquals(List.of("Two.java:4", "Two.java:5"),
        unreceived.stream().map(u -> u.message().site().toString()).toList());
    assertEquals(List.of(1, 2), unreceived.stream().map(UnreceivedMessages.Unreceived::position).toList());
    assertEquals(List.of(2, 2), unreceived.stream().map(UnreceivedMessages.Unreceived::senderWorldRank).toList());
    assertEquals(List.of(0, 0), unreceived.stream().map(UnreceivedMessages.Unreceived::receiverWorldRank).toList());
  }

  @Test
  void aMessageNeverReceivedIsAnAlternativeOfTheEpochsWhoseClockItDidNotKnow() {
    rankTwosMessageLiesUnreceived(false, true);
    List<EpochLog> logs = logs();
    List<List<Epoch>> epochs = UnreceivedMessages.epochsWithUnreceived(logs, UnreceivedMessages.find(logs));
    assertEquals(Set.of(2), epochs.get(0).get(0).alternatives());
    assertEquals(Set.of(), logs.get(0).epochs().get(0).alternatives(), "the frozen log itself is not changed");
  }

  @Test
  void aForcedReceiveWaitingWhileAMessageItsWildcardWouldTakeLiesUnreceivedStarves() {
    rankTwosMessageLiesUnreceived(true, false);
    List<EpochLog> logs = logs();
    assertTrue(UnreceivedMessages.forcedReceiveStarved(logs, UnreceivedMessages.find(logs)));
  }

  @Test
  void aFreeReceiveWaitingIsNoStarvation() {
    rankTwosMessageLiesUnreceived(false, false);
    List<EpochLog> logs = logs();
    assertFalse(UnreceivedMessages.forcedReceiveStarved(logs, UnreceivedMessages.find(logs)));
  }

  /**
   * Rank 0 sends to rank 1 with a request and completes a receive from rank 2 with a Waitany over both; rank 1 has
   * received the message when {@code received}.
   */
  private OpenEpoch waitanyPassesOverASend(boolean received) {
    EpochTracker zero = ranks.get(0);
    zero.recordSend(WORLD, 0, 1, 1, TAG, Site.of("Zero.java", 3));
    SendRequest send = zero.issueSendRequest();
    Receive receive = zero.issueReceive(WORLD, 2, TAG, null, true);
    ranks.get(2).recordSend(WORLD, 2, 0, 0, TAG, Site.of("Two.java", 4));
    OpenEpoch waitany = zero.openEpoch(Epoch.Kind.COMPLETION, Integer.MIN_VALUE, ANY, Site.of("Zero.java", 5), false);
    zero.completeReceive(receive, 2, TAG, new int[] {0}, -1);
    zero.completeAny(waitany, 1, java.util.Map.of(), java.util.Map.of(0, send), java.util.List.of());
    if (received) {
      Receive atOne = ranks.get(1).issueReceive(WORLD, 0, TAG, null, false);
      ranks.get(1).completeReceive(atOne, 0, TAG, new int[] {0}, -1);
    }
    return waitany;
  }

  @Test
  void aSendRequestAWaitanyPassedOverIsItsAlternativeOnceReceived() {
    OpenEpoch waitany = waitanyPassesOverASend(true);
    List<EpochLog> logs = logs();
    assertEquals(Set.of(0), UnreceivedMessages.epochsWithUnreceived(logs, UnreceivedMessages.find(logs)).get(0)
        .get(waitany.index()).alternatives(), "MPI may return any complete request (MPI-3.1 §3.7.5)");
  }

  @Test
  void aSendRequestNeverReceivedIsNoAlternative() {
    OpenEpoch waitany = waitanyPassesOverASend(false);
    List<EpochLog> logs = logs();
    assertEquals(Set.of(), UnreceivedMessages.epochsWithUnreceived(logs, UnreceivedMessages.find(logs)).get(0)
        .get(waitany.index()).alternatives());
  }

  @Test
  void aForcedWaitanyWaitingBesideASendThatWasReceivedIsInfeasible() {
    ranks.get(0).recordSend(WORLD, 0, 1, 1, TAG, Site.of("Zero.java", 3));
    SendRequest send = ranks.get(0).issueSendRequest();
    ranks.get(0).completionWaits(List.of(), List.of(send), false);
    List<EpochLog> logs = logs();
    assertFalse(UnreceivedMessages.forcedReceiveStarved(logs, UnreceivedMessages.find(logs)), "not received: waiting");
    Receive atOne = ranks.get(1).issueReceive(WORLD, 0, TAG, null, false);
    ranks.get(1).completeReceive(atOne, 0, TAG, new int[] {0}, -1);
    List<EpochLog> after = logs();
    assertTrue(UnreceivedMessages.forcedReceiveStarved(after, UnreceivedMessages.find(after)),
        "the program's Waitany would have returned the complete send");
  }

  @Test
  void communicatorsThatShareAContextAreToldApartByWorldRanks() {
    // Two disjoint halves of one Split share context 9 and both number their ranks 0 and 1: world 1 is rank 1 of one
    // half and sends to its rank 0, world 2; world 0 is rank 1 of the other and sends to its rank 0, world 3.
    List<EpochTracker> four = List.of(tracker(0), tracker(1), tracker(2), tracker(3));
    four.get(1).recordSend(9, 1, 0, 2, TAG, Site.of("Half.java", 3));
    four.get(0).recordSend(9, 1, 0, 3, TAG, Site.of("Half.java", 3));
    for (int receiver : new int[] {2, 3}) {
      Receive receive = four.get(receiver).issueReceive(9, 1, TAG, null, false);
      four.get(receiver).completeReceive(receive, 1, TAG, new int[] {0}, -1);
    }
    assertEquals(List.of(), UnreceivedMessages.find(four.stream().map(EpochTracker::freeze).toList()));
  }
}
