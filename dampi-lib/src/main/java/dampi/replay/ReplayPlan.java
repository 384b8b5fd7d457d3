package dampi.replay;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * One rank's part in a subset replay of a recorded run. A rank outside the replay set stands in: it joins MPI and
 * does nothing else, since nobody takes a message from it (what the others took from it comes from the log). A
 * re-executed rank runs the program; each of its receives takes the message the recorded run matched to it, from the
 * log when it was logged and from its re-executed sender otherwise; each of its sends goes out only when a
 * re-executed rank takes it unlogged, and must be the send the recorded run made.
 *
 * @param reexecuted the world ranks that run the program
 * @param target whether this rank is one the user asked to replay (it must run to its end)
 * @param receives the recorded receives of this rank by the order they were issued in
 * @param collectives the recorded collective results of this rank that took data, by the call's position
 * @param sends the recorded sends of this rank, in program order
 * @param delivered for each recorded send, whether the replay sends it: its receiver is re-executed and took it
 *     unlogged
 * @param blockedCall for a target whose recorded run ended blocked for ever, the call, e.g. {@code Comm.Recv}; null
 *     otherwise. A replay does not make senders wait (nothing in it needs them to), so it blocks the target there.
 * @param blockedSite where that call was, as {@code Site} writes it, or null
 * @param blockedCollective when that call was a collective, its position among the rank's collective calls; else -1
 * @param loggedResults the collective results the recorded run logged, on every rank: a member sends no data to
 *     a result the replay takes from the log
 * @param answers what this rank's probes and completion calls answered, in order: a replay gives the same answers
 */
public record ReplayPlan(int rank, boolean standIn, boolean target, Set<Integer> reexecuted,
    Map<Long, RecordedReceive> receives, Map<Integer, RecordedCollective> collectives, List<RecordedSend> sends,
    List<Boolean> delivered, String blockedCall,
    String blockedSite, int blockedCollective, Set<LoggedResult> loggedResults, List<RecordedAnswer> answers)
    implements Serializable {
  /** Rank {@code rank}'s {@code sequence}-th collective on communicator context {@code context} was logged. */
  public record LoggedResult(int rank, int context, int sequence) implements Serializable {}

  public ReplayPlan {
    reexecuted = Set.copyOf(reexecuted);
    receives = new TreeMap<>(receives);
    collectives = new TreeMap<>(collectives);
    sends = List.copyOf(sends);
    delivered = List.copyOf(delivered);
    loggedResults = Set.copyOf(loggedResults);
    answers = List.copyOf(answers);
    if (sends.size() != delivered.size()) {
      throw new IllegalArgumentException(sends.size() + " sends, " + delivered.size() + " delivery flags");
    }
  }

  /** A rank that stands in for one not re-executed. */
  public static ReplayPlan standIn(int rank, Set<Integer> reexecuted) {
    return new ReplayPlan(rank, true, false, reexecuted, Map.of(), Map.of(), List.of(), List.of(), null, null, -1,
        Set.of(), List.of());
  }
}
