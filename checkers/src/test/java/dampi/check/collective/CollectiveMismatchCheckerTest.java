package dampi.check.collective;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.rank.RunRecord;
import dampi.clock.Protocol;
import dampi.rank.Blocks;
import dampi.rank.CollectiveCall;
import dampi.rank.PendingCall;
import dampi.rank.RankOutcome;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.rank.RunRecord;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CollectiveMismatchCheckerTest {
  private static final List<Integer> WORLD = List.of(0, 1, 2);

  private static RankRecorder finalizedRank(int rank, CollectiveCall... calls) {
    RankRecorder record = new RankRecorder(rank, RankPlan.free(3, Protocol.LLCP));
    for (CollectiveCall call : calls) {
      record.collective(call);
    }
    record.finalized();
    return record;
  }

  private static CollectiveCall bcast(int root, String site) {
    return new CollectiveCall(5, WORLD, "Bcast", root, 1, "INT", Site.parse(site));
  }

  private static CollectiveCall barrier(String site) {
    return new CollectiveCall(5, WORLD, "Barrier", -1, -1, "", Site.parse(site));
  }

  private static List<Finding> check(RankRecorder... records) {
    List<RankOutcome> outcomes = new ArrayList<>();
    for (RankRecorder record : records) {
      outcomes.add(new RankOutcome.Finalized(record.rank()));
    }
    return new CollectiveMismatchChecker().check(RunRecord.of(outcomes,
        java.util.Arrays.stream(records).map(RankRecorder::freeze).toList()));
  }

  @Test
  void sameSequencesOnEveryRankAreNoFinding() {
    assertEquals(List.of(), check(finalizedRank(0, bcast(0, "A.java:1"), barrier("A.java:2")),
        finalizedRank(1, bcast(0, "A.java:1"), barrier("A.java:2")),
        finalizedRank(2, bcast(0, "A.java:1"), barrier("A.java:2"))));
  }

  @Test
  void theOddRankOutIsReportedAtItsOwnCall() {
    List<Finding> findings = check(finalizedRank(0, bcast(0, "A.java:1")), finalizedRank(1, barrier("A.java:3")),
        finalizedRank(2, barrier("A.java:3")));
    assertEquals(1, findings.size());
    assertEquals(FindingKind.COLLECTIVE_MISMATCH, findings.get(0).kind());
    assertEquals(List.of(0), findings.get(0).ranks());
    assertEquals("A.java:1", findings.get(0).site().toString());
  }

  @Test
  void aDifferentRootIsAMismatch() {
    List<Finding> findings = check(finalizedRank(0, bcast(0, "A.java:1")), finalizedRank(1, bcast(0, "A.java:1")),
        finalizedRank(2, bcast(2, "A.java:1")));
    assertEquals(List.of(2), findings.get(0).ranks());
  }

  @Test
  void aRankThatFinalizedWithoutTheLastCollectiveSkippedIt() {
    List<Finding> findings = check(finalizedRank(0, barrier("A.java:2"), barrier("A.java:4")),
        finalizedRank(1, barrier("A.java:2"), barrier("A.java:4")), finalizedRank(2, barrier("A.java:2")));
    assertEquals(List.of(2), findings.get(0).ranks());
  }

  /**
   * {@code if (rank != 1) Barrier(); Finalize();}: MPJ's Finalize completes the others' Barrier and then everyone waits
   * in Finalize. Rank 1 made no collective and never returned from Finalize, and still skipped the Barrier, which the
   * finding names.
   */
  @Test
  void aRankStuckInFinalizeWithNoCollectiveAtAllSkippedTheOthersOne() {
    RankRecorder skipping = new RankRecorder(1, RankPlan.free(3, Protocol.LLCP));
    skipping.pending(new PendingCall("MPI.Finalize", List.of(0, 2), false, -1, 5, true));
    RankRecorder[] ranks = {finalizedRank(0, barrier("A.java:6")), skipping, finalizedRank(2, barrier("A.java:6"))};
    List<RankOutcome> outcomes = List.of(new RankOutcome.Finalized(0), new RankOutcome.Finalized(1),
        new RankOutcome.Finalized(2));
    List<Finding> findings = new CollectiveMismatchChecker().check(RunRecord.of(outcomes,
        java.util.Arrays.stream(ranks).map(RankRecorder::freeze).toList()));
    assertEquals(1, findings.size(), findings.toString());
    assertEquals(List.of(1), findings.get(0).ranks());
    assertEquals("A.java:6", findings.get(0).site().toString());
  }

  @Test
  void disjointCommunicatorsSharingAContextAreComparedApart() {
    CollectiveCall evenBcast = new CollectiveCall(9, List.of(0, 2), "Bcast", 0, 1, "INT", Site.of("A.java", 7));
    CollectiveCall oddBarrier = new CollectiveCall(9, List.of(1), "Barrier", -1, -1, "", Site.of("A.java", 8));
    assertEquals(List.of(), check(finalizedRank(0, evenBcast), finalizedRank(1, oddBarrier),
        finalizedRank(2, evenBcast)));
  }

  private static CollectiveCall bcastBlocks(int rank, int elements, String site) {
    return CollectiveCall.moving(5, WORLD, "Bcast", 0, rank == 0 ? Blocks.withEvery("INT", elements) : null,
        Blocks.withRoot("INT", elements), Site.parse(site));
  }

  @Test
  void blocksWithTheSameTypeSignatureAgreeWhateverTheirCountsAndDatatypes() {
    // the root sends one contiguous pair of INT, the others receive two INT each: the same signature (MPI-3.1 §5.1)
    assertEquals(List.of(), check(finalizedRank(0, bcastBlocks(0, 2, "A.java:1")),
        finalizedRank(1, bcastBlocks(1, 2, "A.java:2")), finalizedRank(2, bcastBlocks(2, 2, "A.java:2"))));
  }

  @Test
  void aBlockItsReceiverDoesNotExpectIsReportedAtTheMemberThatIsNotTheRoot() {
    List<Finding> findings = check(finalizedRank(0, bcastBlocks(0, 2, "A.java:1")),
        finalizedRank(1, bcastBlocks(1, 2, "A.java:2")), finalizedRank(2, bcastBlocks(2, 3, "A.java:3")));
    assertEquals(1, findings.size(), findings.toString());
    assertEquals(FindingKind.COLLECTIVE_MISMATCH, findings.get(0).kind());
    assertEquals(List.of(0, 2), findings.get(0).ranks());
    assertEquals(Site.parse("A.java:3"), findings.get(0).site());
  }

  @Test
  void aGathervCountIsComparedWithWhatItsSenderSends() {
    Blocks rootExpects = Blocks.perMember("INT", List.of(1, 1, 2));
    CollectiveCall atRoot = CollectiveCall.moving(5, WORLD, "Gatherv", 0, Blocks.withRoot("INT", 1), rootExpects,
        Site.parse("A.java:1"));
    List<Finding> agreeing = check(finalizedRank(0, atRoot),
        finalizedRank(1, CollectiveCall.moving(5, WORLD, "Gatherv", 0, Blocks.withRoot("INT", 1), null,
            Site.parse("A.java:1"))),
        finalizedRank(2, CollectiveCall.moving(5, WORLD, "Gatherv", 0, Blocks.withRoot("INT", 2), null,
            Site.parse("A.java:1"))));
    assertEquals(List.of(), agreeing);
    List<Finding> short1 = check(finalizedRank(0, atRoot),
        finalizedRank(1, CollectiveCall.moving(5, WORLD, "Gatherv", 0, Blocks.withRoot("INT", 1), null,
            Site.parse("A.java:1"))),
        finalizedRank(2, CollectiveCall.moving(5, WORLD, "Gatherv", 0, Blocks.withRoot("INT", 1), null,
            Site.parse("A.java:9"))));
    assertEquals(1, short1.size(), short1.toString());
    assertEquals(Site.parse("A.java:9"), short1.get(0).site());
  }

  @Test
  void anExtraCollectiveBeforeTheOthersFinalizeIsReportedAtTheExtraCall() {
    List<Finding> findings = check(finalizedRank(0, barrier("A.java:8"), barrier("A.java:9")),
        finalizedRank(1, barrier("A.java:8")), finalizedRank(2, barrier("A.java:8"), barrier("A.java:9")));
    assertEquals(1, findings.size(), findings.toString());
    assertEquals(List.of(1), findings.get(0).ranks());
    assertEquals(Site.parse("A.java:9"), findings.get(0).site(), "not rank 1's Barrier at line 8, which matched");
  }
}
