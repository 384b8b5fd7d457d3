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

  @Override
  public int compareTo(FindingAt other) {
    return toString().compareTo(other.toString());
  }

  @Override
  public String toString() {
    return kind.jsonName() + " at " + String.join(" ", at.stream().map(OpId::toString).toList());
  }
}
