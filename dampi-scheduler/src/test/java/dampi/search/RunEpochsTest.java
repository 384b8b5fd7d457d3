package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The choices a revealed alternative needs are those of the other ranks' epochs that completed before its message,
 * and every alternative of one run shares their decisions: a run with thousands of completion epochs once filled the
 * heap with a copy per alternative (an Umpire test completing 16 requests in 512 rounds).
 */
class RunEpochsTest {
  @Test
  void alternativesOfOneRunShareTheDecisionsTheyNeed() {
    List<Epoch> epochs = new ArrayList<>();
    for (int index = 0; index < 100; index++) {
      epochs.add(new Epoch(0, index, Epoch.Kind.COMPLETION, index, index, 0, 0, Site.parse("Sender.java:9"), 1,
          new TreeSet<>(), false));
    }
    epochs.add(new Epoch(1, 0, Epoch.Kind.RECV, 0, 0, 0, 0, Site.parse("Receiver.java:5"), 0, new TreeSet<>(),
        false));
    RunEpochs run = new RunEpochs(epochs);

    List<Decision> early = run.completedBefore(1, new int[] {10, 0});
    List<Decision> late = run.completedBefore(1, new int[] {60, 0});

    assertEquals(10, early.size(), "rank 0's epochs with clock below 10");
    assertEquals(60, late.size());
    assertEquals(Decision.of(epochs.get(3)), early.get(3));
    for (int i = 0; i < early.size(); i++) {
      assertSame(early.get(i), late.get(i), "decision " + i + " is one object for every alternative");
    }
    assertEquals(List.of(), run.completedBefore(0, new int[] {60, 0}), "a rank's own epochs are no need of its own");
  }
}
