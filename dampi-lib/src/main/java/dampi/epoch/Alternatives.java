package dampi.epoch;

import java.io.Serializable;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The sources (or request indices) that could have matched one epoch, each with the clock of the message that
 * revealed it first. A bit set and two growing arrays rather than a map: an epoch of a wide all-to-one pattern
 * collects one alternative per sender.
 */
final class Alternatives implements Serializable {
  private static final long serialVersionUID = 1L;
  private final BitSet sources = new BitSet();
  private int[] revealedSources = new int[0];
  private int[][] revealingClocks = new int[0][];
  private int count;
  private boolean nothing; // Epoch.NOTHING, kept apart: a bit set cannot hold it

  /** Adds {@code source}, revealed by a message with {@code messageClock}, unless it is known already. */
  void add(int source, int[] messageClock) {
    if (contains(source)) {
      return;
    }
    if (source == Epoch.NOTHING) {
      nothing = true;
    } else {
      sources.set(source);
    }
    if (count == revealedSources.length) {
      int capacity = Math.max(4, 2 * count);
      revealedSources = Arrays.copyOf(revealedSources, capacity);
      revealingClocks = Arrays.copyOf(revealingClocks, capacity);
    }
    revealedSources[count] = source;
    revealingClocks[count] = messageClock;
    count++;
  }

  boolean contains(int source) {
    return source == Epoch.NOTHING ? nothing : sources.get(source);
  }

  /** Every alternative but {@code matched}, with the clock that revealed it, in the order they were found. */
  Map<Integer, int[]> revealedBy(int matched) {
    Map<Integer, int[]> revealed = new LinkedHashMap<>();
    for (int i = 0; i < count; i++) {
      if (revealedSources[i] != matched) {
        revealed.put(revealedSources[i], revealingClocks[i]);
      }
    }
    return revealed;
  }
}
