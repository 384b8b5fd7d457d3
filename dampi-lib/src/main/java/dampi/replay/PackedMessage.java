package dampi.replay;

import java.io.Serializable;
import java.util.Arrays;

/**
 * A message's contents as MPJ's device carried them: the packed static section (primitive data, in {@code bigEndian}
 * order or not) and the dynamic section (serialised objects), without dampi's trailer. Logged as they are, whatever
 * the datatype, so that a replay can hand MPJ the very bytes it unpacked.
 */
public final class PackedMessage implements Serializable {
  private static final long serialVersionUID = 1L;
  private final byte[] staticBytes;
  private final byte[] dynamicBytes;
  private final boolean bigEndian;

  public PackedMessage(byte[] staticBytes, byte[] dynamicBytes, boolean bigEndian) {
    this.staticBytes = staticBytes.clone();
    this.dynamicBytes = dynamicBytes == null ? new byte[0] : dynamicBytes.clone();
    this.bigEndian = bigEndian;
  }

  public byte[] staticBytes() {
    return staticBytes.clone();
  }

  public byte[] dynamicBytes() {
    return dynamicBytes.clone();
  }

  public boolean bigEndian() {
    return bigEndian;
  }

  /** What the log holds of it. */
  public int size() {
    return staticBytes.length + dynamicBytes.length;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PackedMessage message && bigEndian == message.bigEndian
        && Arrays.equals(staticBytes, message.staticBytes) && Arrays.equals(dynamicBytes, message.dynamicBytes);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(staticBytes) + Arrays.hashCode(dynamicBytes) + (bigEndian ? 1 : 0);
  }

  @Override
  public String toString() {
    return size() + " bytes";
  }
}
