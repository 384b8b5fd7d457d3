package mbi;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The MBI-style benchmark: every program of this package with the arguments that make it one labelled case, its MBI
 * error class (or {@code correct}) and the finding kinds {@code dampi verify} must report. It is plain Java (no MPJ),
 * so that {@code dampi selftest --mbi} can read it in a loader of its own.
 *
 * <p>One line per case, tab-separated: the MBI class, the finding kinds required (comma-separated, {@code -} for
 * none), the kinds also tolerated (consequences of the same bug: a mismatched collective may also hang; {@code -}),
 * the number of ranks, the class and its arguments (space-separated).
 */
public final class Catalogue {
  private static final String NONE = "-";
  private final List<String> cases = new ArrayList<>();

  private Catalogue() {}

  /** Every case, in a fixed order. */
  public static List<String> cases() {
    Catalogue catalogue = new Catalogue();
    catalogue.pointToPointMatching();
    catalogue.messageRaces();
    catalogue.collectiveMatching();
    catalogue.bufferingHazards();
    catalogue.resourceLeaks();
    catalogue.requestLifecycles();
    catalogue.localConcurrency();
    catalogue.invalidParameters();
    return List.copyOf(catalogue.cases);
  }

  private void pointToPointMatching() {
    String[] sends = {"send", "ssend", "bsend", "isend", "issend", "ibsend", "send_init", "ssend_init", "bsend_init"};
    String[] receives = {"recv", "irecv", "recv_init", "probe", "iprobe"};
    for (String send : sends) {
      for (String receive : receives) {
        String program = "P2pPair " + send + " " + receive;
        add("correct", NONE, NONE, 2, program + " none");
        add("call-ordering", "deadlock", NONE, 2, program + " missing");
        add("parameter-matching", "deadlock", NONE, 2, program + " tag");
        add("parameter-matching", "deadlock", NONE, 2, program + " comm");
        add("parameter-matching", "type-mismatch", NONE, 2, program + " type");
        add("parameter-matching", "truncation", NONE, 2, program + " count");
      }
    }
  }

  private void messageRaces() {
    for (String kind : new String[] {"recv", "irecv", "recv_init", "probe", "probe_any", "iprobe"}) {
      String program = "MessageRace " + kind;
      add("message-race", "deadlock", NONE, 3, program + " deadlock");
      add("message-race", "exception", NONE, 3, program + " order");
      add("correct", NONE, NONE, 3, program + " any");
      add("message-race", "deadlock", NONE, 3, program + " loop_deadlock");
      add("correct", NONE, NONE, 3, program + " loop");
    }
    for (String call : new String[] {"waitany", "testany", "waitsome", "testsome"}) {
      add("message-race", "exception", NONE, 3, "CompletionRace " + call + " order");
      add("correct", NONE, NONE, 3, "CompletionRace " + call + " any");
    }
  }

  private void collectiveMatching() {
    String[][] collectives = {
        {"barrier"},
        {"bcast", "root", "type", "count"},
        {"reduce", "root", "op", "type", "count"},
        {"allreduce", "op", "type", "count"},
        {"gather", "root", "type", "count"},
        {"scatter", "root", "type", "count"},
        {"allgather", "type", "count"},
        {"alltoall", "type", "count"},
        {"scan", "op", "type", "count"},
        {"reduce_scatter", "op", "type", "count"},
        {"gatherv", "root", "type", "count"},
        {"scatterv", "root", "type", "count"},
        {"allgatherv", "type", "count"},
        {"alltoallv", "type", "count"}};
    Set<String> movingData = Set.of("bcast", "gather", "scatter", "allgather", "alltoall", "gatherv", "scatterv",
        "allgatherv", "alltoallv");
    for (String[] collective : collectives) {
      String program = "CollectiveMatching " + collective[0];
      add("correct", NONE, NONE, 3, program + " none");
      if (movingData.contains(collective[0])) {
        add("correct", NONE, NONE, 3, program + " signature");
      }
      add("call-ordering", "collective-mismatch", "deadlock", 3, program + " missing");
      add("call-ordering", "collective-mismatch", "deadlock", 3, program + " order");
      for (int i = 1; i < collective.length; i++) {
        add("parameter-matching", "collective-mismatch", "deadlock,truncation,type-mismatch", 3,
            program + " " + collective[i]);
      }
    }
  }

  private void bufferingHazards() {
    for (int ranks : new int[] {2, 3}) {
      add("buffering-hazard", "deadlock", NONE, ranks, "Exchange send_recv");
      add("buffering-hazard", "deadlock", NONE, ranks, "Exchange isend_wait_recv");
      add("call-ordering", "deadlock", NONE, ranks, "Exchange ssend_recv");
      add("call-ordering", "deadlock", NONE, ranks, "Exchange recv_send");
      for (String correct : new String[] {"isend_recv_wait", "irecv_send_wait", "sendrecv", "bsend_recv", "ordered"}) {
        add("correct", NONE, NONE, ranks, "Exchange " + correct);
      }
    }
  }

  private void resourceLeaks() {
    String[] objects = {"dup", "split", "create", "cart", "group", "incl", "contiguous", "vector"};
    for (String object : objects) {
      add("resource-leak", "resource-leak", NONE, 2, "Resources " + object + " leaked");
      add("correct", NONE, NONE, 2, "Resources " + object + " freed");
    }
    for (String request : new String[] {"isend", "irecv", "send_init"}) {
      add("request-lifecycle", "resource-leak", NONE, 2, "Resources " + request + " leaked");
      add("correct", NONE, NONE, 2, "Resources " + request + " freed");
    }
  }

  private void requestLifecycles() {
    for (String side : new String[] {"send", "recv"}) {
      add("request-lifecycle", "request-lifecycle", NONE, 2, "Lifecycle " + side + " start_active");
      add("request-lifecycle", "request-lifecycle", NONE, 2, "Lifecycle " + side + " never_started");
      add("correct", NONE, NONE, 2, "Lifecycle " + side + " restarted");
      add("correct", NONE, NONE, 2, "Lifecycle " + side + " startall");
    }
  }

  private void localConcurrency() {
    for (String use : new String[] {"irecv_send", "irecv_irecv", "isend_irecv", "start_irecv", "isend_write",
        "irecv_read", "start_write", "isend_copy", "irecv_copy"}) {
      add("local-concurrency", "buffer-in-use", NONE, 2, "BufferInUse " + use);
    }
    for (String use : new String[] {"irecv_slots", "isend_isend", "start_slots", "isend_read", "irecv_other"}) {
      add("correct", NONE, NONE, 2, "BufferInUse " + use);
    }
  }

  private void invalidParameters() {
    String[] buffers = {"count_negative", "beyond_array", "null_buffer"};
    String[] handles = {"comm_freed", "type_uncommitted", "type_freed"};
    for (String send : new String[] {"send", "ssend", "isend", "send_init"}) {
      invalid("BadArgument " + send, "peer_beyond", "peer_negative", "tag_negative", "tag_any");
      faulty("BadArgument " + send, buffers);
      faulty("BadArgument " + send, handles);
    }
    for (String receive : new String[] {"recv", "irecv", "recv_init"}) {
      invalid("BadArgument " + receive, "peer_beyond", "peer_negative", "tag_negative");
      faulty("BadArgument " + receive, buffers);
      faulty("BadArgument " + receive, handles);
      add("correct", NONE, NONE, 2, "BadArgument " + receive + " tag_any");
    }
    for (String probe : new String[] {"probe", "iprobe"}) {
      invalid("BadArgument " + probe, "peer_beyond", "peer_negative", "tag_negative", "comm_freed");
    }
    for (String collective : new String[] {"bcast", "reduce", "gather", "scatter"}) {
      invalid("BadArgument " + collective, "peer_beyond", "peer_negative");
      faulty("BadArgument " + collective, buffers);
      faulty("BadArgument " + collective, handles);
    }
    faulty("BadArgument reduce", "op_type");
    invalid("BadArgument cart", "dims_beyond", "dims_zero");
  }

  /** The program with valid arguments, its correct twin, then with each of {@code arguments}. */
  private void invalid(String program, String... arguments) {
    add("correct", NONE, NONE, 2, program + " valid");
    faulty(program, arguments);
  }

  /** The program with each of {@code arguments}. */
  private void faulty(String program, String... arguments) {
    for (String argument : arguments) {
      add("invalid-parameter", "invalid-argument", NONE, 2, program + " " + argument);
    }
  }

  private void add(String mbiClass, String required, String tolerated, int ranks, String program) {
    cases.add(String.join("\t", mbiClass, required, tolerated, String.valueOf(ranks), "mbi." + program));
  }
}
