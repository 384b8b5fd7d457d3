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
 * Decoding reads from the end, so the user's own dynamic bytes are returned unchanged. The array a message carries
 * is never modified in place: on the multicore device the receiver gets the sender's very array.
 */
public final class Trailer {
  static final int MAGIC = 0xDA3B1C10;

  private Trailer() {}

  /** The dynamic part with {@code clock} appended. */
  public static byte[] append(byte[] dynamic, int[] clock) {
    int userLength = dynamic == null ? 0 : dynamic.length;
    byte[] out = new byte[userLength + size(clock.length)];
    if (dynamic != null) {
      System.arraycopy(dynamic, 0, out, 0, userLength);
    }
    int at = userLength;
    for (int component : clock) {
      putInt(out, at, component);
      at += 4;
    }
    putInt(out, at, clock.length);
    putInt(out, at + 4, MAGIC);
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

  /** A decoded message: the clock and the user's own dynamic bytes (null when there were none). */
  public record Decoded(int[] clock, byte[] userDynamic) {}

  /** Splits a dynamic part into clock and user bytes; null when it carries no trailer. */
  public static Decoded decode(byte[] dynamic) {
    if (dynamic == null || dynamic.length < 8) {
      return null;
    }
    if (getInt(dynamic, dynamic.length - 4) != MAGIC) {
      return null;
    }
    int components = getInt(dynamic, dynamic.length - 8);
    if (components < 0 || components > (dynamic.length - 8) / 4) {
      return null;
    }
    int userLength = dynamic.length - size(components);
    int[] clock = new int[components];
    for (int i = 0; i < components; i++) {
      clock[i] = getInt(dynamic, userLength + 4 * i);
    }
    return new Decoded(clock, userLength == 0 ? null : Arrays.copyOf(dynamic, userLength));
  }
}
