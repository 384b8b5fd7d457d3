package dampi.check;

import dampi.rank.RunRecord;
import java.util.List;

/**
 * One error check, run on every explored interleaving. A checker observes a finished run (how each rank ended and
 * what each rank recorded) and reports findings; it never steers the run. Checkers are found with
 * {@link java.util.ServiceLoader}: adding one is a class implementing this interface (with a public no-argument
 * constructor) and a line naming it in {@code META-INF/services/dampi.check.Checker}; nothing else changes.
 *
 * <pre>
 * public final class FinalizeTwiceChecker implements Checker {
 *   public String name() { return "finalize-twice"; }
 *   public List&lt;Finding&gt; check(RunRecord run) {
 *     return run.records().stream().filter(...)
 *         .map(r -&gt; new Finding(FindingKind.MPI_ERROR, List.of(r.rank()), site, "...")).toList();
 *   }
 * }
 * </pre>
 *
 * <p>A finding's equality (kind, ranks, site, message) decides whether two interleavings showed the same error, so
 * messages must be deterministic: no addresses, times or counters that vary from run to run.
 */
public interface Checker {
  /** A short name for listings, e.g. {@code deadlock}. */
  String name();

  /** The findings of one run; empty when this checker has nothing to report. */
  List<Finding> check(RunRecord run);
}
