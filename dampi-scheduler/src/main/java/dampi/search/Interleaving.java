package dampi.search;

import dampi.check.Finding;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import java.util.List;
import java.util.Map;

/**
 * One explored run: the decisions it was forced with, the epochs every rank recorded, what the checks found.
 *
 * @param index 1 for the first (free) run, in the search's depth-first order; 0 until the search numbers it
 * @param diverged the run did not follow its decisions (an epoch was at another call site); its epochs are not used
 * @param infeasible a forced match could not happen in this run (its message was never sent, while the wildcard would
 *     have taken another): the run says nothing about the program, so it has no findings, and its epochs serve only to
 *     branch after its forced path (see {@link Branches})
 * @param unsupportedCalls MPI calls the run made that dampi does not model, with how often
 * @param usedMpi some rank called MPI.Init
 * @param cutShort the search's time limit tore the run down (see {@link #cutShort(List)})
 * @param pollingLoops the sites where a rank polled in a loop in this run
 * @param stuckPoll the forced Iprobe this infeasible run ended waiting in, if that made it infeasible, else null
 * @param repeatOf the index of an earlier interleaving of the search that made every choice this one made (two forced
 *     paths can lead to one execution), 0 when there is none: it is no new outcome
 */
public record Interleaving(int index, List<Decision> decisions, List<Epoch> epochs, List<Finding> findings,
    boolean diverged, boolean infeasible, Map<String, Integer> unsupportedCalls, boolean usedMpi, boolean cutShort,
    java.util.Set<PollingLoop> pollingLoops, EpochId stuckPoll, int repeatOf) {
  public Interleaving {
    pollingLoops = java.util.Set.copyOf(pollingLoops);
    decisions = List.copyOf(decisions);
    epochs = List.copyOf(epochs);
    findings = List.copyOf(findings);
    unsupportedCalls = Map.copyOf(unsupportedCalls);
  }

  /** A run of a program that used MPI. */
  public Interleaving(int index, List<Decision> decisions, List<Epoch> epochs, List<Finding> findings,
      boolean diverged, boolean infeasible, Map<String, Integer> unsupportedCalls) {
    this(index, decisions, epochs, findings, diverged, infeasible, unsupportedCalls, true, false,
        java.util.Set.of(), null, 0);
  }

  /**
   * A run of {@code decisions} that the search's time limit tore down before it ended: it says nothing about the
   * program (not even a time-out) and is not one of the search's interleavings.
   */
  public static Interleaving cutShort(List<Decision> decisions) {
    return new Interleaving(0, decisions, List.of(), List.of(), false, false, Map.of(), true, true,
        java.util.Set.of(), null, 0);
  }

  /** This run as the {@code index}-th of a search. */
  public Interleaving numbered(int index) {
    return new Interleaving(index, decisions, epochs, findings, diverged, infeasible, unsupportedCalls, usedMpi,
        cutShort, pollingLoops, stuckPoll, repeatOf);
  }

  /** This run, an execution the search's interleaving {@code earlier} made already. */
  Interleaving repeating(int earlier) {
    return new Interleaving(index, decisions, epochs, findings, diverged, infeasible, unsupportedCalls, usedMpi,
        cutShort, pollingLoops, stuckPoll, earlier);
  }

  /** Whether the run is an execution of the program the search had not made before: a new outcome. */
  public boolean newExecution() {
    return !infeasible && repeatOf == 0;
  }

  /**
   * This run with finding nothing dropped as an alternative of the polls at {@code untilFound}: loops there poll
   * again, and would find what another run finds at once. Where the program works between those polls
   * ({@code working}), only the poll that ended a loop loses it: a single poll there that found nothing would have
   * let the program work before it polled again.
   */
  Interleaving polledInLoopsAt(java.util.Set<dampi.site.Site> untilFound, java.util.Set<dampi.site.Site> working) {
    if (untilFound.isEmpty()) {
      return this;
    }
    List<Epoch> known = epochs.stream()
        .map(epoch -> untilFound.contains(epoch.site()) && (epoch.endsALoop() || !working.contains(epoch.site()))
            ? epoch.withoutNothing() : epoch)
        .toList();
    return new Interleaving(index, decisions, known, findings, diverged, infeasible, unsupportedCalls, usedMpi,
        cutShort, pollingLoops, stuckPoll, repeatOf);
  }

  /**
   * Every choice this run made, forced or free: the decisions that replay it exactly (the forced prefix alone would
   * leave later epochs to chance).
   */
  public List<Decision> schedule() {
    return epochs.stream()
        .filter(Epoch::completed)
        .sorted(DepthFirstSearch.MATCHES_BEFORE_ORDER)
        .map(Decision::of)
        .toList();
  }
}
