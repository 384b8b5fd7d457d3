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
 * Decoding reads from the end, so the user's own dynamic bytes are returned unchanged. The array a message carries
 * is never modified in place: on the multicore device the receiver gets the sender's very array.
 */
public final class Trailer {
  static final int MAGIC = 0xDA3B1C10;

  private Trailer() {}

  /** The dynamic part with {@code clock} appended. */
  public static byte[] append(byte[] dynamic, int[] clock) {
    int userLength = dynamic == null ? 0 : dynamic.length;
    ByteBuffer out = ByteBuffer.allocate(userLength + 4 * clock.length + 8);
    if (dynamic != null) {
      out.put(dynamic);
    }
    for (int component : clock) {
      out.putInt(component);
    }
    out.putInt(clock.length);
    out.putInt(MAGIC);
    return out.array();
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
    ByteBuffer in = ByteBuffer.wrap(dynamic);
    if (in.getInt(dynamic.length - 4) != MAGIC) {
      return null;
    }
    int components = in.getInt(dynamic.length - 8);
    int userLength = dynamic.length - size(components);
    if (components < 0 || userLength < 0) {
      return null;
    }
    int[] clock = new int[components];
    for (int i = 0; i < components; i++) {
      clock[i] = in.getInt(userLength + 4 * i);
    }
    return new Decoded(clock, userLength == 0 ? null : Arrays.copyOf(dynamic, userLength));
  }
}
