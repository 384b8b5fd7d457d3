package dampi.property;

import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import dampi.launch.SharedLauncher;
import dampi.property.ExecutionOracle.Outcome;
import dampi.rank.Buffering;
import dampi.search.DepthFirstSearch;
import dampi.search.Interleaving;
import dampi.search.InterleavingRunner;
import dampi.search.ProgramRunner;
import dampi.search.SearchBounds;
import dampi.search.SearchLimits;
import generated.Interpreter;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * What a whole {@code dampi verify} search of a generated program explores, under eager buffering unless told
 * otherwise: for each feasible
 * interleaving, its outcome as the interpreter's trace shows it (the matching its receives made, what the completion
 * calls took and the probes saw, where ranks stopped), and its findings placed at the program's operations.
 *
 * @param outcomes the distinct outcomes
 * @param findings the deadlocks, type mismatches and truncations of all interleavings, at the operations they concern
 * @param reported every finding as the report would list it (kind, ranks, site, message), to compare searches
 * @param unexpected what cannot be a finding at an operation: another kind (a leak, a rank that threw, a run that
 *     diverged), or a site that is not the line of the operation the trace shows; none is expected
 * @param problems what a trace shows that no execution can (a Status naming another source than the message's)
 * @param feasible the interleavings that were not infeasible
 * @param infeasible the runs forced into a state no execution reaches
 */
record ExploredOutcomes(Set<Outcome> outcomes, Set<FindingAt> findings, Set<String> reported, List<String> unexpected,
    List<String> problems, int interleavings, int feasible, int infeasible, boolean exhausted) {
  private static final Duration TIME_LIMIT = Duration.ofSeconds(20);

  static ExploredOutcomes search(GeneratedProgram program, Protocol protocol, int maxInterleavings) {
    return search(program, protocol, maxInterleavings, 1, List.of());
  }

  /**
   * A search whose first run, free for the search, makes {@code firstRun}'s choices: a free run's choices are the
   * device's, so this is how a test makes the search meet a program the way that once exposed a bug.
   */
  static ExploredOutcomes search(GeneratedProgram program, Protocol protocol, int maxInterleavings,
      List<Decision> firstRun) {
    return search(program, protocol, maxInterleavings, 1, firstRun);
  }

  /** A search with up to {@code jobs} interleavings under way at once. */
  static ExploredOutcomes search(GeneratedProgram program, Protocol protocol, int maxInterleavings, int jobs,
      List<Decision> firstRun) {
    return search(program, protocol, Buffering.EAGER, maxInterleavings, jobs, firstRun);
  }

  /** A search under {@code buffering}, which the interpreter and dampi both apply. */
  static ExploredOutcomes search(GeneratedProgram program, Protocol protocol, Buffering buffering,
      int maxInterleavings, int jobs, List<Decision> firstRun) {
    List<String> args = buffering == Buffering.EAGER ? List.of(program.text(), Interpreter.EAGER)
        : List.of(program.text());
    LaunchSpec spec = new LaunchSpec(new Program(List.of(Path.of("target/test-classes")),
        Interpreter.class.getName(), args, null), program.size(), Device.MULTICORE, TIME_LIMIT, null);
    Set<Outcome> outcomes = Collections.synchronizedSet(new LinkedHashSet<>());
    Set<FindingAt> findings = Collections.synchronizedSet(new TreeSet<>());
    Set<String> reported = Collections.synchronizedSet(new TreeSet<>());
    List<String> unexpected = Collections.synchronizedList(new ArrayList<>());
    List<String> problems = Collections.synchronizedList(new ArrayList<>());
    AtomicInteger feasible = new AtomicInteger();
    // Each run has an output of its own, so that runs under way together do not mix their traces. A search that is
    // not cut short by a limit takes every run it makes, so every run counts.
    InterleavingRunner runner = decisions -> {
      List<String> output = Collections.synchronizedList(new ArrayList<>());
      // As the interpreter's own sends: under eager buffering, collectives synchronise no more than their data needs.
      Interleaving interleaving = new ProgramRunner(SharedLauncher.get(), spec, protocol, buffering,
          (rank, error, text) -> output.add("[" + rank + "] " + text)).run(decisions.isEmpty() ? firstRun : decisions);
      if (!interleaving.infeasible()) { // forced into a state no execution reaches: no outcome
        feasible.incrementAndGet();
        Trace trace = Trace.read(program, output);
        outcomes.add(trace.outcome(interleaving.findings().stream()
            .anyMatch(finding -> finding.kind() == FindingKind.DEADLOCK)));
        problems.addAll(trace.problems());
        for (Finding finding : interleaving.findings()) {
          reported.add(finding.kind().jsonName() + " " + finding.ranks() + " at " + finding.site() + ": "
              + finding.message());
        }
        placed(program, interleaving.findings(), trace, findings, unexpected);
      }
      return interleaving;
    };
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, new SearchLimits(maxInterleavings, null, false),
        SearchBounds.none(), jobs, (interleaving, pending) -> {}).run();
    return new ExploredOutcomes(Set.copyOf(outcomes), new TreeSet<>(findings), new TreeSet<>(reported),
        List.copyOf(unexpected), List.copyOf(problems), result.interleavings(), feasible.get(),
        result.infeasible(), result.stoppedBy().exhausted());
  }

  /**
   * Places one run's findings at the program's operations: a deadlock at the operations its ranks stopped at, a type
   * mismatch or truncation at the receive the trace shows failing (the k-th such finding of a rank at its k-th failed
   * receive). A finding whose site is not the line of those operations' calls, or of another kind, is unexpected.
   */
  private static void placed(GeneratedProgram program, List<Finding> runFindings, Trace trace, Set<FindingAt> placed,
      List<String> unexpected) {
    Map<Integer, Integer> messageErrors = new HashMap<>();
    for (Finding finding : runFindings) {
      String site = String.valueOf(finding.site());
      String described = finding.kind().jsonName() + " " + finding.ranks() + " at " + site + ": " + finding.message();
      switch (finding.kind()) {
        case DEADLOCK -> {
          SortedSet<OpId> at = new TreeSet<>();
          Set<String> sites = new TreeSet<>(InterpreterSites.afterTheLastOperation());
          for (OpId stopped : trace.stoppedAt()) {
            if (finding.ranks().contains(stopped.rank())) {
              at.add(stopped);
              sites.addAll(InterpreterSites.of(program.op(stopped).kind()));
            } else {
              unexpected.add(described + " (rank " + stopped.rank() + " stopped at " + stopped + " too)");
            }
          }
          if (!sites.contains(site)) {
            unexpected.add(described + " (the sites of " + at + " are " + sites + ")");
          }
          placed.add(FindingAt.of(FindingKind.DEADLOCK, at));
        }
        case TYPE_MISMATCH, TRUNCATION -> {
          int rank = finding.ranks().get(0);
          int k = messageErrors.merge(rank, 1, Integer::sum) - 1;
          List<OpId> failed = trace.failedOf(rank);
          if (k >= failed.size()) {
            unexpected.add(described + " (the trace of rank " + rank + " shows " + failed.size() + " failed receives)");
            continue;
          }
          OpId receive = failed.get(k);
          Set<String> sites = receiveSites(program.op(receive));
          if (!sites.contains(site)) {
            unexpected.add(described + " (the sites of receive " + receive + " are " + sites + ")");
          }
          placed.add(FindingAt.of(finding.kind(), Set.of(receive)));
        }
        case RESOURCE_LEAK -> {
          // A message never received, whose sender did not wait for it (a send buffered by the model or by buffered
          // mode, a sendrecv's send half), reported at its line for the ranks that sent such messages.
          if (Stream.of(Kind.SEND, Kind.ISEND, Kind.SENDRECV, Kind.SENDRECV_REPLACE, Kind.BSEND, Kind.IBSEND)
              .anyMatch(kind -> InterpreterSites.of(kind).contains(site))) {
            placed.add(FindingAt.leakOf(finding.ranks()));
          } else {
            unexpected.add(described);
          }
        }
        default -> unexpected.add(described);
      }
    }
  }

  /**
   * The lines a receive's error may be reported at: the receive's, or, for an irecv, the line of the wait, test or
   * testloop that completed it.
   */
  private static Set<String> receiveSites(Op receive) {
    Set<String> sites = new TreeSet<>(InterpreterSites.of(receive.kind()));
    if (receive.kind() == Kind.IRECV) {
      sites.addAll(InterpreterSites.of(Kind.WAIT));
      sites.addAll(InterpreterSites.of(Kind.TEST));
      sites.addAll(InterpreterSites.of(Kind.TESTLOOP));
    }
    return sites;
  }
}
