package dampi.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.property.MatchesBeforeOracle.Reading;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The oracle on hand-made executions whose potential matches DESIGN-SOURCE states or that follow from MPI's rules. */
class MatchesBeforeOracleTest {
  private static final String CROOKED_BARRIER = "0: isend(1,t0)>h0 barrier wait(h0)"
      + " | 1: irecv(*,t0)>h0 barrier recv(*,t0) wait(h0) | 2: barrier isend(1,t0)>h0 wait(h0)";

  /** {@code matching}: pairs "receive<-send", e.g. "1.0<-0.0 1.2<-2.1". */
  static MatchesBeforeOracle oracle(String program, String matching, Reading reading) {
    Map<OpId, OpId> sendOfReceive = new TreeMap<>();
    for (String pair : matching.trim().split("\\s+")) {
      String[] ends = pair.split("<-");
      sendOfReceive.put(id(ends[0]), id(ends[1]));
    }
    return new MatchesBeforeOracle(GeneratedProgram.parse(program), sendOfReceive, reading);
  }

  static OpId id(String text) {
    String[] parts = text.split("\\.");
    return new OpId(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
  }

  @Test
  void crookedBarrierLeavesTheIrecvConcurrentWithTheSendIssuedAfterTheBarrier() {
    for (Reading reading : Reading.values()) {
      MatchesBeforeOracle firstFromZero = oracle(CROOKED_BARRIER, "1.0<-0.0 1.2<-2.1", reading);
      assertTrue(firstFromZero.concurrent(id("1.0"), id("2.1")), "the barrier does not order the pending irecv");
      assertTrue(firstFromZero.matchesBefore(id("0.1"), id("2.1")), "the barrier orders what follows it");
      assertEquals(Set.of(2), firstFromZero.potentialMatches(id("1.0")));
      assertEquals(Set.of(), firstFromZero.potentialMatches(id("1.2")), "non-overtaking: irecv(*) comes first");

      MatchesBeforeOracle firstFromTwo = oracle(CROOKED_BARRIER, "1.0<-2.1 1.2<-0.0", reading);
      assertEquals(Set.of(0), firstFromTwo.potentialMatches(id("1.0")));
      assertEquals(Set.of(), firstFromTwo.potentialMatches(id("1.2")));
    }
  }

  @Test
  void llcpOmissionCaseHasPeerZeroAsPotentialMatch() {
    String program = "0: recv(*,t0) send(2,t0) | 1: send(0,t0) send(2,t0) | 2: recv(*,t0) recv(0,t0)";
    for (Reading reading : Reading.values()) {
      MatchesBeforeOracle oracle = oracle(program, "0.0<-1.0 2.0<-1.1 2.1<-0.1", reading);
      assertTrue(oracle.concurrent(id("1.1"), id("0.1")), "P1's sends go to different ranks: unordered");
      assertEquals(Set.of(0), oracle.potentialMatches(id("2.0")));
      assertEquals(Set.of(), oracle.potentialMatches(id("0.0")), "only P1 sends to P0");
    }
  }

  @Test
  void sendsToOneDestinationWithOneTagDoNotOvertake() {
    String program = "0: isend(1,t0)>h0 isend(1,t0)>h1 wait(h0) wait(h1) | 1: recv(*,t0) recv(*,t0) recv(*,t0)"
        + " | 2: send(1,t0)";
    MatchesBeforeOracle inOrder = oracle(program, "1.0<-0.0 1.1<-0.1 1.2<-2.0", Reading.AS_WRITTEN);
    assertTrue(inOrder.matchesBefore(id("0.0"), id("0.1")), "C3");
    assertEquals(Set.of(2), inOrder.potentialMatches(id("1.0")));
    assertEquals(Set.of(2), inOrder.potentialMatches(id("1.1")));
    assertEquals(Set.of(), inOrder.potentialMatches(id("1.2")), "both messages of P0 were consumed before");

    MatchesBeforeOracle twoBetween = oracle(program, "1.0<-0.0 1.1<-2.0 1.2<-0.1", Reading.AS_WRITTEN);
    assertEquals(Set.of(2), twoBetween.potentialMatches(id("1.0")));
    assertEquals(Set.of(0), twoBetween.potentialMatches(id("1.1")), "P0's second message is late for 1.1");
    assertEquals(Set.of(), twoBetween.potentialMatches(id("1.2")));
  }

  @Test
  void anEarlierWildcardIrecvCompletesBeforeALaterReceiveOfItsTag() {
    // R4's CompleteNow: the irecv matches first although its wait comes last.
    String program = "0: send(1,t0) | 1: irecv(*,t0)>h0 recv(*,t0) wait(h0) | 2: send(1,t0)";
    MatchesBeforeOracle oracle = oracle(program, "1.0<-0.0 1.1<-2.0", Reading.AS_WRITTEN);
    assertTrue(oracle.matchesBefore(id("1.0"), id("1.1")), "C4");
    assertEquals(Set.of(2), oracle.potentialMatches(id("1.0")));
    assertEquals(Set.of(), oracle.potentialMatches(id("1.1")));
  }

  @Test
  void receivesWithOtherTagsDoNotOvertakeOrBlockEachOther() {
    String program = "0: send(1,t1) send(1,t0) | 1: irecv(*,t0)>h0 recv(*,t1) wait(h0) | 2: send(1,t0)";
    MatchesBeforeOracle oracle = oracle(program, "1.0<-2.0 1.1<-0.0", Reading.AS_WRITTEN);
    assertFalse(oracle.matchesBefore(id("1.0"), id("1.1")), "different tags: no C4");
    assertTrue(oracle.concurrent(id("0.1"), id("1.0")));
    // P0's t0 message is never received (the program is not balanced), so it is no late message.
    assertEquals(Set.of(), oracle.potentialMatches(id("1.0")));
  }

  @Test
  void messageConsumedByANamedReceivePostedEarlierIsLateOnlyAsWritten() {
    // 1.0 names P0 and was posted first: P0's only message goes to it whatever 1.1 does.
    String program = "0: send(1,t0) | 1: irecv(0,t0)>h0 recv(*,t0) wait(h0) | 2: send(1,t0)";
    MatchesBeforeOracle asWritten = oracle(program, "1.0<-0.0 1.1<-2.0", Reading.AS_WRITTEN);
    assertTrue(asWritten.concurrent(id("0.0"), id("1.1")), "C4' applies only to the source 1.1 matched");
    assertEquals(Set.of(0), asWritten.potentialMatches(id("1.1")));
    assertEquals(Set.of(), oracle(program, "1.0<-0.0 1.1<-2.0", Reading.FEASIBLE).potentialMatches(id("1.1")));
  }

  @Test
  void whatFollowsAnSsendFollowsItsReceiveOnlyWhenSsendSynchronizes() {
    // P2's message exists only after P0's ssend returned, i.e. after 1.0 matched it.
    String program = "0: ssend(1,t0) send(2,t0) | 1: recv(*,t0) recv(*,t0) | 2: recv(0,t0) send(1,t0)";
    MatchesBeforeOracle asWritten = oracle(program, "1.0<-0.0 2.0<-0.1 1.1<-2.1", Reading.AS_WRITTEN);
    assertEquals(Set.of(2), asWritten.potentialMatches(id("1.0")));
    MatchesBeforeOracle feasible = oracle(program, "1.0<-0.0 2.0<-0.1 1.1<-2.1", Reading.FEASIBLE);
    assertTrue(feasible.matchesBefore(id("1.0"), id("2.1")));
    assertEquals(Set.of(), feasible.potentialMatches(id("1.0")));
  }

  @Test
  void anSsendItselfStaysAPotentialMatchOfAnEarlierWildcard() {
    // 1.1 could take P0's ssend (then 1.2 waits forever): the rendezvous orders what follows the ssend, not its message.
    String program = "0: isend(1,t0)>h0 wait(h0) ssend(1,t0) | 1: recv(0,t0) recv(*,t0) recv(0,t0)"
        + " | 2: isend(1,t0)>h0 wait(h0)";
    for (Reading reading : Reading.values()) {
      assertEquals(Set.of(0), oracle(program, "1.0<-0.0 1.1<-2.0 1.2<-0.2", reading).potentialMatches(id("1.1")));
    }
  }

  @Test
  void aWildcardIrecvCompletedByNonOvertakingOrdersWhatFollowsTheLaterWait() {
    // P2's recv(*) 2.0 precedes P0's isend 0.1 (through 2.1 -> 0.0), which 1.0 got; 1.0 mb-> 1.1 (C4) mb-> wait(h1)
    // mb-> 1.3, so P1's message 1.3 is not concurrent with 2.0.
    String program = "0: recv(2,t1) isend(1,t0)>h0 recv(3,t1) wait(h0)"
        + " | 1: irecv(*,t0)>h0 irecv(*,t0)>h1 wait(h1) send(2,t0) wait(h0)"
        + " | 2: recv(*,t0) send(0,t1) recv(*,t0) | 3: send(2,t0) send(0,t1) send(1,t0)";
    for (Reading reading : Reading.values()) {
      MatchesBeforeOracle oracle = oracle(program, "2.0<-3.0 0.0<-2.1 1.0<-0.1 0.2<-3.1 1.1<-3.2 2.2<-1.3", reading);
      assertTrue(oracle.matchesBefore(id("2.0"), id("1.3")));
      assertEquals(Set.of(), oracle.potentialMatches(id("2.0")));
    }
  }

  @Test
  void anSsendMatchedBeforeABarrierPrecedesAWildcardAfterIt() {
    // 2.0 (posted first, waited last) took P1's ssend before P1 could enter the barrier: not late for 2.2.
    String program = "0: barrier isend(2,t0)>h0 wait(h0) | 1: ssend(2,t0) barrier"
        + " | 2: irecv(1,t0)>h0 barrier recv(*,t0) wait(h0)";
    for (Reading reading : Reading.values()) {
      MatchesBeforeOracle oracle = oracle(program, "2.0<-1.0 2.2<-0.1", reading);
      assertTrue(oracle.matchesBefore(id("1.0"), id("2.2")));
      assertEquals(Set.of(), oracle.potentialMatches(id("2.2")));
    }
  }
}
