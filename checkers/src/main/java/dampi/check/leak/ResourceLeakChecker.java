package dampi.check.leak;

import dampi.check.Checker;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.rank.RunRecord;
import dampi.rank.RankRecord;
import dampi.rank.Resource;
import dampi.rank.ResourceKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * MPI objects still held when a rank called MPI.Finalize: requests never completed (persistent ones started and
 * never completed), communicators, groups, derived datatypes and user-defined operations never freed. (A buffer left
 * attached is none: MPI_FINALIZE detaches it.) Also the threads a rank left running when it ended (under
 * mpirun its process would never exit), reported at the line that started them. One {@code resource-leak} finding
 * per creation site, with the count of leaked objects per rank.
 */
public final class ResourceLeakChecker implements Checker {
  @Override
  public String name() {
    return "resource-leak";
  }

  @Override
  public List<Finding> check(RunRecord run) {
    Map<Resource, Map<Integer, Integer>> countsPerRank = new LinkedHashMap<>();
    for (RankRecord record : run.records()) {
      for (Resource leaked : record.leakedAtFinalize()) {
        // Leaks are judged at Finalize: a rank that never got there has a worse problem. A thread that could not be
        // stopped is the exception, since it runs on into the next runs.
        if (!record.finalized() && leaked.kind() != ResourceKind.UNSTOPPABLE_THREAD) {
          continue;
        }
        countsPerRank.computeIfAbsent(leaked, key -> new TreeMap<>()).merge(record.rank(), 1, Integer::sum);
      }
    }
    List<Finding> findings = new ArrayList<>();
    countsPerRank.entrySet().stream()
        .sorted(Map.Entry.comparingByKey(java.util.Comparator.comparing(Resource::site).thenComparing(Resource::kind)))
        .forEach(entry -> findings.add(finding(entry.getKey(), entry.getValue())));
    return findings;
  }

  private static Finding finding(Resource resource, Map<Integer, Integer> perRank) {
    int total = perRank.values().stream().mapToInt(Integer::intValue).sum();
    List<String> counts = perRank.entrySet().stream()
        .map(entry -> "rank " + entry.getKey() + ": " + entry.getValue()).toList();
    return new Finding(FindingKind.RESOURCE_LEAK, List.copyOf(perRank.keySet()), resource.site(),
        total + " x " + resource.kind().leakDescription() + " " + resource.kind().when() + " " + resource.site()
            + " (" + String.join(", ", counts) + ")");
  }
}
