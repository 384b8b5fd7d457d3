package dampi.epoch;

import java.io.Serializable;
import java.util.List;

/**
 * One rank's epoch bookkeeping at the end of a run, frozen: its epochs as the rank saw them, and what the run-wide
 * analysis of unreceived messages needs ({@link UnreceivedMessages}).
 *
 * @param separatesRanks whether the clock is a vector (LVCP): a message's component for this rank is then its own
 * @param epochs in index order, with order keys
 * @param facts index-aligned with {@code epochs}
 * @param openReceives receives and forced probes still open, in issue order
 * @param forcedReceiveOvertaken a forced receive never matched while a later receive took a message its wildcard
 *     would have taken (see {@link ForcedReceiveChecks#overtakenAndUnmatched})
 * @param forcedCompletionHeldBack the run ended with a forced Waitany or Waitsome waiting while another of its
 *     requests was complete (see {@link ForcedReceiveChecks#completionHeldBack})
 * @param forcedCompletionSends the messages, by index in {@code messages().sent()}, of the sends a forced completion
 *     call waiting at the end of the run passes over: each is complete once received
 * @param passedOverSends send requests completion epochs passed over, each an alternative of them once received
 * @param forcedPollWaiting the epoch of a forced Iprobe the run ended with still waiting for its message (see {@link
 *     EpochTracker#pollWaits}), -1 for none
 * @param pollingLoops the sites where the rank polled again at once after a poll found nothing: loops
 * @param givingUpLoops the sites of those loops the rank left having found nothing: loops that give up
 * @param workingLoops the sites where the rank polled again after work of the program's own (it stored into its
 *     arrays or fields since the poll found nothing): a single poll there that found may have found nothing
 */
public record EpochLog(int rank, boolean separatesRanks, List<Epoch> epochs, List<EpochFacts> facts,
    MessageLog messages, List<OpenReceive> openReceives, boolean forcedReceiveOvertaken,
    boolean forcedCompletionHeldBack, List<Integer> forcedCompletionSends,
    List<PassedOverSend> passedOverSends, int forcedPollWaiting, List<dampi.site.Site> pollingLoops,
    List<dampi.site.Site> givingUpLoops, List<dampi.site.Site> workingLoops)
    implements Serializable {
  public EpochLog {
    epochs = List.copyOf(epochs);
    facts = List.copyOf(facts);
    openReceives = List.copyOf(openReceives);
    forcedCompletionSends = List.copyOf(forcedCompletionSends);
    passedOverSends = List.copyOf(passedOverSends);
    pollingLoops = List.copyOf(pollingLoops);
    givingUpLoops = List.copyOf(givingUpLoops);
    workingLoops = List.copyOf(workingLoops);
    if (epochs.size() != facts.size()) {
      throw new IllegalArgumentException(epochs.size() + " epochs but " + facts.size() + " facts");
    }
  }

  /** The component of a message's clock that the match rule compares with this rank's own. */
  int componentFor(int[] messageClock) {
    if (!separatesRanks) {
      return messageClock[0];
    }
    return rank < messageClock.length ? messageClock[rank] : 0;
  }
}
