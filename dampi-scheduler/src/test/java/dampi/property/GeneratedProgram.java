package dampi.property;

import dampi.rank.Buffering;
import generated.ProgramText;
import generated.ProgramText.Communicator;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * A program of the test language (see {@link ProgramText}), as generated or written by hand: its declared
 * communicators and every rank's operations.
 */
record GeneratedProgram(List<Communicator> communicators, List<List<Op>> ranks) {
  GeneratedProgram {
    communicators = List.copyOf(communicators);
    ranks = ranks.stream().map(List::copyOf).toList();
    for (Communicator communicator : communicators) {
      if (communicator.isSplit() && communicator.colors().size() != ranks.size()) {
        throw new IllegalArgumentException(communicator + " does not split " + ranks.size() + " ranks");
      }
    }
    for (Communicator communicator : communicators) {
      if (communicator.inter()) {
        List<Integer> colors = declared(communicators, communicator.parent()).colors();
        if (colors.stream().distinct().count() != 2) {
          throw new IllegalArgumentException(communicator + " needs a split into two groups, not " + colors);
        }
        boolean collective = ranks.stream().flatMap(List::stream).anyMatch(op -> op.comm().equals(communicator.name())
            && (op.kind() == Kind.BARRIER || op.kind() == Kind.BCAST || op.kind() == Kind.ALLREDUCE));
        if (collective) {
          throw new IllegalArgumentException(communicator + " is an intercommunicator: no collective on it");
        }
      }
    }
  }

  private static Communicator declared(List<Communicator> communicators, String name) {
    return communicators.stream().filter(c -> c.name().equals(name)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no communicator " + name));
  }

  GeneratedProgram(List<List<Op>> ranks) {
    this(List.of(), ranks);
  }

  static GeneratedProgram parse(String text) {
    return new GeneratedProgram(ProgramText.communicators(text), ProgramText.parse(text));
  }

  int size() {
    return ranks.size();
  }

  String text() {
    return ProgramText.format(communicators, ranks);
  }

  Op op(OpId id) {
    return ranks.get(id.rank()).get(id.index());
  }

  /**
   * The ranks {@code comm}'s sources and destinations name, as world rank {@code rank} sees it, in their order: the
   * members, in the model of MPI_Comm_split (one group per color, ordered by key, then by rank in the parent), of a
   * clone (the same group, in the same order) and of COMM_SELF; on an intercommunicator, the other group of its split
   * (MPI-3.1 §6.6).
   */
  List<Integer> group(String comm, int rank) {
    if (comm.equals(ProgramText.WORLD)) {
      List<Integer> world = new ArrayList<>();
      for (int member = 0; member < size(); member++) {
        world.add(member);
      }
      return world;
    }
    if (comm.equals(ProgramText.SELF)) {
      return List.of(rank);
    }
    Communicator declared = communicators.stream().filter(c -> c.name().equals(comm)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no communicator " + comm + " in " + text()));
    if (declared.inter()) {
      List<Integer> own = group(declared.parent(), rank);
      int other = 0;
      while (own.contains(other)) {
        other++;
      }
      return group(declared.parent(), other);
    }
    if (!declared.isSplit()) {
      return group(declared.parent(), rank);
    }
    List<Integer> members = new ArrayList<>();
    for (int member = 0; member < size(); member++) {
      if (declared.colors().get(member).equals(declared.colors().get(rank))) {
        members.add(member);
      }
    }
    members.sort(Comparator.<Integer>comparingInt(member -> declared.keys().get(member))
        .thenComparingInt(member -> member));
    return List.copyOf(members);
  }

  /** The world rank of rank {@code commRank} of {@code comm}, as world rank {@code rank} sees it. */
  int worldRank(String comm, int rank, int commRank) {
    return group(comm, rank).get(commRank);
  }

  /** The rank of world rank {@code rank} in its {@code comm} (in its own group, on an intercommunicator). */
  int commRank(String comm, int rank) {
    return group(isInter(comm) ? declared(communicators, comm).parent() : comm, rank).indexOf(rank);
  }

  boolean isInter(String comm) {
    return communicators.stream().anyMatch(c -> c.name().equals(comm) && c.inter());
  }

  /** The world rank the message of send {@code send} goes to; a reply's goes where its receive's message came from. */
  int destination(OpId send) {
    Op op = op(send);
    if (isReply(send)) {
      throw new IllegalStateException(send + " replies: where it goes depends on the matching");
    }
    return worldRank(op.comm(), send.rank(), op.peer());
  }

  /** Whether {@code send} answers the source of its rank's latest receive before it ({@code send(^,...)}). */
  boolean isReply(OpId send) {
    return op(send).kind().isSend() && op(send).peer() == ProgramText.PROBED;
  }

  /** The receive whose source a reply answers: the latest recv before it on its rank. */
  OpId repliedReceive(OpId reply) {
    for (int index = reply.index() - 1; index >= 0; index--) {
      if (ranks.get(reply.rank()).get(index).kind() == Kind.RECV) {
        return new OpId(reply.rank(), index);
      }
    }
    throw new IllegalStateException(reply + " replies with no recv before it");
  }

  /** The world ranks the message of {@code send} may go to, whatever the matching. */
  Set<Integer> destinations(OpId send) {
    if (!isReply(send)) {
      return Set.of(destination(send));
    }
    Set<Integer> sources = new TreeSet<>();
    sendsTo(repliedReceive(send)).forEach(message -> sources.add(message.rank()));
    return sources;
  }

  long receiveCount() {
    return ranks.stream().flatMap(List::stream).filter(op -> op.kind().isReceive()).count();
  }

  boolean hasWildcard() {
    return ranks.stream().flatMap(List::stream).anyMatch(Op::isWildcard);
  }

  /** Whether every operation is one of the first language's: point-to-point and barriers on COMM_WORLD, one INT. */
  boolean pointToPointOnTheWorldOnly() {
    return communicators.isEmpty() && ranks.stream().flatMap(List::stream).allMatch(op ->
        op.comm().equals(ProgramText.WORLD) && op.buffer().equals(ProgramText.Buffer.ONE_INT)
            && (op.kind().isSend() || op.kind().isReceive() || op.kind() == Kind.WAIT
                || op.kind() == Kind.WAITANY || op.kind() == Kind.BARRIER) && !op.kind().isSendrecv());
  }

  /**
   * Whether some rank posts any receive, on any communicator and with any tag, while a wildcard irecv is still
   * pending, and the program has an ssend: where a search may also miss an outcome (README, known gaps). The receive
   * behind need not fit the irecv: an ssend it takes teaches its sender a clock that already counts the irecv's epoch,
   * though the irecv may still take that sender's next message (found with a receive on an intercommunicator).
   */
  boolean receivesBehindAPendingIrecvWithAnSsend() {
    return receivesBehindAPendingIrecvWithASynchronousSend(Buffering.EAGER);
  }

  /**
   * The same where a send is synchronous: an ssend, or under zero buffering any blocking standard send, which dampi
   * runs as one.
   */
  boolean receivesBehindAPendingIrecvWithASynchronousSend(Buffering buffering) {
    boolean synchronous = ranks.stream().flatMap(List::stream).anyMatch(op -> op.kind() == Kind.SSEND
        || buffering == Buffering.ZERO && op.kind() == Kind.SEND);
    return synchronous && ranks.stream().anyMatch(ops -> postedBehindAPendingWildcardIrecv(ops,
        op -> op.kind().isReceive(), false));
  }

  /**
   * Whether an ssend's message may go to a wildcard irecv: the README's known gap where the sender's later messages stay
   * alternatives of that irecv, so a search may make an extra run for an outcome it already has.
   */
  boolean mayMatchAWildcardIrecvWithAnSsend() {
    for (int rank = 0; rank < size(); rank++) {
      for (int index = 0; index < ranks.get(rank).size(); index++) {
        OpId receive = new OpId(rank, index);
        if (op(receive).kind() == Kind.IRECV && op(receive).isWildcard()
            && sendsTo(receive).stream().anyMatch(send -> op(send).kind() == Kind.SSEND)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether some rank probes while a wildcard irecv it posted earlier on the probe's communicator with the probe's tag
   * is still pending: a search may make an extra run for an outcome it already has (an open gap of the counts).
   */
  boolean probesBehindAPendingWildcardIrecv() {
    return ranks.stream().anyMatch(ops -> postedBehindAPendingWildcardIrecv(ops, op -> op.kind().isProbe(), true));
  }

  /**
   * Whether some rank polls with a wildcard iprobe. Its epoch opens at the first empty poll, so a search may order it
   * before an epoch its match depends on; forcing that other epoch can then make the iprobe never match, and the same
   * run is made once under each of the iprobe's earlier choices (an extra run, still open).
   */
  boolean pollsWithAWildcardIprobe() {
    return ranks.stream().flatMap(List::stream).anyMatch(op -> op.kind() == Kind.IPROBE && op.isWildcard());
  }

  private boolean hasSsend() {
    return ranks.stream().flatMap(List::stream).anyMatch(op -> op.kind() == Kind.SSEND);
  }

  /**
   * Whether one of {@code ops} that is {@code posted} (a receive or probe) comes while a wildcard irecv posted before
   * it is still pending: one on its communicator with its tag, or with {@code fitting} false any at all.
   */
  private static boolean postedBehindAPendingWildcardIrecv(List<Op> ops, Predicate<Op> posted, boolean fitting) {
    Map<Integer, Op> pendingWildcards = new HashMap<>(); // by handle
    for (Op op : ops) {
      if (posted.test(op) && (fitting ? pendingWildcards.values().stream().anyMatch(irecv -> irecv.comm()
          .equals(op.comm()) && (irecv.takesTag(op.receivedTag()) || op.takesTag(irecv.receivedTag())))
          : !pendingWildcards.isEmpty())) {
        return true;
      }
      if (op.kind() == Kind.IRECV && op.isWildcard()) {
        pendingWildcards.put(op.handle(), op);
      } else if (op.kind() == Kind.WAIT) {
        pendingWildcards.remove(op.handle());
      } // a waitany or waitsome may leave any of its requests pending
    }
    return false;
  }

  /** Whether some message to {@code receive}'s rank, communicator and tag (from its source) would not fit it. */
  boolean mayNotFit(OpId receive) {
    return sendsTo(receive).stream().anyMatch(send -> ExecutionOracle.error(op(send), op(receive)) != null);
  }

  /** The sends whose message {@code receive} could take, whatever the order: same communicator, tag and source. */
  private List<OpId> sendsTo(OpId receive) {
    Op taker = op(receive);
    List<OpId> sends = new ArrayList<>();
    for (int rank = 0; rank < size(); rank++) {
      for (int index = 0; index < ranks.get(rank).size(); index++) {
        OpId send = new OpId(rank, index);
        Op message = op(send);
        boolean fromItsSource = taker.receiveSource() < 0
            || worldRank(taker.comm(), receive.rank(), taker.receiveSource()) == rank;
        if (message.kind().isSend() && message.comm().equals(taker.comm()) && taker.takesTag(message.tag())
            && destinations(send).contains(receive.rank()) && fromItsSource) {
          sends.add(send);
        }
      }
    }
    return sends;
  }



  int longestRank() {
    return ranks.stream().mapToInt(List::size).max().orElse(0);
  }

  @Override
  public String toString() {
    return text();
  }
}
