package dampi.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.property.ExecutionOracle.Outcome;
import dampi.property.ExecutionOracle.Reference;
import dampi.rank.Buffering;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The brute-force reference on programs whose outcomes can be counted by hand. */
class ExecutionOracleTest {
  private static Set<String> outcomes(String program) {
    return ExecutionOracle.outcomes(GeneratedProgram.parse(program)).stream().map(Outcome::toString)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  @Test
  void twoRacingSendersGiveTwoMatchings() {
    assertEquals(Set.of("complete { 0.0<-1.0 0.1<-2.0 }", "complete { 0.0<-2.0 0.1<-1.0 }"),
        outcomes("0: recv(*,t0) recv(*,t0) | 1: send(0,t0) | 2: send(0,t0)"));
  }

  @Test
  void aNamedReceiveAfterAWildcardDeadlocksWhenTheWildcardTookItsMessage() {
    assertEquals(Set.of("complete { 0.0<-2.0 0.1<-1.0 }", "deadlock at 0.1 { 0.0<-1.0 }"),
        outcomes("0: recv(*,t0) recv(1,t0) | 1: send(0,t0) | 2: send(0,t0)"));
  }

  @Test
  void nonOvertakingKeepsTheOrderOfOneSendersMessages() {
    assertEquals(Set.of("complete { 0.0<-1.0 0.1<-1.1 }"), outcomes("0: recv(*,t0) recv(*,t0) | 1: send(0,t0) send(0,t0)"));
  }

  @Test
  void aWildcardIrecvCannotTakeAMessageThatOnlyFollowsTheBarrier() {
    // The crooked barrier: P2's send follows the barrier, yet P1's irecv is still open then, so both outcomes exist.
    assertEquals(Set.of("complete { 1.0<-0.0 1.2<-2.1 }", "complete { 1.0<-2.1 1.2<-0.0 }"),
        outcomes("0: isend(1,t0)>h0 barrier wait(h0) | 1: irecv(*,t0)>h0 barrier recv(*,t0) wait(h0)"
            + " | 2: barrier isend(1,t0)>h0 wait(h0)"));
  }

  @Test
  void aReceiveNobodySendsToIsADeadlockWhateverHappensElsewhere() {
    assertEquals(Set.of("deadlock at 0.1 { 0.0<-1.0 }"), outcomes("0: recv(1,t0) recv(1,t1) | 1: send(0,t0)"));
  }

  @Test
  void anEagerSendDoesNotWaitForItsReceiver() {
    // Head to head: both send first. Eager buffering lets both sends complete.
    assertEquals(Set.of("complete { 0.1<-1.0 1.1<-0.0 }"), outcomes("0: send(1,t0) recv(1,t0) | 1: send(0,t0) recv(0,t0)"));
  }

  @Test
  void anSsendWaitsForItsReceiver() {
    assertEquals(Set.of("deadlock at 0.0 1.0 { }"), outcomes("0: ssend(1,t0) recv(1,t0) | 1: ssend(0,t0) recv(0,t0)"));
  }

  @Test
  void aWaitanyMayReturnEitherMatchedIrecvAndTheNextTakesTheOther() {
    assertEquals(Set.of("complete { 0.0<-1.0 0.1<-2.0 0.2:h0 0.3:h1 }", "complete { 0.0<-1.0 0.1<-2.0 0.2:h1 0.3:h0 }"),
        outcomes("0: irecv(1,t0)>h0 irecv(2,t0)>h1 waitany(h0,h1) waitany(h0,h1) | 1: send(0,t0) | 2: send(0,t0)"));
  }

  @Test
  void aWaitanyCannotReturnAnIrecvWhoseMessageComesOnlyAfterIt() {
    assertEquals(Set.of("complete { 0.0<-1.0 0.1<-2.1 2.0<-0.3 0.2:h0 0.4:h1 }"),
        outcomes("0: irecv(1,t0)>h0 irecv(2,t0)>h1 waitany(h0,h1) send(2,t1) waitany(h0,h1) | 1: send(0,t0)"
            + " | 2: recv(0,t1) send(0,t0)"));
  }

  @Test
  void messagesMatchOnlyWithinTheirCommunicator() {
    // P1's message on the clone cannot reach 0.0 on COMM_WORLD, whatever the tags.
    assertEquals(Set.of("complete { 0.0<-2.0 0.1<-1.0 }"),
        outcomes("a=clone(w); 0: recv(*,t0) recv(*,t0)@a | 1: send(0,t0)@a | 2: send(0,t0)"));
  }

  @Test
  void aWildcardOnOneHalfOfASplitHasOnlyThatHalfsMembersAsCandidates() {
    // Halves {0, 2} and {1, 3}; keys put world rank 2 first in its half and 3 first in the other.
    assertEquals(Set.of("complete { 0.0<-2.0 1.0<-3.0 }"),
        outcomes("a=split(0/1,1/1,0/0,1/0); 0: recv(*,t0)@a | 1: recv(*,t0)@a | 2: send(1,t0)@a | 3: send(1,t0)@a"));
  }

  @Test
  void ranksOfASplitWithPermutedKeysAreItsOwn() {
    // One group ordered 2, 0, 1: P0 names its communicator rank 0, world rank 2, as the source it waits for.
    assertEquals(Set.of("complete { 0.0<-1.0 0.1<-2.0 }", "deadlock at 0.1 { 0.0<-2.0 }"),
        outcomes("a=split(0/1,0/2,0/0); 0: recv(*,t0)@a recv(0,t0)@a | 1: send(1,t0)@a | 2: send(1,t0)@a"));
  }

  @Test
  void aRankSendsToItselfOnCommSelf() {
    assertEquals(Set.of("complete { 0.1<-0.0 }"), outcomes("0: send(0,t0)@self recv(*,t0)@self | 1:"));
    assertEquals(Set.of("deadlock at 0.0 { }"), outcomes("0: ssend(0,t0)@self recv(*,t0)@self | 1:"));
  }

  @Test
  void aProbeDoesNotConsumeItsMessageSoTheReceiveAfterItMayTakeAnother() {
    // probe choice x receive choice: the probe sees either message; recv(*) then takes either.
    assertEquals(Set.of("complete { 0.1<-1.0 0.2<-2.0 0.0?1 }", "complete { 0.1<-2.0 0.2<-1.0 0.0?1 }",
            "complete { 0.1<-1.0 0.2<-2.0 0.0?2 }", "complete { 0.1<-2.0 0.2<-1.0 0.0?2 }"),
        outcomes("0: probe(*,t0) recv(*,t0) recv(*,t0) | 1: send(0,t0) | 2: send(0,t0)"));
  }

  @Test
  void aReceiveFromTheProbedSourceTakesTheProbedMessage() {
    assertEquals(Set.of("complete { 0.1<-1.0 0.2<-2.0 0.0?1 }", "complete { 0.1<-2.0 0.2<-1.0 0.0?2 }"),
        outcomes("0: iprobe(*,t0) recv(^,t0) recv(*,t0) | 1: send(0,t0) | 2: send(0,t0)"));
  }

  @Test
  void aProbeCannotSeeAMessageAPostedReceiveTakes() {
    // The irecv naming P1 is posted first: the probe can only see P2's message.
    assertEquals(Set.of("complete { 0.0<-1.0 0.2<-2.0 0.1?2 }"),
        outcomes("0: irecv(1,t0)>h0 probe(*,t0) recv(*,t0) wait(h0) | 1: send(0,t0) | 2: send(0,t0)"));
  }

  @Test
  void theHalvesOfASendrecvAreConcurrentAndItsSendIsAStandardSend() {
    // Head to head with sendrecv: both halves at once, so no deadlock; P0's wildcard half may take P2's message,
    // and then P0's recv takes P1's.
    assertEquals(Set.of("complete { 0.0<-1.0 0.1<-2.0 1.0<-0.0 }", "complete { 0.0<-2.0 0.1<-1.0 1.0<-0.0 }"),
        outcomes("0: sendrecv(1,t0,*,t0) recv(*,t0) | 1: sendrecv(0,t0,0,t0) | 2: send(0,t0)"));
    // The send half is received only after a barrier P0 reaches once its sendrecv returns (MPI-3.1 §3.10): without
    // buffering it waits for that receive for ever; with eager buffering it completes at once.
    String sendHalfReceivedAfterABarrier = "0: sendrecv(1,t0,1,t1) barrier | 1: send(0,t1) barrier recv(0,t0)";
    assertEquals(Set.of("deadlock at 0.0 1.1 { }"), ExecutionOracle.reference(
        GeneratedProgram.parse(sendHalfReceivedAfterABarrier), Buffering.ZERO).outcomes().stream()
        .map(Outcome::toString).collect(Collectors.toSet()));
    assertEquals(Set.of("complete { 0.0<-1.0 1.2<-0.0 }"), outcomes(sendHalfReceivedAfterABarrier));
  }

  @Test
  void aBufferedSendCompletesAtOnceAndItsUnreceivedMessageIsALeak() {
    // MPI-3.1 §3.6: a buffered send completes once its message is in the attached buffer, whatever the buffering. The
    // bsend before the barrier and the waited ibsend let P0 pass before P1 receives; P0's second bsend has no
    // receive, so every execution ends with it in P0's buffer: a leak, not a deadlock.
    String program = "0: bsend(1,t0) ibsend(1,t0)>h0 wait(h0) barrier bsend(1,t0) | 1: barrier recv(0,t0) recv(0,t0)";
    for (Buffering buffering : Buffering.values()) {
      Reference reference = ExecutionOracle.reference(GeneratedProgram.parse(program), buffering);
      assertEquals(Set.of("complete { 1.1<-0.0 1.2<-0.1 }"),
          reference.outcomes().stream().map(Outcome::toString).collect(Collectors.toSet()));
      assertEquals(Set.of(FindingAt.leakOf(Set.of(0))), reference.findings());
    }
    // A waitany may return the ibsend's request before its message is received, or the irecv's once it matched.
    assertEquals(Set.of("complete { 0.1<-1.0 1.1<-0.0 0.2:h0 0.3:h1 }", "complete { 0.1<-1.0 1.1<-0.0 0.2:h1 0.3:h0 }"),
        outcomes("0: ibsend(1,t0)>h0 irecv(1,t1)>h1 waitany(h0,h1) waitany(h0,h1) | 1: send(0,t1) recv(0,t0)"));
  }

  @Test
  void anAnyTagReceiveTakesASendersMessagesInTheOrderTheyWereSent() {
    // MPI-3.1 §3.5: both of P0's messages fit the ANY_TAG irecv, so it gets the first, whatever its tag, and the recv
    // of tag 0 the second; the tag-0 recv posted first instead takes the second message, overtaking the first, whose
    // tag it does not fit.
    assertEquals(Set.of("complete { 1.0<-0.0 1.1<-0.1 }"),
        outcomes("0: send(1,t1) send(1,t0) | 1: irecv(0,t*)>h0 recv(0,t0) wait(h0)"));
    assertEquals(Set.of("complete { 1.0<-0.1 1.1<-0.0 }"),
        outcomes("0: send(1,t1) send(1,t0) | 1: recv(0,t0) recv(0,t*)"));
    // A wildcard in both: P2's first receive may take either sender's first message, never P0's second.
    assertEquals(Set.of("complete { 2.0<-0.0 2.1<-0.1 2.2<-1.0 }", "complete { 2.0<-0.0 2.1<-1.0 2.2<-0.1 }",
            "complete { 2.0<-1.0 2.1<-0.0 2.2<-0.1 }"),
        outcomes("0: send(2,t1) send(2,t0) | 1: send(2,t0) | 2: recv(*,t*) recv(*,t*) recv(*,t*)"));
  }

  @Test
  void aWaitsomeMayReturnEitherOrBothMatchedIrecvsAndTheNextNoneOrTheRest() {
    assertEquals(Set.of("complete { 0.0<-1.0 0.1<-2.0 0.2:h0 0.3:h1 }", "complete { 0.0<-1.0 0.1<-2.0 0.2:h1 0.3:h0 }",
            "complete { 0.0<-1.0 0.1<-2.0 0.2:h0+h1 0.3:none }"),
        outcomes("0: irecv(1,t0)>h0 irecv(2,t0)>h1 waitsome(h0,h1) testsome(h0,h1) | 1: send(0,t0) | 2: send(0,t0)"));
  }

  @Test
  void aBarrierOfOneHalfOfASplitWaitsForThatHalfOnly() {
    // Halves {0, 2} and {1, 3}: P1 and P3 pass theirs while P0 waits in its half's barrier for P2, which never gets
    // past its receive.
    assertEquals(Set.of("deadlock at 0.0 2.0 { }"),
        outcomes("a=split(0/0,1/0,0/1,1/1); 0: barrier@a | 1: barrier@a | 2: recv(0,t0)@a barrier@a | 3: barrier@a"));
  }

  @Test
  void aMessageThatDoesNotFitFailsOnlyInTheMatchingsThatGiveItToTheSmallReceive() {
    ExecutionOracle.Reference reference = ExecutionOracle.reference(GeneratedProgram.parse(
        "0: recv(*,t0) recv(*,t0,2) recv(*,t1,2) | 1: send(0,t0) send(0,t1,1d) | 2: send(0,t0,2)"));
    assertEquals(Set.of("complete { 0.0<-1.0 0.1<-2.0 0.2<-failed }", "complete { 0.1<-1.0 0.0<-failed 0.2<-failed }"),
        reference.outcomes().stream().map(Outcome::toString).collect(Collectors.toSet()));
    assertEquals("[truncation at 0.0, type-mismatch at 0.2]", reference.findings().toString());
  }

  @Test
  void aMessageNobodyReceivesIsALeakUnderEagerBufferingAndKeepsItsSenderWaitingUnderZero() {
    String program = "0: recv(*,t0) | 1: send(0,t0) | 2: isend(0,t0)>h0 wait(h0)";
    // Eager: both sends complete at once (MPI-3.1 §3.4, §3.7.2), so the one not received is left at MPI.Finalize.
    Reference eager = ExecutionOracle.reference(GeneratedProgram.parse(program), Buffering.EAGER);
    assertEquals(Set.of("complete { 0.0<-1.0 }", "complete { 0.0<-2.0 }"),
        eager.outcomes().stream().map(Outcome::toString).collect(Collectors.toSet()));
    assertEquals(Set.of(FindingAt.leakOf(Set.of(1)), FindingAt.leakOf(Set.of(2))), eager.findings());
    // Zero: the sender of the message not received waits at its send, or at its isend's wait.
    Reference zero = ExecutionOracle.reference(GeneratedProgram.parse(program), Buffering.ZERO);
    assertEquals(Set.of("deadlock at 2.1 { 0.0<-1.0 }", "deadlock at 1.0 { 0.0<-2.0 }"),
        zero.outcomes().stream().map(Outcome::toString).collect(Collectors.toSet()));
  }

  @Test
  void aDeadlockIsAFindingAtTheOperationsTheRanksWaitIn() {
    assertEquals("[deadlock at 0.1]", ExecutionOracle.reference(GeneratedProgram.parse(
        "0: recv(*,t0) recv(1,t0) | 1: send(0,t0) | 2: send(0,t0)")).findings().toString());
  }
}
