package dampi.piggyback;

import java.lang.reflect.Field;
import java.util.UUID;

/**
 * What niodev's receive request knows before the application completes it. niodev fills in the status it was given
 * only in {@code iwait}, but its input handler writes the matched message's sender, tag and type into the request as
 * soon as it matches a posted receive (a receive posted after its message arrived is that message's request, with
 * them already set). Read from niodev's package-private fields; a receive that has not matched has no type yet (every
 * message carries its first section's type).
 */
final class NiodevReceiveState {
  private static final String RECEIVE_REQUEST = "xdev.niodev.NIORecvRequest";
  private static final String REQUEST = "xdev.niodev.NIORequest";
  private static volatile Fields fields; // the rank's niodev classes (one loader per rank), resolved at first use

  private record Fields(Class<?> receiveRequest, Field source, Field tag, Field type, Field completed) {}

  private NiodevReceiveState() {}

  /** Whether {@code request} is niodev's receive request. */
  static boolean isNiodevReceive(mpjdev.Request request) {
    return request != null && request.getClass().getName().equals(RECEIVE_REQUEST);
  }

  /** The process whose message niodev matched to this receive, or null while it has not. */
  static UUID matchedSource(mpjdev.Request request) {
    Fields known = fieldsOf(request);
    try {
      // The sender alone cannot tell: a receive naming its source (a forced wildcard does) has it from the start.
      return known.type().get(request) != null ? (UUID) known.source().get(request) : null;
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("niodev's receive request cannot be read", e);
    }
  }

  /** The tag of the message matched to this receive (meaningful once {@link #matchedSource} is known). */
  static int matchedTag(mpjdev.Request request) {
    try {
      return fieldsOf(request).tag().getInt(request);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("niodev's receive request cannot be read", e);
    }
  }

  /** Whether the device has received the whole message into the receive's buffer. */
  static boolean delivered(mpjdev.Request request) {
    try {
      return fieldsOf(request).completed().getBoolean(request);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("niodev's receive request cannot be read", e);
    }
  }

  private static Fields fieldsOf(mpjdev.Request request) {
    Fields known = fields;
    if (known == null || known.receiveRequest() != request.getClass()) {
      known = resolve(request.getClass());
      fields = known;
    }
    return known;
  }

  private static Fields resolve(Class<?> receiveRequest) {
    Class<?> request = receiveRequest.getSuperclass();
    if (!request.getName().equals(REQUEST)) {
      throw new IllegalStateException("niodev's receive request is not an " + REQUEST);
    }
    try {
      return new Fields(receiveRequest, accessible(request.getDeclaredField("srcUUID")),
          accessible(request.getDeclaredField("tag")), accessible(request.getDeclaredField("type")),
          accessible(request.getDeclaredField("completed")));
    } catch (NoSuchFieldException e) {
      throw new IllegalStateException("niodev's receive request has no field " + e.getMessage(), e);
    }
  }

  private static Field accessible(Field field) {
    field.setAccessible(true);
    return field;
  }
}
