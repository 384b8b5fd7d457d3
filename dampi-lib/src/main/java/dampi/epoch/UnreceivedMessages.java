package dampi.epoch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run-wide analysis of the application messages that were sent but never received, over every rank's frozen
 * {@link EpochLog}. Each such message is a potential match of its receiver's epochs (without this, a run that
 * deadlocks right after a wildcard receive would never learn that the receive had alternatives: the late messages that
 * reveal them are never received), and it tells whether a forced run followed an execution of the program at all.
 * The send requests that completion epochs passed over are judged here too: each is complete once received.
 *
 * <p>Messages on one channel (communicator, source, destination, tag) are received in the order they were sent
 * (non-overtaking), so when the destination received n of them, the ones after the n-th are the unreceived ones.
 */
public final class UnreceivedMessages {
  private UnreceivedMessages() {}

  /**
   * A message never received, with the world ranks of its sender and of the rank it was sent to.
   *
   * @param position 1 for the first unreceived message of its channel, 2 for the next, ...
   */
  public record Unreceived(SentMessage message, int senderWorldRank, int receiverWorldRank, int position) {}

  /** A channel by world ranks: communicators that share a context number their ranks alike (see SentMessage). */
  private record ChannelKey(int context, int sender, int receiver, int tag) {}

  /** The application messages that were sent but never received, in each sender's order. */
  public static List<Unreceived> find(List<EpochLog> logs) {
    List<Unreceived> unreceived = new ArrayList<>();
    Map<ChannelKey, Integer> seenPerChannel = new HashMap<>();
    for (int sender = 0; sender < logs.size(); sender++) {
      for (SentMessage message : logs.get(sender).messages().sent()) {
        int receiver = message.receiver();
        if (receiver < 0 || receiver >= logs.size()) {
          continue;
        }
        ChannelKey channel = new ChannelKey(message.context(), sender, receiver, message.tag());
        int position = seenPerChannel.merge(channel, 1, Integer::sum);
        int received = logs.get(receiver).messages().receivedCount(message.context(), message.source(),
            message.tag());
        if (position > received) {
          unreceived.add(new Unreceived(message, sender, receiver, position - received));
        }
      }
    }
    return unreceived;
  }

  /**
   * Whether the run ended with a forced receive (or probe, or a forced Waitany's passed-over receive) waiting while a
   * message the wildcard the program wrote would have taken lay unreceived: the run is stuck in a state no execution
   * reaches, so its forced schedule was infeasible (typically because the message that revealed the forced match
   * depended on a choice this run made differently). So is a run that ended with a forced completion call waiting
   * although another of its requests was complete: part of a Waitsome's set, or a send it passes over that was
   * received.
   */
  public static boolean forcedReceiveStarved(List<EpochLog> logs, List<Unreceived> unreceived) {
    if (logs.stream().anyMatch(EpochLog::forcedCompletionHeldBack) || aPassedOverSendWasReceived(logs, unreceived)) {
      return true;
    }
    return unreceived.stream().anyMatch(message -> {
      EpochLog receiver = logs.get(message.receiverWorldRank());
      for (OpenReceive receive : receiver.openReceives()) {
        if (starves(receiver, receive, message.message(), message.position())
            || (receive.passedOver() && takesInTurn(receiver, receive, message.message(), message.position()))) {
          return true;
        }
      }
      return false;
    });
  }

  /**
   * Whether {@code message} is left to a receive its destination posted and never completed (a request never waited):
   * that receive takes it, by non-overtaking, so the message is not lost; the request is what leaked.
   */
  public static boolean leftToAPendingReceive(List<EpochLog> logs, Unreceived message) {
    EpochLog receiver = logs.get(message.receiverWorldRank());
    return receiver.openReceives().stream()
        .anyMatch(receive -> takesInTurn(receiver, receive, message.message(), message.position()));
  }

  /** Whether a send that a waiting forced completion call passes over had its message received. */
  private static boolean aPassedOverSendWasReceived(List<EpochLog> logs, List<Unreceived> unreceived) {
    for (EpochLog log : logs) {
      for (int sentIndex : log.forcedCompletionSends()) {
        if (received(logs, log.rank(), log.messages().sent().get(sentIndex), unreceived)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether rank {@code sender}'s {@code message} was received, or taken by a receive the device matched and the
   * application has not completed: either way its send request is complete.
   */
  private static boolean received(List<EpochLog> logs, int sender, SentMessage message, List<Unreceived> unreceived) {
    for (Unreceived left : unreceived) {
      if (left.message() == message && left.senderWorldRank() == sender) {
        EpochLog receiver = logs.get(left.receiverWorldRank());
        return receiver.openReceives().stream().anyMatch(receive -> receive.matchedAtDevice()
            && takesInTurn(receiver, receive, message, left.position()));
      }
    }
    return true;
  }

  /**
   * Every rank's epochs, each with the alternatives the unreceived messages reveal: a message that reached a rank's
   * queue but was never received is a potential match of every completed epoch whose clock it did not know (the
   * late-message rule), except where non-overtaking reserves it for a receive issued before the epoch and never
   * completed, which names its source or which the device already matched with it. A completion epoch (Waitany, ...)
   * that passed over the receive that would take it gets that request as an alternative, by the same rule.
   */
  public static List<List<Epoch>> epochsWithUnreceived(List<EpochLog> logs, List<Unreceived> unreceived) {
    List<Map<Integer, Map<Integer, int[]>>> revealed = new ArrayList<>();
    logs.forEach(log -> revealed.add(new HashMap<>()));
    for (Unreceived message : unreceived) {
      EpochLog receiver = logs.get(message.receiverWorldRank());
      offer(receiver, message.message(), message.position(), revealed.get(message.receiverWorldRank()));
    }
    for (EpochLog log : logs) {
      offerReceivedSends(log, logs, unreceived, revealed.get(log.rank()));
    }
    List<List<Epoch>> epochs = new ArrayList<>(logs.size());
    for (int rank = 0; rank < logs.size(); rank++) {
      Map<Integer, Map<Integer, int[]>> mine = revealed.get(rank);
      List<EpochFacts> facts = logs.get(rank).facts();
      epochs.add(logs.get(rank).epochs().stream()
          .map(epoch -> epoch.revealing(mine.getOrDefault(epoch.index(), Map.of())))
          .map(epoch -> CompletionEpochs.allOrNothing(epoch, facts.get(epoch.index()).everyRequest()))
          .toList());
    }
    return epochs;
  }

  /**
   * A send request a completion epoch passed over is complete once received (or once a later call of the rank
   * completed it: a receive can match it and never return), so the epoch could have returned it: as far as this rank
   * can tell, for the receive's clock is not known here; where the match in fact depended on the epoch, the run forced
   * to return the send waits for it while another request is complete, and is infeasible.
   */
  private static void offerReceivedSends(EpochLog log, List<EpochLog> logs, List<Unreceived> unreceived,
      Map<Integer, Map<Integer, int[]>> into) {
    for (PassedOverSend send : log.passedOverSends()) {
      SentMessage message = log.messages().sent().get(send.sentIndex());
      if (!send.completed() && !received(logs, log.rank(), message, unreceived)) {
        continue;
      }
      for (OpenReceive.Watcher watcher : send.watchers()) {
        Epoch passing = log.epochs().get(watcher.epoch());
        for (int request : CompletionEpochs.revealedBy(passing.kind(), passing.matchedSource(), watcher.index())) {
          reveal(log, watcher.epoch(), request, message.clock(), into);
        }
      }
    }
  }

  private static void offer(EpochLog log, SentMessage message, int position, Map<Integer, Map<Integer, int[]>> into) {
    int component = log.componentFor(message.clock());
    for (OpenReceive receive : log.openReceives()) {
      if (!receive.probe() && !receive.watchers().isEmpty() && takesInTurn(log, receive, message, position)) {
        for (OpenReceive.Watcher watcher : receive.watchers()) {
          Epoch passing = log.epochs().get(watcher.epoch());
          if (component <= passing.clock()) {
            for (int request : CompletionEpochs.revealedBy(passing.kind(), passing.matchedSource(), watcher.index())) {
              reveal(log, watcher.epoch(), request, message.clock(), into);
            }
          }
        }
      }
    }
    for (Epoch epoch : log.epochs()) {
      EpochFacts facts = log.facts().get(epoch.index());
      if (!epoch.kind().overRequests() && epoch.clock() >= 0 && epoch.context() == message.context()
          && epoch.fitsSource(message.source())
          && (epoch.tag() == EpochTracker.ANY || epoch.tag() == message.tag())
          && component <= epoch.clock() && !facts.knownMatchedBy(message.clock())
          && reaches(log, facts, message, position)) {
        reveal(log, epoch.index(), message.source(), message.clock(), into);
      }
    }
  }

  /**
   * Whether {@code message}, the {@code position}-th unreceived of its channel, could have reached the epoch: a Test's
   * epoch only when it is its receive's message; any other when the receives issued before the epoch and never
   * completed leave it this message.
   */
  private static boolean reaches(EpochLog log, EpochFacts facts, SentMessage message, int position) {
    if (facts.testedReceive() >= 0) {
      return log.openReceives().stream()
          .anyMatch(receive -> receive.order() == facts.testedReceive() && takesInTurn(log, receive, message, position));
    }
    return reservedBefore(log, facts.issueOrder(), message) < position;
  }

  /** The first message to reveal a source of an epoch is the one kept, as during the run. */
  private static void reveal(EpochLog log, int epochIndex, int source, int[] messageClock,
      Map<Integer, Map<Integer, int[]>> into) {
    Epoch epoch = log.epochs().get(epochIndex);
    if (source != epoch.matchedSource() && !epoch.alternatives().contains(source)) {
      into.computeIfAbsent(epochIndex, index -> new LinkedHashMap<>()).putIfAbsent(source, messageClock);
    }
  }

  /**
   * Whether {@code receive}, never completed, is the one that takes {@code message} by non-overtaking: the receives
   * issued before it and never completed that take messages of its channel leave it exactly this message.
   */
  private static boolean takesInTurn(EpochLog log, OpenReceive receive, SentMessage message, int position) {
    if (receive.probe() || !receive.takes(message)) {
      return false;
    }
    int before = 0;
    for (OpenReceive other : log.openReceives()) {
      if (!other.probe() && other.order() < receive.order() && other.takes(message)) {
        before++;
      }
    }
    return before == position - 1;
  }

  /**
   * Whether a receive forced to one source is still waiting (it never matched) while {@code message}, from another
   * source and unreceived, would have fitted it: the wildcard the program wrote would have taken that message.
   */
  private static boolean starves(EpochLog log, OpenReceive receive, SentMessage message, int position) {
    return receive.epoch() >= 0 && receive.forced() && !receive.matchedAtDevice()
        && receive.source() != message.source() && receive.fits(message.context(), message.tag())
        && log.epochs().get(receive.epoch()).fitsSource(message.source())
        && reaches(log, log.facts().get(receive.epoch()), message, position);
  }

  /**
   * How many receives issued before {@code issueOrder}, never completed, take messages from the source of {@code
   * message} (they name it, or the device matched them with it) and fit it.
   */
  private static int reservedBefore(EpochLog log, long issueOrder, SentMessage message) {
    int count = 0;
    for (OpenReceive receive : log.openReceives()) {
      if (!receive.probe() && receive.order() < issueOrder && receive.takes(message)) {
        count++;
      }
    }
    return count;
  }
}
