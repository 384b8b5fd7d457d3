package dampi.piggyback;

import dampi.rendezvous.RendezvousBoard;
import mpjbuf.Buffer;
import mpjdev.Request;
import mpjdev.Status;
import xdev.Device;
import xdev.ProcessID;
import xdev.XDevException;

/**
 * Every message MPJ's device layer moves for this rank passes here: MPJ's {@code mpjdev.javampjdev.Comm} is rewritten
 * at load time so that its calls of {@code xdev.Device} methods call these instead (see
 * {@code dampi.instrument.MpjPatches}). Sends get the rank's clock appended; receives have it removed before MPJ
 * unpacks the data, and hand it to {@link ClockExchange}. Point-to-point traffic, collectives and MPJ's own
 * internal messages are all covered, on both devices.
 */
public final class DeviceCalls {
  private DeviceCalls() {}

  public static Request isend(Device device, Buffer buffer, ProcessID destination, int tag, int context)
      throws XDevException {
    attach(buffer);
    return device.isend(buffer, destination, tag, context);
  }

  public static void send(Device device, Buffer buffer, ProcessID destination, int tag, int context)
      throws XDevException {
    attach(buffer);
    device.send(buffer, destination, tag, context);
  }

  public static Request issend(Device device, Buffer buffer, ProcessID destination, int tag, int context)
      throws XDevException {
    boolean application = ClockExchange.takeSynchronousSend();
    if (!application) {
      attach(buffer);
      return device.issend(buffer, destination, tag, context);
    }
    byte[] message = attachUnique(buffer);
    RendezvousBoard.await(message);
    Request request = device.issend(buffer, destination, tag, context);
    ClockExchange.synchronousRequestIssued(new Rendezvous(request, message));
    return request;
  }

  /**
   * An application Ssend is an issend and a wait on both devices (as their own ssend is), so that its device request,
   * which niodev's rendezvous is keyed by, is at hand when it completes.
   */
  public static void ssend(Device device, Buffer buffer, ProcessID destination, int tag, int context)
      throws XDevException {
    boolean application = ClockExchange.takeSynchronousSend();
    if (!application) {
      attach(buffer);
      device.ssend(buffer, destination, tag, context); // MPJ's own, or a standard Send made synchronous
      return;
    }
    int[] replaySet = ClockExchange.outgoingReplaySet();
    int[] clock = ClockExchange.outgoingClock(Trailer.SSEND_EXTRA + Trailer.replaySize(replaySet));
    byte[] message = Trailer.appendSsend(buffer.getDynamicBuffer(), clock, ClockExchange.rank(), replaySet);
    buffer.setDynamicBuffer(message);
    RendezvousBoard.await(message);
    Request request = device.issend(buffer, destination, tag, context);
    request.iwait();
    ClockExchange.ssendReturned(new Rendezvous(request, message));
  }

  public static Status recv(Device device, Buffer buffer, ProcessID source, int tag, int context)
      throws XDevException {
    ClockExchange.Ticket ticket = ClockExchange.takeTicket();
    post(ticket, buffer);
    Status status;
    try {
      status = device.recv(buffer, source, tag, context);
    } finally {
      RendezvousBoard.withdraw(buffer);
    }
    ClockExchange.deviceReceiving(ticket, status, null); // which message it took, should MPJ fail to unpack it
    Trailer.Decoded decoded = detach(buffer);
    ClockExchange.received(ticket, decoded, ClockExchange.recording() ? Packing.contents(buffer) : null);
    return status;
  }

  public static Request irecv(Device device, Buffer buffer, ProcessID source, int tag, int context, Status status)
      throws XDevException {
    ClockExchange.Ticket ticket = ClockExchange.takeTicket();
    ClockExchange.deviceReceiving(ticket, status, buffer);
    post(ticket, buffer);
    Request request = device.irecv(buffer, source, tag, context, status);
    ClockExchange.deviceRequested(ticket, request);
    // Runs before MPJ's own unpacking handler, which is added after this call returns.
    request.addCompletionHandler(completed -> {
      RendezvousBoard.withdraw(buffer);
      Trailer.Decoded decoded = detach(buffer);
      ClockExchange.received(ticket, decoded, ClockExchange.recording() ? Packing.contents(buffer) : null);
    });
    return request;
  }

  /** The clock a synchronous send that matches this receive learns, posted before the device can match it. */
  private static void post(ClockExchange.Ticket ticket, Buffer buffer) {
    if (ticket != null && ticket.rendezvousClock() != null) {
      RendezvousBoard.post(buffer, ticket.rendezvousClock());
    }
  }

  /**
   * The trailer of the last clock (and replay set) sent alone (no user dynamic data), shared while they stand still.
   */
  private record Encoded(int[] clock, int[] replaySet, byte[] trailer) {}

  private static volatile Encoded lastAlone;

  private static void attach(Buffer buffer) {
    int[] replaySet = ClockExchange.outgoingReplaySet();
    int[] clock = ClockExchange.outgoingClock(Trailer.replaySize(replaySet));
    byte[] dynamic = buffer.getDynamicBuffer();
    if (dynamic != null) {
      buffer.setDynamicBuffer(Trailer.append(dynamic, clock, replaySet));
      return;
    }
    // Messages of primitive data have no dynamic part: they all carry the same bytes for the same clock snapshot,
    // and MPJ only ever reads a dynamic part (the receiver decodes a copy), so one array serves them all.
    Encoded last = lastAlone;
    if (last == null || last.clock() != clock || last.replaySet() != replaySet) {
      last = new Encoded(clock, replaySet, Trailer.append(null, clock, replaySet));
      lastAlone = last;
    }
    buffer.setDynamicBuffer(last.trailer());
  }

  /** Appends the clock; returns the message's new dynamic bytes, unique to it: a synchronous send is known by them. */
  private static byte[] attachUnique(Buffer buffer) {
    int[] replaySet = ClockExchange.outgoingReplaySet();
    int[] clock = ClockExchange.outgoingClock(Trailer.replaySize(replaySet));
    byte[] dynamic = Trailer.append(buffer.getDynamicBuffer(), clock, replaySet);
    buffer.setDynamicBuffer(dynamic);
    return dynamic;
  }

  private static Trailer.Decoded detach(Buffer buffer) {
    Trailer.Decoded decoded = Trailer.decode(buffer.getDynamicBuffer());
    if (decoded != null) {
      buffer.setDynamicBuffer(decoded.userDynamic());
    }
    return decoded;
  }
}
