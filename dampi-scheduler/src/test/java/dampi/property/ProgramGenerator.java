package dampi.property;

import generated.ProgramText;
import generated.ProgramText.Buffer;
import generated.ProgramText.Communicator;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import generated.ProgramText.Type;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Generates balanced programs of the test language: the program is built from a list of messages, each one a send on
 * its source rank and a receive on its destination rank with the same communicator and tag (named or {@code *},
 * blocking or an irecv), so for every (rank, communicator, tag) the receives and the messages sent there balance.
 * Where each operation falls in its rank's order comes from the message's position in the list plus a small slip, so
 * programs that follow the list order (slip 0, which is also where shrinking goes) rarely deadlock, while slips let
 * operations overtake each other. A nonblocking call's wait follows it after a delay; barriers sit at the same key on
 * every rank, and programs where a message would cross a barrier backwards are not generated (they cannot finish).
 *
 * <p>{@link #programs()} are point-to-point programs on COMM_WORLD with one INT per message. {@link #widerPrograms()}
 * add what those leave out, each in a part of the programs: messages on a Split of COMM_WORLD with permuted keys
 * (one or two groups), on a clone, on an intercommunicator between a split's two groups, on COMM_SELF; a probe or
 * polled iprobe before a wildcard recv, which then receives from {@code *} or from the probed source; standard sends
 * and recvs merged into sendrecv or sendrecv_replace; groups of two or three irecv and isend waits made waitany,
 * testany, waitsome or testsome, or tested once before them by one testany, testsome or testall; barriers and bcasts (from any root) on COMM_WORLD or on a split; messages of two INTs
 * or a DOUBLE, and receives with room for another shape, so that some matchings truncate or mismatch types; a rank
 * that replies to whoever its wildcard recvs got a message from, so that where a message goes depends on the
 * matching; a single poll before a receive, which may find a message or nothing; a single test of an irecv that names
 * its source, which may complete it or not, or its wait as a loop of tests; buffered sends (bsend, ibsend), which
 * complete at once and leave a leak where no receive takes their message; receives and probes with ANY_TAG. A bcast synchronises no more than its data needs, so messages may cross it backwards; the oracle tells
 * which executions that allows.
 *
 * <p>Everything shrinks towards fewer messages and barriers, isend, named blocking receives, tag 0, rank 0 to 1, list
 * order with waits right after their calls, COMM_WORLD, one INT, and none of the additions.
 */
final class ProgramGenerator {
  static final int MAX_RANKS = 4;
  static final int MAX_OPERATIONS_PER_RANK = 8;
  private static final int KEY_STEP = 4;
  private static final int MAX_SLIP = 7;
  private static final int MAX_WAIT_DELAY = 8;
  private static final int MAX_MESSAGES = 7;

  private ProgramGenerator() {}

  /**
   * One message of a program before it is laid out into the ranks' operation lists.
   *
   * @param destinationOffset which other member of the source's group it goes to: the offset-th after the source, in
   *     world rank order, cyclically (the source itself when it is alone)
   */
  record Message(int source, int destinationOffset, int tag, Kind send, Kind receive, boolean wildcard,
      Layout layout, Variety variety) {}

  /** Where a message's calls and waits fall, relative to the message's position in the list. */
  record Layout(int sendSlip, int receiveSlip, int sendWaitDelay, int receiveWaitDelay) {}

  /**
   * What {@link #widerPrograms()} add to a message.
   *
   * @param comm which communicator: see {@link #communicatorName}
   * @param sent what the send sends
   * @param room what the receive has room for
   */
  record Variety(int comm, Buffer sent, Buffer room, Probing probing) {
    static final Variety NONE = new Variety(0, Buffer.ONE_INT, Buffer.ONE_INT, Probing.NONE);
  }

  /** Whether a wildcard recv is preceded by a probe, and which source it then names. */
  enum Probing { NONE, PROBE_THEN_ANY, PROBE_THEN_PROBED, IPROBE_THEN_ANY, IPROBE_THEN_PROBED }

  /**
   * A collective at a key of every rank, on COMM_WORLD (comm 0) or on a declared communicator: a barrier, or (with a
   * {@code bcastRoot} of 0 or more, taken modulo the group's size) a bcast from that rank of the communicator.
   */
  record BarrierAt(int key, int comm, int bcastRoot) {
    BarrierAt(int key, int comm) {
      this(key, comm, -1);
    }
  }

  /**
   * What is done to a program once laid out: how many send/recv pairs become a sendrecv (or, with {@code replace}, a
   * sendrecv_replace), which call groups of irecv and isend waits become (none: {@code null}), whether a rank
   * answers the sources of its wildcard recvs ({@link #withReplies}), where a single poll goes ({@link #withPoll},
   * 0: none), where a single test goes ({@link #withTest}, 0: none), which sends are buffered
   * ({@link #withBufferedSends}, 0: none) and which receives and probes take any tag ({@link #withAnyTags}, 0: none).
   */
  record Rewrites(int sendrecvs, boolean replace, Kind completion, boolean replies, int poll, int test,
      int buffered, int anyTags) {
    static final Rewrites NONE = new Rewrites(0, false, null, false, 0, 0, 0, 0);
  }

  /** The tag of replies: one no laid-out message uses. */
  static final int REPLY_TAG = 5;

  static Arbitrary<GeneratedProgram> programs() {
    Arbitrary<List<BarrierAt>> barriers = Arbitraries.integers().between(0, KEY_STEP * MAX_MESSAGES + MAX_SLIP)
        .map(key -> new BarrierAt(key, 0)).list().ofMaxSize(2);
    return Combinators.combine(messages(Arbitraries.just(Variety.NONE)).list().ofMinSize(2).ofMaxSize(MAX_MESSAGES),
            barriers)
        .as((messages, barrierKeys) -> layOut(List.of(), messages, barrierKeys, Rewrites.NONE))
        .filter(Optional::isPresent)
        .map(Optional::get)
        .filter(program -> program.longestRank() <= MAX_OPERATIONS_PER_RANK && program.hasWildcard());
  }

  /**
   * Programs in which some groups of two or three irecv and isend waits became Waitanys (see {@link #withCompletions}),
   * so the group completes in any order. Programs without such a group are not generated.
   */
  static Arbitrary<GeneratedProgram> programsWithWaitany() {
    return programs().map(program -> withCompletions(program, Kind.WAITANY))
        .filter(program -> program.text().contains("waitany"));
  }

  /**
   * Programs in which some ranks post every receive first, as irecvs, and wait for each where its receive was (the
   * "post them all, then wait" idiom): a receive posted behind a pending wildcard irecv is then common, as are chains
   * where what a sender does after its message was taken leads to another message to the same rank. Programs where
   * no rank posts two receives ahead are not generated.
   */
  static Arbitrary<GeneratedProgram> programsWithReceivesPostedFirst() {
    return Combinators.combine(programs(), Arbitraries.integers().between(1, (1 << MAX_RANKS) - 1))
        .as(ProgramGenerator::withReceivesPostedFirst)
        .filter(program -> program.ranks().stream()
            .anyMatch(ops -> ops.size() > 1 && ops.get(0).kind() == Kind.IRECV && ops.get(1).kind() == Kind.IRECV));
  }

  /** The ranks in {@code rankMask} turn their recvs into irecvs and move every irecv to their start, in order. */
  static GeneratedProgram withReceivesPostedFirst(GeneratedProgram program, int rankMask) {
    List<List<Op>> ranks = new ArrayList<>();
    for (int rank = 0; rank < program.size(); rank++) {
      List<Op> ops = program.ranks().get(rank);
      if ((rankMask & 1 << rank) == 0) {
        ranks.add(ops);
        continue;
      }
      int handles = 1 + ops.stream().mapToInt(Op::handle).max().orElse(0);
      List<Op> posted = new ArrayList<>();
      List<Op> rest = new ArrayList<>();
      for (Op op : ops) {
        if (op.kind() == Kind.RECV && op.peer() != ProgramText.PROBED) {
          int handle = handles++;
          posted.add(Op.receive(Kind.IRECV, op.peer(), op.tag(), handle).on(op.comm()).sized(op.buffer()));
          rest.add(Op.waitFor(handle));
        } else if (op.kind() == Kind.IRECV) {
          posted.add(op);
        } else {
          rest.add(op);
        }
      }
      posted.addAll(rest);
      ranks.add(posted);
    }
    return new GeneratedProgram(program.communicators(), ranks);
  }

  /** Programs with every addition described in the class comment, each in some of them. */
  static Arbitrary<GeneratedProgram> widerPrograms() {
    // Half of the collectives are bcasts, from any rank of their communicator.
    Arbitrary<List<BarrierAt>> barriers = Combinators.combine(
            Arbitraries.integers().between(0, KEY_STEP * MAX_MESSAGES + MAX_SLIP),
            Arbitraries.integers().between(0, 2), Arbitraries.integers().between(-MAX_RANKS, MAX_RANKS - 1))
        .as((key, comm, root) -> new BarrierAt(key, comm, Math.max(root, -1))).list().ofMaxSize(2);
    Arbitrary<Kind> completion = Arbitraries.integers().between(0, 10).map(code -> switch (code) {
      case 4 -> Kind.WAITANY;
      case 5 -> Kind.TESTANY;
      case 6 -> Kind.WAITSOME;
      case 7 -> Kind.TESTSOME;
      case 8 -> Kind.TESTANY_ONCE;
      case 9 -> Kind.TESTSOME_ONCE;
      case 10 -> Kind.TESTALL_ONCE;
      default -> null;
    });
    // 3 in 10 programs get a poll.
    Arbitrary<Integer> poll = Arbitraries.integers().between(0, 9)
        .flatMap(code -> code < 7 ? Arbitraries.just(0) : Arbitraries.integers().between(1, 64));
    // 3 in 10 get a test (where an irecv names its source).
    Arbitrary<Integer> test = Arbitraries.integers().between(0, 9)
        .flatMap(code -> code < 7 ? Arbitraries.just(0) : Arbitraries.integers().between(1, 64));
    // 3 in 10 get buffered sends.
    Arbitrary<Integer> buffered = Arbitraries.integers().between(0, 9)
        .flatMap(code -> code < 7 ? Arbitraries.just(0) : Arbitraries.integers().between(1, 127));
    // 3 in 10 get receives or probes with ANY_TAG.
    Arbitrary<Integer> anyTags = Arbitraries.integers().between(0, 9)
        .flatMap(code -> code < 7 ? Arbitraries.just(0) : Arbitraries.integers().between(1, 63));
    Arbitrary<Rewrites> rewrites = Combinators.combine(
            Arbitraries.integers().between(0, 9).map(code -> code < 6 ? 0 : code < 9 ? 1 : 2),
            Arbitraries.of(false, true), completion, Arbitraries.integers().between(0, 3).map(code -> code == 3), poll,
            test, buffered, anyTags)
        .as(Rewrites::new);
    return Combinators.combine(communicators(), messages(varieties()).list().ofMinSize(2).ofMaxSize(MAX_MESSAGES),
            barriers, rewrites)
        .as(ProgramGenerator::layOut)
        .filter(Optional::isPresent)
        .map(Optional::get)
        .filter(program -> program.longestRank() <= MAX_OPERATIONS_PER_RANK && program.hasWildcard());
  }

  /**
   * The communicators a program declares (for {@link #MAX_RANKS} world ranks): none, a split, a split and its clone,
   * a clone of COMM_WORLD, or two splits. A split has one or two colors, and keys that permute the ranks or that tie
   * (MPI breaks ties by rank, §6.4.2; MPJ 0.44's own Split failed on them, which dampi repairs).
   */
  static Arbitrary<List<Communicator>> communicators() {
    Arbitrary<List<Integer>> colors = Arbitraries.integers().between(0, 1).list().ofSize(MAX_RANKS);
    Arbitrary<List<Integer>> keys = Arbitraries.oneOf(Arbitraries.shuffle(0, 1, 2, 3),
        Arbitraries.integers().between(0, 1).list().ofSize(MAX_RANKS));
    Arbitrary<Communicator> a = Combinators.combine(colors, keys).as((c, k) -> Communicator.split("a", c, k));
    Arbitrary<Communicator> b = Combinators.combine(colors, keys).as((c, k) -> Communicator.split("b", c, k));
    // An intercommunicator's split has world ranks 0 and 1 in different groups, so both groups have a member in
    // every program (which has two ranks at least).
    Arbitrary<Communicator> halves = Combinators.combine(colors, keys).as((c, k) -> {
      List<Integer> twoGroups = new ArrayList<>(c);
      twoGroups.set(0, 0);
      twoGroups.set(1, 1);
      return Communicator.split("a", twoGroups, k);
    });
    return Combinators.combine(Arbitraries.integers().between(0, 13), a, b, halves).as((code, first, second, two) ->
        switch (code) {
          case 5, 6 -> List.of(first);
          case 7 -> List.of(first, Communicator.cloneOf("b", "a"));
          case 8 -> List.of(Communicator.cloneOf("a", ProgramText.WORLD));
          case 9 -> List.of(first, second);
          case 10, 11, 12, 13 -> List.of(two, Communicator.interOf("b", "a"));
          default -> List.<Communicator>of();
        });
  }

  static Arbitrary<Variety> varieties() {
    // 6 in 10 on COMM_WORLD, 3 in 10 on a declared communicator (COMM_WORLD when there is none), 1 in 10 on COMM_SELF.
    Arbitrary<Integer> comm = Arbitraries.integers().between(0, 9);
    // 17 in 20 one INT, 2 in 20 two INTs, 1 in 20 a DOUBLE.
    Arbitrary<Buffer> shape = Arbitraries.integers().between(0, 19)
        .map(code -> code < 17 ? Buffer.ONE_INT : code < 19 ? new Buffer(2, Type.INT) : new Buffer(1, Type.DOUBLE));
    // 3 in 4 receives have room for the message they were made for; the others for any shape.
    Arbitrary<Boolean> sameRoom = Arbitraries.integers().between(0, 3).map(code -> code < 3);
    Arbitrary<Probing> probing = Arbitraries.integers().between(0, 9)
        .map(code -> code < 6 ? Probing.NONE : Probing.values()[code - 5]);
    return Combinators.combine(comm, shape, sameRoom, shape, probing)
        .as((c, sent, same, other, probe) -> new Variety(c, sent, same ? sent : other, probe));
  }

  /** The name of communicator choice {@code code} (0 to 9) given the declared ones. */
  private static String communicatorName(int code, List<Communicator> declared) {
    if (code == 9) {
      return ProgramText.SELF;
    }
    if (code >= 6 && !declared.isEmpty()) {
      // An intercommunicator, when there is one, takes two of these three codes: its traffic is what it adds.
      Optional<Communicator> inter = declared.stream().filter(Communicator::inter).findFirst();
      return inter.isPresent() && code < 8 ? inter.get().name() : declared.get((code - 6) % declared.size()).name();
    }
    return ProgramText.WORLD;
  }

  /**
   * Groups of waits made {@code kind} (see {@link #programsWithWaitany()}): on a rank, the wait of an irecv or an isend
   * and the next one or two such waits (two when the first request's handle is even), every request posted before the
   * first wait, are each replaced by the completion call over the group, so the group completes in any order. Irecvs
   * are those every message they may get fits: the interpreter knows which request failed only from the wait that
   * names it. A group holds at least one irecv; with an isend, the standard's freedom to return any complete request
   * (MPI-3.1 §3.7.5) lets the call return the send, complete under eager buffering, before or with the receive. A
   * {@code kind} that tests once keeps the waits and puts the single test over the group before the first of them.
   */
  static GeneratedProgram withCompletions(GeneratedProgram program, Kind kind) {
    List<List<Op>> ranks = new ArrayList<>();
    for (int rank = 0; rank < program.size(); rank++) {
      List<Op> ops = program.ranks().get(rank);
      List<Op> changed = new ArrayList<>(ops);
      Set<Integer> grouped = new HashSet<>();
      Map<Integer, Op> testsBefore = new HashMap<>(); // a single test, by the first wait of its group
      for (int first = 0; first < ops.size(); first++) {
        if (!completable(program, rank, first) || grouped.contains(first)) {
          continue;
        }
        int size = ops.get(first).handle() % 2 == 0 ? 3 : 2;
        List<Integer> group = new ArrayList<>(List.of(first));
        for (int next = first + 1; next < ops.size() && group.size() < size; next++) {
          if (completable(program, rank, next) && !grouped.contains(next)
              && indexOfCall(ops, ops.get(next).handle()) < first) {
            group.add(next);
          }
        }
        boolean receives = group.stream()
            .anyMatch(wait -> ops.get(indexOfCall(ops, ops.get(wait).handle())).kind() == Kind.IRECV);
        if (group.size() < 2 || !receives) {
          continue;
        }
        List<Integer> among = group.stream().map(wait -> ops.get(wait).handle()).toList();
        for (int wait : group) {
          if (!kind.testsOnce()) {
            changed.set(wait, Op.completing(kind, among));
          }
          grouped.add(wait);
        }
        if (kind.testsOnce()) {
          testsBefore.put(first, Op.completing(kind, among));
        }
      }
      for (int wait = ops.size() - 1; wait >= 0; wait--) { // from the end, so the indices still to come hold
        Op test = testsBefore.get(wait);
        if (test != null) {
          changed.add(wait, test);
        }
      }
      ranks.add(changed);
    }
    return new GeneratedProgram(program.communicators(), ranks);
  }

  /** Whether the op at {@code index} waits for an isend, or for an irecv every message it may get fits. */
  private static boolean completable(GeneratedProgram program, int rank, int index) {
    List<Op> ops = program.ranks().get(rank);
    Op op = ops.get(index);
    if (op.kind() != Kind.WAIT) {
      return false;
    }
    Kind call = ops.get(indexOfCall(ops, op.handle())).kind();
    return call == Kind.ISEND || call == Kind.IRECV && !mayNotFit(program, rank, index);
  }

  /** Whether the irecv the wait at {@code index} completes may get a message that does not fit. */
  private static boolean mayNotFit(GeneratedProgram program, int rank, int waitIndex) {
    List<Op> ops = program.ranks().get(rank);
    return program.mayNotFit(new OpId(rank, indexOfCall(ops, ops.get(waitIndex).handle())));
  }

  private static int indexOfCall(List<Op> ops, int handle) {
    for (int index = 0; index < ops.size(); index++) {
      if (ops.get(index).kind().isNonblocking() && ops.get(index).handle() == handle) {
        return index;
      }
    }
    throw new IllegalStateException("no call returns h" + handle);
  }

  /**
   * Up to {@code count} pairs of a standard send and a plain recv of one rank on one communicator (with the same
   * buffer), at most one pair per rank, become one sendrecv (or sendrecv_replace) where the later of the two was.
   */
  static GeneratedProgram withSendrecvs(GeneratedProgram program, int count, boolean replace) {
    List<List<Op>> ranks = new ArrayList<>();
    int left = count;
    for (List<Op> ops : program.ranks()) {
      List<Op> changed = new ArrayList<>(ops);
      if (left > 0) {
        merge:
        for (int send = 0; send < ops.size(); send++) {
          for (int receive = 0; receive < ops.size(); receive++) {
            if (mergeable(ops, send, receive)) {
              Op sent = ops.get(send);
              Op received = ops.get(receive);
              Op sendrecv = Op.sendrecv(replace ? Kind.SENDRECV_REPLACE : Kind.SENDRECV, sent.peer(), sent.tag(),
                  received.peer(), received.tag()).on(sent.comm()).sized(sent.buffer());
              changed.set(Math.max(send, receive), sendrecv);
              changed.remove(Math.min(send, receive));
              left--;
              break merge;
            }
          }
        }
      }
      ranks.add(changed);
    }
    return new GeneratedProgram(program.communicators(), ranks);
  }

  private static boolean mergeable(List<Op> ops, int send, int receive) {
    Op sent = ops.get(send);
    Op received = ops.get(receive);
    boolean afterAProbe = receive > 0 && ops.get(receive - 1).kind().isProbe();
    return sent.kind() == Kind.SEND && received.kind() == Kind.RECV && received.peer() != ProgramText.PROBED
        && !afterAProbe && sent.comm().equals(received.comm()) && sent.buffer().equals(received.buffer());
  }

  /** Messages on COMM_WORLD, or with {@code varieties}. */
  static Arbitrary<Message> messages(Arbitrary<Variety> varieties) {
    Arbitrary<Integer> source = Arbitraries.integers().between(0, MAX_RANKS - 1);
    Arbitrary<Integer> destinationOffset = Arbitraries.integers().between(0, MAX_RANKS - 2);
    // 3 in 4 messages use tag 0, so most messages can meet most receives.
    Arbitrary<Integer> tag = Arbitraries.integers().between(0, 3).map(code -> code == 3 ? 1 : 0);
    // 3 in 8 isend, 3 in 8 send, 2 in 8 ssend; shrinks to isend, the call least likely to deadlock.
    Arbitrary<Kind> send = Arbitraries.integers().between(0, 7)
        .map(code -> code < 3 ? Kind.ISEND : code < 6 ? Kind.SEND : Kind.SSEND);
    Arbitrary<Kind> receive = Arbitraries.integers().between(0, 1).map(code -> code == 0 ? Kind.RECV : Kind.IRECV);
    // 7 in 10 wildcards; shrinks to a named source.
    Arbitrary<Boolean> wildcard = Arbitraries.integers().between(0, 9).map(code -> code >= 3);
    Arbitrary<Integer> slip = Arbitraries.integers().between(0, MAX_SLIP);
    Arbitrary<Integer> delay = Arbitraries.integers().between(0, MAX_WAIT_DELAY);
    Arbitrary<Layout> layout = Combinators.combine(slip, slip, delay, delay).as(Layout::new);
    return Combinators.combine(source, destinationOffset, tag, send, receive, wildcard, layout, varieties)
        .as(Message::new);
  }

  /** An operation being placed: sorted by key, then by creation; a wait points at the call it completes. */
  private static final class Slot {
    final int key;
    final int sequence;
    final Kind kind;
    final int peer;
    final int tag;
    final Slot waited;
    final String comm;
    final Buffer buffer;
    int handle = ProgramText.NONE;
    Map<String, Integer> barriersBefore = Map.of();
    Slot completion = this; // where the call is complete: itself, or the wait of a nonblocking call

    Slot(int key, int sequence, Kind kind, int peer, int tag, Slot waited, String comm, Buffer buffer) {
      this.key = key;
      this.sequence = sequence;
      this.kind = kind;
      this.peer = peer;
      this.tag = tag;
      this.waited = waited;
      this.comm = comm;
      this.buffer = buffer;
    }

    int barriersBefore(String onComm) {
      return barriersBefore.getOrDefault(onComm, 0);
    }
  }

  /** Where a message's send and receive were placed, and between which ranks it goes. */
  private record Placed(Slot send, Slot receive, int source, int destination) {}

  /**
   * The ranks' operation lists, or nothing when a message crosses a barrier backwards: its receive is posted only
   * after a barrier its send must complete before, or the other way round (both ranks being in that barrier's group).
   * Such programs deadlock in every execution (barriers cannot be passed while a rank waits in front of them), and
   * they would be most of the programs with barriers.
   */
  static Optional<GeneratedProgram> layOut(List<Communicator> declared, List<Message> messages,
      List<BarrierAt> barrierKeys, Rewrites rewrites) {
    GeneratedProgram allRanks = new GeneratedProgram(declared, emptyRanks(MAX_RANKS));
    List<String> commOf = new ArrayList<>();
    List<Integer> destinations = new ArrayList<>();
    int size = 2;
    for (Message message : messages) {
      String comm = communicatorName(message.variety().comm(), declared);
      int destination = destination(allRanks.group(comm, message.source()), message.source(),
          message.destinationOffset());
      commOf.add(comm);
      destinations.add(destination);
      size = Math.max(size, Math.max(message.source(), destination) + 1);
    }
    int ranks = size;
    List<Communicator> communicators = declared.stream().map(c -> c.forRanks(ranks)).toList();
    GeneratedProgram groups = new GeneratedProgram(communicators, emptyRanks(size));
    List<List<Slot>> slots = new ArrayList<>();
    for (int rank = 0; rank < size; rank++) {
      slots.add(new ArrayList<>());
    }
    int sequence = 0;
    List<Placed> placed = new ArrayList<>();
    for (int i = 0; i < messages.size(); i++) {
      Message message = messages.get(i);
      Layout layout = message.layout();
      Variety variety = message.variety();
      String comm = commOf.get(i);
      int source = message.source();
      int destination = destinations.get(i);
      int sendKey = KEY_STEP * i + layout.sendSlip();
      Slot send = new Slot(sendKey, sequence++, message.send(), groups.commRank(comm, destination), message.tag(),
          null, comm, variety.sent());
      slots.get(source).add(send);
      if (message.send() == Kind.ISEND) {
        send.completion = new Slot(sendKey + layout.sendWaitDelay(), sequence++, Kind.WAIT, ProgramText.NONE,
            ProgramText.NONE, send, ProgramText.WORLD, Buffer.ONE_INT);
        slots.get(source).add(send.completion);
      }
      int receiveKey = KEY_STEP * i + layout.receiveSlip();
      boolean probed = variety.probing() != Probing.NONE && message.wildcard() && message.receive() == Kind.RECV;
      if (probed) {
        Kind probe = variety.probing() == Probing.PROBE_THEN_ANY || variety.probing() == Probing.PROBE_THEN_PROBED
            ? Kind.PROBE : Kind.IPROBE;
        slots.get(destination).add(new Slot(receiveKey, sequence++, probe, ProgramText.ANY, message.tag(), null,
            comm, Buffer.ONE_INT));
      }
      int receiveSource = !message.wildcard() ? groups.commRank(comm, source)
          : probed && (variety.probing() == Probing.PROBE_THEN_PROBED
              || variety.probing() == Probing.IPROBE_THEN_PROBED) ? ProgramText.PROBED : ProgramText.ANY;
      Slot receive = new Slot(receiveKey, sequence++, message.receive(), receiveSource, message.tag(), null, comm,
          variety.room());
      slots.get(destination).add(receive);
      if (message.receive() == Kind.IRECV) {
        receive.completion = new Slot(receiveKey + layout.receiveWaitDelay(), sequence++, Kind.WAIT,
            ProgramText.NONE, ProgramText.NONE, receive, ProgramText.WORLD, Buffer.ONE_INT);
        slots.get(destination).add(receive.completion);
      }
      placed.add(new Placed(send, receive, source, destination));
    }
    List<BarrierAt> barriers = barrierKeys.stream().sorted(Comparator.comparingInt(BarrierAt::key)).toList();
    for (int b = 0; b < barriers.size(); b++) {
      Communicator on = barriers.get(b).comm() == 0 || declared.isEmpty() ? null
          : declared.get((barriers.get(b).comm() - 1) % declared.size());
      String comm = on == null ? ProgramText.WORLD : on.inter() ? on.parent() : on.name(); // none on an intercomm
      int bcastRoot = barriers.get(b).bcastRoot();
      for (int rank = 0; rank < size; rank++) {
        Kind kind = bcastRoot < 0 ? Kind.BARRIER : Kind.BCAST;
        int root = bcastRoot < 0 ? ProgramText.NONE : bcastRoot % groups.group(comm, rank).size();
        // Before any other operation with the same key.
        slots.get(rank).add(new Slot(barriers.get(b).key(), Integer.MIN_VALUE + b, kind, root, ProgramText.NONE, null,
            comm, Buffer.ONE_INT));
      }
    }
    List<List<Op>> ops = new ArrayList<>();
    for (List<Slot> rankSlots : slots) {
      rankSlots.sort(Comparator.<Slot>comparingInt(slot -> slot.key).thenComparingInt(slot -> slot.sequence));
      int handles = 0;
      Map<String, Integer> barriersSoFar = new HashMap<>();
      List<Op> rankOps = new ArrayList<>();
      for (Slot slot : rankSlots) {
        slot.barriersBefore = Map.copyOf(barriersSoFar);
        if (slot.kind == Kind.BARRIER) { // a bcast orders less: the oracle finds what it allows
          barriersSoFar.merge(slot.comm, 1, Integer::sum);
        }
        Op op = switch (slot.kind) {
          case SEND, SSEND -> Op.send(slot.kind, slot.peer, slot.tag, ProgramText.NONE);
          case ISEND -> Op.send(slot.kind, slot.peer, slot.tag, slot.handle = handles++);
          case RECV -> Op.receive(slot.kind, slot.peer, slot.tag, ProgramText.NONE);
          case IRECV -> Op.receive(slot.kind, slot.peer, slot.tag, slot.handle = handles++);
          case PROBE, IPROBE -> Op.probe(slot.kind, slot.peer, slot.tag);
          case WAIT -> Op.waitFor(slot.waited.handle);
          case BARRIER -> Op.barrier();
          case BCAST -> Op.bcast(slot.peer);
          default -> throw new IllegalStateException(slot.kind + " is made by a rewrite, not laid out");
        };
        rankOps.add(slot.kind == Kind.WAIT ? op : op.on(slot.comm).sized(slot.buffer));
      }
      ops.add(rankOps);
    }
    Set<String> barrierComms = new HashSet<>();
    slots.get(0).stream().filter(slot -> slot.kind == Kind.BARRIER).forEach(slot -> barrierComms.add(slot.comm));
    for (Placed pair : placed) {
      for (String on : barrierComms) {
        if (!groups.group(on, pair.source()).contains(pair.destination())) {
          continue; // a barrier of another group orders nothing between them
        }
        Slot send = pair.send();
        Slot receive = pair.receive();
        if (receive.barriersBefore(on) > send.completion.barriersBefore(on)
            || send.barriersBefore(on) > receive.completion.barriersBefore(on)) {
          return Optional.empty();
        }
      }
    }
    GeneratedProgram program = new GeneratedProgram(communicators, ops);
    if (rewrites.sendrecvs() > 0) {
      program = withSendrecvs(program, rewrites.sendrecvs(), rewrites.replace());
    }
    if (rewrites.completion() != null) {
      program = withCompletions(program, rewrites.completion());
    }
    if (rewrites.replies()) {
      program = withReplies(program);
    }
    if (rewrites.poll() > 0) {
      program = withPoll(program, rewrites.poll());
    }
    if (rewrites.test() > 0) {
      program = withTest(program, rewrites.test());
    }
    if (rewrites.buffered() > 0) {
      program = withBufferedSends(program, rewrites.buffered());
    }
    if (rewrites.anyTags() > 0) {
      program = withAnyTags(program, rewrites.anyTags());
    }
    return Optional.of(program);
  }

  /**
   * One poll (a single Iprobe), right before a recv or irecv, asking for what that receive takes: the same
   * communicator and tag, and ANY_SOURCE or, for a receive that names its source, that source when {@code code} is
   * odd. {@code code} (1 or more) picks the receive, among every rank's, in rank and program order. Whatever the poll
   * finds, the program goes on as before: what it found is part of the outcome. One poll per program, so that no two
   * ask the same with nothing in between (such polls are one loop to dampi, see README).
   */
  static GeneratedProgram withPoll(GeneratedProgram program, int code) {
    List<OpId> receives = new ArrayList<>();
    for (int rank = 0; rank < program.size(); rank++) {
      List<Op> ops = program.ranks().get(rank);
      for (int index = 0; index < ops.size(); index++) {
        Kind kind = ops.get(index).kind();
        if ((kind == Kind.RECV || kind == Kind.IRECV) && ops.get(index).receiveSource() != ProgramText.PROBED) {
          receives.add(new OpId(rank, index));
        }
      }
    }
    if (receives.isEmpty()) {
      return program;
    }
    OpId before = receives.get(code % receives.size());
    Op receive = program.op(before);
    int source = receive.isWildcard() || code % 2 == 0 ? ProgramText.ANY : receive.receiveSource();
    List<List<Op>> ranks = new ArrayList<>(program.ranks());
    List<Op> changed = new ArrayList<>(ranks.get(before.rank()));
    changed.add(before.index(), Op.probe(Kind.POLL, source, receive.tag()).on(receive.comm()));
    ranks.set(before.rank(), changed);
    return new GeneratedProgram(program.communicators(), ranks);
  }

  /**
   * One test (a single Test) of an irecv that names its source and is completed by a wait, anywhere between the two,
   * or, for a {@code code} divisible by 3, that wait made a testloop. {@code code} (1 or more) picks the irecv, among
   * every rank's, in rank and program order, and the place. Whatever a test returns, the program goes on as before:
   * whether it completed the irecv is part of the outcome.
   */
  static GeneratedProgram withTest(GeneratedProgram program, int code) {
    List<OpId> irecvs = new ArrayList<>();
    List<Integer> waits = new ArrayList<>();
    for (int rank = 0; rank < program.size(); rank++) {
      List<Op> ops = program.ranks().get(rank);
      for (int index = 0; index < ops.size(); index++) {
        Op op = ops.get(index);
        if (op.kind() == Kind.IRECV && op.receiveSource() >= 0) {
          for (int later = index + 1; later < ops.size(); later++) {
            if (ops.get(later).kind() == Kind.WAIT && ops.get(later).handle() == op.handle()) {
              irecvs.add(new OpId(rank, index));
              waits.add(later);
            }
          }
        }
      }
    }
    if (irecvs.isEmpty()) {
      return program;
    }
    int pick = code % irecvs.size();
    OpId irecv = irecvs.get(pick);
    int handle = program.op(irecv).handle();
    List<List<Op>> ranks = new ArrayList<>(program.ranks());
    List<Op> changed = new ArrayList<>(ranks.get(irecv.rank()));
    if (code % 3 == 0) {
      changed.set(waits.get(pick), Op.testLoopOf(handle));
    } else {
      changed.add(irecv.index() + 1 + (code / irecvs.size()) % (waits.get(pick) - irecv.index()), Op.testOf(handle));
    }
    ranks.set(irecv.rank(), changed);
    return new GeneratedProgram(program.communicators(), ranks);
  }

  /**
   * Some standard sends made buffered: the {@code i}-th send or isend of the program (in rank and program order)
   * becomes a bsend or ibsend when bit {@code i % 6} of {@code code} is set. A buffered send completes at once
   * (MPI-3.1 §3.6), so a wait or waitany of its request may return before its message is received, and a message no
   * receive takes is a leak at its line rather than a rank waiting for it: with bit 6 set, the rank of the first send
   * made buffered ends with one more bsend on that send's communicator and tag to its destination, a message the
   * program has no receive for (which receive is left without one is up to the matching).
   */
  static GeneratedProgram withBufferedSends(GeneratedProgram program, int code) {
    List<List<Op>> ranks = new ArrayList<>();
    int sends = 0;
    boolean extra = (code & 1 << 6) != 0;
    for (List<Op> ops : program.ranks()) {
      List<Op> changed = new ArrayList<>(ops);
      for (int index = 0; index < ops.size(); index++) {
        Op op = ops.get(index);
        if ((op.kind() == Kind.SEND || op.kind() == Kind.ISEND) && (code & 1 << sends++ % 6) != 0) {
          Kind buffered = op.kind() == Kind.SEND ? Kind.BSEND : Kind.IBSEND;
          changed.set(index, Op.send(buffered, op.peer(), op.tag(), op.handle()).on(op.comm()).sized(op.buffer()));
          if (extra) {
            changed.add(Op.send(Kind.BSEND, op.peer(), op.tag(), ProgramText.NONE).on(op.comm()).sized(op.buffer()));
            extra = false;
          }
        }
      }
      ranks.add(changed);
    }
    return new GeneratedProgram(program.communicators(), ranks);
  }

  /**
   * Some receives and probes made to take any tag: the {@code i}-th recv, irecv, probe or iprobe of the program (in
   * rank and program order) asks for ANY_TAG when bit {@code i % 6} of {@code code} is set. It may then take a message
   * another receive was made for, and takes a sender's messages in the order they were sent, whatever their tags
   * (MPI-3.1 §3.5). Programs that reply to whoever a receive heard from stay as they are: a reply's destination needs
   * the receive it answers to get a message that fits. So do irecvs an any or some call completes: the interpreter
   * knows which request failed only from the wait that names it (see {@link #withCompletions}).
   */
  static GeneratedProgram withAnyTags(GeneratedProgram program, int code) {
    if (program.ranks().stream().flatMap(List::stream)
        .anyMatch(op -> op.kind().isSend() && op.peer() == ProgramText.PROBED)) {
      return program;
    }
    List<List<Op>> ranks = new ArrayList<>();
    int takers = 0;
    for (List<Op> ops : program.ranks()) {
      List<Op> changed = new ArrayList<>(ops);
      Set<Integer> completedByAGroup = new HashSet<>();
      ops.stream().filter(op -> op.kind().completesOne() || op.kind().completesSeveral())
          .forEach(op -> completedByAGroup.addAll(op.among()));
      for (int index = 0; index < ops.size(); index++) {
        Op op = ops.get(index);
        boolean taker = op.kind() == Kind.RECV || op.kind().isProbe()
            || op.kind() == Kind.IRECV && !completedByAGroup.contains(op.handle());
        if (taker && (code & 1 << takers++ % 6) != 0) {
          changed.set(index, new Op(op.kind(), op.peer(), ProgramText.ANY, op.handle(), op.among(), op.comm(),
              op.buffer(), op.source(), op.receiveTag()));
        }
      }
      ranks.add(changed);
    }
    return new GeneratedProgram(program.communicators(), ranks);
  }

  /**
   * Replies, as a master answers its workers, where a send's destination depends on the matching: on the first rank
   * whose every receive of some communicator and tag is a wildcard recv that every message it may get fits, and every
   * message to it there comes from a plain send, each of those recvs is followed by a {@code send(^)} on {@link
   * #REPLY_TAG} to the source its Status names, and each of those sends by a recv of the reply from that rank, by name.
   * Every sender gets one reply, whichever recv took its message. Programs without such a rank stay as they are.
   */
  static GeneratedProgram withReplies(GeneratedProgram program) {
    for (int rank = 0; rank < program.size(); rank++) {
      for (Op op : program.ranks().get(rank)) {
        if (op.kind() == Kind.RECV && op.isWildcard() && !op.comm().equals(ProgramText.SELF)
            && answerable(program, rank, op.comm(), op.tag())) {
          return withReplies(program, rank, op.comm(), op.tag());
        }
      }
    }
    return program;
  }

  private static boolean answerable(GeneratedProgram program, int rank, String comm, int tag) {
    List<Op> ops = program.ranks().get(rank);
    for (int index = 0; index < ops.size(); index++) {
      Op op = ops.get(index);
      boolean there = op.comm().equals(comm) && op.receivedTag() == tag;
      if (op.kind().isReceive() && there && (op.kind() != Kind.RECV || !op.isWildcard()
          || program.mayNotFit(new OpId(rank, index)))) {
        return false;
      }
    }
    for (int sender = 0; sender < program.size(); sender++) {
      List<Op> senderOps = program.ranks().get(sender);
      for (int index = 0; index < senderOps.size(); index++) {
        Op op = senderOps.get(index);
        if (op.kind().isSend() && op.comm().equals(comm) && op.tag() == tag
            && (op.kind().isSendrecv() || op.peer() == ProgramText.PROBED || sender == rank)
            && program.destinations(new OpId(sender, index)).contains(rank)) {
          return false;
        }
      }
    }
    return true;
  }

  private static GeneratedProgram withReplies(GeneratedProgram program, int master, String comm, int tag) {
    List<List<Op>> ranks = new ArrayList<>();
    for (int rank = 0; rank < program.size(); rank++) {
      List<Op> ops = program.ranks().get(rank);
      List<Op> changed = new ArrayList<>();
      for (int index = 0; index < ops.size(); index++) {
        Op op = ops.get(index);
        changed.add(op);
        boolean there = op.comm().equals(comm) && op.tag() == tag;
        if (rank == master && op.kind() == Kind.RECV && there) {
          changed.add(Op.send(Kind.SEND, ProgramText.PROBED, REPLY_TAG, ProgramText.NONE).on(comm));
        } else if (op.kind().isSend() && there && program.destination(new OpId(rank, index)) == master) {
          changed.add(Op.receive(Kind.RECV, op.peer(), REPLY_TAG, ProgramText.NONE).on(comm));
        }
      }
      ranks.add(changed);
    }
    return new GeneratedProgram(program.communicators(), ranks);
  }

  /** The {@code offset}-th member of {@code group} after {@code source} in world rank order, cyclically. */
  private static int destination(List<Integer> group, int source, int offset) {
    List<Integer> others = new ArrayList<>(group);
    others.remove(Integer.valueOf(source));
    if (others.isEmpty()) {
      return source;
    }
    others.sort(Comparator.comparingInt(member -> Math.floorMod(member - source, MAX_RANKS)));
    return others.get(offset % others.size());
  }

  private static List<List<Op>> emptyRanks(int size) {
    List<List<Op>> ranks = new ArrayList<>();
    for (int rank = 0; rank < size; rank++) {
      ranks.add(List.of());
    }
    return ranks;
  }
}
