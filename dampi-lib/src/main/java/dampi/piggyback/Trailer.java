package dampi.piggyback;

import java.util.Arrays;

/**
 * The piggyback's wire format. The clock rides at the end of the message's dynamic part (the byte array MPJ uses for
 * object data), not in a typed section: a receive buffer is sized for exactly the user's count, so an extra section
 * could overflow it, while the dynamic part has no such limit and is ignored by primitive-type receives. Layout,
 * appended to whatever dynamic bytes the message already has:
 *
 * <pre>  clock[0] .. clock[n-1]   n   MAGIC      (big-endian ints)</pre>
 *
 * An application's blocking Ssend also names its sender's rank, which the receiver needs for the synchronous-send
 * rule (see {@code EpochTracker.completeReceive}):
 *
 * <pre>  clock[0] .. clock[n-1]   sender   n   MAGIC_SSEND</pre>
 *
 * A run recorded for replay also carries the sender's replay set, as the ranks of its intervals (every rank has one
 * interval, see {@code dampi.replay.Interval}), after the clock and the sender:
 *
 * <pre>  clock[0] .. clock[n-1]   [sender]   set[0] .. set[m-1]   m   n   MAGIC_REPLAY or MAGIC_REPLAY_SSEND</pre>
 *
 * Decoding reads from the end, so the user's own dynamic bytes are returned unchanged. The array a message carries
 * is never modified in place: on the multicore device the receiver gets the sender's very array.
 */
public final class Trailer {
  static final int MAGIC = 0xDA3B1C10;
  static final int MAGIC_SSEND = 0xDA3B1C11;
  static final int MAGIC_REPLAY = 0xDA3B1C12;
  static final int MAGIC_REPLAY_SSEND = 0xDA3B1C13;
  /** {@link Decoded#ssendSender} of a message that is not an application's blocking Ssend. */
  public static final int NOT_SSEND = -1;
  /** Bytes a blocking Ssend's trailer adds to {@link #size}. */
  public static final int SSEND_EXTRA = 4;

  private Trailer() {}

  /** The dynamic part with {@code clock} appended. */
  public static byte[] append(byte[] dynamic, int[] clock) {
    return append(dynamic, clock, NOT_SSEND, null);
  }

  /** The dynamic part with {@code clock} and, when not null, the sender's {@code replaySet} appended. */
  public static byte[] append(byte[] dynamic, int[] clock, int[] replaySet) {
    return append(dynamic, clock, NOT_SSEND, replaySet);
  }

  /** The dynamic part with {@code clock} appended, marked as the blocking Ssend of rank {@code sender}. */
  public static byte[] appendSsend(byte[] dynamic, int[] clock, int sender, int[] replaySet) {
    if (sender < 0) {
      throw new IllegalArgumentException("sender rank " + sender);
    }
    return append(dynamic, clock, sender, replaySet);
  }

  private static byte[] append(byte[] dynamic, int[] clock, int ssendSender, int[] replaySet) {
    int userLength = dynamic == null ? 0 : dynamic.length;
    int extra = (ssendSender == NOT_SSEND ? 0 : SSEND_EXTRA) + replaySize(replaySet);
    byte[] out = new byte[userLength + size(clock.length) + extra];
    if (dynamic != null) {
      System.arraycopy(dynamic, 0, out, 0, userLength);
    }
    int at = userLength;
    for (int component : clock) {
      putInt(out, at, component);
      at += 4;
    }
    if (ssendSender != NOT_SSEND) {
      putInt(out, at, ssendSender);
      at += 4;
    }
    if (replaySet != null) {
      for (int rank : replaySet) {
        putInt(out, at, rank);
        at += 4;
      }
      putInt(out, at, replaySet.length);
      at += 4;
    }
    putInt(out, at, clock.length);
    putInt(out, at + 4, ssendSender != NOT_SSEND ? (replaySet != null ? MAGIC_REPLAY_SSEND : MAGIC_SSEND)
        : (replaySet != null ? MAGIC_REPLAY : MAGIC));
    return out;
  }

  /** Bytes a replay set of these ranks adds to a trailer: none when there is no set. */
  public static int replaySize(int[] replaySet) {
    return replaySet == null ? 0 : 4 * replaySet.length + 4;
  }

  private static void putInt(byte[] bytes, int at, int value) {
    bytes[at] = (byte) (value >>> 24);
    bytes[at + 1] = (byte) (value >>> 16);
    bytes[at + 2] = (byte) (value >>> 8);
    bytes[at + 3] = (byte) value;
  }

  private static int getInt(byte[] bytes, int at) {
    return (bytes[at] & 0xff) << 24 | (bytes[at + 1] & 0xff) << 16 | (bytes[at + 2] & 0xff) << 8
        | (bytes[at + 3] & 0xff);
  }

  /** Bytes the trailer adds for a clock of {@code components} integers. */
  public static int size(int components) {
    return 4 * components + 8;
  }

  /**
   * A decoded message: the clock, the user's own dynamic bytes (null when there were none), the sender's rank when
   * it is an application's blocking Ssend ({@link #NOT_SSEND} otherwise), and the sender's replay set (null when the
   * run is not recorded).
   */
  public record Decoded(int[] clock, byte[] userDynamic, int ssendSender, int[] replaySet) {}

  /** Splits a dynamic part into clock and user bytes; null when it carries no trailer. */
  public static Decoded decode(byte[] dynamic) {
    if (dynamic == null || dynamic.length < 8) {
      return null;
    }
    int magic = getInt(dynamic, dynamic.length - 4);
    boolean ssend = magic == MAGIC_SSEND || magic == MAGIC_REPLAY_SSEND;
    boolean replay = magic == MAGIC_REPLAY || magic == MAGIC_REPLAY_SSEND;
    if (magic != MAGIC && !ssend && !replay) {
      return null;
    }
    int components = getInt(dynamic, dynamic.length - 8);
    int end = dynamic.length - 8; // where the sections before the count end
    int[] replaySet = null;
    if (replay) {
      int members = end >= 4 ? getInt(dynamic, end - 4) : -1;
      if (members < 0 || members > (end - 4) / 4) {
        return null;
      }
      end -= 4 + 4 * members;
      replaySet = ints(dynamic, end, members);
    }
    int ssendSender = NOT_SSEND;
    if (ssend) {
      if (end < 4) {
        return null;
      }
      end -= 4;
      ssendSender = getInt(dynamic, end);
    }
    if (components < 0 || components > end / 4) {
      return null;
    }
    int userLength = end - 4 * components;
    return new Decoded(ints(dynamic, userLength, components), userLength == 0 ? null
        : Arrays.copyOf(dynamic, userLength), ssendSender, replaySet);
  }

  private static int[] ints(byte[] bytes, int from, int count) {
    int[] values = new int[count];
    for (int i = 0; i < count; i++) {
      values[i] = getInt(bytes, from + 4 * i);
    }
    return values;
  }
}
