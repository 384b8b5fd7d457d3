package dampi.replay;

import java.util.ArrayList;
import java.util.List;

/**
 * One rank's side of adaptive logging in a recorded run: the replay set its messages carry, the rule at each
 * receive ({@link AdaptiveLogging}), and the log. A collective's data arrives as several messages, MPJ's or dampi's
 * own, from the start of its data phase to its end; their sets are gathered and the rule applied once, to the result
 * as a whole. Messages outside an application's collective that no application receive takes (MPJ's start-up and
 * communicator bookkeeping) carry no data of the application and add no dependence. It travels to a niodev rank's
 * JVM inside the rank's recorder, empty.
 */
public final class ReplayRecorder implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  private final int rank;
  private final AdaptiveLogging logging;
  private final List<RecordedReceive> receives = new ArrayList<>();
  private final List<RecordedCollective> collectives = new ArrayList<>();
  private final List<RecordedSend> sends = new ArrayList<>();
  private final List<RecordedAnswer> answers = new ArrayList<>();
  private final java.util.Set<Integer> pendingSends = new java.util.HashSet<>();
  private ReplaySet collectiveData; // null outside a collective's data phase
  private final List<PackedMessage> collectiveMessages = new ArrayList<>();
  private final java.util.Map<Integer, Integer> collectivesByContext = new java.util.HashMap<>();
  private ReplaySet outgoingFor;
  private int[] outgoing;

  public ReplayRecorder(int rank, int bound) {
    this.rank = rank;
    this.logging = new AdaptiveLogging(rank, bound);
  }

  /** The set a message sent now carries, as ranks: what this rank has depended on so far, a collective's data too. */
  public synchronized int[] outgoingSet() {
    ReplaySet set = collectiveData == null ? logging.current() : logging.current().union(collectiveData);
    if (!set.equals(outgoingFor)) {
      outgoingFor = set;
      outgoing = set.ranks();
    }
    return outgoing;
  }

  /**
   * An application send, to world rank {@code receiver}.
   *
   * @return its index among the rank's sends
   */
  public synchronized int sent(int receiver, int tag, int context, int bytes) {
    sends.add(new RecordedSend(receiver, tag, context, bytes, true));
    return sends.size() - 1;
  }

  /** The nonblocking send {@code index} is under way until {@link #sendCompleted}. */
  public synchronized void sendPending(int index) {
    pendingSends.add(index);
  }

  public synchronized void sendCompleted(int index) {
    pendingSends.remove(index);
  }

  /**
   * An application receive completed with the message of world rank {@code source}, which carried {@code carried}
   * (null: its sender did not say, so it counts as depending on its sender alone).
   */
  public synchronized void received(long issueOrder, int source, int tag, int context, int[] carried,
      PackedMessage contents) {
    boolean logged = logging.receiving(carried == null ? ReplaySet.of(new Interval(source, 0))
        : ReplaySet.ofRanks(carried));
    receives.add(new RecordedReceive(issueOrder, source, tag, context, logged ? contents : null));
  }

  /** A probe or completion call answered {@code answer} (see {@link RecordedAnswer}). */
  public synchronized void answered(String call, int[] answer) {
    int last = answers.size() - 1;
    if (last >= 0 && answers.get(last).repeats(call, answer)) {
      answers.set(last, answers.get(last).oneMore());
    } else {
      answers.add(new RecordedAnswer(call, answer, 1));
    }
  }

  /** A collective's data starts to move (after any barrier that only synchronises). */
  public synchronized void collectiveStarted() {
    collectiveData = ReplaySet.empty();
    collectiveMessages.clear();
  }

  /** A message no application receive takes: part of a collective's data while one moves, else nothing. */
  public synchronized void internalReceived(int[] carried, PackedMessage contents) {
    if (collectiveData != null && carried != null) {
      collectiveData = collectiveData.union(ReplaySet.ofRanks(carried));
      collectiveMessages.add(contents);
    }
  }

  /**
   * The collective call at {@code position} on communicator {@code context} returned: its result is logged whole, or
   * its data joins the set. A collective dampi runs itself logs the messages it received; one MPJ runs itself logs
   * {@code result}, the receive buffer as the call left it, since a replay cannot take MPJ's messages one by one.
   *
   * @param result for a collective MPJ runs itself, its result as {@link ResultSnapshot#take} gives it; else null
   */
  public synchronized void collectiveEnded(int position, String operation, int context,
      java.util.function.Supplier<byte[]> result) {
    int sequence = collectivesByContext.merge(context, 1, Integer::sum) - 1;
    if (collectiveData == null || collectiveData.size() == 0) {
      collectiveData = null; // this member's result depends on nobody else's data (a Gather's non-root)
      return;
    }
    boolean logged = logging.receiving(collectiveData);
    byte[] snapshot = logged && result != null ? result.get() : null;
    collectives.add(new RecordedCollective(position, operation, context, sequence, logged,
        logged && result == null ? collectiveMessages : List.of(), snapshot));
    collectiveData = null;
    collectiveMessages.clear();
  }

  /**
   * What the rank recorded; {@code blockedInASend} when it ended blocked in a blocking send (its last send never
   * completed).
   */
  public synchronized RankReplayLog freeze(boolean blockedInASend) {
    List<RecordedSend> frozen = new ArrayList<>();
    for (int index = 0; index < sends.size(); index++) {
      RecordedSend send = sends.get(index);
      boolean completed = !pendingSends.contains(index) && !(blockedInASend && index == sends.size() - 1);
      frozen.add(new RecordedSend(send.receiver(), send.tag(), send.context(), send.bytes(), completed));
    }
    return new RankReplayLog(rank, logging.bound(), logging.current(), receives, collectives, frozen, answers);
  }
}
