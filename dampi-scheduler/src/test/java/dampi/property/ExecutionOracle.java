package dampi.property;

import generated.ProgramText;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Every way a generated program can end, found by brute force over the MPI semantics of its operations under eager
 * buffering, with no clocks and nothing of dampi: the reference for the outcomes a search must explore.
 *
 * <p>The model: a rank executes its operations in order. A send or isend puts its message in flight and the rank goes
 * on (eager: the message is buffered); an ssend's message is in flight while the rank waits at it until it is
 * matched. A recv is posted when reached and the rank waits until it is matched; an irecv is posted and the rank goes
 * on; the wait of an irecv waits until it is matched; the wait of an isend returns at once. A waitany may return any
 * of its irecvs that is matched and not completed yet (by an earlier wait or waitany): one step per choice. The k-th barrier lets a
 * rank pass once every rank has reached its k-th barrier. Matching is a step of its own, taken in any order with the
 * ranks' steps: a message in flight and a posted receive match when the tags are equal, the receive names the
 * message's source or is a wildcard, the message is the oldest unmatched one of its channel (sender, receiver, tag:
 * non-overtaking) and the receive is the oldest posted unmatched receive of its rank that fits the message.
 *
 * <p>An end state is one where no step is possible. Its {@link Outcome} is the matching of the receives that completed
 * (a recv passed, an irecv's wait or a waitany that took it passed), which request each waitany passed took, and
 * whether it is a deadlock (some rank did not reach its end).
 */
final class ExecutionOracle {
  /**
   * How one execution ended.
   *
   * @param matching for every receive that completed, the send whose message it got
   * @param taken for every waitany that returned, the handle of the request it completed
   */
  record Outcome(SortedMap<OpId, OpId> matching, SortedMap<OpId, Integer> taken, boolean deadlock) {
    @Override
    public String toString() {
      StringBuilder text = new StringBuilder(deadlock ? "deadlock" : "complete").append(" {");
      matching.forEach((receive, send) -> text.append(' ').append(receive).append("<-").append(send));
      taken.forEach((waitany, handle) -> text.append(' ').append(waitany).append(":h").append(handle));
      return text.append(" }").toString();
    }
  }

  private final List<List<Op>> ranks;

  private ExecutionOracle(GeneratedProgram program) {
    this.ranks = program.ranks();
  }

  /** The distinct outcomes of all executions of {@code program}. */
  static Set<Outcome> outcomes(GeneratedProgram program) {
    return new ExecutionOracle(program).explore();
  }

  /**
   * Where every rank is, which receive got which send and which request each waitany took; everything else follows
   * from the program.
   */
  private record State(int[] pc, Map<OpId, OpId> sendOfReceive, Map<OpId, Integer> taken) {
    @Override
    public boolean equals(Object other) {
      return other instanceof State state && Arrays.equals(pc, state.pc) && sendOfReceive.equals(state.sendOfReceive)
          && taken.equals(state.taken);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * Arrays.hashCode(pc) + sendOfReceive.hashCode()) + taken.hashCode();
    }
  }

  private Set<Outcome> explore() {
    Set<Outcome> outcomes = new HashSet<>();
    Set<State> seen = new HashSet<>();
    Deque<State> pending = new ArrayDeque<>();
    pending.push(new State(new int[ranks.size()], Map.of(), Map.of()));
    while (!pending.isEmpty()) {
      State state = pending.pop();
      if (!seen.add(state)) {
        continue;
      }
      List<State> next = successors(state);
      if (next.isEmpty()) {
        outcomes.add(outcome(state));
      }
      next.forEach(pending::push);
    }
    return outcomes;
  }

  private List<State> successors(State state) {
    List<State> next = new java.util.ArrayList<>();
    for (int rank = 0; rank < ranks.size(); rank++) {
      int here = state.pc()[rank];
      if (here < ranks.get(rank).size() && ranks.get(rank).get(here).kind() == Kind.WAITANY) {
        for (int handle : completable(state, rank, here)) {
          int[] pc = state.pc().clone();
          pc[rank]++;
          Map<OpId, Integer> taken = new java.util.HashMap<>(state.taken());
          taken.put(new OpId(rank, here), handle);
          next.add(new State(pc, state.sendOfReceive(), Map.copyOf(taken)));
        }
      } else if (canStep(state, rank)) {
        int[] pc = state.pc().clone();
        pc[rank]++;
        next.add(new State(pc, state.sendOfReceive(), state.taken()));
      }
    }
    for (OpId send : unmatchedSendsInFlight(state)) {
      OpId receive = receiveFor(state, send);
      if (receive != null) {
        Map<OpId, OpId> matched = new java.util.HashMap<>(state.sendOfReceive());
        matched.put(receive, send);
        next.add(new State(state.pc(), Map.copyOf(matched), state.taken()));
      }
    }
    return next;
  }

  private boolean canStep(State state, int rank) {
    int pc = state.pc()[rank];
    List<Op> ops = ranks.get(rank);
    if (pc >= ops.size()) {
      return false;
    }
    Op op = ops.get(pc);
    OpId here = new OpId(rank, pc);
    return switch (op.kind()) {
      case SEND, ISEND, IRECV -> true;
      case SSEND -> state.sendOfReceive().containsValue(here);
      case RECV -> state.sendOfReceive().containsKey(here);
      case WAIT -> {
        OpId call = callOfHandle(rank, pc, op.handle());
        yield ops.get(call.index()).kind() != Kind.IRECV || state.sendOfReceive().containsKey(call);
      }
      case BARRIER -> everyRankReachedBarrier(state, barriersBefore(rank, pc));
      case WAITANY -> !completable(state, rank, pc).isEmpty();
    };
  }

  /** The handles the waitany at {@code pc} may return: its irecvs that are matched and not completed before it. */
  private List<Integer> completable(State state, int rank, int pc) {
    List<Integer> handles = new java.util.ArrayList<>();
    for (int handle : ranks.get(rank).get(pc).among()) {
      OpId call = callOfHandle(rank, pc, handle);
      if (state.sendOfReceive().containsKey(call) && !completedBefore(state, call, pc)) {
        handles.add(handle);
      }
    }
    return handles;
  }

  private boolean everyRankReachedBarrier(State state, int barrier) {
    for (int rank = 0; rank < ranks.size(); rank++) {
      int pc = state.pc()[rank];
      int passed = barriersBefore(rank, pc);
      boolean waitingAtIt = pc < ranks.get(rank).size() && ranks.get(rank).get(pc).kind() == Kind.BARRIER
          && passed == barrier;
      if (passed <= barrier && !waitingAtIt) {
        return false;
      }
    }
    return true;
  }

  private int barriersBefore(int rank, int pc) {
    int count = 0;
    for (int index = 0; index < pc; index++) {
      if (ranks.get(rank).get(index).kind() == Kind.BARRIER) {
        count++;
      }
    }
    return count;
  }

  private OpId callOfHandle(int rank, int waitIndex, int handle) {
    for (int index = waitIndex - 1; index >= 0; index--) {
      Op op = ranks.get(rank).get(index);
      if (op.kind().isNonblocking() && op.handle() == handle) {
        return new OpId(rank, index);
      }
    }
    throw new IllegalStateException("wait(h" + handle + ") of rank " + rank + " has no call before it");
  }

  /** Sends whose message is in flight and unmatched, each the oldest unmatched one of its channel. */
  private List<OpId> unmatchedSendsInFlight(State state) {
    Set<OpId> matchedSends = new HashSet<>(state.sendOfReceive().values());
    List<OpId> sends = new java.util.ArrayList<>();
    for (int rank = 0; rank < ranks.size(); rank++) {
      Set<List<Integer>> channelsSeen = new HashSet<>();
      List<Op> ops = ranks.get(rank);
      for (int index = 0; index < ops.size(); index++) {
        Op op = ops.get(index);
        boolean inFlight = index < state.pc()[rank] || (index == state.pc()[rank] && op.kind() == Kind.SSEND);
        OpId send = new OpId(rank, index);
        if (inFlight && op.kind().isSend() && !matchedSends.contains(send)
            && channelsSeen.add(List.of(op.peer(), op.tag()))) {
          sends.add(send);
        }
      }
    }
    return sends;
  }

  /** The receive that {@code send}'s message matches now: the oldest posted unmatched receive that fits, if any. */
  private OpId receiveFor(State state, OpId send) {
    Op message = ranks.get(send.rank()).get(send.index());
    int receiver = message.peer();
    List<Op> ops = ranks.get(receiver);
    int pc = state.pc()[receiver];
    for (int index = 0; index < ops.size(); index++) {
      Op op = ops.get(index);
      boolean posted = index < pc || (index == pc && op.kind() == Kind.RECV);
      OpId receive = new OpId(receiver, index);
      if (posted && op.kind().isReceive() && !state.sendOfReceive().containsKey(receive)
          && op.tag() == message.tag() && (op.peer() == ProgramText.ANY || op.peer() == send.rank())) {
        return receive;
      }
    }
    return null;
  }

  private Outcome outcome(State state) {
    SortedMap<OpId, OpId> completed = new TreeMap<>();
    state.sendOfReceive().forEach((receive, send) -> {
      if (completed(state, receive)) {
        completed.put(receive, send);
      }
    });
    boolean deadlock = false;
    for (int rank = 0; rank < ranks.size(); rank++) {
      deadlock |= state.pc()[rank] < ranks.get(rank).size();
    }
    return new Outcome(completed, new TreeMap<>(state.taken()), deadlock);
  }

  private boolean completed(State state, OpId receive) {
    Op op = ranks.get(receive.rank()).get(receive.index());
    int pc = state.pc()[receive.rank()];
    if (op.kind() == Kind.RECV) {
      return receive.index() < pc;
    }
    return completedBefore(state, receive, pc);
  }

  /** Whether a wait, or a waitany that took it, completed irecv {@code receive} before operation {@code pc}. */
  private boolean completedBefore(State state, OpId receive, int pc) {
    List<Op> ops = ranks.get(receive.rank());
    int handle = ops.get(receive.index()).handle();
    for (int index = receive.index() + 1; index < pc; index++) {
      Op op = ops.get(index);
      Integer taken = state.taken().get(new OpId(receive.rank(), index));
      if (op.kind() == Kind.WAIT && op.handle() == handle || op.kind() == Kind.WAITANY && taken != null
          && taken == handle) {
        return true;
      }
    }
    return false;
  }
}
