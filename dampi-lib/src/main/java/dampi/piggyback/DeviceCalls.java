package dampi.piggyback;

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
    attach(buffer);
    return device.issend(buffer, destination, tag, context);
  }

  public static void ssend(Device device, Buffer buffer, ProcessID destination, int tag, int context)
      throws XDevException {
    attach(buffer);
    device.ssend(buffer, destination, tag, context);
  }

  public static Status recv(Device device, Buffer buffer, ProcessID source, int tag, int context)
      throws XDevException {
    ClockExchange.Ticket ticket = ClockExchange.takeTicket();
    Status status = device.recv(buffer, source, tag, context);
    ClockExchange.received(ticket, detach(buffer));
    return status;
  }

  public static Request irecv(Device device, Buffer buffer, ProcessID source, int tag, int context, Status status)
      throws XDevException {
    ClockExchange.Ticket ticket = ClockExchange.takeTicket();
    ClockExchange.deviceReceiving(ticket, status);
    Request request = device.irecv(buffer, source, tag, context, status);
    // Runs before MPJ's own unpacking handler, which is added after this call returns.
    request.addCompletionHandler(completed -> ClockExchange.received(ticket, detach(buffer)));
    return request;
  }

  /** The trailer of the last clock sent alone (no user dynamic data), shared while the clock stands still. */
  private record Encoded(int[] clock, byte[] trailer) {}

  private static volatile Encoded lastAlone;

  private static void attach(Buffer buffer) {
    int[] clock = ClockExchange.outgoingClock();
    byte[] dynamic = buffer.getDynamicBuffer();
    if (dynamic != null) {
      buffer.setDynamicBuffer(Trailer.append(dynamic, clock));
      return;
    }
    // Messages of primitive data have no dynamic part: they all carry the same bytes for the same clock snapshot,
    // and MPJ only ever reads a dynamic part (the receiver decodes a copy), so one array serves them all.
    Encoded last = lastAlone;
    if (last == null || last.clock() != clock) {
      last = new Encoded(clock, Trailer.append(null, clock));
      lastAlone = last;
    }
    buffer.setDynamicBuffer(last.trailer());
  }

  private static int[] detach(Buffer buffer) {
    Trailer.Decoded decoded = Trailer.decode(buffer.getDynamicBuffer());
    if (decoded == null) {
      return null;
    }
    buffer.setDynamicBuffer(decoded.userDynamic());
    return decoded.clock();
  }
}
