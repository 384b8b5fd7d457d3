package dampi.epoch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.clock.Protocol;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The late-message index skips runs of epochs that already know a source; whatever it skips, the alternatives must be
 * those of the rule applied to every earlier epoch, as a plain scan finds them.
 */
class LateMessagesPropertiesTest {
  private static final int WORLD = 7;

  /** One blocking receive of rank 0: a wildcard or not, of a tag (or any), taking a message of a source and tag. */
  record Step(boolean wildcard, int askedTag, int source, int tag, int clockBehind) {}

  @Provide
  Arbitrary<List<Step>> programs() {
    Arbitrary<Step> step = Combinators.combine(Arbitraries.of(true, false), Arbitraries.of(EpochTracker.ANY, 0, 1),
        Arbitraries.integers().between(1, 5), Arbitraries.integers().between(0, 1),
        Arbitraries.integers().between(-2, 4)).as(Step::new);
    return step.list().ofMinSize(1).ofMaxSize(40);
  }

  @Property(tries = 300)
  void theIndexFindsWhatAPlainScanOfEveryEarlierEpochFinds(@ForAll("programs") List<Step> program) {
    EpochTracker tracker = new EpochTracker(Protocol.LLCP, 0, 6);
    List<Integer> components = new ArrayList<>(); // the message component of each step
    int local = 0;
    for (Step step : program) {
      int tag = step.askedTag() == EpochTracker.ANY ? step.tag() : step.askedTag();
      // a message sent knowing up to this rank's value now, less what the step holds it behind
      int component = Math.max(0, local - step.clockBehind());
      OpenEpoch epoch = step.wildcard()
          ? tracker.openEpoch(Epoch.Kind.RECV, WORLD, step.askedTag(), Site.of("A.java", 1), false) : null;
      Receive receive = tracker.issueReceive(WORLD, step.wildcard() ? EpochTracker.ANY : step.source(),
          step.askedTag(), epoch, false);
      tracker.completeReceive(receive, step.source(), tag, new int[] {component}, -1);
      components.add(component);
      local = Math.max(local + (step.wildcard() ? 1 : 0), component);
    }
    List<Epoch> epochs = tracker.freeze().epochs();
    List<Set<Integer>> expected = new ArrayList<>();
    epochs.forEach(epoch -> expected.add(new TreeSet<>()));
    int epochIndex = -1;
    List<Integer> epochOfStep = new ArrayList<>();
    for (Step step : program) {
      epochOfStep.add(step.wildcard() ? ++epochIndex : -1);
    }
    for (int later = 0; later < program.size(); later++) {
      Step step = program.get(later);
      int tag = step.askedTag() == EpochTracker.ANY ? step.tag() : step.askedTag();
      for (int earlier = 0; earlier < later; earlier++) {
        int index = epochOfStep.get(earlier);
        if (index < 0) {
          continue;
        }
        Epoch epoch = epochs.get(index);
        boolean fits = epoch.tag() == EpochTracker.ANY || epoch.tag() == tag;
        if (fits && components.get(later) <= epoch.clock() && step.source() != epoch.matchedSource()) {
          expected.get(index).add(step.source());
        }
      }
    }
    for (Epoch epoch : epochs) {
      assertEquals(expected.get(epoch.index()), epoch.alternatives(), "epoch " + epoch.index() + " of " + program);
    }
  }
}
