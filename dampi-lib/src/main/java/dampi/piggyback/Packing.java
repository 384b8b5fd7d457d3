package dampi.piggyback;

import dampi.replay.PackedMessage;
import java.nio.ByteOrder;
import mpjbuf.Buffer;
import mpjbuf.NIOBuffer;
import mpjbuf.RawBuffer;

/** A delivered message's contents as the device left them in its buffer, for the replay log. */
final class Packing {
  private Packing() {}

  /** The buffer's static section up to its size and its dynamic section; the trailer must be detached already. */
  static PackedMessage contents(Buffer buffer) {
    RawBuffer raw = buffer.getStaticBuffer();
    int size = raw == null ? 0 : buffer.getSize();
    byte[] bytes = new byte[size];
    if (raw instanceof NIOBuffer nio && nio.getBuffer() != null) {
      nio.getBuffer().duplicate().position(0).get(bytes); // one bulk copy; the buffer's own position is left alone
    } else {
      for (int i = 0; i < size; i++) {
        bytes[i] = (byte) raw.getByte(i);
      }
    }
    return new PackedMessage(bytes, buffer.getDynamicBuffer(), byteOrder(buffer, raw) == ByteOrder.BIG_ENDIAN);
  }

  /**
   * The order the static bytes are in: that of the raw buffer they sit in, which the sender set; the receiving
   * {@code Buffer}'s own encoding field is not updated by the multicore device.
   */
  private static ByteOrder byteOrder(Buffer buffer, RawBuffer raw) {
    return raw instanceof NIOBuffer nio && nio.getBuffer() != null ? nio.getBuffer().order() : buffer.getEncoding();
  }
}
