package dampi.epoch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The late-message rule over one rank's completed epochs, with the index that keeps it fast. A message received after
 * epoch {@code r} completed is a potential match of {@code r} iff its component for this rank is {@code <=} the clock
 * {@code r} took, it fits {@code r}'s call, and no receive issued before {@code r} reserved it.
 *
 * <p>Completed epochs are kept in clock order (clocks strictly increase), so the candidates of one message are a
 * contiguous run. Per source, a run {@code [from, to)} of positions whose epochs all have that source as an
 * alternative already is remembered and skipped: without it, each of the n wildcard receives of an all-to-one pattern
 * looks at every earlier epoch, n^2/2 steps, to learn nothing new (the top cost of dampi on that pattern at 256 ranks,
 * see BENCHMARKS.md).
 */
final class LateMessages implements Serializable {
  private static final long serialVersionUID = 1L;
  private final List<OpenEpoch> byClock = new ArrayList<>();
  private final Map<Integer, KnownRun> knownAlternativeRuns = new HashMap<>();

  /** Positions {@code [from, to)} of the clock-ordered epochs that all have one source as an alternative. */
  private static final class KnownRun implements Serializable {
    private static final long serialVersionUID = 1L;
    int from;
    int to;

    KnownRun(int from, int to) {
      this.from = from;
      this.to = to;
    }

    boolean contains(int position) {
      return position >= from && position < to;
    }
  }

  /** An epoch took its clock, the highest so far. */
  void completed(OpenEpoch epoch) {
    byClock.add(epoch);
  }

  /** The completed epochs in the order they took their clocks. */
  List<OpenEpoch> inClockOrder() {
    return byClock;
  }

  /**
   * {@code receive}, which completed with value {@code completion}, took a message from {@code source} with {@code tag}
   * and {@code messageClock} (its component for this rank is {@code messageComponent}): each earlier epoch the
   * message could have matched gets {@code source} as an alternative.
   */
  void record(Receive receive, int source, int tag, int[] messageClock, int messageComponent, int completion) {
    KnownRun known = knownAlternativeRuns.get(source);
    // Candidates have messageComponent <= clock < completion: a contiguous run of the clock-ordered epochs.
    int position = firstWithClockAtLeast(messageComponent);
    int gapFreeFrom = position; // every epoch from here to the current position has the source as an alternative
    while (position < byClock.size()) {
      if (known != null && known.contains(position)) {
        position = known.to; // nothing to learn there
        continue;
      }
      OpenEpoch earlier = byClock.get(position);
      if (earlier.clock >= completion) {
        break;
      }
      if (earlier.kind.overRequests()) {
        position++; // its alternatives are requests, not sources: see CompletionEpochs
        continue;
      }
      if (earlier.reachableBy(receive) && earlier.fits(receive.context, source, tag)
          && !earlier.knownMatchedBy(messageClock)) {
        earlier.alternatives.add(source, messageClock);
      }
      if (!earlier.alternatives.contains(source)) {
        gapFreeFrom = position + 1;
      }
      position++;
    }
    remember(source, known, gapFreeFrom, position);
  }

  /** Keeps one run per source: the new one joined to the old when they meet, else the later of the two. */
  private void remember(int source, KnownRun known, int from, int to) {
    if (from >= to) {
      return;
    }
    if (known == null) {
      knownAlternativeRuns.put(source, new KnownRun(from, to));
    } else if (from <= known.to && known.from <= to) {
      known.from = Math.min(known.from, from);
      known.to = Math.max(known.to, to);
    } else if (to > known.to) {
      known.from = from;
      known.to = to;
    }
  }

  private int firstWithClockAtLeast(int value) {
    int low = 0;
    int high = byClock.size();
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (byClock.get(middle).clock < value) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }
}
