package dampi.property;

import dampi.launch.SharedLauncher;
import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import dampi.property.ExecutionOracle.Outcome;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.search.DepthFirstSearch;
import dampi.search.InterleavingRunner;
import dampi.search.ProgramRunner;
import dampi.search.SearchBounds;
import dampi.search.SearchLimits;
import generated.Interpreter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * The outcomes a whole {@code dampi verify} search of a generated program explores, under eager buffering: for each
 * interleaving, the matching its receives made and the request each waitany took (from the interpreter's trace), and
 * whether it deadlocked.
 *
 * @param outcomes the distinct outcomes, in the order the search first met them
 * @param unexpected findings other than deadlocks (a rank that threw, a run that diverged): none is expected
 */
record ExploredOutcomes(Set<Outcome> outcomes, List<Finding> unexpected, int interleavings, boolean exhausted) {
  private static final Duration TIME_LIMIT = Duration.ofSeconds(20);

  static ExploredOutcomes search(GeneratedProgram program, Protocol protocol, int maxInterleavings) {
    return search(program, protocol, maxInterleavings, List.of());
  }

  /**
   * A search whose first run, free for the search, makes {@code firstRun}'s choices: a free run's choices are the
   * device's, so this is how a test makes the search meet a program the way that once exposed a bug.
   */
  static ExploredOutcomes search(GeneratedProgram program, Protocol protocol, int maxInterleavings,
      List<Decision> firstRun) {
    LaunchSpec spec = new LaunchSpec(new Program(List.of(Path.of("target/test-classes")),
        Interpreter.class.getName(), List.of(program.text(), Interpreter.EAGER), null), program.size(),
        Device.MULTICORE, TIME_LIMIT, null);
    List<String> output = Collections.synchronizedList(new ArrayList<>());
    ProgramRunner runner = new ProgramRunner(SharedLauncher.get(), spec, protocol,
        (rank, error, text) -> output.add("[" + rank + "] " + text));
    Set<Outcome> outcomes = new LinkedHashSet<>();
    List<Finding> unexpected = new ArrayList<>();
    // Only the first run has no decisions: every later one forces at least one alternative.
    InterleavingRunner steered = decisions -> runner.run(decisions.isEmpty() ? firstRun : decisions);
    DepthFirstSearch.Result result = new DepthFirstSearch(steered, new SearchLimits(maxInterleavings, null, false),
        SearchBounds.none(), 1, (interleaving, pending) -> {
          if (interleaving.infeasible()) {
            output.clear(); // forced into a state no execution reaches: no outcome
            return;
          }
          boolean deadlock = false;
          for (Finding finding : interleaving.findings()) {
            if (finding.kind() == FindingKind.DEADLOCK) {
              deadlock = true;
            } else {
              unexpected.add(finding);
            }
          }
          outcomes.add(new Outcome(new TreeMap<>(Observation.matchingTraced(program, output)),
              new TreeMap<>(Observation.waitanysTraced(output)), deadlock));
          output.clear();
        }).run();
    return new ExploredOutcomes(outcomes, unexpected, result.interleavings(),
        result.stoppedBy().exhausted());
  }
}
