package dampi.epoch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.site.Site;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Single polls as epochs (MPI-3.1 §3.8.1: one Iprobe may miss a message already sent, and may see one the timing
 * delivered later): an empty poll is a choice once the rank moves on, a poll the program repeats at once is a loop
 * whose answers are one choice, and a poll that found something could have found nothing unless it is such a loop.
 */
class PollEpochsTest {
  private static final int WORLD = 7;
  private static final int TAG = 5;
  private static final int ANY = EpochTracker.ANY;
  private static final Site POLL = Site.of("P.java", 10);
  private static final Site LOOP = Site.of("P.java", 12);

  private final EpochTracker tracker = new EpochTracker(Protocol.LVCP, 0, 3);

  private void namedReceive(int source, int[] clock) {
    tracker.completeReceive(tracker.issueReceive(WORLD, source, TAG, null, false), source, TAG, clock, -1);
  }

  @Test
  void anEmptyPollTheRankMovesOnFromIsAnEpochThatFoundNothingAndCouldHaveFoundAConcurrentMessage() {
    tracker.pollFoundNothing(POLL, PollQuestion.probe(WORLD, 1, TAG), false);
    assertEquals(1, tracker.nextEpochIndex(), "the pending poll will take index 0");
    namedReceive(1, new int[] {0, 0, 0}); // rank 1 sent it knowing nothing of rank 0
    Epoch poll = tracker.freeze().epochs().get(0);
    assertEquals(Epoch.NOTHING, poll.matchedSource());
    assertEquals(Set.of(1), poll.alternatives());
    assertEquals(new Choice.Nothing(), Choice.madeBy(poll));
  }

  @Test
  void anEmptyTestOfANamedReceiveCouldHaveCompletedWithItsMessage() {
    Receive receive = tracker.issueReceive(WORLD, 1, TAG, null, true);
    tracker.pollFoundNothing(POLL, PollQuestion.test(receive), false);
    tracker.completeReceive(receive, 1, TAG, new int[] {0, 0, 0}, -1); // its Wait, later
    Epoch test = tracker.freeze().epochs().get(0);
    assertEquals(Epoch.NOTHING, test.matchedSource());
    assertEquals(Set.of(1), test.alternatives(), "the message its receive took was there to be found");
  }

  @Test
  void aTestIsOfferedNoMessageAnEarlierReceiveOfTheSameChannelTook() {
    Receive first = tracker.issueReceive(WORLD, 1, TAG, null, true);
    Receive second = tracker.issueReceive(WORLD, 1, TAG, null, true);
    tracker.pollFoundNothing(POLL, PollQuestion.test(second), false);
    tracker.completeReceive(first, 1, TAG, new int[] {0, 0, 0}, -1);
    int[] sent = tracker.outgoingClock(); // the reply its sender waited for before sending the second message
    tracker.completeReceive(second, 1, TAG, new int[] {sent[0], 2, 0}, -1);
    assertEquals(Set.of(), tracker.freeze().epochs().get(0).alternatives(),
        "non-overtaking gives the first message to the first receive; the second's was sent after the Test");
  }

  @Test
  void aTestAndAnIprobeOfTheSameChannelAreNotOneLoop() {
    Receive receive = tracker.issueReceive(WORLD, 1, TAG, null, true);
    tracker.pollFoundNothing(POLL, PollQuestion.test(receive), false);
    assertEquals(EpochTracker.RepeatedPoll.NOT_REPEATED,
        tracker.repeatsPendingPoll(LOOP, PollQuestion.probe(WORLD, 1, TAG)));
  }

  @Test
  void aPollForOneSourceIsOfferedNoMessageOfAnother() {
    tracker.pollFoundNothing(POLL, PollQuestion.probe(WORLD, 1, TAG), false);
    namedReceive(2, new int[] {0, 0, 0});
    assertEquals(Set.of(), tracker.freeze().epochs().get(0).alternatives());
  }

  @Test
  void aMessageSentAfterItsSenderLearntOfTheEmptyPollIsNoAlternative() {
    tracker.pollFoundNothing(POLL, PollQuestion.probe(WORLD, ANY, TAG), false);
    int[] sent = tracker.outgoingClock(); // the poll becomes an epoch before anything leaves the rank
    int[] reply = {sent[0], 1, 0};
    namedReceive(1, reply);
    assertEquals(Set.of(), tracker.freeze().epochs().get(0).alternatives());
  }

  @Test
  void aLoopThatPollsUntilItFindsMakesNoEmptyChoiceAndIsKnownForALoop() {
    tracker.pollFoundNothing(POLL, PollQuestion.probe(WORLD, ANY, TAG), false);
    assertEquals(EpochTracker.RepeatedPoll.FREE, tracker.repeatsPendingPoll(LOOP, PollQuestion.probe(WORLD, ANY, TAG)));
    tracker.repeatedPollFound(PollQuestion.probe(WORLD, ANY, TAG));
    OpenEpoch found = tracker.openPollEpoch(PollQuestion.probe(WORLD, ANY, TAG), LOOP, false);
    tracker.completeProbe(found, 2, TAG);
    EpochLog log = tracker.freeze();
    assertEquals(1, log.epochs().size(), "the empty polls made no epoch");
    assertEquals(Set.of(POLL, LOOP), Set.copyOf(log.pollingLoops()));
    assertEquals(List.of(), log.givingUpLoops(), "the loop ended finding");
  }

  @Test
  void aLoopTheRankLeavesHavingFoundNothingGivesUp() {
    tracker.pollFoundNothing(POLL, PollQuestion.probe(WORLD, ANY, TAG), false);
    tracker.repeatsPendingPoll(POLL, PollQuestion.probe(WORLD, ANY, TAG));
    tracker.outgoingClock(); // the rank sends something: it left the loop
    EpochLog log = tracker.freeze();
    assertEquals(Epoch.NOTHING, log.epochs().get(0).matchedSource(), "the loop's answer, one choice");
    assertEquals(List.of(POLL), log.givingUpLoops());
  }

  @Test
  void aLoopStillPollingWhenTheRunEndsMadeNoChoice() {
    tracker.pollFoundNothing(POLL, PollQuestion.probe(WORLD, ANY, TAG), false);
    tracker.repeatsPendingPoll(POLL, PollQuestion.probe(WORLD, ANY, TAG));
    EpochLog log = tracker.freeze();
    assertEquals(List.of(), log.epochs());
    assertEquals(List.of(), log.givingUpLoops());
  }

  @Test
  void aSinglePollThatFoundCouldHaveFoundNothing() {
    OpenEpoch found = tracker.openPollEpoch(PollQuestion.probe(WORLD, 2, TAG), POLL, false);
    tracker.completeProbe(found, 2, TAG);
    assertEquals(Set.of(Epoch.NOTHING), tracker.freeze().epochs().get(0).alternatives());
  }

  @Test
  void aLoopKeptFindingNothingByADecisionWhileItsMessageLiesUnreceivedIsAnInfeasibleRun() {
    tracker.pollFoundNothing(POLL, PollQuestion.probe(WORLD, 1, TAG), true);
    assertEquals(EpochTracker.RepeatedPoll.NOTHING, tracker.repeatsPendingPoll(POLL, PollQuestion.probe(WORLD, 1, TAG)));
    EpochLog log = tracker.freeze();
    assertTrue(log.openReceives().stream().anyMatch(receive -> receive.probe() && receive.epoch() == 0),
        "the forced loop waits like a forced probe: " + log.openReceives());
    SentMessage fromOne = new SentMessage(WORLD, 1, 0, 0, TAG, new int[] {0, 0, 0}, Site.of("S.java", 1));
    assertTrue(UnreceivedMessages.forcedReceiveStarved(List.of(log),
        List.of(new UnreceivedMessages.Unreceived(fromOne, 1, 0, 1))));
  }
}
