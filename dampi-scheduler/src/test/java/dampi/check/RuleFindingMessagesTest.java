package dampi.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.launch.RankOutput;
import dampi.launch.SharedLauncher;
import dampi.launch.TestPrograms;
import dampi.rank.Buffering;
import dampi.search.Interleaving;
import dampi.search.ProgramRunner;
import java.util.List;
import org.junit.jupiter.api.Test;
import suite.argument.WorldRankOnASubCommunicator;
import suite.bufferuse.ForwardsBeforeTheReceiveCompletes;
import suite.bufferuse.RefillsTheSendBufferBeforeItsWait;
import suite.comm.ReceiveOnTheWrongCommunicatorDeadlock;

/**
 * What the findings of calls that break a rule say, on real runs: the argument and the rule, the pending operation a
 * buffer still belongs to, the communicators a message and its receive disagree on. The labelled suite checks their
 * kinds; these check that a user can act on the text.
 */
class RuleFindingMessagesTest {
  private static Finding onlyFinding(Class<?> program, int ranks, Buffering buffering) {
    Interleaving run = new ProgramRunner(SharedLauncher.get(), TestPrograms.spec(program, ranks), Protocol.LVCP,
        buffering, RankOutput.discard()).run(List.of());
    assertEquals(1, run.findings().size(), run.findings().toString());
    return run.findings().get(0);
  }

  @Test
  void anInvalidSourceNamesTheCommunicatorsSizeAndTheRule() {
    Finding finding = onlyFinding(WorldRankOnASubCommunicator.class, 4, Buffering.ZERO);
    assertEquals(FindingKind.INVALID_ARGUMENT, finding.kind());
    assertEquals(List.of(2), finding.ranks());
    assertEquals("rank 2: Comm.Recv: source 3 is not a rank of the communicator (size 2) (MPI-3.1 §3.2.3)",
        finding.message());
  }

  @Test
  void aBufferInUseNamesThePendingReceiveAndWhereItWasPosted() {
    Finding finding = onlyFinding(ForwardsBeforeTheReceiveCompletes.class, 3, Buffering.ZERO);
    assertEquals(FindingKind.BUFFER_IN_USE, finding.kind());
    assertTrue(finding.message().contains("Comm.Send: reads elements 0..0 of its int[1] while the Comm.Irecv at "
        + "ForwardsBeforeTheReceiveCompletes.java:23 still receives into elements 0..0"), finding.message());
  }

  /** The program's own store into a buffer a pending Isend sends from: at the store, once for the whole loop. */
  @Test
  void theProgramsOwnWriteOfAPendingSendBufferIsFoundAtItsLine() {
    Finding finding = onlyFinding(RefillsTheSendBufferBeforeItsWait.class, 2, Buffering.ZERO);
    assertEquals(FindingKind.BUFFER_IN_USE, finding.kind());
    assertEquals(TestPrograms.site(RefillsTheSendBufferBeforeItsWait.class, "row[j] ="), finding.site());
    assertEquals("rank 0: array write: writes element 0 of its int[4] while the Comm.Isend at "
        + TestPrograms.site(RefillsTheSendBufferBeforeItsWait.class, "pending = MPI.COMM_WORLD.Isend")
        + " still sends from elements 0..3 (MPI-3.1 §3.7.2: a buffer in use by a pending operation)",
        finding.message());
  }

  @Test
  void aDeadlockOnMismatchedCommunicatorsSaysSo() {
    Finding finding = onlyFinding(ReceiveOnTheWrongCommunicatorDeadlock.class, 2, Buffering.EAGER);
    assertEquals(FindingKind.DEADLOCK, finding.kind());
    assertTrue(finding.message().contains("rank 1 waits on another communicator than the one rank 0 sent its tag-3 "
        + "message on (at ReceiveOnTheWrongCommunicatorDeadlock.java:19)"), finding.message());
  }
}
