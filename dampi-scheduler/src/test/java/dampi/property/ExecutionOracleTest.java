package dampi.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.property.ExecutionOracle.Outcome;
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
    assertEquals(Set.of("complete { 0.0<-2.0 0.1<-1.0 }", "deadlock { 0.0<-1.0 }"),
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
    assertEquals(Set.of("deadlock { 0.0<-1.0 }"), outcomes("0: recv(1,t0) recv(1,t1) | 1: send(0,t0)"));
  }

  @Test
  void anEagerSendDoesNotWaitForItsReceiver() {
    // Head to head: both send first. Eager buffering lets both sends complete.
    assertEquals(Set.of("complete { 0.1<-1.0 1.1<-0.0 }"), outcomes("0: send(1,t0) recv(1,t0) | 1: send(0,t0) recv(0,t0)"));
  }

  @Test
  void anSsendWaitsForItsReceiver() {
    assertEquals(Set.of("deadlock { }"), outcomes("0: ssend(1,t0) recv(1,t0) | 1: ssend(0,t0) recv(0,t0)"));
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
}
