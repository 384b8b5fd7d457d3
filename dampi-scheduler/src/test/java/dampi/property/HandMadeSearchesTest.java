package dampi.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.rank.Buffering;
import dampi.epoch.Decision;
import dampi.property.ExecutionOracle.Outcome;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Whole LVCP searches of the smallest programs with nonblocking wildcard receives on which the search once missed an
 * outcome or explored one no execution has, against {@link ExecutionOracle}. The bug in each showed only after a
 * particular free first run, so the first run is steered to it ({@link ExploredOutcomes#search(GeneratedProgram,
 * Protocol, int, List)}); everything after it is the search's own.
 */
class HandMadeSearchesTest {
  /**
   * 2.0 is pushed below 3.0 with no alternative: in the first run 3.0 takes P0's message and P3 never sends. Only the
   * run that forces 3.0 to P1 lets 3.2 be sent, revealing 3 as an alternative of 2.0, which is still on the stack.
   */
  static final String ALTERNATIVE_REVEALED_BELOW_THE_DEVIATION = "0: isend(3,t0)>h0 wait(h0)"
      + " | 1: isend(3,t0)>h0 wait(h0) send(2,t0) | 2: irecv(*,t0)>h0 irecv(*,t0)>h1 wait(h0) wait(h1)"
      + " | 3: recv(*,t0) recv(0,t0) isend(2,t0)>h0 wait(h0)";
  /**
   * 0.0 can take P2's message, sent after P1's two wildcards completed; the run that first forces it forces them as
   * they were (1.0 from P2, 1.1 from P0). When 1.0 later deviates to P0, 1.1 can only take P2's message: still forcing
   * it to P0 made that run infeasible and lost an outcome.
   */
  static final String NEED_AFTER_A_LATER_DEVIATION = "0: isend(1,t0)>h0 wait(h0) irecv(*,t1)>h1 wait(h1) recv(*,t1)"
      + " | 1: recv(*,t0) recv(*,t0) send(2,t1) | 2: isend(1,t0)>h0 wait(h0) recv(*,t1) isend(0,t1)>h1 wait(h1)"
      + " | 3: send(0,t1)";
  /**
   * Forcing 0.0 to P1 while 1.0 takes P2's message: P1 never sends, so 0.0 never matches, and 0.1, posted after it,
   * takes P3's message, which any execution gives to 0.0. The run deadlocks in a state no execution reaches.
   */
  static final String FORCED_IRECV_OVERTAKEN = "0: isend(1,t0)>h0 wait(h0) irecv(*,t0)>h1 recv(*,t0) wait(h1)"
      + " isend(3,t0)>h2 wait(h2) | 1: recv(*,t0) recv(2,t0) isend(0,t0)>h0 wait(h0) | 2: isend(1,t0)>h0 wait(h0)"
      + " recv(*,t0) | 3: isend(0,t0)>h0 wait(h0) isend(2,t0)>h1 recv(*,t0) wait(h1)";

  /**
   * 2.1 is forced to P0's 0.4, sent after P3's ssend 3.1 returned. The recv 2.2, posted behind the pending wildcard
   * 2.1, must not take 3.1: every execution gives 3.1 to 2.1 while it is unmatched, so 0.4 cannot reach it. Taken,
   * 3.1 would complete an outcome no execution has; 2.2 is held until 2.1 matched, and the forced run is infeasible.
   */
  static final String BLOCKING_RECEIVE_BEHIND_A_FORCED_IRECV = "0: isend(1,t0)>h0 barrier wait(h0) recv(3,t0)"
      + " send(2,t0) irecv(*,t1)>h1 wait(h1) | 1: recv(0,t0) barrier send(2,t0) | 2: barrier irecv(*,t0)>h0"
      + " recv(*,t0) wait(h0) irecv(*,t0)>h1 wait(h1) | 3: barrier ssend(2,t0) isend(0,t0)>h0 wait(h0)"
      + " isend(0,t1)>h1 wait(h1)";

  /**
   * 1.3 is an irecv that completes only at its wait, after the recv 1.4: non-overtaking made it match first (R4's
   * CompleteNow), with P0's message 0.4, whose clock knows 0.1 and 0.2. 1.4 must still sort after 1.3 on the stack, or
   * the replay that deviates 1.3 to P3 forces 1.4 to P3 too.
   */
  static final String RECEIVE_AFTER_AN_IRECV_COMPLETED_BY_NON_OVERTAKING = "0: send(1,t0) recv(*,t1)"
      + " irecv(*,t0)>h0 wait(h0) isend(1,t0)>h1 wait(h1) | 1: irecv(*,t0)>h0 wait(h0) send(0,t1) irecv(*,t0)>h1"
      + " recv(*,t0) wait(h1) | 2: send(0,t0) | 3: send(1,t0)";

  /**
   * P1 polls with Test for a receive that fails on its message (a type mismatch), which P0 sends only once it heard
   * from P1, so the loop's first Tests usually find nothing. The loop is one choice, its find: recording the failed
   * receive once took the loop's empty polls as an epoch of their own, whose forced find repeated the outcome.
   */
  static final String TEST_LOOP_ENDING_IN_A_FAILED_RECEIVE = "0: recv(1,t2) send(1,t1)"
      + " | 1: irecv(0,t1,1d)>h0 isend(0,t2)>h1 testloop(h0) wait(h1)";

  /**
   * 3.3, an ANY_TAG irecv of P0, is completed first and takes P0's 0.4 (tag 0), which the earlier pending wildcard 3.2
   * (tag 0) fits: non-overtaking made 3.2 match first, and 0.4 is its alternative. Taking that alternative leaves 3.3
   * nothing to receive, a deadlock. Judged by the tag 3.3 asked for (any), 3.2 did not take its clock first, so 0.4
   * was never offered to it and the deadlock was missed.
   */
  static final String ANY_TAG_RECEIVE_COMPLETED_BEFORE_A_PENDING_WILDCARD = "0: irecv(3,t1,1d)>h0 barrier wait(h0)"
      + " send(3,t0,1d) | 1: barrier bsend(3,t0) send(3,t0) | 2: barrier | 3: barrier bsend(0,t1,1d)"
      + " irecv(*,t0)>h0 irecv(0,t*,1d)>h1 wait(h1) wait(h0) irecv(1,t0)>h2 wait(h2)";

  /**
   * The smallest case of the last: forcing 0.0 to P2 while 0.1 is posted at once lets 0.1 take P1's ssend, which MPI
   * gives to 0.0 while it is unmatched; P1 then goes on, P2 sends, and 0.0 takes it: an outcome no execution has.
   */
  static final String IRECV_BEHIND_A_FORCED_IRECV_TAKES_AN_SSEND = "0: irecv(*,t0)>h0 irecv(*,t0)>h1 wait(h1)"
      + " wait(h0) | 1: ssend(0,t0) send(2,t1) | 2: recv(1,t1) send(0,t0)";
  /**
   * 2.1 is forced to P0's 0.4, sent after P3's ssend 3.1 returned; the irecv 2.2, posted behind the pending wildcard
   * 2.1, must not take 3.1 (as {@link #BLOCKING_RECEIVE_BEHIND_A_FORCED_IRECV}): it is held back from the device until
   * 2.1 has matched, and the forced run is infeasible.
   */
  static final String NONBLOCKING_RECEIVE_BEHIND_A_FORCED_IRECV = "0: isend(1,t0)>h0 barrier wait(h0) recv(3,t0)"
      + " send(2,t0) irecv(*,t1)>h1 wait(h1) | 1: recv(0,t0) barrier send(2,t0) | 2: barrier irecv(*,t0)>h0"
      + " irecv(*,t0)>h2 wait(h2) wait(h0) irecv(*,t0)>h1 wait(h1) | 3: barrier ssend(2,t0) isend(0,t0)>h0 wait(h0)"
      + " isend(0,t1)>h1 wait(h1)";

  /**
   * Rank 1's first waitany may return its irecv h1 (when 3.0 took its isend, 3.1 P0's, and 3.2 was sent in time), and
   * the search forces that. Where 3.0 took P0's message instead, h1 never completes, while h0, an isend that eager
   * buffering completes at once, was complete all along: MPI's Waitany returns it (MPI-3.1 §3.7.5), so the forced run
   * stuck there is infeasible, not a deadlock at the waitany.
   */
  static final String WAITANY_FORCED_PAST_A_COMPLETE_ISEND = "0: isend(3,t0)>h0 wait(h0) barrier | 1: isend(3,t0)>h0"
      + " irecv(3,t0)>h1 waitany(h0,h1) waitany(h0,h1) barrier | 2: barrier | 3: recv(*,t0) recv(0,t0) isend(1,t0)>h0"
      + " wait(h0) barrier";

  /**
   * Under zero buffering: while 1.2, a wildcard irecv, is pending, the receive half of 1.3 must not take 3.2, which MPI
   * gives to 1.2 while it is unmatched (§3.5, the order receives are posted). 1.2 takes P0's 0.3 only after 0.2 was
   * received, which needs P2's isend 2.2 received by 3.5, after P3's isend 3.2 completed: so 1.2 takes 3.2 in every
   * execution. Forcing 1.2 to P0 must leave the run stuck, infeasible; it was explored as an outcome, the receive half
   * handed to the device while 1.2 was forced to P0 and unmatched.
   */
  static final String SENDRECV_BEHIND_A_FORCED_IRECV = "0: barrier send(2,t0) isend(1,t0)>h0 wait(h0) | 1: barrier"
      + " irecv(*,t0)>h0 sendrecv_replace(2,t0,3,t0) wait(h0) | 2: barrier isend(3,t0,2)>h0 wait(h0) recv(*,t0)"
      + " irecv(1,t0)>h1 wait(h1) | 3: barrier isend(1,t0)>h0 wait(h0) probe(*,t0) recv(*,t0)";

  private static void assertSearchFindsExactlyTheOracleOutcomes(String text, Decision... firstRun) {
    GeneratedProgram program = GeneratedProgram.parse(text);
    Set<Outcome> expected = ExecutionOracle.outcomes(program);
    ExploredOutcomes explored = ExploredOutcomes.search(program, Protocol.LVCP, 50, List.of(firstRun));
    assertTrue(explored.exhausted(), () -> "not exhausted: " + explored);
    assertEquals(List.of(), explored.unexpected());
    assertEquals(expected, explored.outcomes(), () -> text + "\n" + explored.interleavings() + " interleavings");
  }

  @Test
  void alternativeRevealedForAnEpochAlreadyOnTheStackIsExplored() {
    assertSearchFindsExactlyTheOracleOutcomes(ALTERNATIVE_REVEALED_BELOW_THE_DEVIATION, new Decision(3, 0, 0, ""));
  }

  @Test
  void choicesAnAlternativeNeededRunFreeOnceAnEpochBeforeThemDeviates() {
    assertSearchFindsExactlyTheOracleOutcomes(NEED_AFTER_A_LATER_DEVIATION, new Decision(0, 0, 3, ""),
        new Decision(1, 0, 2, ""), new Decision(1, 1, 0, ""), new Decision(2, 0, 1, ""));
  }

  @Test
  void receiveSortsAfterTheIrecvThatNonOvertakingMadeMatchFirst() {
    assertSearchFindsExactlyTheOracleOutcomes(RECEIVE_AFTER_AN_IRECV_COMPLETED_BY_NON_OVERTAKING,
        new Decision(1, 0, 0, ""), new Decision(1, 1, 0, ""), new Decision(1, 2, 3, ""));
  }

  @Test
  void blockingReceiveBehindAForcedIrecvWaitsForItsMatch() {
    for (int search = 0; search < 3; search++) { // which message the held receive would have taken is up to timing
      assertSearchFindsExactlyTheOracleOutcomes(BLOCKING_RECEIVE_BEHIND_A_FORCED_IRECV, new Decision(2, 0, 1, ""),
          new Decision(2, 1, 3, ""));
    }
  }

  @Test
  void messageOfAnAnyTagReceiveIsAnAlternativeOfTheWildcardNonOvertakingMadeMatchFirst() {
    for (int search = 0; search < 2; search++) { // the free first run is the search's own
      assertSearchFindsExactlyTheOracleOutcomes(ANY_TAG_RECEIVE_COMPLETED_BEFORE_A_PENDING_WILDCARD);
    }
  }

  @Test
  void irecvBehindAForcedIrecvDoesNotTakeTheSsendItsWildcardWouldHaveTaken() {
    for (int search = 0; search < 3; search++) { // the second run forces 0.0 to P2 however the first went
      assertSearchFindsExactlyTheOracleOutcomes(IRECV_BEHIND_A_FORCED_IRECV_TAKES_AN_SSEND);
    }
  }

  @Test
  void nonblockingReceiveBehindAForcedIrecvWaitsForItsMatch() {
    for (int search = 0; search < 3; search++) {
      assertSearchFindsExactlyTheOracleOutcomes(NONBLOCKING_RECEIVE_BEHIND_A_FORCED_IRECV, new Decision(2, 0, 1, ""),
          new Decision(2, 1, 3, ""));
    }
  }

  @Test
  void waitanyForcedPastACompleteIsendIsInfeasibleWhenStuck() {
    for (int search = 0; search < 3; search++) {
      assertSearchFindsExactlyTheOracleOutcomes(WAITANY_FORCED_PAST_A_COMPLETE_ISEND);
    }
  }

  @Test
  void sendrecvBehindAForcedIrecvDoesNotTakeTheMessageItsWildcardWouldHaveTaken() {
    GeneratedProgram program = GeneratedProgram.parse(SENDRECV_BEHIND_A_FORCED_IRECV);
    ExecutionOracle.Reference reference = ExecutionOracle.reference(program, Buffering.ZERO);
    for (int search = 0; search < 3; search++) {
      ExploredOutcomes explored = ExploredOutcomes.search(program, Protocol.LVCP, Buffering.ZERO, 50, 1, List.of());
      assertTrue(explored.exhausted(), () -> "not exhausted: " + explored);
      assertEquals(reference.outcomes(), explored.outcomes(), () -> explored.interleavings() + " interleavings");
      assertEquals(reference.findings(), explored.findings());
    }
  }

  @Test
  void testLoopEndingInAFailedReceiveIsOneInterleaving() {
    GeneratedProgram program = GeneratedProgram.parse(TEST_LOOP_ENDING_IN_A_FAILED_RECEIVE);
    for (int search = 0; search < 3; search++) { // whether the loop's first Test finds nothing is up to timing
      ExploredOutcomes explored = ExploredOutcomes.search(program, Protocol.LVCP, 50);
      assertTrue(explored.exhausted());
      assertEquals(1, explored.interleavings(), () -> "search " + explored);
      assertEquals(1, explored.findings().size(), () -> "the type mismatch: " + explored);
    }
  }

  @Test
  void forcedIrecvLeftUnmatchedWhileALaterReceiveTookItsMessageIsInfeasible() {
    assertSearchFindsExactlyTheOracleOutcomes(FORCED_IRECV_OVERTAKEN, new Decision(0, 0, 3, ""),
        new Decision(1, 0, 0, ""));
  }
}
