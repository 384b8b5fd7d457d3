package dampi.property;

import dampi.check.FindingKind;
import dampi.rank.Buffering;
import generated.Interpreter;
import generated.ProgramText;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Every way a generated program can end, found by brute force over the MPI semantics of its operations under eager
 * or zero buffering, with no clocks and nothing of dampi: the reference for the outcomes a search must explore and for
 * the findings it must report.
 *
 * <p>The model: a rank executes its operations in order.
 * <ul>
 *   <li>A send or isend puts its message in flight and the rank goes on (eager: the message is buffered). An ssend's
 *       message is in flight while the rank waits at it until the message is matched. Under zero buffering a send is
 *       an ssend, as the standard lets a standard-mode send wait for its receive (MPI-3.1 §3.4).
 *   <li>A bsend or ibsend (buffered mode) puts its message in flight and completes at once, whatever the buffering
 *       (MPI-3.1 §3.6): the wait of an ibsend returns at once, and a waitany or testany may return it at once.
 *   <li>A recv is posted when reached and the rank waits until it is matched; an irecv is posted and the rank goes on.
 *   <li>A sendrecv puts its message in flight and posts its receive at once; the rank waits until both are matched
 *       (under zero buffering its send half waits for its receive, as a standard send may; under eager it does not),
 *       or until its receive half is given a message that does not fit: the call then returns that error.
 *   <li>The wait of an irecv waits until it is matched; the wait of an isend returns at once (eager: its message is
 *       buffered), or once the isend is matched (zero buffering: MPJ completes a send request at its match). A
 *       waitany or testany returns one of its requests that is active (not completed by an earlier call) and
 *       complete (an isend under eager buffering or once matched, an ibsend, or a matched irecv): one step per
 *       choice. A waitsome or testsome returns any non-empty set of them (a matched
 *       request need not have completed yet, so MPI may report some and not others). Over no active request at all
 *       they return nothing at once (MPI_UNDEFINED).
 *   <li>A probe waits until it sees a message: one in flight, unmatched, the oldest unmatched of its channel, that it
 *       fits and that no posted receive of its rank would take (a posted receive gets a message as it arrives). One
 *       step per message it may see; it does not receive it. A receive from {@code ^} names the source of the
 *       message its rank's latest probe saw. An iprobe polled until it finds a message is the same. A poll (one
 *       iprobe) sees what a probe may see, or nothing, at any time: one poll may miss a message already sent (MPI-3.1
 *       §3.8.1). A test (one Test of an irecv) completes it once it is matched, or returns nothing, at any time; a
 *       testloop is the irecv's wait.
 *   <li>The k-th barrier of a communicator lets a rank pass once every member of the rank's group in it has reached
 *       its k-th barrier there. A bcast synchronises no more than its data needs (MPI-3.1 §5.14, as dampi's eager
 *       model runs it): its root passes at once, any other member once the root has reached the same bcast. Under zero
 *       buffering a bcast synchronises like a barrier (the standard allows it, and dampi runs every collective so).
 * </ul>
 *
 * <p>Matching is a step of its own, taken in any order with the ranks' steps: a message in flight and a posted receive
 * match when they are on the same communicator, the receive is on the message's destination, the tags are equal (or
 * the receive's is ANY_TAG), the receive names the message's source or is a wildcard, the message is the oldest
 * unmatched one of its sender to that rank that the receive fits (non-overtaking) and the receive is the oldest posted
 * unmatched receive of its rank that fits the message. A receive matches whatever the message's size and type; if the
 * message does not fit the receive's buffer (more elements: a truncation, MPI-3.1 §3.2.4, whatever their type; else
 * another basic type: a type mismatch) the receive completes with that error and the rank goes on.
 *
 * <p>An end state is one where no step is possible. Its {@link Outcome} is what the program's trace shows of it; the
 * findings it implies are a deadlock at the operations ranks wait in, when some rank did not reach its end or a message
 * was never received (its sender waits for it, see {@link Interpreter}), and a type mismatch or truncation at every
 * completed receive whose message did not fit.
 */
final class ExecutionOracle {
  /**
   * How one execution ended, as far as the program's trace shows it.
   *
   * @param matching for every receive that completed with a message that fit, the send whose message it got
   * @param failed the receives that completed with a message that did not fit (which one, the trace cannot tell)
   * @param taken for every waitany, testany, waitsome, testsome or test that returned, the handles it completed, in
   *     order
   * @param probed for every probe that returned, the world rank of the message's source
   * @param blocked where every rank that did not reach its end waits forever
   * @param deadlock some rank waits forever in an operation
   */
  record Outcome(SortedMap<OpId, OpId> matching, SortedSet<OpId> failed, SortedMap<OpId, List<Integer>> taken,
      SortedMap<OpId, Integer> probed, SortedSet<OpId> blocked, boolean deadlock) {
    Outcome {
      matching = new TreeMap<>(matching);
      failed = new TreeSet<>(failed);
      taken = new TreeMap<>(taken);
      probed = new TreeMap<>(probed);
      blocked = new TreeSet<>(blocked);
    }

    @Override
    public String toString() {
      StringBuilder text = new StringBuilder(deadlock ? "deadlock at "
          + String.join(" ", blocked.stream().map(OpId::toString).toList()) : "complete").append(" {");
      matching.forEach((receive, send) -> text.append(' ').append(receive).append("<-").append(send));
      failed.forEach(receive -> text.append(' ').append(receive).append("<-failed"));
      taken.forEach((call, handles) -> text.append(' ').append(call).append(':').append(handles.isEmpty() ? "none"
          : String.join("+", handles.stream().map(handle -> "h" + handle).toList())));
      probed.forEach((probe, source) -> text.append(' ').append(probe).append('?').append(source));
      return text.append(" }").toString();
    }
  }

  /**
   * The outcomes of a program, the findings they imply, and how many distinct matchings its executions end with: more
   * than its outcomes where the trace does not show which message a receive took (one that failed, or an irecv never
   * completed: a deadlock keeps it pending), though the executions differ and a complete search runs each.
   */
  record Reference(Set<Outcome> outcomes, Set<FindingAt> findings, int matchings) {}

  /** An end state as a search tells it from the others: its outcome and the send every receive took. */
  private record Matching(Outcome outcome, Map<OpId, OpId> sendOfReceive) {}

  private final GeneratedProgram program;
  private final List<List<Op>> ranks;
  private final Buffering buffering;

  private ExecutionOracle(GeneratedProgram program, Buffering buffering) {
    this.program = program;
    this.ranks = program.ranks();
    this.buffering = buffering;
  }

  /** The distinct outcomes of all executions of {@code program} under eager buffering. */
  static Set<Outcome> outcomes(GeneratedProgram program) {
    return reference(program).outcomes();
  }

  /** The distinct outcomes of all executions of {@code program} under eager buffering, and the findings they imply. */
  static Reference reference(GeneratedProgram program) {
    return reference(program, Buffering.EAGER);
  }

  /** The distinct outcomes of all executions of {@code program}, and the findings they imply. */
  static Reference reference(GeneratedProgram program, Buffering buffering) {
    return new ExecutionOracle(program, buffering).explore();
  }

  /**
   * Where every rank is, which receive got which send, which requests each waitany, testany, waitsome or testsome
   * took and which send each probe saw; everything else follows from the program.
   */
  private record State(int[] pc, Map<OpId, OpId> sendOfReceive, Map<OpId, List<Integer>> taken,
      Map<OpId, OpId> probed) {
    @Override
    public boolean equals(Object other) {
      return other instanceof State state && Arrays.equals(pc, state.pc) && sendOfReceive.equals(state.sendOfReceive)
          && taken.equals(state.taken) && probed.equals(state.probed);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * (31 * Arrays.hashCode(pc) + sendOfReceive.hashCode()) + taken.hashCode()) + probed.hashCode();
    }

    State advanced(int rank) {
      int[] next = pc.clone();
      next[rank]++;
      return new State(next, sendOfReceive, taken, probed);
    }
  }

  private Reference explore() {
    Set<Outcome> outcomes = new HashSet<>();
    Set<Matching> matchings = new HashSet<>();
    Set<FindingAt> findings = new TreeSet<>();
    Set<State> seen = new HashSet<>();
    Deque<State> pending = new ArrayDeque<>();
    pending.push(new State(new int[ranks.size()], Map.of(), Map.of(), Map.of()));
    while (!pending.isEmpty()) {
      State state = pending.pop();
      if (!seen.add(state)) {
        continue;
      }
      List<State> next = successors(state);
      if (next.isEmpty()) {
        end(state, outcomes, matchings, findings);
      }
      next.forEach(pending::push);
    }
    return new Reference(outcomes, findings, matchings.size());
  }

  private List<State> successors(State state) {
    List<State> next = new ArrayList<>();
    for (int rank = 0; rank < ranks.size(); rank++) {
      int pc = state.pc()[rank];
      if (pc >= ranks.get(rank).size()) {
        continue;
      }
      Op op = ranks.get(rank).get(pc);
      OpId here = new OpId(rank, pc);
      if (op.kind().completesOne() || op.kind().completesSeveral()) {
        Set<List<Integer>> choices = new LinkedHashSet<>(completions(state, rank, pc));
        if (op.kind().testsOnce()) {
          choices.add(List.of()); // one test may report no completion at any time (MPI-3.1 §3.7.4)
        }
        for (List<Integer> handles : choices) {
          Map<OpId, List<Integer>> taken = new HashMap<>(state.taken());
          taken.put(here, handles);
          next.add(new State(state.pc(), state.sendOfReceive(), Map.copyOf(taken), state.probed()).advanced(rank));
        }
      } else if (op.kind().isTest()) {
        // One Test may return nothing at any time, and completes its irecv once matched (MPI-3.1 §3.7.3, §3.7.4);
        // of a request completed before (null in MPI now) it succeeds at once.
        OpId call = callOfHandle(rank, pc, op.handle());
        if (completedBefore(state, call, pc)) {
          next.add(taking(state, here, List.of(op.handle())).advanced(rank));
        } else {
          next.add(taking(state, here, List.of()).advanced(rank));
          if (state.sendOfReceive().containsKey(call)) {
            next.add(taking(state, here, List.of(op.handle())).advanced(rank));
          }
        }
      } else if (op.kind().isProbe() || op.kind().isPoll()) {
        if (op.kind().isPoll()) { // one poll may miss any message (MPI-3.1 §3.8.1)
          next.add(state.advanced(rank));
        }
        for (OpId send : unmatchedSendsInFlight(state)) {
          if (destination(state, send) == rank && fits(state, here, send) && receiveFor(state, send) == null
              && !overtakes(state, send, here)) {
            Map<OpId, OpId> probed = new HashMap<>(state.probed());
            probed.put(here, send);
            next.add(new State(state.pc(), state.sendOfReceive(), state.taken(), Map.copyOf(probed)).advanced(rank));
          }
        }
      } else if (canStep(state, rank)) {
        next.add(state.advanced(rank));
      }
    }
    for (OpId send : unmatchedSendsInFlight(state)) {
      OpId receive = receiveFor(state, send);
      if (receive != null && !overtakes(state, send, receive)) {
        Map<OpId, OpId> matched = new HashMap<>(state.sendOfReceive());
        matched.put(receive, send);
        next.add(new State(state.pc(), Map.copyOf(matched), state.taken(), state.probed()));
      }
    }
    return next;
  }

  /** {@code state} with the completion call at {@code call} having completed {@code handles}. */
  private static State taking(State state, OpId call, List<Integer> handles) {
    Map<OpId, List<Integer>> taken = new HashMap<>(state.taken());
    taken.put(call, handles);
    return new State(state.pc(), state.sendOfReceive(), Map.copyOf(taken), state.probed());
  }

  private boolean canStep(State state, int rank) {
    int pc = state.pc()[rank];
    List<Op> ops = ranks.get(rank);
    Op op = ops.get(pc);
    OpId here = new OpId(rank, pc);
    boolean matchedAsReceive = state.sendOfReceive().containsKey(here);
    boolean matchedAsSend = state.sendOfReceive().containsValue(here);
    return switch (op.kind()) {
      case ISEND, IRECV, BSEND, IBSEND -> true;
      case SEND -> buffering == Buffering.EAGER || matchedAsSend;
      case SSEND -> matchedAsSend;
      case RECV -> matchedAsReceive;
      // A receive half given a message that does not fit ends the call with that error at once, its send half
      // unmatched, as MPJ does: after an error MPI leaves the state to the implementation (MPI-3.1 §8.3).
      // Under eager buffering its send half completes at once, as a standard send then does (MPI-3.1 §3.10).
      case SENDRECV, SENDRECV_REPLACE -> matchedAsReceive && (buffering == Buffering.EAGER || matchedAsSend
          || error(program.op(state.sendOfReceive().get(here)), op) != null);
      case TESTLOOP -> state.sendOfReceive().containsKey(callOfHandle(rank, pc, op.handle()));
      case WAIT -> {
        OpId call = callOfHandle(rank, pc, op.handle());
        Kind called = ops.get(call.index()).kind();
        yield called == Kind.IRECV ? state.sendOfReceive().containsKey(call)
            : called == Kind.IBSEND || buffering == Buffering.EAGER || state.sendOfReceive().containsValue(call);
      }
      // an Allreduce's result holds every member's data: no member leaves it before all came
      case BARRIER, ALLREDUCE -> everyMemberReachedTheCollective(state, rank, pc);
      case BCAST -> buffering == Buffering.ZERO ? everyMemberReachedTheCollective(state, rank, pc)
          : rank == program.worldRank(op.comm(), rank, op.peer()) || theRootReachedTheBcast(state, rank, pc);
      case WAITANY, TESTANY, WAITSOME, TESTSOME, TESTANY_ONCE, TESTSOME_ONCE, TESTALL_ONCE, PROBE, IPROBE, POLL, TEST
          ->
          throw new IllegalStateException("steps by choice: " + op);
    };
  }

  /**
   * What the waitany, testany, waitsome or testsome at {@code pc} may return: one complete request each (the any
   * calls) or every non-empty set of them (the some calls); nothing at once when none of its requests is active. An
   * irecv's request is complete once matched; an isend's at once under eager buffering (its message is buffered),
   * else once matched, as MPJ completes a send request; an ibsend's at once.
   */
  private List<List<Integer>> completions(State state, int rank, int pc) {
    Op op = ranks.get(rank).get(pc);
    List<Integer> active = new ArrayList<>();
    List<Integer> complete = new ArrayList<>();
    for (int handle : op.among()) {
      OpId call = callOfHandle(rank, pc, handle);
      if (!completedBefore(state, call, pc)) {
        active.add(handle);
        Kind called = ranks.get(rank).get(call.index()).kind();
        if (state.sendOfReceive().containsKey(call) || state.sendOfReceive().containsValue(call)
            || called == Kind.IBSEND || called == Kind.ISEND && buffering == Buffering.EAGER) {
          complete.add(handle);
        }
      }
    }
    List<List<Integer>> choices = new ArrayList<>();
    if (active.isEmpty()) {
      choices.add(List.of());
    } else if (op.kind().completesOne()) {
      complete.forEach(handle -> choices.add(List.of(handle)));
    } else if (op.kind() == Kind.TESTALL_ONCE) { // every request, once all are complete (MPI-3.1 §3.7.5)
      if (complete.size() == active.size()) {
        choices.add(active.stream().sorted().toList());
      }
    } else {
      for (int subset = 1; subset < 1 << complete.size(); subset++) {
        List<Integer> handles = new ArrayList<>();
        for (int i = 0; i < complete.size(); i++) {
          if ((subset & 1 << i) != 0) {
            handles.add(complete.get(i));
          }
        }
        handles.sort(null);
        choices.add(List.copyOf(handles));
      }
    }
    return choices;
  }

  /** Whether every member of the communicator has reached the collective at {@code pc} (its k-th of that kind). */
  private boolean everyMemberReachedTheCollective(State state, int rank, int pc) {
    String comm = ranks.get(rank).get(pc).comm();
    Kind kind = ranks.get(rank).get(pc).kind();
    int collective = collectivesBefore(rank, pc, comm, kind);
    for (int member : program.group(comm, rank)) {
      int memberPc = state.pc()[member];
      int passed = collectivesBefore(member, memberPc, comm, kind);
      List<Op> ops = ranks.get(member);
      boolean waitingAtIt = memberPc < ops.size() && ops.get(memberPc).kind() == kind
          && ops.get(memberPc).comm().equals(comm) && passed == collective;
      if (passed < collective || passed == collective && !waitingAtIt) {
        return false;
      }
    }
    return true;
  }

  /** Whether the root of the bcast at {@code pc} has reached the same bcast (its k-th on the communicator). */
  private boolean theRootReachedTheBcast(State state, int rank, int pc) {
    Op op = ranks.get(rank).get(pc);
    int root = program.worldRank(op.comm(), rank, op.peer());
    int rootPc = state.pc()[root];
    int reached = collectivesBefore(root, rootPc, op.comm(), Kind.BCAST);
    List<Op> rootOps = ranks.get(root);
    if (rootPc < rootOps.size() && rootOps.get(rootPc).kind() == Kind.BCAST
        && rootOps.get(rootPc).comm().equals(op.comm())) {
      reached++;
    }
    return reached > collectivesBefore(rank, pc, op.comm(), Kind.BCAST);
  }

  private int collectivesBefore(int rank, int pc, String comm, Kind kind) {
    int count = 0;
    for (int index = 0; index < pc; index++) {
      Op op = ranks.get(rank).get(index);
      if (op.kind() == kind && op.comm().equals(comm)) {
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
    throw new IllegalStateException("h" + handle + " of rank " + rank + " has no call before operation " + waitIndex);
  }

  /** Sends whose message is in flight and unmatched, each the oldest unmatched one of its channel. */
  private List<OpId> unmatchedSendsInFlight(State state) {
    Set<OpId> matchedSends = new HashSet<>(state.sendOfReceive().values());
    List<OpId> sends = new ArrayList<>();
    for (int rank = 0; rank < ranks.size(); rank++) {
      Set<List<Object>> channelsSeen = new HashSet<>();
      List<Op> ops = ranks.get(rank);
      for (int index = 0; index < ops.size(); index++) {
        Op op = ops.get(index);
        boolean inFlight = inFlight(state, rank, index);
        OpId send = new OpId(rank, index);
        if (inFlight && op.kind().isSend() && !matchedSends.contains(send)
            && channelsSeen.add(List.of(op.comm(), destination(state, send), op.tag()))) {
          sends.add(send);
        }
      }
    }
    return sends;
  }

  /**
   * Whether the send at {@code index} of {@code rank} has put its message in flight: it was made, or the rank waits at
   * it (an ssend, a sendrecv, a send under zero buffering).
   */
  private boolean inFlight(State state, int rank, int index) {
    Kind kind = ranks.get(rank).get(index).kind();
    boolean waitsAtIt = kind == Kind.SSEND || kind.isSendrecv() || kind == Kind.SEND && buffering == Buffering.ZERO;
    return index < state.pc()[rank] || index == state.pc()[rank] && waitsAtIt;
  }

  /**
   * Whether an older message of {@code send}'s sender to the same rank that {@code taker} (a receive or probe) also
   * fits is still unmatched: the taker gets that one first (non-overtaking, MPI-3.1 §3.5). Within a channel only the
   * oldest message is ever offered, so only an ANY_TAG taker, which fits several channels, can meet such a message.
   */
  private boolean overtakes(State state, OpId send, OpId taker) {
    Set<OpId> matched = new HashSet<>(state.sendOfReceive().values());
    int receiver = destination(state, send);
    for (int index = 0; index < send.index(); index++) {
      OpId older = new OpId(send.rank(), index);
      if (program.op(older).kind().isSend() && inFlight(state, send.rank(), index) && !matched.contains(older)
          && destination(state, older) == receiver && fits(state, taker, older)) {
        return true;
      }
    }
    return false;
  }

  /** The receive that {@code send}'s message matches now: the oldest posted unmatched receive that fits, if any. */
  private OpId receiveFor(State state, OpId send) {
    int receiver = destination(state, send);
    List<Op> ops = ranks.get(receiver);
    int pc = state.pc()[receiver];
    for (int index = 0; index < ops.size(); index++) {
      Op op = ops.get(index);
      boolean posted = index < pc || index == pc && (op.kind() == Kind.RECV || op.kind().isSendrecv());
      OpId receive = new OpId(receiver, index);
      if (posted && op.kind().isReceive() && !state.sendOfReceive().containsKey(receive)
          && fits(state, receive, send)) {
        return receive;
      }
    }
    return null;
  }

  /**
   * Whether receive or probe {@code receive}, on the rank {@code send}'s message goes to, may take or see that
   * message: same communicator and tag, and the source it names (if any) is the sender.
   */
  private boolean fits(State state, OpId receive, OpId send) {
    Op taker = program.op(receive);
    Op message = program.op(send);
    if (!taker.comm().equals(message.comm()) || !taker.takesTag(message.tag())) {
      return false;
    }
    int source = taker.receiveSource();
    if (source == ProgramText.ANY) {
      return true;
    }
    int sourceRank = source == ProgramText.PROBED ? probedSource(state, receive)
        : program.worldRank(taker.comm(), receive.rank(), source);
    return sourceRank == send.rank();
  }

  /**
   * The world rank {@code send}'s message goes to in {@code state}: a reply's goes to the rank whose message its
   * receive took, which has completed once the reply is sent.
   */
  private int destination(State state, OpId send) {
    if (!program.isReply(send)) {
      return program.destination(send);
    }
    OpId answered = state.sendOfReceive().get(program.repliedReceive(send));
    if (answered == null) {
      throw new IllegalStateException(send + " replies to a receive that did not complete with a message that fit");
    }
    return answered.rank();
  }

    /** The world rank whose message the latest probe before {@code receive} saw. */
  private int probedSource(State state, OpId receive) {
    for (int index = receive.index() - 1; index >= 0; index--) {
      if (ranks.get(receive.rank()).get(index).kind().isProbe()) {
        OpId saw = state.probed().get(new OpId(receive.rank(), index));
        if (saw == null) {
          throw new IllegalStateException(receive + " is posted before the probe it names returned");
        }
        return saw.rank();
      }
    }
    throw new IllegalStateException(receive + " receives from ^ with no probe before it");
  }

  /** Records end state {@code state}: its outcome, and the findings it implies. */
  private void end(State state, Set<Outcome> outcomes, Set<Matching> matchings, Set<FindingAt> findings) {
    SortedMap<OpId, OpId> matching = new TreeMap<>();
    SortedSet<OpId> failed = new TreeSet<>();
    state.sendOfReceive().forEach((receive, send) -> {
      if (completed(state, receive)) {
        FindingKind error = error(program.op(send), program.op(receive));
        if (error == null) {
          matching.put(receive, send);
        } else {
          failed.add(receive);
          findings.add(FindingAt.of(error, Set.of(receive)));
        }
      }
    });
    SortedSet<OpId> blocked = new TreeSet<>();
    for (int rank = 0; rank < ranks.size(); rank++) {
      if (state.pc()[rank] < ranks.get(rank).size()) {
        blocked.add(new OpId(rank, state.pc()[rank]));
      }
    }
    // An unreceived message keeps its sender waiting, unless nobody waits for it: one buffered by the buffering model
    // or by buffered mode, or the send half of a sendrecv that returned its receive half's error.
    Set<OpId> unreceived = sentAndUnreceived(state);
    boolean deadlock = !blocked.isEmpty() || unreceived.stream().anyMatch(send -> !completesLocally(send));
    if (!deadlock && failed.isEmpty()) {
      // Every rank finished, so a message nobody received is a leak: one finding per line of the sends that left one
      // (dampi's leaks are per send site). A run whose receive failed on its message has that finding already: what
      // it left unreceived follows from it, as after any error (MPI-3.1 §8.3).
      for (Kind kind : List.of(Kind.SEND, Kind.ISEND, Kind.SENDRECV, Kind.SENDRECV_REPLACE, Kind.BSEND, Kind.IBSEND)) {
        Set<Integer> senders = new TreeSet<>();
        unreceived.stream().filter(send -> program.op(send).kind() == kind).forEach(send -> senders.add(send.rank()));
        if (!senders.isEmpty()) {
          findings.add(FindingAt.leakOf(senders));
        }
      }
    }
    if (deadlock) {
      findings.add(FindingAt.of(FindingKind.DEADLOCK, blocked));
    }
    SortedMap<OpId, Integer> probed = new TreeMap<>();
    state.probed().forEach((probe, send) -> probed.put(probe, send.rank()));
    Outcome outcome = new Outcome(matching, failed, new TreeMap<>(state.taken()), probed, blocked, deadlock);
    outcomes.add(outcome);
    matchings.add(new Matching(outcome, state.sendOfReceive()));
  }

  /** The sends whose message is in flight and that no receive took. */
  private Set<OpId> sentAndUnreceived(State state) {
    Set<OpId> received = new HashSet<>(state.sendOfReceive().values());
    Set<OpId> unreceived = new TreeSet<>();
    for (int rank = 0; rank < ranks.size(); rank++) {
      List<Op> ops = ranks.get(rank);
      for (int index = 0; index < ops.size(); index++) {
        Op op = ops.get(index);
        boolean inFlight = inFlight(state, rank, index);
        OpId send = new OpId(rank, index);
        if (inFlight && op.kind().isSend() && !received.contains(send)) {
          unreceived.add(send);
        }
      }
    }
    return unreceived;
  }

  /**
   * Whether nobody waits for {@code send}'s message to be received once every rank stopped: a buffered send's, a
   * standard send's or isend's under eager buffering, or a sendrecv's send half (which completed, or failed with its
   * receive half).
   */
  private boolean completesLocally(OpId send) {
    Kind kind = program.op(send).kind();
    return kind.isBuffered() || kind.isSendrecv()
        || buffering == Buffering.EAGER && (kind == Kind.SEND || kind == Kind.ISEND);
  }

  /**
   * What a receive with {@code receive}'s buffer reports for {@code send}'s message, null when it fits: more elements
   * than the buffer holds is a truncation, whatever their type (MPJ compares the counts first); else another basic
   * type is a type mismatch.
   */
  static FindingKind error(Op send, Op receive) {
    if (send.buffer().count() > receive.buffer().count()) {
      return FindingKind.TRUNCATION;
    }
    return send.buffer().type() != receive.buffer().type() ? FindingKind.TYPE_MISMATCH : null;
  }

  private boolean completed(State state, OpId receive) {
    Op op = program.op(receive);
    int pc = state.pc()[receive.rank()];
    if (op.kind() != Kind.IRECV) {
      return receive.index() < pc;
    }
    return completedBefore(state, receive, pc);
  }

  /** Whether a wait, or an any or some call that took it, completed {@code call} before {@code pc}. */
  private boolean completedBefore(State state, OpId call, int pc) {
    List<Op> ops = ranks.get(call.rank());
    int handle = ops.get(call.index()).handle();
    for (int index = call.index() + 1; index < pc; index++) {
      Op op = ops.get(index);
      List<Integer> taken = state.taken().get(new OpId(call.rank(), index));
      if ((op.kind() == Kind.WAIT || op.kind() == Kind.TESTLOOP) && op.handle() == handle
          || taken != null && taken.contains(handle)) {
        return true;
      }
    }
    return false;
  }
}
