package dampi.rendezvous;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Where a synchronous send learns the clock of the receive it matched (DESIGN-SOURCE "Synchronous sends") on the
 * multicore device. Every receive posts, before MPJ sees it, the clock it publishes; smpdev matches a send with a
 * receive inside {@code SMPDeviceImpl} (in the sender's thread when the receive was posted first, in the receiver's
 * otherwise) and hands the receive buffer the sender's dynamic bytes, which carry dampi's trailer and so are unique to
 * the message. That hand-over calls {@link #delivered} (see {@code dampi.instrument.MpjPatches}), inside the device's
 * lock and before the send is marked complete, so the sender finds the clock as soon as its send completes, without
 * waiting for anything the receiver does later.
 *
 * <p>One board serves every rank of the JVM (this package is not defined per rank); the keys are objects of one
 * message or one receive, so ranks and concurrent runs never meet. Weak keys: a run torn down mid-way leaves nothing.
 */
public final class RendezvousBoard {
  private static final int[] NOTHING = new int[0];
  private static final Map<Object, int[]> POSTED = Collections.synchronizedMap(new WeakHashMap<>());
  private static final Map<byte[], int[]> AWAITED = Collections.synchronizedMap(new WeakHashMap<>());

  private RendezvousBoard() {}

  /** A receive with this buffer is about to be posted; a synchronous send that matches it learns {@code clock}. */
  public static void post(Object receiveBuffer, int[] clock) {
    POSTED.put(receiveBuffer, clock);
  }

  /** The receive with this buffer completed or failed: the buffer may serve another receive. */
  public static void withdraw(Object receiveBuffer) {
    POSTED.remove(receiveBuffer);
  }

  /** The clock posted with the receive buffer, or an empty array when none was. */
  public static int[] postedClock(Object receiveBuffer) {
    int[] clock = POSTED.get(receiveBuffer);
    return clock == null ? NOTHING : clock;
  }

  /** A synchronous send of {@code message} (its dynamic bytes) is about to be handed to the device. */
  public static void await(byte[] message) {
    AWAITED.put(message, NOTHING);
  }

  /** smpdev hook: the device copies {@code message} into {@code receiveBuffer}, i.e. it matched them. */
  public static void delivered(Object receiveBuffer, byte[] message) {
    synchronized (AWAITED) {
      if (message != null && AWAITED.containsKey(message)) {
        AWAITED.put(message, postedClock(receiveBuffer));
      }
    }
  }

  /** The clock {@code message}'s receive published, or an empty array when it did not or it is unknown. */
  public static int[] takeMatch(byte[] message) {
    int[] clock = AWAITED.remove(message);
    return clock == null ? NOTHING : clock;
  }
}
