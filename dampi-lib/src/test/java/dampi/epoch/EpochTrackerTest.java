package dampi.epoch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.site.Site;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The clock rules and the late-message rule of one rank, driven call by call as the interception layer drives them. */
class EpochTrackerTest {
  private static final int WORLD = 7;
  private static final int TAG = 5;
  private static final int ANY = EpochTracker.ANY;

  private final EpochTracker tracker = new EpochTracker(Protocol.LLCP, 0, 4);

  /** A blocking wildcard receive that takes the message of {@code source} sent with Lamport value {@code clock}. */
  private OpenEpoch wildcardReceive(int source, int clock) {
    OpenEpoch epoch = tracker.openEpoch(Epoch.Kind.RECV, WORLD, ANY, Site.of("A.java", 1), false);
    Receive receive = tracker.issueReceive(WORLD, ANY, TAG, epoch, false);
    tracker.completeReceive(receive, source, TAG, new int[] {clock}, -1);
    return epoch;
  }

  private void namedReceive(int source, int clock) {
    Receive receive = tracker.issueReceive(WORLD, source, TAG, null, false);
    tracker.completeReceive(receive, source, TAG, new int[] {clock}, -1);
  }

  private Epoch epoch(int index) {
    return tracker.freeze().epochs().get(index);
  }

  @Test
  void aLaterMessageSentWithoutKnowingTheEpochIsAnAlternative() {
    wildcardReceive(1, 0);
    namedReceive(2, 0);
    assertEquals(Set.of(2), epoch(0).alternatives());
    assertEquals(1, epoch(0).matchedSource());
    assertEquals(0, epoch(0).clock());
  }

  @Test
  void aMessageWhoseSenderKnewTheEpochIsNoAlternative() {
    wildcardReceive(1, 0);
    namedReceive(2, 1); // sent after its sender learnt the epoch's value 0
    assertEquals(Set.of(), epoch(0).alternatives());
  }

  @Test
  void aMessageReservedByAReceiveIssuedBeforeTheEpochIsNoAlternative() {
    Receive earlier = tracker.issueReceive(WORLD, 2, TAG, null, true); // an Irecv naming rank 2, posted first
    wildcardReceive(1, 0);
    tracker.completeReceive(earlier, 2, TAG, new int[] {0}, -1);
    assertEquals(Set.of(), epoch(0).alternatives(), "non-overtaking gives rank 2's message to the earlier Irecv");
  }

  @Test
  void aMessageOfAnotherTagOrCommunicatorIsNoAlternative() {
    OpenEpoch epoch = tracker.openEpoch(Epoch.Kind.RECV, WORLD, TAG, Site.of("A.java", 1), false);
    tracker.completeReceive(tracker.issueReceive(WORLD, ANY, TAG, epoch, false), 1, TAG, new int[] {0}, -1);
    tracker.completeReceive(tracker.issueReceive(WORLD, 2, TAG + 1, null, false), 2, TAG + 1, new int[] {0}, -1);
    tracker.completeReceive(tracker.issueReceive(WORLD + 1, 3, TAG, null, false), 3, TAG, new int[] {0}, -1);
    assertEquals(Set.of(), epoch(0).alternatives());
  }

  @Test
  void completeNowGivesAPendingIrecvItsClockBeforeTheReceiveThatOvertakesIt() {
    OpenEpoch irecv = tracker.openEpoch(Epoch.Kind.IRECV, WORLD, ANY, Site.of("A.java", 1), false);
    Receive pending = tracker.issueReceive(WORLD, ANY, TAG, irecv, true);
    OpenEpoch recv = wildcardReceive(2, 0);
    assertEquals(0, epoch(irecv.index()).clock(), "R4's CompleteNow: the Irecv matched first");
    assertEquals(1, epoch(recv.index()).clock());
    tracker.completeReceive(pending, 1, TAG, new int[] {0}, -1);
    assertEquals(0, epoch(irecv.index()).clock(), "its later completion keeps the value it took");
    assertEquals(1, epoch(irecv.index()).matchedSource());
  }

  @Test
  void aWaitanyThatPassedOverAReceiveWhoseMessageDidNotKnowOfItCouldHaveCompletedIt() {
    Receive first = tracker.issueReceive(WORLD, 1, TAG, null, true);
    Receive second = tracker.issueReceive(WORLD, 2, TAG, null, true);
    OpenEpoch waitany = tracker.openEpoch(Epoch.Kind.COMPLETION, Integer.MIN_VALUE, ANY, Site.of("W.java", 1), false);
    tracker.completeReceive(second, 2, TAG, new int[] {0}, -1);
    tracker.completeAny(waitany, 1, Map.of(0, first), Map.of(), List.of());
    tracker.completeReceive(first, 1, TAG, new int[] {0}, -1);
    assertEquals(1, epoch(waitany.index()).matchedSource());
    assertEquals(Set.of(0), epoch(waitany.index()).alternatives(), "request 0 could have completed first");
  }

  @Test
  void aRequestCompleteFromTheStartThatACompletionPassedOverIsAnAlternativeAtOnce() {
    // A nonblocking call with the null process (MPI-3.1 §3.11): a Waitany could have returned it first, a Waitsome
    // alone or with the request it did return
    OpenEpoch waitany = tracker.openEpoch(Epoch.Kind.COMPLETION, Integer.MIN_VALUE, ANY, Site.of("W.java", 1), false);
    tracker.completeAny(waitany, 1, Map.of(), Map.of(), List.of(0));
    assertEquals(Set.of(0), epoch(waitany.index()).alternatives());
    OpenEpoch waitsome = tracker.openEpoch(Epoch.Kind.SOME, Integer.MIN_VALUE, ANY, Site.of("W.java", 2), false);
    tracker.completeAny(waitsome, 0b10, Map.of(), Map.of(), List.of(0));
    assertEquals(Set.of(0b01, 0b11), epoch(waitsome.index()).alternatives());
  }

  @Test
  void aSendRequestAWaitsomePassedOverIsFrozenWithTheEpochForTheRunWideAnalysis() {
    tracker.recordSend(WORLD, 0, 1, 1, TAG, Site.of("S.java", 1));
    SendRequest send = tracker.issueSendRequest();
    Receive receive = tracker.issueReceive(WORLD, 2, TAG, null, true);
    OpenEpoch waitsome = tracker.openEpoch(Epoch.Kind.SOME, Integer.MIN_VALUE, ANY, Site.of("W.java", 1), false);
    tracker.completeReceive(receive, 2, TAG, new int[] {0}, -1);
    tracker.completeAny(waitsome, 0b10, Map.of(), Map.of(0, send), List.of());
    assertEquals(Set.of(), epoch(waitsome.index()).alternatives(), "whether it was received, the whole run tells");
    assertEquals(List.of(new PassedOverSend(0, List.of(new OpenReceive.Watcher(waitsome.index(), 0)), false)),
        tracker.freeze().passedOverSends());
    tracker.sendRequestCompleted(send);
    assertEquals(List.of(new PassedOverSend(0, List.of(new OpenReceive.Watcher(waitsome.index(), 0)), true)),
        tracker.freeze().passedOverSends(), "completed later: it was complete, though its receive need not return");
  }

  @Test
  void aForcedCompletionWaitingBesideASendNamesItsMessageForTheRunWideCheck() {
    tracker.recordSend(WORLD, 0, 1, 1, TAG, Site.of("S.java", 1));
    tracker.recordSend(WORLD, 0, 2, 2, TAG, Site.of("S.java", 2));
    SendRequest second = tracker.issueSendRequest();
    tracker.completionWaits(List.of(), List.of(second), false);
    assertEquals(List.of(1), tracker.freeze().forcedCompletionSends(), "complete if the run shows it received");
    assertFalse(tracker.freeze().forcedCompletionHeldBack());
    tracker.completionWaits(List.of(), List.of(), true);
    assertTrue(tracker.freeze().forcedCompletionHeldBack(), "MPI returns once one request is complete (§3.7.5)");
    tracker.completionDone();
    assertEquals(List.of(), tracker.freeze().forcedCompletionSends());
    assertFalse(tracker.freeze().forcedCompletionHeldBack());
  }

  @Test
  void freezingClosesOpenWildcardReceivesInTheRecordAndLeavesTheTrackerAsItWas() {
    wildcardReceive(1, 0);
    OpenEpoch open = tracker.openEpoch(Epoch.Kind.IRECV, WORLD, ANY, Site.of("A.java", 2), false);
    Receive never = tracker.issueReceive(WORLD, ANY, TAG, open, true);
    EpochLog first = tracker.freeze();
    assertEquals(1, first.epochs().get(1).clock(), "it takes the value R4 would give it at a later completion");
    assertTrue(first.epochs().get(1).choicesKnown());
    assertEquals(-1, first.epochs().get(1).matchedSource(), "the device does not say what it matched");
    assertEquals(first.epochs(), tracker.freeze().epochs(), "freezing again sees the same");
    tracker.completeReceive(never, 3, TAG, new int[] {0}, -1);
    assertEquals(1, epoch(1).clock(), "the live tracker had not advanced");
    assertEquals(List.of(), tracker.freeze().openReceives());
  }

  @Test
  void aForcedReceiveAheadThatHasNotMatchedHoldsABlockingReceiveThatCouldTakeItsMessage() {
    OpenEpoch forced = tracker.openEpoch(Epoch.Kind.IRECV, WORLD, ANY, Site.of("A.java", 1), true);
    Receive irecv = tracker.issueReceive(WORLD, 1, TAG, forced, true);
    int[] deviceMatch = {-1};
    irecv.deviceMatch(() -> deviceMatch[0]);
    assertEquals(List.of(irecv), tracker.forcedReceivesAhead(WORLD, ANY, TAG));
    assertEquals(List.of(), tracker.forcedReceivesAhead(WORLD, 1, TAG), "asking for its forced source is no overtaking");
    assertEquals(List.of(), tracker.forcedReceivesAhead(WORLD + 1, ANY, TAG));
    deviceMatch[0] = 1;
    assertEquals(List.of(), tracker.forcedReceivesAhead(WORLD, ANY, TAG), "it matched at the device");
  }

  @Test
  void aForcedReceiveOvertakenByALaterReceiveAndNeverMatchedMakesTheRunInfeasible() {
    OpenEpoch forced = tracker.openEpoch(Epoch.Kind.IRECV, WORLD, ANY, Site.of("A.java", 1), true);
    Receive irecv = tracker.issueReceive(WORLD, 1, TAG, forced, true);
    irecv.deviceMatch(() -> -1);
    namedReceive(2, 0); // a later receive took rank 2's message, which the wildcard would have taken
    assertTrue(tracker.freeze().forcedReceiveOvertaken());
  }

  @Test
  void underLvcpAnIrecvMatchedByABlockingSsendRefusesWhatOthersLearntAfterTheSsendReturned() {
    EpochTracker vector = new EpochTracker(Protocol.LVCP, 0, 4);
    OpenEpoch irecv = vector.openEpoch(Epoch.Kind.IRECV, WORLD, ANY, Site.of("A.java", 1), false);
    Receive pending = vector.issueReceive(WORLD, ANY, TAG, irecv, true);
    vector.completeReceive(pending, 1, TAG, new int[] {0, 0, 0, 0}, 1); // rank 1's Ssend
    // rank 3 heard from rank 1 after its Ssend returned (rank 1 advanced its own component then)
    vector.completeReceive(vector.issueReceive(WORLD, 3, TAG, null, false), 3, TAG, new int[] {0, 1, 0, 0}, -1);
    vector.completeReceive(vector.issueReceive(WORLD, 2, TAG, null, false), 2, TAG, new int[] {0, 0, 0, 0}, -1);
    assertEquals(Set.of(2), vector.freeze().epochs().get(0).alternatives());
  }

  @Test
  void aReadySendsReceiveCountsAsPostedOnlyWhenItsSenderKnewThePosting() {
    EpochTracker receiver = new EpochTracker(Protocol.LVCP, 1, 2);
    Receive receive = receiver.issueReceive(WORLD, 0, TAG, null, true);
    int posted = receiver.outgoingClock()[1];
    // MPI-3.1 §3.4: the receive must be posted in every execution; a sender that learnt nothing of it was early by
    // timing only, one that learnt the receiver's clock from after the posting is ordered after it
    assertFalse(receiver.postedBefore(receive, readySend(new int[] {1, posted - 1}, Long.MAX_VALUE)));
    assertTrue(receiver.postedBefore(receive, readySend(new int[] {1, posted}, Long.MIN_VALUE)));
  }

  @Test
  void underLlcpAReceivePostedBeforeTheReadySendStartedCountsAsKnown() {
    Receive receive = tracker.issueReceive(WORLD, 1, TAG, null, true);
    // a Lamport clock cannot tell what the sender knew of one rank: the order in time decides
    assertTrue(tracker.postedBefore(receive, readySend(new int[] {0}, System.nanoTime() + 1)));
    assertFalse(tracker.postedBefore(receive, readySend(new int[] {99}, Long.MIN_VALUE)));
  }

  @Test
  void theReceiverFindsAReadySendByWhichMessageOfItsChannelItTook() {
    tracker.recordSend(WORLD, 0, 1, 1, TAG, Site.of("S.java", 1));
    tracker.recordSend(WORLD, 0, 1, 2, TAG, Site.of("S.java", 2)); // the same rank of a disjoint group
    tracker.recordSend(WORLD, 0, 1, 1, TAG, Site.of("S.java", 3));
    tracker.lastSentInReadyMode("Comm.Rsend", 5);
    assertEquals(null, tracker.readySend(WORLD, 0, 1, TAG, 0), "the first message to world rank 1 was standard");
    assertEquals(Site.of("S.java", 3), tracker.readySend(WORLD, 0, 1, TAG, 1).site());
    assertEquals(null, tracker.readySend(WORLD, 0, 2, TAG, 0));
    EpochTracker receiver = new EpochTracker(Protocol.LLCP, 1, 3);
    Receive first = receiver.issueReceive(WORLD, 0, TAG, null, false);
    receiver.completeReceive(first, 0, TAG, null, -1);
    Receive second = receiver.issueReceive(WORLD, 0, TAG, null, false);
    receiver.completeReceive(second, 0, TAG, null, -1);
    assertEquals(List.of(0, 1), List.of(first.channelOrdinal(), second.channelOrdinal()));
  }

  private static ReadySend readySend(int[] clock, long startNanos) {
    return new ReadySend("Comm.Rsend", Site.of("R.java", 1), clock, startNanos);
  }

  @Test
  void aProbeIsAnEpochThatTakesNothing() {
    OpenEpoch probe = tracker.openEpoch(Epoch.Kind.PROBE, WORLD, ANY, Site.of("P.java", 1), false);
    tracker.completeProbe(probe, 2, TAG);
    namedReceive(2, 0);
    namedReceive(3, 0);
    assertEquals(2, epoch(0).matchedSource());
    assertEquals(Set.of(3), epoch(0).alternatives());
    assertFalse(epoch(0).forced());
  }

  /**
   * An irecv(ANY) still pending when a later probe finds a message it fits has matched already (MPI-3.1 §3.8.1): it
   * takes its clock before the probe, so that the search orders it first and a replay that deviates it does not force
   * the probe to the message it now takes.
   */
  @Test
  void aPendingIrecvThatAProbedMessageFitsTakesItsClockBeforeTheProbe() {
    OpenEpoch irecv = tracker.openEpoch(Epoch.Kind.IRECV, WORLD, ANY, Site.of("A.java", 1), false);
    Receive pending = tracker.issueReceive(WORLD, ANY, TAG, irecv, true);
    OpenEpoch probe = tracker.openEpoch(Epoch.Kind.PROBE, WORLD, ANY, Site.of("A.java", 2), false);
    tracker.completeProbe(probe, 0, TAG);
    namedReceive(0, 0);
    tracker.completeReceive(pending, 1, TAG, new int[] {0}, -1);
    EpochLog log = tracker.freeze();
    Epoch irecvEpoch = log.epochs().get(irecv.index());
    Epoch probeEpoch = log.epochs().get(probe.index());
    assertTrue(irecvEpoch.clock() < probeEpoch.clock(), irecvEpoch + " " + probeEpoch);
    assertTrue(irecvEpoch.orderKey() <= probeEpoch.orderKey(), irecvEpoch + " " + probeEpoch);
    assertEquals(Set.of(0), irecvEpoch.alternatives(), "rank 0's message could have gone to the irecv");
    assertEquals(Set.of(), probeEpoch.alternatives(), "rank 1's message was the irecv's, posted before the probe");
  }

  @Test
  void aWaitsomeThatPassedOverAReceiveCouldHaveReturnedItAloneOrWithWhatItReturned() {
    Receive first = tracker.issueReceive(WORLD, 1, TAG, null, true);
    Receive second = tracker.issueReceive(WORLD, 2, TAG, null, true);
    OpenEpoch waitsome = tracker.openEpoch(Epoch.Kind.SOME, Integer.MIN_VALUE, ANY, Site.of("W.java", 1), false);
    tracker.completeReceive(second, 2, TAG, new int[] {0}, -1);
    tracker.completeAny(waitsome, 0b10, Map.of(0, first), Map.of(), List.of()); // it returned request 1 alone
    tracker.completeReceive(first, 1, TAG, new int[] {0}, -1);
    assertEquals(0b10, epoch(waitsome.index()).matchedSource());
    assertEquals(Set.of(0b01, 0b11), epoch(waitsome.index()).alternatives(),
        "request 0 alone, or requests 0 and 1 together");
    assertEquals(new Choice.RequestSet(new java.util.TreeSet<>(List.of(0, 1))), Choice.of(Epoch.Kind.SOME, 0b11));
  }
}
