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
  private static final ThreadLocal<Boolean> SYNCHRONOUS_SEND = new ThreadLocal<>();
  private static final ThreadLocal<Rendezvous> ISSUED_RENDEZVOUS = new ThreadLocal<>();
  private static final java.util.Map<Object, Rendezvous> OPEN_RENDEZVOUS = new java.util.IdentityHashMap<>();
  private static volatile RankRecorder recorder;

  private ClockExchange() {}

  /** Where one application receive's piggybacked clock is delivered. */
  public static final class Ticket {
    private volatile int[] clock;
    private volatile mpjdev.Status deviceStatus;
    private volatile int[] rendezvousClock;
    private volatile int ssendSender = Trailer.NOT_SSEND;
    private volatile mpjbuf.Buffer deviceBuffer;
    private volatile mpjdev.Request deviceRequest; // niodev's, read for a match its status does not show yet
    private volatile int[] replaySet;
    private volatile dampi.replay.PackedMessage contents;

    public int[] clock() {
      return clock;
    }

    /** In a recorded run, the replay set the matched message carried (as ranks), else null. */
    public int[] replaySet() {
      return replaySet;
    }

    /** In a recorded run, the matched message's contents as the device delivered them, else null. */
    public dampi.replay.PackedMessage contents() {
      return contents;
    }

    /** The sender's rank when the message was an application's blocking Ssend, else {@link Trailer#NOT_SSEND}. */
    public int ssendSender() {
      return ssendSender;
    }

    /** What a synchronous send that matches this receive learns (see {@code EpochTracker.rendezvousClock}). */
    public void publishRendezvousClock(int[] receiverClock) {
      this.rendezvousClock = receiverClock;
    }

    int[] rendezvousClock() {
      return rendezvousClock;
    }

    /**
     * The clock the matched message carried, as soon as the device has delivered it to this nonblocking receive:
     * before the application completes it, it is read from the trailer still in the device's buffer. Null until then
     * (on niodev a receive matches at the message's header and is delivered once all of it has been read).
     */
    public int[] deliveredClock() {
      int[] detached = clock;
      mpjbuf.Buffer buffer = deviceBuffer;
      mpjdev.Request request = deviceRequest;
      if (detached != null || deviceMatch() == null || buffer == null
          || NiodevReceiveState.isNiodevReceive(request) && !NiodevReceiveState.delivered(request)) {
        return detached;
      }
      Trailer.Decoded decoded = Trailer.decode(buffer.getDynamicBuffer());
      return decoded == null ? clock : decoded.clock(); // detached meanwhile: the completion handler set the clock
    }

    /** The tag of the message the device matched to this receive (meaningful once {@link #deviceMatch} is known). */
    public int deviceTag() {
      mpjdev.Status status = deviceStatus;
      if (status != null && status.srcID != null) {
        return status.tag;
      }
      mpjdev.Request request = deviceRequest;
      return NiodevReceiveState.isNiodevReceive(request) && NiodevReceiveState.matchedSource(request) != null
          ? NiodevReceiveState.matchedTag(request) : -1;
    }

    /**
     * The process whose message the device matched to this receive, or null while it has not. smpdev fills in the
     * status it was given when it matches, which for a nonblocking receive can be long before the application
     * completes it; niodev fills it in at completion, and says earlier in its request ({@link NiodevReceiveState}).
     */
    public java.util.UUID deviceMatch() {
      mpjdev.Status status = deviceStatus;
      if (status != null && status.srcID != null) {
        return status.srcID;
      }
      mpjdev.Request request = deviceRequest;
      return NiodevReceiveState.isNiodevReceive(request) ? NiodevReceiveState.matchedSource(request) : null;
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

  /** As {@link #offerTicket}, for a receive issued earlier whose device call was held back until now. */
  public static void offerTicket(Ticket ticket) {
    NEXT_TICKET.set(ticket);
  }

  /** Called by a receive wrapper after its MPJ call, whatever happened, so no ticket leaks to a later call. */
  public static void withdrawTicket() {
    NEXT_TICKET.remove();
  }

  /**
   * The application's synchronous send (Ssend, Issend, Start of an Ssend_init request) is about to call MPJ: the
   * device-level synchronous send it makes learns its receiver's clock. MPJ's own synchronous sends, and the standard
   * Send dampi makes synchronous under zero buffering, do not: MPI does not order anything after them.
   */
  public static void beginSynchronousSend() {
    SYNCHRONOUS_SEND.set(Boolean.TRUE);
    ISSUED_RENDEZVOUS.remove();
  }

  /**
   * The synchronous send's MPJ call returned (or threw). A nonblocking one's rendezvous is bound to the application's
   * request, to be learned when the application completes it.
   */
  public static void endSynchronousSend(Object applicationRequest) {
    SYNCHRONOUS_SEND.remove();
    Rendezvous issued = ISSUED_RENDEZVOUS.get();
    ISSUED_RENDEZVOUS.remove();
    if (issued != null && applicationRequest != null) {
      synchronized (OPEN_RENDEZVOUS) {
        OPEN_RENDEZVOUS.put(applicationRequest, issued);
      }
    }
  }

  /** The application completed {@code applicationRequest} (Wait, Test and their array forms), or cancelled it. */
  public static void requestCompleted(Object applicationRequest, boolean cancelled) {
    Rendezvous rendezvous;
    synchronized (OPEN_RENDEZVOUS) {
      rendezvous = OPEN_RENDEZVOUS.remove(applicationRequest);
    }
    if (rendezvous != null && !cancelled) {
      synchronousSendCompleted(rendezvous);
    }
  }

  static boolean takeSynchronousSend() {
    boolean synchronous = SYNCHRONOUS_SEND.get() != null;
    SYNCHRONOUS_SEND.remove();
    return synchronous;
  }

  static void synchronousRequestIssued(Rendezvous rendezvous) {
    ISSUED_RENDEZVOUS.set(rendezvous);
  }

  /** The sender takes the maximum of its clock and what its receive published (DESIGN-SOURCE "Synchronous sends"). */
  static void synchronousSendCompleted(Rendezvous rendezvous) {
    recorder.tracker().mergeRendezvous(rendezvous.receiverClock(), false);
  }

  /** As {@link #synchronousSendCompleted}, for a blocking Ssend, whose return the tracker also marks. */
  static void ssendReturned(Rendezvous rendezvous) {
    recorder.tracker().mergeRendezvous(rendezvous.receiverClock(), true);
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

  /** The device's request of a nonblocking receive, as its device call returned it. */
  static void deviceRequested(Ticket ticket, mpjdev.Request request) {
    if (ticket != null) {
      ticket.deviceRequest = request;
    }
  }

  /** R3, counting the trailer's bytes ({@code extraBytes} beyond the clock's). */
  static int[] outgoingClock(int extraBytes) {
    RankRecorder current = recorder;
    int[] clock = current.tracker().outgoingClock();
    current.messageSent(Trailer.size(clock.length) + extraBytes);
    return clock;
  }

  static int rank() {
    return recorder.rank();
  }

  /** Whether this run is recorded for replay: messages carry replay sets and received contents are kept. */
  static boolean recording() {
    return recorder.replay() != null;
  }

  /** The replay set a message sent now carries, or null when the run is not recorded. */
  static int[] outgoingReplaySet() {
    dampi.replay.ReplayRecorder replay = recorder.replay();
    return replay == null ? null : replay.outgoingSet();
  }

  /** A message arrived, with its trailer (null: none) and, in a recorded run, its contents. */
  static void received(Ticket ticket, Trailer.Decoded message, dampi.replay.PackedMessage contents) {
    RankRecorder current = recorder;
    current.messageReceived();
    if (ticket != null) {
      if (message != null) {
        ticket.ssendSender = message.ssendSender();
        ticket.clock = message.clock();
        ticket.replaySet = message.replaySet();
      }
      ticket.contents = contents;
    } else if (message != null) {
      current.tracker().mergeInternal(message.clock());
      if (current.replay() != null) {
        current.replay().internalReceived(message.replaySet(), contents);
      }
    }
  }
}
