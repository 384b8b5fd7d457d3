package dampi.piggyback;

import dampi.rendezvous.NiodevAcks;
import dampi.rendezvous.RendezvousBoard;
import java.lang.reflect.Field;

/**
 * One application synchronous send (Ssend, Issend, a started Ssend_init) between its hand-over to the device and its
 * completion: when it completes it learns the clock the receive it matched published. smpdev leaves that clock on
 * {@link RendezvousBoard} under the message's bytes, niodev under the device request's send counter ({@link
 * NiodevAcks}).
 */
final class Rendezvous {
  private static final String NIODEV_REQUEST = "xdev.niodev.NIORequest";
  private final mpjdev.Request deviceRequest;
  private final byte[] message;

  Rendezvous(mpjdev.Request deviceRequest, byte[] message) {
    this.deviceRequest = deviceRequest;
    this.message = message;
  }

  /** Called once the send completed; an empty array when the receive published nothing. */
  int[] receiverClock() {
    int[] clock = RendezvousBoard.takeMatch(message);
    if (clock.length > 0) {
      return clock;
    }
    Integer sendCounter = niodevSendCounter();
    return sendCounter == null ? clock : NiodevAcks.take(sendCounter);
  }

  /** niodev's counter of this send, read from its package-private field; null on other devices. */
  private Integer niodevSendCounter() {
    for (Class<?> type = deviceRequest.getClass(); type != null; type = type.getSuperclass()) {
      if (type.getName().equals(NIODEV_REQUEST)) {
        try {
          Field counter = type.getDeclaredField("sendCounter");
          counter.setAccessible(true);
          return counter.getInt(deviceRequest);
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("niodev's request has no readable sendCounter", e);
        }
      }
    }
    return null;
  }
}
