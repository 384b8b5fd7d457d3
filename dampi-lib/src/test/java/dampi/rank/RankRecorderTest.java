package dampi.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.site.Site;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankRecorderTest {
  private static RankRecorder recorderWithAnOpenWildcard() {
    RankRecorder recorder = new RankRecorder(0, RankPlan.free(2, Protocol.LVCP));
    recorder.initialized(Site.of("A.java", 1));
    EpochTracker tracker = recorder.tracker();
    tracker.recordSend(7, 0, 1, 1, 3, Site.of("A.java", 2));
    var epoch = tracker.openEpoch(Epoch.Kind.IRECV, 7, EpochTracker.ANY, Site.of("A.java", 3), false);
    tracker.issueReceive(7, EpochTracker.ANY, 3, epoch, true);
    recorder.collective(new CollectiveCall(7, List.of(0, 1), "Barrier", -1, -1, "", Site.of("A.java", 4)));
    recorder.resources().created(new Object(), ResourceKind.REQUEST, Site.of("A.java", 3));
    recorder.finalizing();
    return recorder;
  }

  @Test
  void aFrozenRecordTravelsBetweenJvmsWhole() throws Exception {
    RankRecord record = recorderWithAnOpenWildcard().freeze();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(record); // how a niodev rank hands it to the launcher
    }
    RankRecord copy;
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      copy = (RankRecord) in.readObject();
    }
    assertEquals(record.epochs().size(), copy.epochs().size());
    assertEquals(record.epochs().get(0).site(), copy.epochs().get(0).site());
    assertEquals(record.epochLog().messages().sent().size(), copy.epochLog().messages().sent().size());
    assertEquals(record.leakedAtFinalize(), copy.leakedAtFinalize());
    assertEquals(record.collectives(), copy.collectives());
    assertTrue(copy.initialized());
  }

  @Test
  void aFrozenRecordDoesNotChangeWhenTheRankGoesOn() {
    RankRecorder recorder = recorderWithAnOpenWildcard();
    RankRecord before = recorder.freeze();
    recorder.unsupported("Comm.Pack");
    recorder.finalized();
    recorder.tracker().openEpoch(Epoch.Kind.RECV, 7, EpochTracker.ANY, Site.of("A.java", 9), false);
    assertEquals(1, before.epochs().size());
    assertEquals(java.util.Map.of(), before.unsupportedCalls());
    assertEquals(false, before.finalized());
    assertEquals(2, recorder.freeze().epochs().size());
  }
}
