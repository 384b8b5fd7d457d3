package dampi.epoch;

import dampi.site.Site;
import java.util.OptionalInt;

/**
 * One forced choice: the {@code epoch}-th wildcard call or single poll of {@code rank} takes its message from a source
 * rank (a poll: finds one from it, or nothing), or,
 * when the epoch is a completion (Waitany, Testany, Waitsome), completes a request of its array ({@link Choice}).
 *
 * @param site where that call was recorded, to detect a run that diverged; {@link Site#unknown()} when the decision
 *     says nowhere (it then applies wherever the rank's epoch is reached)
 */
public record Decision(int rank, int epoch, Choice choice, Site site, PollAsks asks) implements java.io.Serializable {
  public Decision {
    if (rank < 0 || epoch < 0 || choice == null || site == null) {
      throw new IllegalArgumentException("bad decision: rank " + rank + ", epoch " + epoch + ", choice " + choice
          + ", site " + site);
    }
  }

  /** A decision that does not say what its call asked (any decision but a poll's, or one from an older report). */
  public Decision(int rank, int epoch, Choice choice, Site site) {
    this(rank, epoch, choice, site, null);
  }

  /**
   * Whether this decision may be one of a poll at its site asking for {@code source} and {@code tag}: it says nothing
   * of what its poll asked, or it asked the same (see {@link PollAsks}).
   */
  public boolean forPollAsking(int source, int tag) {
    return asks == null || asks.asks(source, tag);
  }

  /** A decision on a receive or probe epoch; {@code site} as a report writes it, "" when it says nowhere. */
  public Decision(int rank, int epoch, int sourceRank, String site) {
    this(rank, epoch, new Choice.SourceRank(sourceRank), Site.parse(site));
  }

  /** What {@code epoch} did. */
  public static Decision of(Epoch epoch) {
    return new Decision(epoch.rank(), epoch.index(), Choice.madeBy(epoch), epoch.site(), PollAsks.of(epoch));
  }

  /** Whether the decision completes requests of a Waitany, Testany or Waitsome rather than naming a source. */
  public boolean completion() {
    return choice instanceof Choice.RequestIndex || choice instanceof Choice.RequestSet;
  }

  /** Whether the decision makes a single poll find nothing. */
  public boolean findsNothing() {
    return choice instanceof Choice.Nothing;
  }

  /** The requests a Waitsome epoch is forced to return together; empty for other decisions. */
  public java.util.Optional<java.util.SortedSet<Integer>> requestSet() {
    return choice instanceof Choice.RequestSet set ? java.util.Optional.of(set.indices()) : java.util.Optional.empty();
  }

  /**
   * The requests a completion decision forces: a Waitsome's or Testsome's set, or a Waitany's or Testany's one request
   * as a set of one; empty for a receive or probe decision.
   */
  public java.util.Optional<java.util.SortedSet<Integer>> requests() {
    return requestSet().or(() -> requestIndex().isPresent()
        ? java.util.Optional.of(new java.util.TreeSet<>(java.util.List.of(requestIndex().getAsInt())))
        : java.util.Optional.empty());
  }

  /** The source rank a receive or probe epoch is forced to; empty for a completion decision. */
  public OptionalInt sourceRank() {
    return choice instanceof Choice.SourceRank source ? OptionalInt.of(source.rank()) : OptionalInt.empty();
  }

  /** The request a completion epoch is forced to complete; empty for a decision on a receive or probe. */
  public OptionalInt requestIndex() {
    return choice instanceof Choice.RequestIndex request ? OptionalInt.of(request.index()) : OptionalInt.empty();
  }
}
