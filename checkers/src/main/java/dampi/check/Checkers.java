package dampi.check;

import dampi.rank.RunRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The checkers of a verification, found with {@link ServiceLoader}. A run that did not follow its decisions is never
 * judged: the search reports it as {@code diverged}, since what it did afterwards says nothing about the program.
 */
public final class Checkers {
  private final List<Checker> checkers;

  private Checkers(List<Checker> checkers) {
    this.checkers = List.copyOf(checkers);
  }

  /** Every checker on the class path (of this class's loader), in name order so that reports are stable. */
  public static Checkers discover() {
    List<Checker> found = new ArrayList<>();
    ServiceLoader.load(Checker.class, Checkers.class.getClassLoader()).forEach(found::add);
    found.sort(Comparator.comparing(Checker::name));
    return new Checkers(found);
  }

  /** Exactly these checkers (tests). */
  public static Checkers of(List<Checker> checkers) {
    return new Checkers(checkers);
  }

  public List<String> names() {
    return checkers.stream().map(Checker::name).toList();
  }

  /** The findings of one run that followed its decisions. */
  public List<Finding> judge(RunRecord run) {
    List<Finding> findings = new ArrayList<>();
    for (Checker checker : checkers) {
      findings.addAll(checker.check(run));
    }
    return findings;
  }
}
