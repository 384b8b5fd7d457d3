package dampi.property;

import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The potential matches of every wildcard receive of one observed execution, computed by brute force from the
 * matches-before relation of DESIGN-SOURCE, independently of any clock. Input: a generated program and which send
 * each receive got in the execution (the matching).
 *
 * <p><b>Matches-before</b> ({@code mb}) is the transitive closure (C6) of these edges between operations:
 * <ul>
 *   <li>C1: a blocking operation (ssend, recv, wait, barrier) precedes every later operation of its rank. A standard
 *       send is not blocking here: MPI may buffer it.
 *   <li>C2: an irecv precedes its wait.
 *   <li>C3: a send precedes every later send of its rank with the same destination and tag.
 *   <li>C4: a receive precedes every later receive of its rank with the same tag if it is a wildcard, or if both name
 *       the same source. C4': a receive naming source {@code j} precedes a later wildcard receive of the same tag that
 *       matched {@code j}.
 *   <li>C5, with the match-sets of the execution: a send precedes the receive that got its message; the barriers of
 *       one instance (the k-th barrier call of every rank) precede each other. With these edges, C5's "e1 mb-> e3,
 *       e4 mb-> e2, e3 and e4 in one match-set, e3 not a receive" follows by transitivity (reading e1 = e3 and e4 = e2
 *       as allowed: without that a send would order nothing after its own receive).
 * </ul>
 *
 * <p><b>Potential matches.</b> A receive <i>completes</i> at its own position (recv) or at its wait's (irecv), except
 * that a wildcard irecv completes no later than any later-issued receive of its rank with the same tag (R4's
 * CompleteNow: non-overtaking makes it match first); receives completing at one point complete in issue order. For a
 * wildcard receive {@code r} of rank {@code i} with tag {@code t} that matched source {@code m}, {@code alt(r)} is the
 * set of sources {@code q != m} that sent some message {@code s} to {@code i} with tag {@code t} such that
 * <ol>
 *   <li>{@code s} and {@code r} are concurrent: neither {@code s mb-> r} nor {@code r mb-> s}, and
 *   <li>{@code s} was received by a receive of rank {@code i} that completes after {@code r} (a message consumed
 *       before {@code r} completed is not late for {@code r}).
 * </ol>
 *
 * <p>{@link Reading#AS_WRITTEN} is exactly this. {@link Reading#FEASIBLE} adds two orderings the design relies on for
 * soundness (a reported alternative must be a match some execution can make):
 * <ul>
 *   <li>C4' for the candidate: were {@code r} to match {@code q}, every receive of rank {@code i} issued before
 *       {@code r} with tag {@code t} that names {@code q} would precede {@code r} (non-overtaking hands it the earlier
 *       message from {@code q}); so {@code s} is no candidate if {@code s mb->} such a receive.
 *   <li>An ssend and its receive synchronize both ways (DESIGN-SOURCE "Synchronous sends": the sender learns the
 *       receiver's clock at the rendezvous): the receive precedes every later operation of the ssend's rank
 *       (not the ssend itself: its message left before).
 * </ul>
 */
final class MatchesBeforeOracle {
  /** Which definition of concurrency the oracle applies. */
  enum Reading { AS_WRITTEN, FEASIBLE }

  private final GeneratedProgram program;
  private final Map<OpId, OpId> sendOfReceive;
  private final Map<OpId, OpId> receiveOfSend = new HashMap<>();
  private final Reading reading;
  private final List<OpId> operations = new ArrayList<>();
  private final Map<OpId, Integer> node = new HashMap<>();
  private final boolean[][] before;

  MatchesBeforeOracle(GeneratedProgram program, Map<OpId, OpId> sendOfReceive, Reading reading) {
    if (!program.pointToPointOnTheWorldOnly()) {
      throw new IllegalArgumentException("the matches-before oracle knows point-to-point traffic on COMM_WORLD only: "
          + program.text());
    }
    this.program = program;
    this.sendOfReceive = Map.copyOf(sendOfReceive);
    this.reading = reading;
    sendOfReceive.forEach((receive, send) -> receiveOfSend.put(send, receive));
    for (int rank = 0; rank < program.size(); rank++) {
      for (int index = 0; index < program.ranks().get(rank).size(); index++) {
        OpId id = new OpId(rank, index);
        node.put(id, operations.size());
        operations.add(id);
      }
    }
    before = new boolean[operations.size()][operations.size()];
    addProgramOrderEdges();
    addMatchSetEdges();
    closeTransitively();
  }

  /** {@code a mb-> b}. */
  boolean matchesBefore(OpId a, OpId b) {
    return before[node.get(a)][node.get(b)];
  }

  boolean concurrent(OpId a, OpId b) {
    return !matchesBefore(a, b) && !matchesBefore(b, a);
  }

  /** The wildcard receives of {@code rank} in issue order: the rank's epochs 0, 1, ... */
  List<OpId> wildcardReceives(int rank) {
    List<OpId> wildcards = new ArrayList<>();
    List<Op> ops = program.ranks().get(rank);
    for (int index = 0; index < ops.size(); index++) {
      if (ops.get(index).isWildcard()) {
        wildcards.add(new OpId(rank, index));
      }
    }
    return wildcards;
  }

  /** The source the receive matched in the execution. */
  int matchedSource(OpId receive) {
    OpId send = sendOfReceive.get(receive);
    if (send == null) {
      throw new IllegalArgumentException("receive " + receive + " has no message in the matching");
    }
    return send.rank();
  }

  /** {@code alt(r)}: the sources other than the matched one that could have matched wildcard receive {@code r}. */
  SortedSet<Integer> potentialMatches(OpId wildcard) {
    Op receive = op(wildcard);
    if (!receive.isWildcard()) {
      throw new IllegalArgumentException(wildcard + " is not a wildcard receive: " + receive);
    }
    int matched = matchedSource(wildcard);
    SortedSet<Integer> sources = new TreeSet<>();
    for (OpId send : operations) {
      Op candidate = op(send);
      if (!candidate.kind().isSend() || candidate.peer() != wildcard.rank() || candidate.tag() != receive.tag()
          || send.rank() == matched) {
        continue;
      }
      OpId receivedBy = receiveOfSend.get(send);
      if (receivedBy != null && completesAfter(receivedBy, wildcard) && concurrent(send, wildcard)
          && !(reading == Reading.FEASIBLE && precedesNamedReceiveBefore(send, wildcard))) {
        sources.add(send.rank());
      }
    }
    return Collections.unmodifiableSortedSet(sources);
  }

  private void addProgramOrderEdges() {
    for (int rank = 0; rank < program.size(); rank++) {
      List<Op> ops = program.ranks().get(rank);
      for (int i = 0; i < ops.size(); i++) {
        Op first = ops.get(i);
        for (int j = i + 1; j < ops.size(); j++) {
          Op later = ops.get(j);
          boolean c1 = first.kind() == Kind.SSEND || first.kind() == Kind.RECV || first.kind() == Kind.WAIT
              || first.kind() == Kind.BARRIER;
          boolean c2 = first.kind() == Kind.IRECV && later.kind() == Kind.WAIT && later.handle() == first.handle();
          boolean c3 = first.kind().isSend() && later.kind().isSend() && first.peer() == later.peer()
              && first.tag() == later.tag();
          boolean c4 = first.kind().isReceive() && later.kind().isReceive() && first.tag() == later.tag()
              && (first.isWildcard() || first.peer() == later.peer()
                  || later.isWildcard() && matchedSource(new OpId(rank, j)) == first.peer());
          if (c1 || c2 || c3 || c4) {
            edge(new OpId(rank, i), new OpId(rank, j));
          }
        }
      }
    }
  }

  private void addMatchSetEdges() {
    sendOfReceive.forEach((receive, send) -> {
      edge(send, receive);
      if (reading == Reading.FEASIBLE && op(send).kind() == Kind.SSEND) {
        // The rendezvous: the ssend returns only once its receive has matched. Its message, though, left before.
        for (int later = send.index() + 1; later < program.ranks().get(send.rank()).size(); later++) {
          edge(receive, new OpId(send.rank(), later));
        }
      }
    });
    List<List<OpId>> barriersOfRank = new ArrayList<>();
    for (int rank = 0; rank < program.size(); rank++) {
      List<OpId> barriers = new ArrayList<>();
      List<Op> ops = program.ranks().get(rank);
      for (int index = 0; index < ops.size(); index++) {
        if (ops.get(index).kind() == Kind.BARRIER) {
          barriers.add(new OpId(rank, index));
        }
      }
      barriersOfRank.add(barriers);
    }
    int instances = barriersOfRank.stream().mapToInt(List::size).min().orElse(0);
    for (int instance = 0; instance < instances; instance++) {
      for (List<OpId> a : barriersOfRank) {
        for (List<OpId> b : barriersOfRank) {
          if (a != b) {
            edge(a.get(instance), b.get(instance));
          }
        }
      }
    }
  }

  private void closeTransitively() {
    int n = operations.size();
    for (int k = 0; k < n; k++) {
      for (int i = 0; i < n; i++) {
        if (before[i][k]) {
          for (int j = 0; j < n; j++) {
            before[i][j] |= before[k][j];
          }
        }
      }
    }
  }

  private void edge(OpId from, OpId to) {
    before[node.get(from)][node.get(to)] = true;
  }

  private Op op(OpId id) {
    return program.ranks().get(id.rank()).get(id.index());
  }

  /** FEASIBLE's C4' for the candidate: {@code send} precedes a receive naming its source posted before {@code r}. */
  private boolean precedesNamedReceiveBefore(OpId send, OpId wildcard) {
    int tag = op(wildcard).tag();
    for (int index = 0; index < wildcard.index(); index++) {
      OpId earlier = new OpId(wildcard.rank(), index);
      Op receive = op(earlier);
      if (receive.kind().isReceive() && receive.peer() == send.rank() && receive.tag() == tag
          && matchesBefore(send, earlier)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code receive} completes after {@code wildcard} in the order defined in the class comment. */
  private boolean completesAfter(OpId receive, OpId wildcard) {
    int a = completionPoint(receive);
    int b = completionPoint(wildcard);
    return a != b ? a > b : receive.index() > wildcard.index();
  }

  private int completionPoint(OpId receive) {
    List<Op> ops = program.ranks().get(receive.rank());
    int point = ownCompletion(receive);
    Op op = ops.get(receive.index());
    if (op.isWildcard()) {
      for (int later = receive.index() + 1; later < ops.size(); later++) {
        if (ops.get(later).kind().isReceive() && ops.get(later).tag() == op.tag()) {
          point = Math.min(point, ownCompletion(new OpId(receive.rank(), later)));
        }
      }
    }
    return point;
  }

  private int ownCompletion(OpId receive) {
    Op op = op(receive);
    if (op.kind() == Kind.RECV) {
      return receive.index();
    }
    List<Op> ops = program.ranks().get(receive.rank());
    for (int later = receive.index() + 1; later < ops.size(); later++) {
      if (ops.get(later).kind() == Kind.WAIT && ops.get(later).handle() == op.handle()) {
        return later;
      }
    }
    return Integer.MAX_VALUE; // never waited for: it completes, if ever, at the end
  }
}
