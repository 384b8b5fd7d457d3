package suite.types;

import java.io.Serializable;
import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Every other rank sends rank 0 an object of a class of this program ({@code MPI.OBJECT}, serialized by MPJ); rank 0
 * takes them by {@code ANY_SOURCE} in either order and checks each against its sender. Correct in every order. MPJ
 * resolves the classes of an object message through the thread's context class loader, which it takes for a
 * {@code URLClassLoader}: a verifier that loads the program otherwise fails every such receive.
 */
@Expect(category = "types", ranks = 3, interleavings = 2)
public class ObjectMessagesFromEveryPeerCorrect {
  /** A message of the program's own class, so that the receiving side must find the class where the program is. */
  static final class Reading implements Serializable {
    private static final long serialVersionUID = 1L;
    final int sensor;
    final double value;

    Reading(int sensor, double value) {
      this.sensor = sensor;
      this.value = value;
    }
  }

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (me == 0) {
      for (int i = 1; i < size; i++) {
        Object[] in = new Object[1];
        Status status = MPI.COMM_WORLD.Recv(in, 0, 1, MPI.OBJECT, MPI.ANY_SOURCE, 4);
        Reading reading = (Reading) in[0];
        if (reading.sensor != status.source || reading.value != status.source * 1.5) {
          throw new IllegalStateException("rank " + status.source + " sent the reading of sensor " + reading.sensor);
        }
      }
    } else {
      Object[] out = {new Reading(me, me * 1.5)};
      MPI.COMM_WORLD.Send(out, 0, 1, MPI.OBJECT, 0, 4);
    }
    MPI.Finalize();
  }
}
