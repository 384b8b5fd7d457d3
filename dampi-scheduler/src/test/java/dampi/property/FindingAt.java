package dampi.property;

import dampi.check.FindingKind;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A finding as the properties compare them: its kind and the operations of the program it is at. A deadlock is at
 * the operation every blocked rank waits in (a rank past its last operation is not counted: it waits only for what the
 * others never do); a type mismatch or a truncation is at the receive whose message did not fit.
 */
record FindingAt(FindingKind kind, SortedSet<OpId> at) implements Comparable<FindingAt> {
  FindingAt {
    at = new TreeSet<>(at);
  }

  static FindingAt of(FindingKind kind, Set<OpId> at) {
    return new FindingAt(kind, new TreeSet<>(at));
  }

  /**
   * Messages never received, sent by {@code ranks}: a leak is reported per line of the sends and names their ranks,
   * not which of a rank's calls there sent each (operation -1 stands for the rank).
   */
  static FindingAt leakOf(java.util.Collection<Integer> ranks) {
    SortedSet<OpId> at = new TreeSet<>();
    ranks.forEach(rank -> at.add(new OpId(rank, -1)));
    return new FindingAt(FindingKind.RESOURCE_LEAK, at);
  }

  @Override
  public int compareTo(FindingAt other) {
    return toString().compareTo(other.toString());
  }

  @Override
  public String toString() {
    return kind.jsonName() + " at " + String.join(" ", at.stream().map(OpId::toString).toList());
  }
}
