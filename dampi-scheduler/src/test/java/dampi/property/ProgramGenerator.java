package dampi.property;

import generated.ProgramText;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Generates balanced programs of the test language: the program is built from a list of messages, each one a send on
 * its source rank and a receive on its destination rank with the same tag (named or {@code *}, blocking or an irecv),
 * so for every (rank, tag) the receives and the messages sent there balance. Where each operation falls in its rank's
 * order comes from the message's position in the list plus a small slip, so programs that follow the list order
 * (slip 0, which is also where shrinking goes) rarely deadlock, while slips let operations overtake each other.
 * A nonblocking call's wait follows it after a delay; barriers sit at the same key on every rank, and programs where
 * a message would cross a barrier backwards are not generated (they cannot finish).
 *
 * <p>Everything shrinks towards fewer messages and barriers, isend, named blocking receives, tag 0, rank 0 to 1, and
 * list order with waits right after their calls.
 */
final class ProgramGenerator {
  static final int MAX_RANKS = 4;
  static final int MAX_OPERATIONS_PER_RANK = 8;
  private static final int KEY_STEP = 4;
  private static final int MAX_SLIP = 7;
  private static final int MAX_WAIT_DELAY = 8;
  private static final int MAX_MESSAGES = 7;

  private ProgramGenerator() {}

  /** One message of a program before it is laid out into the ranks' operation lists. */
  record Message(int source, int destination, int tag, Kind send, Kind receive, boolean wildcard, Layout layout) {}

  /** Where a message's calls and waits fall, relative to the message's position in the list. */
  record Layout(int sendSlip, int receiveSlip, int sendWaitDelay, int receiveWaitDelay) {}

  static Arbitrary<GeneratedProgram> programs() {
    return Combinators.combine(
            messages().list().ofMinSize(2).ofMaxSize(MAX_MESSAGES),
            Arbitraries.integers().between(0, KEY_STEP * MAX_MESSAGES + MAX_SLIP).list().ofMaxSize(2))
        .as(ProgramGenerator::layOut)
        .filter(Optional::isPresent)
        .map(Optional::get)
        .filter(program -> program.longestRank() <= MAX_OPERATIONS_PER_RANK && program.hasWildcard());
  }

  /**
   * Programs in which some pairs of irecv waits became Waitanys: on a rank, the wait of an irecv and the next wait of
   * another irecv, both posted before the first wait, are each replaced by {@code waitany} over the two, so the pair
   * completes in either order. Programs without such a pair are not generated.
   */
  static Arbitrary<GeneratedProgram> programsWithWaitany() {
    return programs().map(ProgramGenerator::withWaitany).filter(program -> program.text().contains("waitany"));
  }

  static GeneratedProgram withWaitany(GeneratedProgram program) {
    List<List<Op>> ranks = new ArrayList<>();
    for (List<Op> ops : program.ranks()) {
      List<Op> changed = new ArrayList<>(ops);
      java.util.Set<Integer> paired = new java.util.HashSet<>();
      for (int first = 0; first < ops.size(); first++) {
        if (!isIrecvWait(ops, first) || paired.contains(first)) {
          continue;
        }
        for (int second = first + 1; second < ops.size(); second++) {
          if (isIrecvWait(ops, second) && !paired.contains(second)
              && indexOfCall(ops, ops.get(second).handle()) < first) {
            List<Integer> among = List.of(ops.get(first).handle(), ops.get(second).handle());
            changed.set(first, Op.waitAny(among));
            changed.set(second, Op.waitAny(among));
            paired.add(first);
            paired.add(second);
            break;
          }
        }
      }
      ranks.add(changed);
    }
    return new GeneratedProgram(ranks);
  }

  private static boolean isIrecvWait(List<Op> ops, int index) {
    Op op = ops.get(index);
    return op.kind() == Kind.WAIT && ops.get(indexOfCall(ops, op.handle())).kind() == Kind.IRECV;
  }

  private static int indexOfCall(List<Op> ops, int handle) {
    for (int index = 0; index < ops.size(); index++) {
      if (ops.get(index).kind().isNonblocking() && ops.get(index).handle() == handle) {
        return index;
      }
    }
    throw new IllegalStateException("no call returns h" + handle);
  }

  static Arbitrary<Message> messages() {
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
    return Combinators.combine(source, destinationOffset, tag, send, receive, wildcard, layout)
        .as((from, offset, t, sendKind, receiveKind, any, where) ->
            new Message(from, (from + 1 + offset) % MAX_RANKS, t, sendKind, receiveKind, any, where));
  }

  /** An operation being placed: sorted by key, then by creation; a wait points at the call it completes. */
  private static final class Slot {
    final int key;
    final int sequence;
    final Kind kind;
    final int peer;
    final int tag;
    final Slot waited;
    int handle = ProgramText.NONE;
    int barriersBefore;
    Slot completion = this; // where the call is complete: itself, or the wait of a nonblocking call

    Slot(int key, int sequence, Kind kind, int peer, int tag, Slot waited) {
      this.key = key;
      this.sequence = sequence;
      this.kind = kind;
      this.peer = peer;
      this.tag = tag;
      this.waited = waited;
    }
  }

  /**
   * The ranks' operation lists, or nothing when a message crosses a barrier backwards: its receive is posted only
   * after a barrier its send must complete before, or the other way round. Such programs deadlock in every
   * execution (barriers cannot be passed while a rank waits in front of them), and they would be most of the
   * programs with barriers.
   */
  static Optional<GeneratedProgram> layOut(List<Message> messages, List<Integer> barrierKeys) {
    int size = 2;
    for (Message message : messages) {
      size = Math.max(size, Math.max(message.source(), message.destination()) + 1);
    }
    List<List<Slot>> slots = new ArrayList<>();
    for (int rank = 0; rank < size; rank++) {
      slots.add(new ArrayList<>());
    }
    int sequence = 0;
    List<Slot[]> pairs = new ArrayList<>();
    for (int i = 0; i < messages.size(); i++) {
      Message message = messages.get(i);
      Layout layout = message.layout();
      int sendKey = KEY_STEP * i + layout.sendSlip();
      Slot send = new Slot(sendKey, sequence++, message.send(), message.destination(), message.tag(), null);
      slots.get(message.source()).add(send);
      if (message.send() == Kind.ISEND) {
        send.completion = new Slot(sendKey + layout.sendWaitDelay(), sequence++, Kind.WAIT, ProgramText.NONE,
            ProgramText.NONE, send);
        slots.get(message.source()).add(send.completion);
      }
      int receiveKey = KEY_STEP * i + layout.receiveSlip();
      Slot receive = new Slot(receiveKey, sequence++, message.receive(),
          message.wildcard() ? ProgramText.ANY : message.source(), message.tag(), null);
      slots.get(message.destination()).add(receive);
      if (message.receive() == Kind.IRECV) {
        receive.completion = new Slot(receiveKey + layout.receiveWaitDelay(), sequence++, Kind.WAIT,
            ProgramText.NONE, ProgramText.NONE, receive);
        slots.get(message.destination()).add(receive.completion);
      }
      pairs.add(new Slot[] {send, receive});
    }
    List<Integer> barriers = barrierKeys.stream().sorted().toList();
    for (int b = 0; b < barriers.size(); b++) {
      for (List<Slot> rankSlots : slots) {
        // Before any other operation with the same key.
        rankSlots.add(new Slot(barriers.get(b), Integer.MIN_VALUE + b, Kind.BARRIER, ProgramText.NONE,
            ProgramText.NONE, null));
      }
    }
    List<List<Op>> ranks = new ArrayList<>();
    for (List<Slot> rankSlots : slots) {
      rankSlots.sort(Comparator.<Slot>comparingInt(slot -> slot.key).thenComparingInt(slot -> slot.sequence));
      int handles = 0;
      int barriersSoFar = 0;
      List<Op> ops = new ArrayList<>();
      for (Slot slot : rankSlots) {
        slot.barriersBefore = slot.kind == Kind.BARRIER ? barriersSoFar++ : barriersSoFar;
        ops.add(switch (slot.kind) {
          case SEND, SSEND -> Op.send(slot.kind, slot.peer, slot.tag, ProgramText.NONE);
          case ISEND -> Op.send(slot.kind, slot.peer, slot.tag, slot.handle = handles++);
          case RECV -> Op.receive(slot.kind, slot.peer, slot.tag, ProgramText.NONE);
          case IRECV -> Op.receive(slot.kind, slot.peer, slot.tag, slot.handle = handles++);
          case WAIT -> Op.waitFor(slot.waited.handle);
          case BARRIER -> Op.barrier();
          case WAITANY -> throw new IllegalStateException("waitany is made from waits, see withWaitany");
        });
      }
      ranks.add(ops);
    }
    for (Slot[] pair : pairs) {
      Slot send = pair[0];
      Slot receive = pair[1];
      if (receive.barriersBefore > send.completion.barriersBefore
          || send.barriersBefore > receive.completion.barriersBefore) {
        return Optional.empty();
      }
    }
    return Optional.of(new GeneratedProgram(ranks));
  }
}
