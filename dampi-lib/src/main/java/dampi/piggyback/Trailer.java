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
 * Decoding reads from the end, so the user's own dynamic bytes are returned unchanged. The array a message carries
 * is never modified in place: on the multicore device the receiver gets the sender's very array.
 */
public final class Trailer {
  static final int MAGIC = 0xDA3B1C10;
  static final int MAGIC_SSEND = 0xDA3B1C11;
  /** {@link Decoded#ssendSender} of a message that is not an application's blocking Ssend. */
  public static final int NOT_SSEND = -1;
  /** Bytes a blocking Ssend's trailer adds to {@link #size}. */
  public static final int SSEND_EXTRA = 4;

  private Trailer() {}

  /** The dynamic part with {@code clock} appended. */
  public static byte[] append(byte[] dynamic, int[] clock) {
    return append(dynamic, clock, NOT_SSEND);
  }

  /** The dynamic part with {@code clock} appended, marked as the blocking Ssend of rank {@code sender}. */
  public static byte[] appendSsend(byte[] dynamic, int[] clock, int sender) {
    if (sender < 0) {
      throw new IllegalArgumentException("sender rank " + sender);
    }
    return append(dynamic, clock, sender);
  }

  private static byte[] append(byte[] dynamic, int[] clock, int ssendSender) {
    int userLength = dynamic == null ? 0 : dynamic.length;
    int extra = ssendSender == NOT_SSEND ? 0 : SSEND_EXTRA;
    byte[] out = new byte[userLength + size(clock.length) + extra];
    if (dynamic != null) {
      System.arraycopy(dynamic, 0, out, 0, userLength);
    }
    int at = userLength;
    for (int component : clock) {
      putInt(out, at, component);
      at += 4;
    }
    if (extra > 0) {
      putInt(out, at, ssendSender);
      at += 4;
    }
    putInt(out, at, clock.length);
    putInt(out, at + 4, extra > 0 ? MAGIC_SSEND : MAGIC);
    return out;
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
   * A decoded message: the clock, the user's own dynamic bytes (null when there were none), and the sender's rank when
   * it is an application's blocking Ssend ({@link #NOT_SSEND} otherwise).
   */
  public record Decoded(int[] clock, byte[] userDynamic, int ssendSender) {}

  /** Splits a dynamic part into clock and user bytes; null when it carries no trailer. */
  public static Decoded decode(byte[] dynamic) {
    if (dynamic == null || dynamic.length < 8) {
      return null;
    }
    int magic = getInt(dynamic, dynamic.length - 4);
    if (magic != MAGIC && magic != MAGIC_SSEND) {
      return null;
    }
    int extra = magic == MAGIC_SSEND ? SSEND_EXTRA : 0;
    int components = getInt(dynamic, dynamic.length - 8);
    if (components < 0 || components > (dynamic.length - 8 - extra) / 4) {
      return null;
    }
    int userLength = dynamic.length - size(components) - extra;
    int ssendSender = extra > 0 ? getInt(dynamic, dynamic.length - 12) : NOT_SSEND;
    int[] clock = new int[components];
    for (int i = 0; i < components; i++) {
      clock[i] = getInt(dynamic, userLength + 4 * i);
    }
    return new Decoded(clock, userLength == 0 ? null : Arrays.copyOf(dynamic, userLength), ssendSender);
  }
}
