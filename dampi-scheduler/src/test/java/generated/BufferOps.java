package generated;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mpi.MPI;
import mpi.Request;
import mpi.Status;

/**
 * The MPJ program behind the buffer-in-use properties: rank 0 performs the operations of its only argument on one
 * array of {@link #SLOTS} INTs, rank 1 sends and receives what they need. Operations, separated by spaces:
 *
 * <pre>
 *   isend:H:FROM:TO   irecv:H:FROM:TO        elements FROM..TO-1, to or from rank 1 with tag H (the handle)
 *   read:S   write:S                         element S
 *   readloop:FROM:TO   writeloop:FROM:TO     each of elements FROM..TO-1 in turn
 *   copyin:FROM:TO   copyout:FROM:TO         System.arraycopy into or out of elements FROM..TO-1
 *   wait:H   test:H                          one request (test polls until it completes)
 *   waitall:H,H   testall:H,H   waitany:H,H   testany:H,H   waitsome:H,H   testsome:H,H
 *   gatherv:C:FROM:D0:D1   allgatherv:C:FROM:D0:D1
 *                                            C elements from FROM, into blocks of C at D0 (rank 0's) and D1 (rank 1's)
 *   scatterv:C:D0:D1:INTO                    blocks of C at D0 and D1 to ranks 0 and 1, rank 0's into INTO
 *   alltoallv:C:D0:D1:E0:E1                  blocks of C at D0 and D1 to ranks 0 and 1, from them into E0 and E1
 * </pre>
 *
 * The collectives are rank 0's on its one array (rooted at rank 0); rank 1 takes part with arrays of its own.
 *
 * A completion over requests all completed already does nothing. Every completion prints the handles it completed,
 * {@code [trace] op I done H,H} (I: its index), since which ones a waitany or waitsome completes is MPI's choice;
 * after the last operation the requests still pending are completed. Rank 1 serves rank 0's requests in the order
 * rank 0 posts them, so no order of completions can deadlock.
 */
public final class BufferOps {
  public static final int SLOTS = 8;
  public static final Set<String> COLLECTIVES = Set.of("gatherv", "allgatherv", "scatterv", "alltoallv");

  private final int[] slots = new int[SLOTS];
  private final int[] scratch = new int[SLOTS];
  private final Map<Integer, Request> requests = new HashMap<>();
  private final Set<Integer> done = new HashSet<>();

  private BufferOps() {}

  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    List<String> ops = own.length == 0 || own[0].isBlank() ? List.of() : Arrays.asList(own[0].trim().split(" +"));
    if (MPI.COMM_WORLD.Rank() == 0) {
      new BufferOps().perform(ops);
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      serve(ops);
    }
    MPI.Finalize();
  }

  private void perform(List<String> ops) throws Exception {
    for (int index = 0; index < ops.size(); index++) {
      String[] f = ops.get(index).split(":");
      switch (f[0]) {
        case "isend" -> requests.put(number(f[1]),
            MPI.COMM_WORLD.Isend(slots, number(f[2]), number(f[3]) - number(f[2]), MPI.INT, 1, number(f[1])));
        case "irecv" -> requests.put(number(f[1]),
            MPI.COMM_WORLD.Irecv(slots, number(f[2]), number(f[3]) - number(f[2]), MPI.INT, 1, number(f[1])));
        case "read" -> scratch[0] += slots[number(f[1])];
        case "write" -> slots[number(f[1])] = 7;
        case "readloop" -> {
          for (int i = number(f[1]); i < number(f[2]); i++) {
            scratch[1] += slots[i];
          }
        }
        case "writeloop" -> {
          for (int i = number(f[1]); i < number(f[2]); i++) {
            slots[i] = i;
          }
        }
        case "copyin" -> System.arraycopy(scratch, 0, slots, number(f[1]), number(f[2]) - number(f[1]));
        case "copyout" -> System.arraycopy(slots, number(f[1]), scratch, 0, number(f[2]) - number(f[1]));
        case "gatherv", "allgatherv", "scatterv", "alltoallv" -> collective(f, slots, slots);
        default -> complete(index, f[0], handles(f[1]));
      }
    }
    List<Integer> pending = new ArrayList<>(requests.keySet());
    pending.removeAll(done);
    complete(ops.size(), "waitall", pending);
  }

  private void complete(int index, String how, List<Integer> handles) throws Exception {
    List<Integer> active = handles.stream().filter(h -> !done.contains(h)).toList();
    if (active.isEmpty()) {
      return;
    }
    Request[] among = handles.stream().map(requests::get).toArray(Request[]::new);
    List<Integer> took = new ArrayList<>();
    switch (how) {
      case "wait" -> {
        among[0].Wait();
        took.add(handles.get(0));
      }
      case "test" -> {
        while (among[0].Test() == null) {
          Thread.onSpinWait();
        }
        took.add(handles.get(0));
      }
      case "waitall" -> {
        Request.Waitall(active.stream().map(requests::get).toArray(Request[]::new));
        took.addAll(active);
      }
      case "testall" -> {
        Request[] live = active.stream().map(requests::get).toArray(Request[]::new);
        while (Request.Testall(live) == null) {
          Thread.onSpinWait();
        }
        took.addAll(active);
      }
      case "waitany" -> took.add(handles.get(Request.Waitany(among).index));
      case "testany" -> {
        Status status;
        while ((status = Request.Testany(among)) == null) {
          Thread.onSpinWait();
        }
        took.add(handles.get(status.index));
      }
      case "waitsome" -> {
        for (Status status : Request.Waitsome(among)) {
          took.add(handles.get(status.index));
        }
      }
      case "testsome" -> {
        Status[] statuses;
        while ((statuses = Request.Testsome(among)) == null || statuses.length == 0) {
          Thread.onSpinWait();
        }
        for (Status status : statuses) {
          took.add(handles.get(status.index));
        }
      }
      default -> throw new IllegalArgumentException("no operation " + how);
    }
    done.addAll(took);
    System.out.println(Interpreter.TRACE + "op " + index + " done "
        + String.join(",", took.stream().map(String::valueOf).toList()));
  }

  /** A collective of both ranks: rank 0 sends from and receives into its one array, rank 1 from and into its own. */
  private static void collective(String[] f, int[] sent, int[] received) throws Exception {
    int count = number(f[1]);
    int[] counts = {count, count};
    switch (f[0]) {
      case "gatherv" -> MPI.COMM_WORLD.Gatherv(sent, number(f[2]), count, MPI.INT, received, 0, counts,
          new int[] {number(f[3]), number(f[4])}, MPI.INT, 0);
      case "allgatherv" -> MPI.COMM_WORLD.Allgatherv(sent, number(f[2]), count, MPI.INT, received, 0, counts,
          new int[] {number(f[3]), number(f[4])}, MPI.INT);
      case "scatterv" -> MPI.COMM_WORLD.Scatterv(sent, 0, counts, new int[] {number(f[2]), number(f[3])}, MPI.INT,
          received, number(f[4]), count, MPI.INT, 0);
      case "alltoallv" -> MPI.COMM_WORLD.Alltoallv(sent, 0, counts, new int[] {number(f[2]), number(f[3])}, MPI.INT,
          received, 0, counts, new int[] {number(f[4]), number(f[5])}, MPI.INT);
      default -> throw new IllegalArgumentException("no collective " + f[0]);
    }
  }

  /** Rank 1: for each of rank 0's requests, in the order posted, the receive or send that matches it. */
  private static void serve(List<String> ops) throws Exception {
    int[] data = new int[SLOTS];
    for (String op : ops) {
      String[] f = op.split(":");
      int count = f.length == 4 ? number(f[3]) - number(f[2]) : 0;
      if (f[0].equals("isend")) {
        MPI.COMM_WORLD.Recv(data, 0, count, MPI.INT, 0, number(f[1]));
      } else if (f[0].equals("irecv")) {
        MPI.COMM_WORLD.Send(data, 0, count, MPI.INT, 0, number(f[1]));
      } else if (COLLECTIVES.contains(f[0])) {
        collective(f, new int[SLOTS], new int[SLOTS]);
      }
    }
  }

  private static int number(String text) {
    return Integer.parseInt(text);
  }

  private static List<Integer> handles(String text) {
    return Arrays.stream(text.split(",")).map(Integer::valueOf).toList();
  }
}
