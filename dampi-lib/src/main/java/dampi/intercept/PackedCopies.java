package dampi.intercept;

import mpi.MPIException;
import mpjbuf.Buffer;
import mpjbuf.BufferException;
import mpjbuf.BufferFactory;
import mpjbuf.RawBuffer;

/**
 * A packed message ({@code MPI.PACKED}: an {@code mpjbuf.Buffer} the program filled with {@code Pack}) is sent by MPJ
 * as it is, without packing it into a message buffer of its own: the device reads the program's buffer until the
 * send completes. A send that dampi completes at once (a buffered send, or a standard one under eager buffering)
 * therefore sends a copy: when it returns, MPI gives the buffer back to the program (MPI-3.1 §3.4, §3.6), which may
 * clear it, pack the next message into it or destroy it while the receiver has yet to read the first.
 */
final class PackedCopies {
  private PackedCopies() {}

  /**
   * {@code buf} when the device packs it at once; a copy of it when it is a packed message on multicore, whose device
   * reads it when the receiver takes it. niodev writes a message under its eager limit (128 KiB) to the socket within
   * the send, and fails to send such a copy.
   */
  static Object sendable(Object buf) throws MPIException {
    if (!(buf instanceof Buffer packed) || !RankBinding.sendIsSynchronous()) {
      return buf;
    }
    try {
      packed.commit(); // as MPJ's send would: the open section's header is written
    } catch (BufferException e) {
      throw new MPIException(e);
    }
    RawBuffer original = packed.getStaticBuffer();
    RawBuffer bytes = BufferFactory.create(original.getCapacity());
    int used = (int) Math.min(original.getCapacity(), (long) packed.offset() + packed.getSize());
    for (int i = 0; i < used; i++) {
      bytes.putByte(original.getByte(i), i);
    }
    Buffer copy = new Buffer(bytes, packed.offset(), packed.getCapacity());
    copy.setSize(packed.getSize());
    copy.setEncoding(packed.getEncoding());
    copy.setDynamicBuffer(packed.getDynamicBuffer());
    return copy;
  }
}
