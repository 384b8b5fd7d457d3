package dampi.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.launch.ChildFirstClassLoader;
import dampi.launch.ClassPathContents;
import dampi.launch.RankLayer;
import dampi.launch.TestPrograms;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;
import regions.LoopBody;

/**
 * A method named by --abstract-loop is one region execution per call, closed on every way out: epochs opened in its
 * second and later calls are marked repeated, and after it returns or throws, nothing is.
 */
class LoopRegionRewriterTest {
  @Test
  void everyCallIsOneExecutionClosedByReturnsAndExceptionsAlike() throws Exception {
    ClassPathContents body = new ClassPathContents(List.of(TestPrograms.CLASSES),
        new LoopRegionRewriter(List.of(LoopMethod.parse("regions.LoopBody#step"))),
        name -> name.startsWith("regions."));
    ClassLoader rank = new ChildFirstClassLoader("rank-0", List.of(RankLayer.inRankClasses(), body),
        getClass().getClassLoader());
    RankRecorder recorder = new RankRecorder(0);
    rank.loadClass("dampi.intercept.RankBinding").getMethod("bind", RankRecorder.class).invoke(null, recorder);
    Method step = rank.loadClass("regions.LoopBody").getMethod("step", Runnable.class, int.class);
    EpochTracker tracker = recorder.tracker();
    Runnable openEpoch = () -> tracker.openEpoch(Epoch.Kind.RECV, 0, 0, Site.of("LoopBody.java", 1), false);

    assertEquals(LoopBody.RETURNS, step.invoke(null, openEpoch, LoopBody.RETURNS));
    assertEquals(LoopBody.CATCHES, step.invoke(null, openEpoch, LoopBody.CATCHES), "its own handler still catches");
    InvocationTargetException thrown = assertThrows(InvocationTargetException.class,
        () -> step.invoke(null, openEpoch, LoopBody.THROWS));
    assertEquals(IllegalArgumentException.class, thrown.getCause().getClass());
    openEpoch.run(); // after the last call: outside every region

    assertEquals(List.of(false, true, true, false),
        tracker.freeze().epochs().stream().map(Epoch::inRepeatedRegion).toList());
  }

  @Test
  void classesWithoutANamedMethodAreLeftAsTheyAre() {
    byte[] bytes = {1, 2, 3}; // not even a class file: it must not be parsed
    assertEquals(bytes, new LoopRegionRewriter(List.of(LoopMethod.parse("a.B#c"))).transform("x/Y", bytes));
  }

  @Test
  void aLoopIsNamedClassHashMethod() {
    assertEquals(new LoopMethod("com.example.Solver", "step"), LoopMethod.parse("com.example.Solver#step"));
    for (String bad : List.of("Solver", "#step", "Solver#", "a.B#<init>", "a.B#c#d")) {
      assertThrows(IllegalArgumentException.class, () -> LoopMethod.parse(bad), bad);
    }
  }
}
