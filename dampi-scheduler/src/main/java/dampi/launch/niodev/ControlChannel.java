package dampi.launch.niodev;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;

/**
 * The wire format between the launcher and a rank JVM. The rank opens the connection with a greeting ({@link #HELLO},
 * the run's token, its rank); after that both sides exchange Java-serialized objects, each in its own length-prefixed
 * frame so that a message that fails to serialize never corrupts the stream. The launcher sends the rank's
 * {@code RankRecorder} first and later, perhaps, {@link #STOP}; the rank sends {@link RankReport}s.
 */
final class ControlChannel {
  static final String HELLO = "dampi-niodev-control/1";
  /** Asks a rank for its final report; it answers, the launcher closes the channel and the rank JVM exits. */
  static final String STOP = "stop";
  /**
   * Sent every {@link #HEARTBEAT_INTERVAL_MS} each way while a rank runs: TCP says nothing when a host dies or its link
   * goes down, so each side takes a long silence for the other's end.
   */
  static final String HEARTBEAT = "alive";
  static final long HEARTBEAT_INTERVAL_MS = 1000;
  /**
   * How long the launcher waits for a word from a rank on another host before it counts the host as lost: long
   * enough for a busy machine's pauses, short enough to end a run well before its time limit.
   */
  static final long RANK_SILENCE_LIMIT_MS = 8000;
  /**
   * How long a rank waits for a word from the launcher before it ends itself (nobody else would end a rank orphaned on
   * another host). Longer than {@link #RANK_SILENCE_LIMIT_MS}, so that the launcher, which can name the lost host,
   * speaks first.
   */
  static final long LAUNCHER_SILENCE_LIMIT_MS = 20_000;
  private static final int MAX_FRAME = 256 << 20;

  /** Only dampi's own classes and the JDK's travel over the channel. */
  private static final ObjectInputFilter FILTER = info -> {
    Class<?> type = info.serialClass();
    if (type == null) {
      return ObjectInputFilter.Status.UNDECIDED;
    }
    while (type.isArray()) {
      type = type.getComponentType();
    }
    String name = type.getName();
    return type.isPrimitive() || name.startsWith("dampi.") || name.startsWith("java.")
        ? ObjectInputFilter.Status.ALLOWED
        : ObjectInputFilter.Status.REJECTED;
  };

  private ControlChannel() {}

  static void write(DataOutputStream out, Object message) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream objects = new ObjectOutputStream(bytes)) {
      objects.writeObject(message);
    }
    synchronized (out) {
      out.writeInt(bytes.size());
      bytes.writeTo(out);
      out.flush();
    }
  }

  /** The next message; {@link java.io.EOFException} when the other side has closed the channel. */
  static Object read(DataInputStream in) throws IOException {
    int length = in.readInt();
    if (length < 0 || length > MAX_FRAME) {
      throw new StreamCorruptedException("bad frame length " + length);
    }
    byte[] frame = new byte[length];
    in.readFully(frame);
    try (ObjectInputStream objects = new ObjectInputStream(new ByteArrayInputStream(frame))) {
      objects.setObjectInputFilter(FILTER);
      return objects.readObject();
    } catch (ClassNotFoundException e) {
      throw new InvalidClassException("unknown class in a control message: " + e.getMessage());
    }
  }
}
