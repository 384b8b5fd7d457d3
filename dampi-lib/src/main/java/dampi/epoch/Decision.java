package dampi.epoch;

import dampi.site.Site;

/**
 * One forced choice: the {@code epoch}-th wildcard call of {@code rank} takes its message from {@code source}, or,
 * when the epoch is a {@code completion} (Waitany, Testany, Waitsome), completes request number {@code source} of
 * its array.
 *
 * @param site where that call was recorded, to detect a run that diverged; {@link Site#unknown()} when the decision
 *     says nowhere (it then applies wherever the rank's epoch is reached)
 */
public record Decision(int rank, int epoch, int source, Site site, boolean completion)
    implements java.io.Serializable {
  public Decision {
    if (rank < 0 || epoch < 0 || source < 0 || site == null) {
      throw new IllegalArgumentException("bad decision: rank " + rank + ", epoch " + epoch + ", source " + source
          + ", site " + site);
    }
  }

  /** A decision on a receive or probe epoch; {@code site} as a report writes it, "" when it says nowhere. */
  public Decision(int rank, int epoch, int source, String site) {
    this(rank, epoch, source, Site.parse(site), false);
  }

  /** What {@code epoch} did. */
  public static Decision of(Epoch epoch) {
    return new Decision(epoch.rank(), epoch.index(), epoch.matchedSource(), epoch.site(),
        epoch.kind() == Epoch.Kind.COMPLETION);
  }
}
