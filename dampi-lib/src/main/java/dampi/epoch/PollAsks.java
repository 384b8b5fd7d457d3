package dampi.epoch;

/**
 * What a single poll ({@code Iprobe}, or a {@code Test} of a receive) asked for: a message from {@code source}
 * ({@link EpochTracker#ANY} for a wildcard) with {@code tag} ({@link EpochTracker#ANY} for any). A decision on a poll
 * carries it, because the polls of one line may ask different questions in turn (one tag, then another; one source
 * after another), and a forced run must give each decision to the poll that made its epoch, not to the first poll it
 * reaches at that line.
 */
public record PollAsks(int source, int tag) implements java.io.Serializable {
  /** What {@code epoch} asked, if it is a single poll's (a probe epoch); null for every other epoch. */
  public static PollAsks of(Epoch epoch) {
    return epoch.kind() == Epoch.Kind.PROBE ? new PollAsks(epoch.namedSource(), epoch.tag()) : null;
  }

  /** Whether a poll asking for {@code pollSource} and {@code pollTag} asks this. */
  public boolean asks(int pollSource, int pollTag) {
    return source == pollSource && tag == pollTag;
  }
}
