package dampi.rank;

import dampi.epoch.Epoch;
import dampi.epoch.EpochLog;
import dampi.replay.RankReplayLog;
import dampi.site.Site;
import dampi.trace.TraceLog;
import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * What one rank recorded in one run, frozen at the run's end ({@link RankRecorder#freeze}): the input of the search
 * and of the checkers, which never see a live recorder.
 *
 * @param initSite where the application called MPI.Init, the unknown site if it never did
 * @param divergence the first point where the run stopped following its decisions, or null
 * @param pendingCall the blocking MPI call the rank was inside at the end (null: none)
 * @param leakedAtFinalize the MPI objects it still held when it called MPI.Finalize
 * @param collectives the application's collective calls in program order, over all communicators
 * @param ruleViolations the calls that broke a rule of the standard on their own (see {@link RuleViolation})
 * @param epochLog its epoch bookkeeping, as the run-wide analysis reads it
 * @param epochs its epochs; in a {@link RunRecord}, with the alternatives unreceived messages revealed
 * @param trace its calls and messages in time, or null when the run was not traced
 * @param replayLog what it recorded for replay, or null when the run was not recorded
 * @param replayStop in a subset replay, why a helper rank stopped before its end (null: it did not)
 */
public record RankRecord(int rank, boolean initialized, Site initSite, boolean finalized, String divergence,
    Map<String, Integer> unsupportedCalls, long messagesSent, long messagesReceived, long piggybackBytes,
    PendingCall pendingCall, List<Resource> leakedAtFinalize, List<CollectiveCall> collectives,
    List<MessageError> messageErrors, List<RuleViolation> ruleViolations, EpochLog epochLog, List<Epoch> epochs,
    TraceLog trace, RankReplayLog replayLog, String replayStop) implements Serializable {
  /**
   * The call a rank records as not modelled when a completion waits for a request the application cancelled and MPJ
   * could not (MPJ 0.44 does not implement {@code Cancel}): under MPI that Wait returns (MPI-3.1 §3.8.4).
   */
  /** A ready send whose receiver runs in another JVM (niodev): whether it was posted in time is not judged. */
  public static final String READY_MODE_NOT_CHECKED =
      "ready-mode send (not judged on niodev: whether its receive was posted in time is seen on multicore only)";

  public static final String CANCEL_NOT_CARRIED_OUT =
      "Request.Cancel (not carried out by MPJ 0.44: a Wait on the cancelled request returns only if a message matches it)";

  public RankRecord {
    unsupportedCalls = Map.copyOf(unsupportedCalls);
    leakedAtFinalize = List.copyOf(leakedAtFinalize);
    collectives = List.copyOf(collectives);
    messageErrors = List.copyOf(messageErrors);
    ruleViolations = List.copyOf(ruleViolations);
    epochs = List.copyOf(epochs);
  }

  /** Whether the rank called MPI.Finalize: it returned, or the rank was still inside it at the end. */
  public boolean reachedFinalize() {
    return finalized || pendingCall != null && pendingCall.call().equals("MPI.Finalize");
  }

  /** This record with the threads the rank left behind when its run ended, counted as held at its end. */
  RankRecord withLeftBehind(List<Resource> leftBehind) {
    List<Resource> held = new java.util.ArrayList<>(leakedAtFinalize);
    held.addAll(leftBehind);
    return new RankRecord(rank, initialized, initSite, finalized, divergence, unsupportedCalls, messagesSent,
        messagesReceived, piggybackBytes, pendingCall, held, collectives, messageErrors, ruleViolations, epochLog,
        epochs, trace, replayLog, replayStop);
  }

  /** This record with the epochs the run-wide analysis completed. */
  RankRecord withEpochs(List<Epoch> completed) {
    return new RankRecord(rank, initialized, initSite, finalized, divergence, unsupportedCalls, messagesSent,
        messagesReceived, piggybackBytes, pendingCall, leakedAtFinalize, collectives, messageErrors, ruleViolations,
        epochLog, completed, trace, replayLog, replayStop);
  }
}
