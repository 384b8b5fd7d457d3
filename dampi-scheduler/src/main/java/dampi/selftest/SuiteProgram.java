package dampi.selftest;

import dampi.rank.Buffering;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One labelled program of a test suite, as its {@code @suite.Expect} annotation states it.
 *
 * @param findings the finding kinds {@code dampi verify} must report (report-contract names); empty: none
 * @param interleavings the exact number of interleavings under LVCP, or -1 when the label states none
 * @param buffering the buffering model it is verified under
 */
public record SuiteProgram(String className, SortedSet<String> findings, String category, int ranks,
    int interleavings, Buffering buffering, List<String> args) {
  public static final int NOT_STATED = -1;

  public SuiteProgram {
    findings = new TreeSet<>(findings);
    args = List.copyOf(args);
  }

  static SuiteProgram of(String className, Set<String> findings, String category, int ranks, int interleavings,
      Buffering buffering, List<String> args) {
    return new SuiteProgram(className, new TreeSet<>(findings), category, ranks, interleavings, buffering, args);
  }

  public boolean expectsFindings() {
    return !findings.isEmpty();
  }
}
