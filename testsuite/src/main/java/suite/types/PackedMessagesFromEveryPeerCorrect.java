package suite.types;

import mpi.MPI;
import mpi.Status;
import mpjbuf.Buffer;
import mpjbuf.BufferFactory;
import suite.Expect;

/**
 * Every other rank packs its rank and a reading into one {@code MPI.PACKED} message (MPJ packs into an
 * {@code mpjbuf.Buffer}, which the send then takes in place of an array); rank 0 takes them by {@code ANY_SOURCE} in
 * either order, unpacks and checks each against its sender. Correct in every order.
 */
@Expect(category = "types", ranks = 3, interleavings = 2)
public class PackedMessagesFromEveryPeerCorrect {
  private static final int ROOM = 64;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (me == 0) {
      for (int i = 1; i < size; i++) {
        Buffer packed = new Buffer(BufferFactory.create(ROOM + MPI.RECV_OVERHEAD), MPI.RECV_OVERHEAD,
            ROOM + MPI.RECV_OVERHEAD);
        Status status = MPI.COMM_WORLD.Recv(packed, 0, ROOM, MPI.PACKED, MPI.ANY_SOURCE, 6);
        int[] sender = new int[1];
        double[] reading = new double[1];
        int position = MPI.COMM_WORLD.Unpack(packed, 0, sender, 0, 1, MPI.INT);
        MPI.COMM_WORLD.Unpack(packed, position, reading, 0, 1, MPI.DOUBLE);
        if (sender[0] != status.source || reading[0] != status.source * 2.5) {
          throw new IllegalStateException("rank " + status.source + " sent the reading of rank " + sender[0]);
        }
      }
    } else {
      Buffer packed = new Buffer(BufferFactory.create(ROOM + MPI.SEND_OVERHEAD), MPI.SEND_OVERHEAD,
          ROOM + MPI.SEND_OVERHEAD);
      int position = MPI.COMM_WORLD.Pack(new int[] {me}, 0, 1, MPI.INT, packed, 0);
      position = MPI.COMM_WORLD.Pack(new double[] {me * 2.5}, 0, 1, MPI.DOUBLE, packed, position);
      MPI.COMM_WORLD.Send(packed, 0, position, MPI.PACKED, 0, 6);
    }
    MPI.Finalize();
  }
}
