package generated;

import generated.ProgramText.Op;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mpi.MPI;
import mpi.Request;
import mpi.Status;

/**
 * The one MPJ program behind every generated test: each rank reads the program text (its only argument, see
 * {@link ProgramText}) and performs its own operations with real MPI calls. Every message carries which send it is
 * ({@code rank * 1000 + operation index}); every receive prints what it got:
 *
 * <pre>[trace] receive 1.3 got 0.2 source 0</pre>
 *
 * meaning rank 1's operation 3 received the message of rank 0's operation 2, and its Status named source 0. A
 * waitany also prints which request it completed:
 *
 * <pre>[trace] waitany 1.5 took h0</pre>
 *
 * <p>An optional second argument {@code eager} runs the program under eager buffering: every standard send completes
 * locally (it is issued as an Isend, and it and every isend are waited for only before Finalize), so no send ever
 * waits for its receiver. Ssend keeps its rendezvous.
 */
public class Interpreter {
  public static final String TRACE = "[trace] ";
  /** The second argument that selects eager buffering. */
  public static final String EAGER = "eager";
  static final int SEND_ID_BASE = 1000;

  public static void main(String[] args) throws Exception {
    String[] programArgs = MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    List<List<Op>> program = ProgramText.parse(programArgs[0]);
    boolean eager = programArgs.length > 1 && programArgs[1].equals(EAGER);
    List<Op> ops = rank < program.size() ? program.get(rank) : List.of();
    Map<Integer, Request> requests = new HashMap<>();
    List<Request> sendsInFlight = new ArrayList<>();
    Map<Integer, int[]> receiveBuffers = new HashMap<>();
    Map<Integer, Integer> receiveOfHandle = new HashMap<>();
    for (int index = 0; index < ops.size(); index++) {
      Op op = ops.get(index);
      int[] message = {rank * SEND_ID_BASE + index};
      int source = op.peer() == ProgramText.ANY ? MPI.ANY_SOURCE : op.peer();
      switch (op.kind()) {
        case SEND -> {
          if (eager) {
            sendsInFlight.add(MPI.COMM_WORLD.Isend(message, 0, 1, MPI.INT, op.peer(), op.tag()));
          } else {
            MPI.COMM_WORLD.Send(message, 0, 1, MPI.INT, op.peer(), op.tag());
          }
        }
        case SSEND -> MPI.COMM_WORLD.Ssend(message, 0, 1, MPI.INT, op.peer(), op.tag());
        case ISEND -> requests.put(op.handle(), MPI.COMM_WORLD.Isend(message, 0, 1, MPI.INT, op.peer(), op.tag()));
        case RECV -> {
          int[] buffer = new int[1];
          Status status = MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, source, op.tag());
          trace(rank, index, buffer, status);
        }
        case IRECV -> {
          int[] buffer = new int[1];
          requests.put(op.handle(), MPI.COMM_WORLD.Irecv(buffer, 0, 1, MPI.INT, source, op.tag()));
          receiveBuffers.put(op.handle(), buffer);
          receiveOfHandle.put(op.handle(), index);
        }
        case WAIT -> {
          Integer receive = receiveOfHandle.remove(op.handle());
          if (eager && receive == null) {
            sendsInFlight.add(requests.remove(op.handle()));
          } else {
            Status status = requests.remove(op.handle()).Wait();
            if (receive != null) {
              trace(rank, receive, receiveBuffers.remove(op.handle()), status);
            }
          }
        }
        case WAITANY -> {
          Request[] among = op.among().stream().map(requests::get).toArray(Request[]::new);
          Status status = Request.Waitany(among);
          int handle = op.among().get(status.index);
          System.out.println(TRACE + "waitany " + rank + "." + index + " took h" + handle);
          trace(rank, receiveOfHandle.remove(handle), receiveBuffers.remove(handle), status);
        }
        case BARRIER -> MPI.COMM_WORLD.Barrier();
      }
    }
    if (!sendsInFlight.isEmpty()) {
      Request.Waitall(sendsInFlight.toArray(new Request[0]));
    }
    MPI.Finalize();
  }

  private static void trace(int rank, int receive, int[] buffer, Status status) {
    System.out.println(TRACE + "receive " + rank + "." + receive + " got " + buffer[0] / SEND_ID_BASE + "."
        + buffer[0] % SEND_ID_BASE + " source " + status.source);
  }
}
