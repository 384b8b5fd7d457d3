package dampi.epoch;

import dampi.clock.LogicalClock;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** Freezes one rank's live epoch bookkeeping into its {@link EpochLog}, with the epochs' order keys. */
final class EpochExport {
  private EpochExport() {}

  /** The values an epoch ends the run with. */
  private record Closing(int clock, int[] knowledge, int matchedSource) {}

  static EpochLog freeze(int rank, LogicalClock clock, List<OpenEpoch> epochs, List<OpenEpoch> inClockOrder,
      OpenReceives receives, ForcedReceiveChecks forcedChecks, MessageLog messages, List<SendRequest> watchedSends,
      java.util.Collection<dampi.site.Site> pollingLoops, java.util.Collection<dampi.site.Site> givingUpLoops,
      java.util.Collection<dampi.site.Site> workingLoops) {
    Map<OpenEpoch, Closing> closings = new IdentityHashMap<>();
    for (OpenEpoch epoch : epochs) {
      closings.put(epoch, new Closing(epoch.clock, epoch.knowledge, epoch.matchedSource));
    }
    List<OpenEpoch> clockOrder = new ArrayList<>(inClockOrder);
    closeAtRunEnd(clock, receives, closings, clockOrder);
    Map<OpenEpoch, Integer> orderKeys = orderKeys(clock, clockOrder, closings);
    List<Epoch> exported = new ArrayList<>(epochs.size());
    List<EpochFacts> facts = new ArrayList<>(epochs.size());
    for (OpenEpoch epoch : epochs) {
      Closing closing = closings.get(epoch);
      exported.add(new Epoch(rank, epoch.index, epoch.kind, closing.clock(), orderKeys.getOrDefault(epoch, -1),
          epoch.context, epoch.tag, epoch.namedSource, epoch.site, closing.matchedSource(),
          new java.util.TreeSet<>(epoch.alternatives.revealedBy(closing.matchedSource()).keySet()), epoch.forced,
          epoch.inRepeatedRegion, epoch.endsALoop, epoch.alternatives.revealedBy(closing.matchedSource())));
      facts.add(new EpochFacts(epoch.issueOrder, epoch.knownMatchedAfter, epoch.testedReceive,
          epoch.everyRequest));
    }
    return new EpochLog(rank, clock.separatesRanks(), exported, facts, messages, openReceives(receives, forcedChecks),
        forcedChecks.overtakenAndUnmatched(receives), forcedChecks.completionHeldBack(),
        forcedChecks.sendsAwaitingTheirReceive(), passedOverSends(watchedSends), forcedChecks.pollWaiting(), List.copyOf(pollingLoops),
        List.copyOf(givingUpLoops), List.copyOf(workingLoops));
  }

  /**
   * The run ended (often in a deadlock) with nonblocking wildcard receives issued but never completed: each may have
   * matched a message at the device that the rank never saw. They take their clocks, in issue order, as R4 would have
   * at a later completion (the k-th takes the value k advances from now); their matched source is the device's match.
   */
  private static void closeAtRunEnd(LogicalClock clock, OpenReceives receives, Map<OpenEpoch, Closing> closings,
      List<OpenEpoch> clockOrder) {
    int advances = 0;
    for (Receive receive : receives.incomplete()) {
      OpenEpoch epoch = receive.epoch;
      if (epoch == null) {
        continue;
      }
      int matched = epoch.matchedSource < 0 && receive.deviceReportsMatch()
          ? receive.deviceMatchNow() : epoch.matchedSource;
      if (!receive.clockTaken) {
        closings.put(epoch, new Closing(clock.local() + advances, clock.snapshotAfter(advances), matched));
        clockOrder.add(epoch);
        advances++;
      } else {
        closings.put(epoch, new Closing(epoch.clock, epoch.knowledge, matched));
      }
    }
  }

  /**
   * An epoch's order key counts what every epoch of this rank that took its clock before it came after: those match
   * before it (an earlier one that completes late, in R4's CompleteNow, matched before the receive that completed it),
   * but the message that one matched can be known only at its own, later completion. Without it a receive could sort
   * before the irecv that non-overtaking made match first, and a replay would force it while the irecv deviates to
   * the same message.
   */
  private static Map<OpenEpoch, Integer> orderKeys(LogicalClock clock, List<OpenEpoch> clockOrder,
      Map<OpenEpoch, Closing> closings) {
    Map<OpenEpoch, Integer> orderKeys = new IdentityHashMap<>();
    int[] before = null;
    for (OpenEpoch epoch : clockOrder) {
      int[] knowledge = closings.get(epoch).knowledge();
      before = before == null ? knowledge : join(before, knowledge);
      orderKeys.put(epoch, clock.orderKeyOf(before));
    }
    return orderKeys;
  }

  private static List<PassedOverSend> passedOverSends(List<SendRequest> watchedSends) {
    List<PassedOverSend> sends = new ArrayList<>(watchedSends.size());
    for (SendRequest send : watchedSends) {
      sends.add(new PassedOverSend(send.sentIndex, send.watchers.stream()
          .map(watcher -> new OpenReceive.Watcher(watcher.epoch().index, watcher.index()))
          .toList(), send.completed));
    }
    return sends;
  }

  private static List<OpenReceive> openReceives(OpenReceives receives, ForcedReceiveChecks forcedChecks) {
    List<OpenReceive> open = new ArrayList<>();
    for (Receive receive : receives.incomplete()) {
      open.add(frozen(receive, false, forcedChecks.passedOver(receive)));
    }
    Receive probing = forcedChecks.probing();
    if (probing != null) {
      open.add(frozen(probing, true, false));
    }
    for (Receive loop : forcedChecks.loopsForcedEmpty()) {
      open.add(frozen(loop, true, false));
    }
    return open;
  }

  private static OpenReceive frozen(Receive receive, boolean probe, boolean passedOver) {
    List<OpenReceive.Watcher> watchers = receive.watchers.stream()
        .map(watcher -> new OpenReceive.Watcher(watcher.epoch().index, watcher.index()))
        .toList();
    return new OpenReceive(receive.order, receive.context, receive.source, receive.tag,
        receive.epoch == null ? -1 : receive.epoch.index, receive.isForcedWildcard(), receive.deviceMatchNow(),
        watchers, probe, passedOver);
  }

  /** Element-wise maximum. */
  static int[] join(int[] clock, int[] other) {
    int[] joined = clock.clone();
    for (int i = 0; i < joined.length && i < other.length; i++) {
      joined[i] = Math.max(joined[i], other[i]);
    }
    return joined;
  }
}
