package dampi.repair;

import dampi.piggyback.DeviceCalls;
import mpjbuf.Buffer;
import mpjbuf.BufferFactory;
import mpjdev.Comm;
import mpjdev.Group;
import mpjdev.MPJDevException;
import mpjdev.Request;
import mpjdev.javampjdev.MPJDev;
import xdev.Device;
import xdev.ProcessID;

/**
 * How the members of a new communicator agree on its context id, in place of MPJ Express 0.44's
 * {@code mpjdev.javampjdev.Comm.calculateContext} (see {@code dampi.instrument.MpjPatches}). MPJ has every member send
 * its proposal to every other member: n(n-1) messages, about a million at 1024 ranks, for each communicator that
 * {@code MPI.Init} creates. Here the first member gathers the proposals and sends back the highest: 2(n-1) messages,
 * with the same tags on the same context, and the same result, the highest proposal.
 *
 * <p>With the piggyback on, the messages go through {@link DeviceCalls} like every message of the patched class, so
 * every member still ends with every other member's clock merged (the first member sends the highest it has seen).
 */
public final class ContextAgreement {
  private static final int ROOT = 0;

  private ContextAgreement() {}

  /**
   * The body of {@code calculateContext(context, isIComm, nextContext)} of {@code comm}.
   *
   * @param interComm whether the members are {@code comm}'s local group rather than its group
   * @param context the context the agreement's messages travel on (the parent communicator's)
   * @param proposal this member's proposal
   * @param tag MPJ's tag for the agreement ({@code calContextTag}); a member receives on {@code tag + its rank}
   */
  public static int highest(Device device, Comm comm, boolean interComm, int context, int proposal, int tag,
      boolean piggyback) throws MPJDevException {
    Group members = interComm ? comm.localgroup : comm.group;
    int me = members.rank();
    int size = members.size();
    ProcessID[] ids = members.ids;
    try {
      if (me != ROOT) {
        Buffer outgoing = proposalBuffer(proposal);
        Request sent = isend(device, outgoing, ids[ROOT], tag + ROOT, context, piggyback);
        int highest = receive(device, ids[ROOT], tag + me, context, piggyback);
        sent.iwait();
        BufferFactory.destroy(outgoing.getStaticBuffer());
        return highest;
      }
      int highest = proposal;
      for (int member = 0; member < size; member++) {
        if (member != ROOT) {
          highest = Math.max(highest, receive(device, ids[member], tag + ROOT, context, piggyback));
        }
      }
      Buffer[] outgoing = new Buffer[size];
      Request[] sent = new Request[size];
      for (int member = 0; member < size; member++) {
        if (member != ROOT) {
          outgoing[member] = proposalBuffer(highest);
          sent[member] = isend(device, outgoing[member], ids[member], tag + member, context, piggyback);
        }
      }
      for (int member = 0; member < size; member++) {
        if (member != ROOT) {
          sent[member].iwait();
          BufferFactory.destroy(outgoing[member].getStaticBuffer());
        }
      }
      return highest;
    } catch (MPJDevException e) {
      throw e;
    } catch (Exception e) {
      throw new MPJDevException(e);
    }
  }

  private static Buffer proposalBuffer(int value) throws Exception {
    int overhead = MPJDev.getSendOverhead();
    int capacity = overhead + 23; // MPJ's own size for one int section
    Buffer buffer = new Buffer(BufferFactory.create(capacity), overhead, capacity);
    buffer.putSectionHeader(mpjbuf.Type.INT);
    buffer.write(new int[] {value}, 0, 1);
    buffer.commit();
    return buffer;
  }

  private static Request isend(Device device, Buffer buffer, ProcessID to, int tag, int context, boolean piggyback)
      throws Exception {
    return piggyback ? DeviceCalls.isend(device, buffer, to, tag, context) : device.isend(buffer, to, tag, context);
  }

  private static int receive(Device device, ProcessID from, int tag, int context, boolean piggyback)
      throws Exception {
    int overhead = MPJDev.getRecvOverhead();
    Buffer buffer = new Buffer(BufferFactory.create(overhead + 16), overhead, overhead + 16);
    if (piggyback) {
      DeviceCalls.recv(device, buffer, from, tag, context);
    } else {
      device.recv(buffer, from, tag, context);
    }
    buffer.commit();
    buffer.getSectionHeader();
    buffer.getSectionSize();
    int[] value = new int[1];
    buffer.read(value, 0, 1);
    buffer.clear();
    BufferFactory.destroy(buffer.getStaticBuffer());
    return value[0];
  }
}
