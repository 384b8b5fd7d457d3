package dampi.epoch;

import java.io.Serializable;

/**
 * What a decision forces one epoch to do: a receive or probe takes its message from a {@link SourceRank}; a single
 * poll finds {@link Nothing}; a completion epoch (Waitany, Testany, Waitsome) completes the request at a {@link
 * RequestIndex} of its array. The two numbers are different things, so the code that forces an epoch asks for the
 * one it can use.
 */
public sealed interface Choice extends Serializable
    permits Choice.SourceRank, Choice.Nothing, Choice.RequestIndex, Choice.RequestSet {
  /** The choice {@code epoch} made: its matched source, a request index when it is a completion epoch. */
  static Choice madeBy(Epoch epoch) {
    return of(epoch.kind(), epoch.matchedSource());
  }

  /** The choice an epoch of {@code kind} records as {@code value} (a source, a request index or a set's mask). */
  static Choice of(Epoch.Kind kind, int value) {
    if (value == Epoch.NOTHING) {
      return new Nothing(); // a single poll, or a single Testany or Testsome, that found nothing
    }
    return switch (kind) {
      case COMPLETION -> new RequestIndex(value);
      case SOME -> RequestSet.ofMask(value);
      default -> new SourceRank(value);
    };
  }

  /** The value an epoch records for this choice: the source, the request index, or the set's mask. */
  int value();

  /** As the text report shows it after {@code <-}: {@code 3}, or {@code request 1}. */
  String describe();

  private static void requireNonNegative(String what, int value) {
    if (value < 0) {
      throw new IllegalArgumentException("bad " + what + ": " + value);
    }
  }

  /** The rank, in the call's communicator, that a receive or probe takes its message from. */
  record SourceRank(int rank) implements Choice {
    public SourceRank {
      requireNonNegative("source rank", rank);
    }

    @Override
    public int value() {
      return rank;
    }

    @Override
    public String describe() {
      return String.valueOf(rank);
    }
  }

  /**
   * A single poll ({@code Iprobe}, {@code Test}, {@code Testany}, {@code Testsome}) finds nothing, whatever is there
   * (MPI-3.1 §3.7.4, §3.8.1).
   */
  record Nothing() implements Choice {
    @Override
    public int value() {
      return Epoch.NOTHING;
    }

    @Override
    public String describe() {
      return "nothing";
    }
  }

  /** The position, in the call's request array, of the request a completion epoch completes. */
  record RequestIndex(int index) implements Choice {
    public RequestIndex {
      requireNonNegative("request index", index);
    }

    @Override
    public int value() {
      return index;
    }

    @Override
    public String describe() {
      return "request " + index;
    }
  }

  /**
   * The requests, by position in the call's array, that a Waitsome returns together (at least one; at most {@link
   * #MAX_INDEX} + 1 positions can be told apart).
   */
  record RequestSet(java.util.SortedSet<Integer> indices) implements Choice {
    /** The highest position a set can name: a set is recorded as an int's bit mask. */
    public static final int MAX_INDEX = 30;

    public RequestSet {
      indices = java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(indices));
      if (indices.isEmpty() || indices.first() < 0 || indices.last() > MAX_INDEX) {
        throw new IllegalArgumentException("bad request set: " + indices);
      }
    }

    /** The set whose bit mask is {@code mask} (bit i: position i). */
    public static RequestSet ofMask(int mask) {
      java.util.SortedSet<Integer> indices = new java.util.TreeSet<>();
      for (int i = 0; i <= MAX_INDEX; i++) {
        if ((mask & (1 << i)) != 0) {
          indices.add(i);
        }
      }
      return new RequestSet(indices);
    }

    @Override
    public int value() {
      int mask = 0;
      for (int index : indices) {
        mask |= 1 << index;
      }
      return mask;
    }

    @Override
    public String describe() {
      return "requests " + String.join("+", indices.stream().map(String::valueOf).toList());
    }
  }
}
