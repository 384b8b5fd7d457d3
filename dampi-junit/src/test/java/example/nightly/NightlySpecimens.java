package example.nightly;

import dampi.junit.MpiCheck;
import dampi.junit.MpiTest;
import dampi.junit.Protocol;
import examples.RacyGather;
import mpi.MPI;
import mpi.Status;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import suite.wildcard.WildcardFanInCorrect;

/**
 * Test classes as a user of dampi-junit writes them, run by {@code MpiTestExtensionTest} through the JUnit engine
 * (a package of their own, as a user's code has, and names that keep Surefire from running them on their own:
 * several fail on purpose).
 */
public final class NightlySpecimens {
  private NightlySpecimens() {}

  /** A planted bug in a program named by its main class, and a correct program at two rank counts. */
  public static class MainClasses {
    @MpiTest(main = RacyGather.class, ranks = 4)
    void racyGather() {}

    @MpiTest(main = WildcardFanInCorrect.class, ranks = {3, 4}, protocol = Protocol.LVCP)
    void fanIn() {}
  }

  /** The test method's body is the program: every rank runs it on an instance of its own. */
  public static class Bodies {
    private int received; // per rank: each rank has its own instance

    @MpiTest(ranks = 3)
    void assumesRankOneAnswersFirst() throws Exception {
      MPI.Init(new String[0]);
      int rank = MPI.COMM_WORLD.Rank();
      int[] value = new int[1];
      if (rank == 0) {
        Status first = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        if (first.source != 1) {
          throw new IllegalStateException("rank 1 was expected to answer first"); // BUG_LINE
        }
      } else {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      }
      MPI.Finalize();
    }

    @MpiTest(ranks = 3)
    void countsWhatItReceives() throws Exception {
      MPI.Init(new String[0]);
      int[] value = new int[1];
      if (MPI.COMM_WORLD.Rank() == 0) {
        for (int i = 0; i < 2; i++) {
          MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
          received++;
        }
        if (received != 2) {
          throw new IllegalStateException("the instance is shared between ranks: " + received);
        }
      } else {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      }
      MPI.Finalize();
    }
  }

  /** Searches stopped by a limit: aborted, never passed. */
  public static class Limits {
    @MpiTest(main = WildcardFanInCorrect.class, ranks = 3, maxInterleavings = 1)
    void oneInterleavingOnly() {}
  }

  /** Several rank counts through a parameterized test and the programmatic check. */
  public static class Parameterized {
    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void fanInAtEveryScale(int ranks) {
      MpiCheck.of(WildcardFanInCorrect.class).ranks(ranks).verify();
    }
  }

  /** Settings dampi cannot use: one clear line. */
  public static class Misconfigured {
    @MpiTest(main = NightlySpecimens.class)
    void classWithoutMain() {}
  }
}
