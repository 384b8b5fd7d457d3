package dampi.rendezvous;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * niodev's synchronous send is a rendezvous: the sender announces the message, the receiver answers with an
 * acknowledgement once a receive is posted that matches it (in {@code NIODevice.rendezCtrlMsgR2S}, from the receiver's
 * selector thread or from its {@code irecv}), and only then does the sender transmit the data and complete. dampi
 * extends that acknowledgement: right after it, on the same channel and under the same write lock, the receiver writes
 * the clock its receive published; the sender reads it right after the acknowledgement (in {@code
 * NIODevice.doRendezSendCompletion}, before the data goes out), so it is there when the send completes. The extension
 * is {@code n} followed by {@code n} big-endian ints ({@code n = 0} when the receive published nothing). Every
 * acknowledgement carries it, also those of standard sends above the eager limit, so both ends always agree on the
 * bytes; see {@code dampi.instrument.MpjPatches}.
 *
 * <p>Keyed by niodev's per-process send counter: each rank is its own JVM. Clocks of standard sends are never taken;
 * they are a few per large message and live as long as the rank's JVM.
 */
public final class NiodevAcks {
  private static final int[] NOTHING = new int[0];
  /** Offset of the send counter in the acknowledgement as niodev reads it: go-ahead byte, tag, context, counter. */
  private static final int SEND_COUNTER_OFFSET = 1 + 4 + 4;
  private static final Map<Integer, int[]> RECEIVED = new ConcurrentHashMap<>();

  private NiodevAcks() {}

  /** Receiver side, after niodev wrote the acknowledgement for the receive with {@code receiveBuffer}. */
  public static void acknowledged(SocketChannel channel, Object receiveBuffer) {
    int[] clock = RendezvousBoard.postedClock(receiveBuffer);
    ByteBuffer out = ByteBuffer.allocate(4 + 4 * clock.length);
    out.putInt(clock.length);
    for (int component : clock) {
      out.putInt(component);
    }
    out.flip();
    try {
      while (out.hasRemaining()) {
        channel.write(out);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sender side, after niodev read an acknowledgement into {@code ack} (flipped, not yet consumed). */
  public static void acknowledgementRead(SocketChannel channel, ByteBuffer ack) {
    int sendCounter = ack.getInt(ack.position() + SEND_COUNTER_OFFSET);
    int components = readFully(channel, 4).getInt();
    ByteBuffer body = readFully(channel, 4 * components);
    int[] clock = new int[components];
    for (int i = 0; i < components; i++) {
      clock[i] = body.getInt();
    }
    RECEIVED.put(sendCounter, clock);
  }

  /** The clock the receive of the synchronous send with {@code sendCounter} published, or an empty array. */
  public static int[] take(int sendCounter) {
    int[] clock = RECEIVED.remove(sendCounter);
    return clock == null ? NOTHING : clock;
  }

  /** The bytes follow the acknowledgement already written; the channel may be non-blocking, so spin until they are in. */
  private static ByteBuffer readFully(SocketChannel channel, int length) {
    ByteBuffer in = ByteBuffer.allocate(length);
    try {
      while (in.hasRemaining()) {
        if (channel.read(in) < 0) {
          throw new IOException("channel closed inside dampi's acknowledgement extension");
        }
        if (in.hasRemaining()) {
          Thread.onSpinWait();
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    in.flip();
    return in;
  }
}
