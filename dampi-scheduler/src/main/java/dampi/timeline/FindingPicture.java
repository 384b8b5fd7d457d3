package dampi.timeline;

import dampi.check.deadlock.WaitForGraph;
import dampi.epoch.Epoch;
import dampi.rank.RankRecord;
import dampi.rank.RunRecord;
import java.util.ArrayList;
import java.util.List;

/**
 * What the HTML report draws of one finding: the timeline of a traced run of its schedule, the critical path, the
 * run's wildcard epochs (for the alternatives), and the wait-for graph when ranks were blocked; or why there is no
 * picture (the replay failed, or the program changed since the report).
 */
public record FindingPicture(MergedTrace trace, CriticalPath path, List<Epoch> epochs, WaitForGraph waitFor,
    String unavailable) {

  public static FindingPicture of(RunRecord run) {
    MergedTrace trace = Timelines.of(run);
    if (trace == null) {
      return unavailable("the run was not traced");
    }
    List<Epoch> epochs = new ArrayList<>();
    for (RankRecord record : run.records()) {
      epochs.addAll(record.epochs());
    }
    CriticalPath path = trace.eventCount() <= CriticalPath.MAX_EVENTS ? CriticalPath.of(trace) : CriticalPath.NONE;
    return new FindingPicture(trace, path, epochs, WaitForGraph.of(run), null);
  }

  public static FindingPicture unavailable(String why) {
    return new FindingPicture(null, null, List.of(), null, why);
  }
}
