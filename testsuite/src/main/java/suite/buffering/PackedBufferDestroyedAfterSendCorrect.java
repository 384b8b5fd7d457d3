package suite.buffering;

import mpi.MPI;
import mpjbuf.Buffer;
import mpjbuf.BufferFactory;
import suite.Expect;

/**
 * Rank 0 packs an int and a double into a buffer, sends it as {@code MPI.PACKED} and destroys the buffer's storage at
 * once, twice; rank 1 receives both messages and checks them. A blocking send gives its buffer back when it returns
 * (MPI-3.1 §3.4), whether or not the message was buffered, so the program is correct (MPJ's own Send frees the packed
 * buffer object, so a new one is made per message). MPJ sends a packed buffer as it is, reading it until the send
 * completes: a send completed at once under eager buffering must send a copy, or rank 1 reads destroyed storage.
 */
@Expect(category = "buffering", ranks = 2, interleavings = 1, buffering = "eager")
public class PackedBufferDestroyedAfterSendCorrect {
  private static final int CAPACITY = 256;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] count = new int[1];
    double[] value = new double[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      for (int message = 1; message <= 2; message++) {
        Buffer packed = new Buffer(BufferFactory.create(CAPACITY + MPI.SEND_OVERHEAD), MPI.SEND_OVERHEAD,
            CAPACITY + MPI.SEND_OVERHEAD);
        count[0] = message;
        value[0] = message * 1.5;
        int position = MPI.COMM_WORLD.Pack(count, 0, 1, MPI.INT, packed, 0);
        position = MPI.COMM_WORLD.Pack(value, 0, 1, MPI.DOUBLE, packed, position);
        MPI.COMM_WORLD.Send(packed, 0, position, MPI.PACKED, 1, message);
        BufferFactory.destroy(packed.getStaticBuffer());
      }
    } else {
      for (int message = 1; message <= 2; message++) {
        Buffer packed = new Buffer(BufferFactory.create(CAPACITY + MPI.RECV_OVERHEAD), MPI.RECV_OVERHEAD,
            CAPACITY + MPI.RECV_OVERHEAD);
        MPI.COMM_WORLD.Recv(packed, 0, CAPACITY, MPI.PACKED, 0, message);
        int position = MPI.COMM_WORLD.Unpack(packed, 0, count, 0, 1, MPI.INT);
        MPI.COMM_WORLD.Unpack(packed, position, value, 0, 1, MPI.DOUBLE);
        if (count[0] != message || value[0] != message * 1.5) {
          throw new IllegalStateException("message " + message + " arrived as " + count[0] + ", " + value[0]);
        }
        BufferFactory.destroy(packed.getStaticBuffer());
      }
    }
    MPI.Finalize();
  }
}
