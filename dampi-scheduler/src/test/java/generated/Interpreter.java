package generated;

import generated.ProgramText.Buffer;
import generated.ProgramText.Communicator;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mpi.Comm;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;

/**
 * The one MPJ program behind every generated test: each rank reads the program text (its only argument, see
 * {@link ProgramText}) and performs its own operations with real MPI calls. Every message carries which send it is
 * ({@code rank * 1000 + operation index}, in every element); every receive prints what it got:
 *
 * <pre>[trace] receive 1.3 got 0.2 source 0</pre>
 *
 * meaning rank 1's operation 3 received the message of rank 0's operation 2, and its Status named source 0 (a rank of
 * the receive's communicator). A receive whose message did not fit its buffer (a type mismatch or a truncation, which
 * MPJ raises when it unpacks the data) consumed it and says only that: {@code receive 1.3 failed}; the rank goes on.
 * A waitany, testany, waitsome or testsome prints which requests it completed, a probe which source it found:
 *
 * <pre>[trace] waitany 1.5 took h0
 * [trace] waitsome 1.6 took h1,h2
 * [trace] probe 2.0 saw source 1
 * [trace] test 1.3 took none</pre>
 *
 * <p>Before each operation a rank prints {@code at 1.3}, and {@code at 1.end} after its last: where a rank stopped is
 * its latest such line. Each kind of MPI call is made on one line of this file (a single test on four: Test, Testany,
 * Testsome or Testall of its one request), the line after its comment
 * {@code // site: <kind>} (see {@code dampi.property.InterpreterSites}), so a finding's site names the kind of
 * operation and the trace which one. An isend is issued as an Isend or, for odd handles, as a Send_init started at
 * once, which MPI makes the same send.
 *
 * <p>An optional second argument {@code eager} runs the program under eager buffering: every standard send completes
 * locally (it is issued as an Isend, and it and every isend are waited for only after the last operation), so no send
 * ever waits for its receiver. Ssend keeps its rendezvous; a sendrecv's send half is a standard send, which dampi
 * then completes at once.
 *
 * <p>Polling calls poll with no other MPI call in between: an {@code iprobe} until it finds a message, a testany or
 * testsome until it completes a request. A testanyonce, testsomeonce or testallonce is one Testany, Testsome or
 * Testall, which may return nothing; the requests it did not complete are waited for later. A waitany, testany, waitsome or testsome over
 * requests none of which is active returns at once with nothing (MPI_UNDEFINED) without calling MPJ, whose Waitany
 * spins on such an array.
 */
public class Interpreter {
  public static final String TRACE = "[trace] ";
  /** The tag of the leaders' messages that make an intercommunicator, on COMM_WORLD (no operation uses it). */
  private static final int INTERCOMM_TAG = 99;

  /** The second argument that selects eager buffering. */
  public static final String EAGER = "eager";
  static final int SEND_ID_BASE = 1000;
  /** Room for every buffered message a rank of a generated program sends, with MPI.BSEND_OVERHEAD each. */
  private static final int ATTACHED_BYTES = 1 << 16;

  private final int rank;
  private final boolean eager;
  private final Map<String, Comm> communicators;
  private final Map<Integer, Request> requests = new HashMap<>();
  private final Set<Integer> completedHandles = new HashSet<>();
  private final List<Request> sendsInFlight = new ArrayList<>();
  private final Map<Integer, Object> receiveBuffers = new HashMap<>();
  private final Map<Integer, Integer> receiveOfHandle = new HashMap<>();
  private int probedSource = -1;
  private int receivedSource = -1; // the source the latest receive's Status named: where a send to ^ goes

  private Interpreter(int rank, boolean eager, Map<String, Comm> communicators) {
    this.rank = rank;
    this.eager = eager;
    this.communicators = communicators;
  }

  public static void main(String[] args) throws Exception {
    String[] programArgs = MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    String text = programArgs[0];
    List<List<Op>> program = ProgramText.parse(text);
    List<Communicator> declared = ProgramText.communicators(text);
    boolean eager = programArgs.length > 1 && programArgs[1].equals(EAGER);
    Map<String, Comm> communicators = new HashMap<>();
    communicators.put(ProgramText.WORLD, MPI.COMM_WORLD);
    communicators.put(ProgramText.SELF, MPI.COMM_SELF);
    for (Communicator communicator : declared) {
      Comm parent = communicators.get(communicator.parent());
      communicators.put(communicator.name(), communicator.isSplit()
          ? MPI.COMM_WORLD.Split(communicator.colors().get(rank), communicator.keys().get(rank))
          : communicator.inter() ? MPI.COMM_WORLD.Create_intercomm((Intracomm) parent, 0,
              otherLeader(declared, communicator.parent(), rank), INTERCOMM_TAG)
          : (Intracomm) parent.clone());
    }
    List<Op> ops = rank < program.size() ? program.get(rank) : List.of();
    if (ops.stream().anyMatch(op -> op.kind().isBuffered())) {
      // site: attach
      MPI.Buffer_attach(ByteBuffer.allocateDirect(ATTACHED_BYTES)); // MPI.Finalize detaches it
    }
    Interpreter interpreter = new Interpreter(rank, eager, communicators);
    for (int index = 0; index < ops.size(); index++) {
      System.out.println(TRACE + "at " + rank + "." + index);
      interpreter.perform(ops.get(index), index);
    }
    System.out.println(TRACE + "at " + rank + ".end");
    if (!interpreter.sendsInFlight.isEmpty()) {
      // site: end
      Request.Waitall(interpreter.sendsInFlight.toArray(new Request[0]));
    }
    for (int i = declared.size() - 1; i >= 0; i--) {
      // site: free
      communicators.get(declared.get(i).name()).Free();
    }
    // site: finalize
    MPI.Finalize();
  }

  private void perform(Op op, int index) throws Exception {
    Comm comm = communicators.get(op.comm());
    int source = op.receiveSource() == ProgramText.ANY ? MPI.ANY_SOURCE
        : op.receiveSource() == ProgramText.PROBED ? probedSource : op.receiveSource();
    int destination = op.kind().isSend() && op.peer() == ProgramText.PROBED ? receivedSource : op.peer();
    Buffer shape = op.buffer();
    Datatype type = shape.type() == ProgramText.Type.DOUBLE ? MPI.DOUBLE : MPI.INT;
    int count = shape.count();
    switch (op.kind()) {
      case SEND -> {
        Object message = message(shape, index);
        if (eager) {
          // site: send
          sendsInFlight.add(comm.Isend(message, 0, count, type, destination, op.tag()));
        } else {
          // site: send
          comm.Send(message, 0, count, type, destination, op.tag());
        }
      }
      case SSEND -> {
        // site: ssend
        comm.Ssend(message(shape, index), 0, count, type, destination, op.tag());
      }
      case ISEND, IBSEND -> requests.put(op.handle(), nonblockingSend(comm, message(shape, index), count, type,
          destination, op.tag(), op.handle(), op.kind() == Kind.IBSEND));
      case BSEND -> {
        // site: bsend
        comm.Bsend(message(shape, index), 0, count, type, destination, op.tag());
      }
      case RECV -> {
        Object buffer = buffer(shape);
        try {
          // site: recv
          trace(index, buffer, comm.Recv(buffer, 0, count, type, source, tag(op)));
        } catch (Exception e) {
          failed(index, e);
        }
      }
      case IRECV -> {
        Object buffer = buffer(shape);
        // site: irecv
        requests.put(op.handle(), comm.Irecv(buffer, 0, count, type, source, tag(op)));
        receiveBuffers.put(op.handle(), buffer);
        receiveOfHandle.put(op.handle(), index);
      }
      case TEST -> tested(index, op.handle());
      case TESTLOOP -> {
        if (completedHandles.contains(op.handle())) {
          return; // a single test completed it: MPI's request is null now, and its test succeeds at once
        }
        Request request = requests.get(op.handle());
        Integer receive = receiveOfHandle.remove(op.handle());
        completedHandles.add(op.handle());
        try {
          Status status;
          do {
            // site: testloop
            status = request.Test();
          } while (status == null);
          trace(receive, receiveBuffers.get(op.handle()), status);
        } catch (Exception e) {
          failed(receive, e);
        }
      }
      case WAIT -> {
        if (completedHandles.contains(op.handle())) {
          return; // a Test completed it: MPI's request is null now, and its wait returns at once
        }
        Integer receive = receiveOfHandle.remove(op.handle());
        completedHandles.add(op.handle());
        if (eager && receive == null) {
          sendsInFlight.add(requests.get(op.handle()));
        } else {
          try {
            // site: wait
            Status status = requests.get(op.handle()).Wait();
            if (receive != null) {
              trace(receive, receiveBuffers.get(op.handle()), status);
            }
          } catch (Exception e) {
            if (receive == null) {
              throw e;
            }
            failed(receive, e);
          }
        }
      }
      case WAITANY, TESTANY, WAITSOME, TESTSOME, TESTANY_ONCE, TESTSOME_ONCE, TESTALL_ONCE -> complete(op, index);
      case PROBE -> {
        // site: probe
        probed(index, comm.Probe(source, tag(op)));
      }
      case IPROBE -> {
        Status status;
        do {
          // site: iprobe
          status = comm.Iprobe(source, tag(op));
        } while (status == null);
        probed(index, status);
      }
      case POLL -> {
        // site: poll
        Status status = comm.Iprobe(source, tag(op));
        if (status != null) {
          System.out.println(TRACE + "probe " + rank + "." + index + " saw source " + status.source);
        }
      }
      case SENDRECV -> {
        Object sent = message(shape, index);
        Object buffer = buffer(shape);
        int to = op.peer();
        int sendTag = op.tag();
        int receiveTag = tag(op);
        try {
          // site: sendrecv
          Status status = comm.Sendrecv(sent, 0, count, type, to, sendTag, buffer, 0, count, type, source, receiveTag);
          trace(index, buffer, status);
        } catch (Exception e) {
          failed(index, e);
        }
      }
      case SENDRECV_REPLACE -> {
        Object buffer = message(shape, index);
        try {
          // site: sendrecv_replace
          Status status = comm.Sendrecv_replace(buffer, 0, count, type, op.peer(), op.tag(), source, tag(op));
          trace(index, buffer, status);
        } catch (Exception e) {
          failed(index, e);
        }
      }
      case BARRIER -> {
        // site: barrier
        ((Intracomm) comm).Barrier();
      }
      case BCAST -> {
        // site: bcast
        ((Intracomm) comm).Bcast(new int[1], 0, 1, MPI.INT, op.peer());
      }
      case ALLREDUCE -> {
        int[] sum = new int[1];
        // site: allreduce
        ((Intracomm) comm).Allreduce(new int[] {rank * 100 + index}, 0, sum, 0, 1, MPI.INT, MPI.SUM);
        System.out.println(TRACE + "allreduce " + rank + "." + index + " sum " + sum[0]);
      }
    }
  }

  /** The tag a receive, probe or sendrecv's receive half asks MPI for: ANY_TAG where the text says {@code t*}. */
  private static int tag(Op op) {
    return op.receivedTag() == ProgramText.ANY ? MPI.ANY_TAG : op.receivedTag();
  }

  /**
   * An isend, or a buffered one. Odd handles are sent by a persistent request started at once: the same send (MPI-3.1
   * §3.9), through the Start path of the interception; both forms and the Start are on the one line of the site.
   */
  private static Request nonblockingSend(Comm c, Object m, int n, Datatype t, int to, int tag, int h,
      boolean buffered) throws MPIException {
    boolean p = h % 2 == 1;
    if (buffered) {
      // site: ibsend
      return p ? started(c.Bsend_init(m, 0, n, t, to, tag), r -> r.Start()) : c.Ibsend(m, 0, n, t, to, tag);
    }
    // site: isend
    return p ? started(c.Send_init(m, 0, n, t, to, tag), r -> r.Start()) : c.Isend(m, 0, n, t, to, tag);
  }

  /** The world rank of rank 0 of the group of split {@code split} that {@code rank} is not in. */
  private static int otherLeader(List<Communicator> declared, String split, int rank) {
    Communicator parent = declared.stream().filter(c -> c.name().equals(split)).findFirst().orElseThrow();
    int leader = -1;
    for (int member = 0; member < parent.colors().size(); member++) {
      boolean other = !parent.colors().get(member).equals(parent.colors().get(rank));
      if (other && (leader < 0 || parent.keys().get(member) < parent.keys().get(leader))) {
        leader = member;
      }
    }
    return leader;
  }

  /** A waitany, testany, waitsome or testsome: which requests it completed, and what their receives got. */
  private void complete(Op op, int index) throws Exception {
    Request[] among = op.among().stream().map(requests::get).toArray(Request[]::new);
    List<Integer> took = new ArrayList<>();
    if (!completedHandles.containsAll(op.among())) {
      Status[] statuses;
      switch (op.kind()) {
        case WAITANY -> {
          // site: waitany
          statuses = new Status[] {Request.Waitany(among)};
        }
        case TESTANY -> {
          Status status;
          do {
            // site: testany
            status = Request.Testany(among);
          } while (status == null);
          statuses = new Status[] {status};
        }
        case WAITSOME -> {
          // site: waitsome
          statuses = Request.Waitsome(among);
        }
        case TESTANY_ONCE -> {
          // site: testanyonce
          Status status = Request.Testany(among);
          statuses = status == null ? new Status[0] : new Status[] {status};
        }
        case TESTSOME_ONCE -> {
          // site: testsomeonce
          Status[] some = Request.Testsome(among);
          statuses = some == null ? new Status[0] : some;
        }
        case TESTALL_ONCE -> {
          // A request completed before is null in MPI now: inactive, as null is to MPJ
          Request[] incomplete = new Request[among.length];
          for (int i = 0; i < among.length; i++) {
            incomplete[i] = completedHandles.contains(op.among().get(i)) ? null : among[i];
          }
          // site: testallonce
          Status[] all = Request.Testall(incomplete);
          List<Status> returned = new ArrayList<>();
          for (int i = 0; all != null && i < among.length; i++) {
            if (incomplete[i] != null) {
              all[i].index = i;
              returned.add(all[i]);
            }
          }
          statuses = returned.toArray(Status[]::new);
        }
        default -> {
          do {
            // site: testsome
            statuses = Request.Testsome(among);
          } while (statuses == null || statuses.length == 0);
        }
      }
      for (Status status : statuses) {
        took.add(op.among().get(status.index));
      }
      for (int i = 0; i < statuses.length; i++) {
        int handle = took.get(i);
        completedHandles.add(handle);
        Integer receive = receiveOfHandle.remove(handle);
        if (receive != null) {
          trace(receive, receiveBuffers.get(handle), statuses[i]);
        }
      }
    }
    System.out.println(TRACE + op.kind().word() + " " + rank + "." + index + " took "
        + (took.isEmpty() ? "none" : String.join(",", took.stream().sorted().map(h -> "h" + h).toList())));
  }

  /** One Test of an irecv's request: whether it completed it, and what its receive got. */
  private void tested(int index, int handle) throws Exception {
    if (completedHandles.contains(handle)) { // MPI's request is null now: its test succeeds at once
      System.out.println(TRACE + "test " + rank + "." + index + " took h" + handle);
      return;
    }
    Request request = requests.get(handle);
    Status status;
    try {
      status = testOnce(index, request);
    } catch (Exception e) {
      completedHandles.add(handle); // the receive failed on its message: complete, with that error
      System.out.println(TRACE + "test " + rank + "." + index + " took h" + handle);
      failed(receiveOfHandle.remove(handle), e);
      return;
    }
    if (status != null) {
      completedHandles.add(handle);
      trace(receiveOfHandle.remove(handle), receiveBuffers.get(handle), status);
    }
    System.out.println(TRACE + "test " + rank + "." + index + " took " + (status == null ? "none" : "h" + handle));
  }

  /**
   * One test of one request. Testany, Testsome and Testall over that request alone mean what its Test means (MPI-3.1
   * §3.7.5), and each must be explored as that Test is, so the operation's index picks which of the four makes it.
   */
  private static Status testOnce(int index, Request request) throws MPIException {
    Request[] alone = {request};
    if (index % 4 == 1) {
      // site: test
      return Request.Testany(alone);
    }
    if (index % 4 == 2) {
      // site: test
      Status[] all = Request.Testall(alone);
      return all == null ? null : all[0];
    }
    if (index % 4 == 3) {
      // site: test
      Status[] some = Request.Testsome(alone);
      return some == null || some.length == 0 ? null : some[0];
    }
    // site: test
    return request.Test();
  }

  private void probed(int index, Status status) {
    probedSource = status.source;
    System.out.println(TRACE + "probe " + rank + "." + index + " saw source " + status.source);
  }

  private Object message(Buffer shape, int index) {
    int id = rank * SEND_ID_BASE + index;
    if (shape.type() == ProgramText.Type.DOUBLE) {
      double[] data = new double[shape.count()];
      java.util.Arrays.fill(data, id);
      return data;
    }
    int[] data = new int[shape.count()];
    java.util.Arrays.fill(data, id);
    return data;
  }

  /** Starts a persistent request; {@code start} is a lambda so that its Start call lies on its caller's line. */
  private static Request started(Prequest request, Starter start) throws MPIException {
    start.start(request);
    return request;
  }

  @FunctionalInterface
  private interface Starter {
    void start(Prequest request) throws MPIException;
  }

  private static Object buffer(Buffer shape) {
    return shape.type() == ProgramText.Type.DOUBLE ? new double[shape.count()] : new int[shape.count()];
  }

  private void trace(int receive, Object buffer, Status status) {
    receivedSource = status.source;
    int id = buffer instanceof double[] doubles ? (int) doubles[0] : ((int[]) buffer)[0];
    System.out.println(TRACE + "receive " + rank + "." + receive + " got " + id / SEND_ID_BASE + "."
        + id % SEND_ID_BASE + " source " + status.source);
  }

  /**
   * A receive whose message did not fit: MPJ raises it as the type mismatch or the "count is less than length" of its
   * unpacking, and the message is consumed. Anything else (a rank torn down in a deadlock, say) goes on up.
   */
  private void failed(int receive, Exception thrown) throws Exception {
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      if (cause.getClass().getName().equals("mpjbuf.TypeMismatchException")
          || String.valueOf(cause.getMessage()).contains("is less than length")) {
        System.out.println(TRACE + "receive " + rank + "." + receive + " failed");
        return;
      }
    }
    throw thrown;
  }
}
