package dampi.timeline;

import dampi.rank.CollectiveCall;
import dampi.rank.RunRecord;
import dampi.replay.MessageTrace;
import dampi.replay.RankReplayLog;
import dampi.trace.TraceEvent;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A traced run as the data flow replay dependence is computed from ({@link MessageTrace}): its point-to-point
 * messages as the merge paired them, and each collective as the messages its result depends on. A member of a
 * collective sends its part to the members whose result needs it, then takes theirs at once (a {@code RECEIVE_ALL},
 * logged as a whole, as dampi's recording logs a collective's result): a Bcast or Scatter flows from
 * the root, a Gather or Reduce to it, a Scan from lower ranks to higher, and the others (Allreduce, Allgather,
 * Alltoall, communicator constructors) from every member to every other. A Barrier moves no data, so it adds no
 * dependence.
 */
public final class MessageTraces {
  private static final Map<String, Integer> BASIC_BYTES = Map.of("BYTE", 1, "BOOLEAN", 1, "CHAR", 2, "SHORT", 2,
      "INT", 4, "FLOAT", 4, "LONG", 8, "DOUBLE", 8);

  /** One collective call on one communicator: its members call it as their {@code sequence}-th there. */
  private record Instance(int context, List<Integer> members, int sequence) {}

  private MessageTraces() {}

  /**
   * A run's data flow, and in a run also recorded for replay, the messages its ranks logged ({@code dampi.replay
   * .ReplayRecorder}): a receive's message, or all of a collective result's.
   */
  public record DataFlow(MessageTrace trace, BitSet logged) {
    public DataFlow {
      logged = (BitSet) logged.clone();
    }

    @Override
    public BitSet logged() {
      return (BitSet) logged.clone();
    }
  }

  /** The message trace of {@code run}, which must have been traced. */
  public static MessageTrace of(RunRecord run) {
    return dataFlow(run).trace();
  }

  /** The data flow of {@code run}, which must have been traced; nothing is logged unless it was recorded too. */
  public static DataFlow dataFlow(RunRecord run) {
    MergedTrace merged = TraceMerge.of(run);
    if (merged == null) {
      throw new IllegalArgumentException("the run was not traced");
    }
    MessageTrace.Builder builder = MessageTrace.builder(merged.lanes().size());
    Map<Long, Integer> sendIds = new HashMap<>();
    Map<Long, Integer> receiveIds = new HashMap<>();
    for (MergedTrace.Message message : merged.messages()) {
      int id = builder.message(message.sender(), message.receiver(), merged.sendOf(message).bytes());
      sendIds.put(place(message.sender(), message.sendIndex()), id);
      receiveIds.put(place(message.receiver(), message.receiveIndex()), id);
    }
    Map<Instance, List<Integer>> collectiveFlows = collectiveFlows(run, merged, builder);
    Map<List<Object>, Integer> seen = new HashMap<>();
    BitSet logged = new BitSet();
    for (MergedTrace.Lane lane : merged.lanes()) {
      int rank = lane.rank();
      RankReplayLog replayLog = run.record(rank).replayLog();
      int receives = 0;
      for (int index = 0; index < lane.events().size(); index++) {
        TraceEvent event = lane.events().get(index);
        switch (event.kind()) {
          case SEND -> {
            Integer id = sendIds.get(place(rank, index));
            builder.send(id != null ? id : builder.message(rank, event.peer(), event.bytes()), event.nanos());
          }
          case RECEIVE -> {
            Integer id = receiveIds.get(place(rank, index));
            if (id != null) {
              builder.receive(id, event.nanos());
            }
            if (replayLog != null && id != null && replayLog.receives().get(receives).logged()) {
              logged.set(id);
            }
            receives++;
          }
          case COLLECTIVE -> {
            CollectiveCall call = run.record(rank).collectives().get((int) event.order());
            Instance instance = instanceOf(call, seen, rank);
            for (int id : collectiveFlows.getOrDefault(instance, List.of())) {
              if (builder.senderOf(id) == rank) {
                builder.send(id, event.nanos());
              }
            }
            List<Integer> result = collectiveFlows.getOrDefault(instance, List.of()).stream()
                .filter(id -> builder.receiverOf(id) == rank).toList();
            if (!result.isEmpty() && returned(lane.events(), index, "Intracomm." + call.operation())) {
              builder.receiveAll(rank, result, event.nanos());
              if (replayLog != null && loggedCollective(replayLog, (int) event.order())) {
                result.forEach(logged::set);
              }
            }
          }
          default -> { }
        }
      }
    }
    return new DataFlow(builder.build(), logged);
  }

  /**
   * Whether the collective {@code call} traced at {@code index} returned: its result exists only then. Its messages
   * are not traced, so the next message or collective event comes after its return.
   */
  private static boolean returned(List<TraceEvent> events, int index, String call) {
    for (int next = index + 1; next < events.size(); next++) {
      TraceEvent event = events.get(next);
      if (event.kind() == TraceEvent.Kind.EXIT && event.call().equals(call)) {
        return true;
      }
      if (event.kind() != TraceEvent.Kind.ENTER && event.kind() != TraceEvent.Kind.EXIT) {
        return false;
      }
    }
    return false;
  }

  private static boolean loggedCollective(RankReplayLog log, int position) {
    return log.collectives().stream().anyMatch(call -> call.position() == position && call.logged());
  }

  /**
   * The messages of every collective instance, between the members whose traces show them calling it: a member that
   * never did gave nothing, and under eager buffering the others may still have returned (a Bcast's non-roots need
   * the root alone).
   */
  private static Map<Instance, List<Integer>> collectiveFlows(RunRecord run, MergedTrace merged,
      MessageTrace.Builder builder) {
    Map<Instance, Map<Integer, CollectiveCall>> calls = new HashMap<>();
    Map<List<Object>, Integer> seen = new HashMap<>();
    for (MergedTrace.Lane lane : merged.lanes()) {
      for (TraceEvent event : lane.events()) {
        if (event.kind() == TraceEvent.Kind.COLLECTIVE) {
          CollectiveCall call = run.record(lane.rank()).collectives().get((int) event.order());
          calls.computeIfAbsent(instanceOf(call, seen, lane.rank()), key -> new HashMap<>()).put(lane.rank(), call);
        }
      }
    }
    Map<Instance, List<Integer>> flows = new HashMap<>();
    calls.forEach((instance, byRank) -> {
      List<Integer> members = instance.members();
      List<Integer> ids = new ArrayList<>();
      for (int from = 0; from < members.size(); from++) {
        for (int to = 0; to < members.size(); to++) {
          CollectiveCall sender = byRank.get(members.get(from));
          if (from != to && sender != null && byRank.containsKey(members.get(to)) && flows(sender, from, to)) {
            ids.add(builder.message(members.get(from), members.get(to), bytes(sender, to)));
          }
        }
      }
      flows.put(instance, ids);
    });
    return flows;
  }

  private static Instance instanceOf(CollectiveCall call, Map<List<Object>, Integer> seen, int rank) {
    int sequence = seen.merge(List.of(rank, call.context(), call.members()), 1, Integer::sum) - 1;
    return new Instance(call.context(), call.members(), sequence);
  }

  /** Whether the result of member {@code to} (a rank of the communicator) depends on member {@code from}'s data. */
  private static boolean flows(CollectiveCall call, int from, int to) {
    int root = call.root();
    return switch (call.operation()) {
      case "Barrier" -> false;
      case "Bcast", "Scatter", "Scatterv" -> from == root;
      case "Gather", "Gatherv", "Reduce" -> to == root;
      case "Scan", "Exscan" -> from < to;
      default -> true;
    };
  }

  /** What member {@code to} gets from {@code sender}'s call, where the call says; 0 where it does not. */
  private static int bytes(CollectiveCall sender, int to) {
    if (sender.sends() != null) {
      int elements = sender.sends().with(to, sender.root());
      return Math.max(0, elements) * BASIC_BYTES.getOrDefault(sender.sends().base(), 0);
    }
    return Math.max(0, sender.count()) * BASIC_BYTES.getOrDefault(sender.type(), 0);
  }

  private static long place(int rank, int index) {
    return ((long) rank << 32) | index;
  }
}
