package dampi.piggyback;

import dampi.rank.RankRecorder;

/**
 * Connects the device-level piggyback with the call-level bookkeeping of this rank. A wrapper of an application
 * receive hands a {@link Ticket} to the device call it is about to make (one receive, one device call); the clock
 * the message carried lands in that ticket. A message received without a ticket is MPJ's own traffic (collectives,
 * context agreement): its clock is merged at once.
 */
public final class ClockExchange {
  private static final ThreadLocal<Ticket> NEXT_TICKET = new ThreadLocal<>();
  private static volatile RankRecorder recorder;

  private ClockExchange() {}

  /** Where one application receive's piggybacked clock is delivered. */
  public static final class Ticket {
    private volatile int[] clock;
    private volatile mpjdev.Status deviceStatus;
    private volatile mpjbuf.Buffer deviceBuffer;

    public int[] clock() {
      return clock;
    }

    /**
     * The clock the matched message carried, as soon as the device has matched this nonblocking receive: before the
     * application completes it, it is read from the trailer still in the device's buffer. Null while unmatched, and
     * on a device that says which message it matched only at completion (niodev).
     */
    public int[] deliveredClock() {
      int[] detached = clock;
      mpjbuf.Buffer buffer = deviceBuffer;
      if (detached != null || deviceMatch() == null || buffer == null) {
        return detached;
      }
      Trailer.Decoded decoded = Trailer.decode(buffer.getDynamicBuffer());
      return decoded == null ? clock : decoded.clock(); // detached meanwhile: the completion handler set the clock
    }

    /**
     * The process whose message the device matched to this receive, or null while it has not (or the device does
     * not say). The device fills in the status it was given when it matches, which for a nonblocking receive can be
     * long before the application completes it.
     */
    public java.util.UUID deviceMatch() {
      mpjdev.Status status = deviceStatus;
      return status == null ? null : status.srcID;
    }
  }

  public static void bind(RankRecorder rankRecorder) {
    recorder = rankRecorder;
  }

  /** Called by a receive wrapper just before it calls MPJ. */
  public static Ticket offerTicket() {
    Ticket ticket = new Ticket();
    NEXT_TICKET.set(ticket);
    return ticket;
  }

  /** Called by a receive wrapper after its MPJ call, whatever happened, so no ticket leaks to a later call. */
  public static void withdrawTicket() {
    NEXT_TICKET.remove();
  }

  static Ticket takeTicket() {
    Ticket ticket = NEXT_TICKET.get();
    NEXT_TICKET.remove();
    return ticket;
  }

  static void deviceReceiving(Ticket ticket, mpjdev.Status status, mpjbuf.Buffer buffer) {
    if (ticket != null) {
      ticket.deviceStatus = status;
      ticket.deviceBuffer = buffer;
    }
  }

  static int[] outgoingClock() {
    RankRecorder current = recorder;
    int[] clock = current.tracker().outgoingClock();
    current.messageSent(Trailer.size(clock.length));
    return clock;
  }

  static void received(Ticket ticket, int[] clock) {
    RankRecorder current = recorder;
    current.messageReceived();
    if (ticket != null) {
      ticket.clock = clock;
    } else if (clock != null) {
      current.tracker().mergeInternal(clock);
    }
  }
}
