package dampi.selftest;

import dampi.rank.Buffering;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One labelled program of a test suite, as its {@code @suite.Expect} annotation (or a line of the MBI-style
 * benchmark's catalogue) states it.
 *
 * @param findings the finding kinds {@code dampi verify} must report (report-contract names); empty: none
 * @param tolerated kinds it may report besides, as consequences of the same bug (a mismatched collective may also
 *     hang); empty for every {@code @suite.Expect} label
 * @param interleavings the exact number of interleavings under LVCP, or -1 when the label states none
 * @param buffering the buffering model it is verified under
 */
public record SuiteProgram(String className, SortedSet<String> findings, SortedSet<String> tolerated,
    String category, int ranks, int interleavings, Buffering buffering, List<String> args) {
  public static final int NOT_STATED = -1;

  public SuiteProgram {
    findings = new TreeSet<>(findings);
    tolerated = new TreeSet<>(tolerated);
    args = List.copyOf(args);
  }

  static SuiteProgram of(String className, Set<String> findings, String category, int ranks, int interleavings,
      Buffering buffering, List<String> args) {
    return new SuiteProgram(className, new TreeSet<>(findings), new TreeSet<>(), category, ranks, interleavings,
        buffering, args);
  }

  /** The ranks, class and arguments as {@code dampi verify} takes them, e.g. {@code -np 3 mbi.Exchange send_recv}. */
  public String command() {
    return "-np " + ranks + " " + className + (args.isEmpty() ? "" : " " + String.join(" ", args));
  }

  public boolean expectsFindings() {
    return !findings.isEmpty();
  }
}
