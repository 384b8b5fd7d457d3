package dampi.piggyback;

import java.nio.ByteBuffer;
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
    ByteBuffer out = ByteBuffer.allocate(userLength + size(clock.length) + extra);
    if (dynamic != null) {
      out.put(dynamic);
    }
    for (int component : clock) {
      out.putInt(component);
    }
    if (extra > 0) {
      out.putInt(ssendSender);
    }
    out.putInt(clock.length);
    out.putInt(extra > 0 ? MAGIC_SSEND : MAGIC);
    return out.array();
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
    ByteBuffer in = ByteBuffer.wrap(dynamic);
    int magic = in.getInt(dynamic.length - 4);
    if (magic != MAGIC && magic != MAGIC_SSEND) {
      return null;
    }
    int extra = magic == MAGIC_SSEND ? SSEND_EXTRA : 0;
    int components = in.getInt(dynamic.length - 8);
    int userLength = dynamic.length - size(components) - extra;
    if (components < 0 || userLength < 0) {
      return null;
    }
    int ssendSender = extra > 0 ? in.getInt(dynamic.length - 12) : NOT_SSEND;
    int[] clock = new int[components];
    for (int i = 0; i < components; i++) {
      clock[i] = in.getInt(userLength + 4 * i);
    }
    return new Decoded(clock, userLength == 0 ? null : Arrays.copyOf(dynamic, userLength), ssendSender);
  }
}
