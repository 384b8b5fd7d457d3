package dampi.epoch;

import dampi.site.Site;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One wildcard call as a rank recorded it: which source it matched, and which other sources could have matched it
 * (late messages that satisfy the protocol's match rule). For a {@link Kind#COMPLETION} epoch read "request index"
 * for "source".
 *
 * @param index the epoch's number in the rank's program order of wildcard calls (0, 1, ...)
 * @param clock the rank's own clock component that the epoch took when it completed (-1 if it never completed)
 * @param orderKey where the epoch falls in matches-before across ranks, see {@code LogicalClock.orderKey}
 * @param context the communicator's MPJ context id
 * @param tag the tag the call asked for (MPI.ANY_TAG included)
 * @param namedSource the source a single poll named ({@code Iprobe(3, tag)}), {@link EpochTracker#ANY} for a wildcard
 * @param matchedSource the source it matched, -1 if it never completed or its match is unknown (see {@link
 *     #choicesKnown})
 * @param forced whether a decision forced its source
 * @param inRepeatedRegion opened inside the second or later execution of an abstracted region: the search does not
 *     branch on it (loop-iteration abstraction)
 * @param endsALoop a poll that found after polls of the same loop found nothing, with no work of the program's own
 *     since the last of them: finding nothing there is a choice only of a loop that gives up
 * @param revealedBy for each alternative, the clock of the message that revealed it: what that message depended on
 */
public record Epoch(int rank, int index, Kind kind, int clock, int orderKey, int context, int tag, int namedSource,
    Site site, int matchedSource,
    SortedSet<Integer> alternatives, boolean forced, boolean inRepeatedRegion, boolean endsALoop,
    java.util.Map<Integer, int[]> revealedBy)
    implements java.io.Serializable {

  /**
   * Which call opened the epoch. A {@code COMPLETION} epoch is a Waitany, Testany or Waitsome over several active
   * requests: its "sources" are indices into the call's request array (which request it completed, which others it
   * could have), not ranks.
   */
  public enum Kind {
    RECV, IRECV, PROBE, SENDRECV, COMPLETION,
    /**
     * A Waitsome (over two or more active requests): MPI may return several completed requests at once, so its
     * "sources" are sets of request indices, each written as a bit mask ({@link Choice.RequestSet}).
     */
    SOME;

    /** Whether the epoch chooses among requests (which ones complete) rather than among source ranks. */
    public boolean overRequests() {
      return this == COMPLETION || this == SOME;
    }
  }

  /**
   * The "source" of a single poll ({@code Iprobe}) that found nothing: MPI lets one poll miss a message already sent
   * (only repeated polls must see it, MPI-3.1 §3.8.1), so it is a choice like any matched source. Sorts after every
   * rank: tried last.
   */
  public static final int NOTHING = Integer.MAX_VALUE;

  public Epoch {
    alternatives = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(alternatives));
    revealedBy = java.util.Map.copyOf(revealedBy);
  }

  /**
   * Whether a message with {@code messageClock} was sent after this epoch completed, as far as the clock can tell:
   * the sender knew this rank's clock beyond the value the epoch took. Exact under LVCP; under LLCP (one Lamport
   * value) it may also say so of a message that is merely concurrent.
   */
  public boolean precedes(int[] messageClock) {
    int component = messageClock.length == 1 ? messageClock[0] : messageClock[rank];
    return clock >= 0 && component > clock;
  }

  /** An epoch outside every repeated region execution. */
  public Epoch(int rank, int index, Kind kind, int clock, int orderKey, int context, int tag, Site site,
      int matchedSource, SortedSet<Integer> alternatives, boolean forced) {
    this(rank, index, kind, clock, orderKey, context, tag, EpochTracker.ANY, site, matchedSource, alternatives, forced,
        false, false, java.util.Map.of());
  }

  /** Whether a message from {@code source} fits the source the call asked for. */
  public boolean fitsSource(int source) {
    return namedSource == EpochTracker.ANY || namedSource == source;
  }

  public boolean completed() {
    return matchedSource >= 0;
  }

  /**
   * Whether the epoch offers a choice to explore: it completed, or it is a nonblocking receive the run ended before
   * completing (its match, if the device made one, is unknown, so every potential match is an alternative).
   */
  public boolean choicesKnown() {
    return clock >= 0;
  }

  /** This epoch with more alternatives, each with the clock of the message that revealed it; known ones are kept. */
  public Epoch revealing(java.util.Map<Integer, int[]> more) {
    if (more.isEmpty()) {
      return this;
    }
    TreeSet<Integer> sources = new TreeSet<>(alternatives);
    java.util.Map<Integer, int[]> clocks = new java.util.HashMap<>(revealedBy);
    more.forEach((source, clock) -> {
      if (source != matchedSource && sources.add(source)) {
        clocks.put(source, clock);
      }
    });
    return new Epoch(rank, index, kind, clock, orderKey, context, tag, namedSource, site, matchedSource, sources,
        forced, inRepeatedRegion, endsALoop, clocks);
  }

  /** This epoch with exactly the alternatives {@code revealed} holds, each with the clock that revealed it. */
  public Epoch withAlternatives(java.util.Map<Integer, int[]> revealed) {
    return new Epoch(rank, index, kind, clock, orderKey, context, tag, namedSource, site, matchedSource,
        new TreeSet<>(revealed.keySet()), forced, inRepeatedRegion, endsALoop, revealed);
  }

  /** This epoch without finding nothing as an alternative: its poll is known to be a loop waiting for a message. */
  public Epoch withoutNothing() {
    if (!alternatives.contains(NOTHING)) {
      return this;
    }
    TreeSet<Integer> sources = new TreeSet<>(alternatives);
    sources.remove(NOTHING);
    java.util.Map<Integer, int[]> clocks = new java.util.HashMap<>(revealedBy);
    clocks.remove(NOTHING);
    return new Epoch(rank, index, kind, clock, orderKey, context, tag, namedSource, site, matchedSource, sources,
        forced, inRepeatedRegion, endsALoop, clocks);
  }

  /** Sources other than the matched one, in ascending order. */
  public List<Integer> untriedSources() {
    return alternatives.stream().filter(source -> source != matchedSource).toList();
  }
}
