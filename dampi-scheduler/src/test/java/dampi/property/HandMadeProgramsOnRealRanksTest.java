package dampi.property;

import dampi.launch.SharedLauncher;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.rank.RankOutcome;
import dampi.property.MatchesBeforeOracle.Reading;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/**
 * Programs of the test language written by hand, run on real ranks through {@link generated.Interpreter}: the
 * DESIGN-SOURCE scenarios, and the smallest programs on which the interception layer reports a potential match no
 * execution can make. For each of those, forcing the reported source shows the forced receive can never complete.
 */
class HandMadeProgramsOnRealRanksTest {
  static final String CROOKED_BARRIER = "0: isend(1,t0)>h0 barrier wait(h0)"
      + " | 1: irecv(*,t0)>h0 barrier recv(*,t0) wait(h0) | 2: barrier isend(1,t0)>h0 wait(h0)";
  static final String LLCP_OMISSION = "0: recv(*,t0) send(2,t0) | 1: send(0,t0) send(2,t0)"
      + " | 2: recv(*,t0) recv(0,t0)";
  /** P0's only message goes to 2.0, posted first and naming P0, whatever 2.1 does. */
  static final String RECEIVE_BEHIND_NAMED_IRECV = "0: isend(2,t0)>h0 wait(h0) | 1: isend(2,t0)>h0 wait(h0)"
      + " | 2: irecv(0,t0)>h0 recv(*,t0) wait(h0)";
  /** P1's ssend can return, and P1 reach the barrier, only once 2.0 took its message: 2.2 comes too late for it. */
  static final String SSEND_MATCHED_BEFORE_BARRIER = "0: barrier isend(2,t0)>h0 wait(h0) | 1: ssend(2,t0) barrier"
      + " | 2: irecv(1,t0)>h0 barrier recv(*,t0) wait(h0)";
  /** P2's message exists only after P0's ssend returned, i.e. after 1.0 took it. */
  static final String SEND_AFTER_SSEND = "0: ssend(1,t0) send(2,t0) | 1: recv(*,t0) recv(*,t0)"
      + " | 2: recv(0,t0) send(1,t0)";
  /**
   * 1.0 is forced to take P3's message; 1.1, an irecv waited at once, takes P0's ssend; P2's message exists only after
   * that ssend returned. It cannot have matched 1.1, nor 1.0, which completed before 1.1 was posted.
   */
  static final String SEND_AFTER_SSEND_INTO_IRECV = "0: ssend(1,t0) send(2,t0)"
      + " | 1: recv(*,t0) irecv(*,t0)>h0 wait(h0) recv(*,t0) | 2: recv(0,t0) send(1,t0) | 3: send(1,t0)";
  /**
   * 2.0 mb-> 2.1 mb-> 0.0 mb-> 0.1 mb-> 1.0 (which got 0.1) mb-> 1.1 (C4) mb-> wait(h1) mb-> 1.3: P1's message 1.3
   * cannot reach 2.0. P3's sends are timed by smpdev's unbuffered send so that 1.0 gets 0.1 and 1.1 gets 3.2.
   */
  static final String SEND_AFTER_IRECV_COMPLETED_BY_NON_OVERTAKING = "0: recv(2,t1) isend(1,t0)>h0 recv(3,t1) wait(h0)"
      + " | 1: irecv(*,t0)>h0 irecv(*,t0)>h1 wait(h1) send(2,t0) wait(h0)"
      + " | 2: recv(*,t0) send(0,t1) recv(*,t0) | 3: send(2,t0) send(0,t1) send(1,t0)";

  static Observation run(String program, Protocol protocol, Decision... decisions) {
    return Observation.run(SharedLauncher.get(), GeneratedProgram.parse(program), protocol, List.of(decisions));
  }

  static EpochComparison finishedRun(String program, Protocol protocol, Reading reading, Decision... decisions) {
    Observation run = run(program, protocol, decisions);
    assertTrue(run.finished(), () -> run.result().outcomes() + "\n" + run.describe());
    return EpochComparison.of(run, reading);
  }

  /** Forcing {@code decision} makes its receive wait forever: the run deadlocks with that epoch never completed. */
  static void assertForcedReceiveNeverCompletes(String program, Decision decision) {
    Observation run = run(program, Protocol.LVCP, decision);
    Epoch forced = run.epochs(decision.rank()).get(decision.epoch());
    assertTrue(forced.forced());
    assertFalse(forced.completed(), () -> "the forced receive completed: " + run.describe());
    assertTrue(run.result().outcomes().get(decision.rank()) instanceof RankOutcome.Deadlocked,
        () -> run.result().outcomes().toString());
  }

  @Test
  void crookedBarrierRunsWithTheOraclesPotentialMatches() {
    for (Protocol protocol : Protocol.values()) {
      for (Reading reading : Reading.values()) {
        EpochComparison comparison = finishedRun(CROOKED_BARRIER, protocol, reading);
        assertTrue(comparison.allEqual(), comparison::describe);
        assertEquals(1, comparison.rows().stream().filter(row -> !row.expected().isEmpty()).count(),
            comparison::describe);
      }
    }
  }

  @Test
  void llcpOmissionCaseLvcpFindsWhatTheOracleFindsAndLlcpDoesNot() {
    Decision p2TakesP1 = new Decision(2, 0, 1, "");
    EpochComparison lvcp = finishedRun(LLCP_OMISSION, Protocol.LVCP, Reading.AS_WRITTEN, p2TakesP1);
    assertTrue(lvcp.allEqual(), lvcp::describe);
    EpochComparison llcp = finishedRun(LLCP_OMISSION, Protocol.LLCP, Reading.AS_WRITTEN, p2TakesP1);
    assertTrue(llcp.allRecordedWithinExpected(), llcp::describe);
    EpochComparison.Row p2 = llcp.rows().stream().filter(row -> row.receive().rank() == 2).findFirst().orElseThrow();
    assertEquals(Set.of(0), p2.expected());
    assertEquals(Set.of(), p2.recorded(), "LLCP is not complete here");
  }

  @Test
  void forcingTheSourceANamedIrecvPostedEarlierConsumesNeverCompletes() {
    assertForcedReceiveNeverCompletes(RECEIVE_BEHIND_NAMED_IRECV, new Decision(2, 0, 0, ""));
  }

  @Test
  void receiveBehindANamedIrecvOfTheSameSourceHasNoAlternative() {
    for (Protocol protocol : Protocol.values()) {
      EpochComparison comparison = finishedRun(RECEIVE_BEHIND_NAMED_IRECV, protocol, Reading.FEASIBLE);
      assertTrue(comparison.allEqual(), comparison::describe);
    }
  }

  @Test
  void forcingASourceWhoseOnlyMessageWasTakenBeforeTheBarrierNeverCompletes() {
    assertForcedReceiveNeverCompletes(SSEND_MATCHED_BEFORE_BARRIER, new Decision(2, 0, 1, ""));
  }

  @Test
  void messageMatchedBeforeABarrierIsNotLateForAWildcardAfterIt() {
    for (Protocol protocol : Protocol.values()) {
      EpochComparison comparison = finishedRun(SSEND_MATCHED_BEFORE_BARRIER, protocol, Reading.AS_WRITTEN);
      assertTrue(comparison.allEqual(), comparison::describe);
    }
  }

  @Test
  void forcingAMessageSentAfterTheSsendTheWildcardReceivedNeverCompletes() {
    assertForcedReceiveNeverCompletes(SEND_AFTER_SSEND, new Decision(1, 0, 2, ""));
  }

  @Test
  void wildcardThatTookAnSsendHasNoAlternativeFromAfterIt() {
    for (Protocol protocol : Protocol.values()) {
      EpochComparison comparison = finishedRun(SEND_AFTER_SSEND, protocol, Reading.FEASIBLE);
      assertTrue(comparison.allEqual(), comparison::describe);
    }
  }

  @Test
  void irecvThatTookAnSsendHasNoAlternativeFromAfterItUnderLvcp() {
    Decision p1TakesP3First = new Decision(1, 0, 3, "");
    EpochComparison lvcp = finishedRun(SEND_AFTER_SSEND_INTO_IRECV, Protocol.LVCP, Reading.FEASIBLE, p1TakesP3First);
    assertTrue(lvcp.allEqual(), lvcp::describe);
    assertEquals(List.of(Set.of(0), Set.of(), Set.of()), lvcp.rows().stream().map(EpochComparison.Row::expected)
        .toList(), lvcp::describe);
  }

  /**
   * LLCP learns what preceded the irecv's posting, so 1.0 is exact; but 1.1 takes its Lamport value at its wait, and
   * one integer cannot tell P2's message, sent after the ssend returned, from a concurrent one: 1.1 keeps P2 as an
   * alternative that a search finds infeasible.
   */
  @Test
  void llcpLearnsWhatPrecededTheIrecvThatTookAnSsend() {
    Decision p1TakesP3First = new Decision(1, 0, 3, "");
    EpochComparison llcp = finishedRun(SEND_AFTER_SSEND_INTO_IRECV, Protocol.LLCP, Reading.FEASIBLE, p1TakesP3First);
    assertEquals(List.of(Set.of(0), Set.of(2), Set.of()), llcp.rows().stream().map(EpochComparison.Row::recorded)
        .toList(), llcp::describe);
  }

  @Test
  void forcingAMessageSentAfterANonOvertakingCompletionNeverCompletes() {
    assertForcedReceiveNeverCompletes(SEND_AFTER_IRECV_COMPLETED_BY_NON_OVERTAKING, new Decision(2, 0, 1, ""));
  }

  @Test
  void messageSentAfterANonOvertakingCompletionIsNotLate() {
    EpochComparison comparison = finishedRun(SEND_AFTER_IRECV_COMPLETED_BY_NON_OVERTAKING, Protocol.LVCP,
        Reading.AS_WRITTEN);
    assertTrue(comparison.allEqual(), comparison::describe);
  }
}
