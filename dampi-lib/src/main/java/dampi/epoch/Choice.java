package dampi.epoch;

import java.io.Serializable;

/**
 * What a decision forces one epoch to do: a receive or probe takes its message from a {@link SourceRank}; a
 * completion epoch (Waitany, Testany, Waitsome) completes the request at a {@link RequestIndex} of its array. The two
 * are different numbers, so the code that forces an epoch asks for the one it can use.
 */
public sealed interface Choice extends Serializable permits Choice.SourceRank, Choice.RequestIndex {
  /** The choice {@code epoch} made: its matched source, a request index when it is a completion epoch. */
  static Choice madeBy(Epoch epoch) {
    return epoch.kind() == Epoch.Kind.COMPLETION ? new RequestIndex(epoch.matchedSource())
        : new SourceRank(epoch.matchedSource());
  }

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
    public String describe() {
      return String.valueOf(rank);
    }
  }

  /** The position, in the call's request array, of the request a completion epoch completes. */
  record RequestIndex(int index) implements Choice {
    public RequestIndex {
      requireNonNegative("request index", index);
    }

    @Override
    public String describe() {
      return "request " + index;
    }
  }
}
