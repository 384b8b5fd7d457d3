package dampi.property;


import dampi.clock.Protocol;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import dampi.launch.RankOutput;
import dampi.launch.SharedLauncher;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.rank.RunRecord;
import dampi.record.RecordingOracle;
import generated.Interpreter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

/**
 * Recording for replay on generated programs (wildcard and named receives, nonblocking ones with every completion
 * call, probes, collectives (in half of the runs, Allreduces where the program has barriers) and split communicators,
 * both buffering models), run for real: what each rank logged and
 * the replay set it ended with are the adaptive rule applied to the run's own trace, and every set is the closure of
 * replay dependence over the messages left unlogged and within its bound. Whatever the run did, deadlocks included.
 */
class RecordedProgramPropertiesTest {
  @Provide
  Arbitrary<GeneratedProgram> programs() {
    return ProgramGenerator.widerPrograms();
  }

  @Provide
  Arbitrary<Integer> bounds() {
    return Arbitraries.integers().between(1, 5);
  }

  @Property(tries = 40, shrinking = ShrinkingMode.OFF)
  void recordedLoggingIsTheRuleAppliedToTheRunsTrace(@ForAll("programs") GeneratedProgram generated,
      @ForAll("bounds") int bound, @ForAll boolean eager, @ForAll boolean allreduces) {
    // an Allreduce is MPJ's own collective, its data moved by MPJ's tree messages
    GeneratedProgram program = allreduces ? GeneratedProgram.parse(generated.text().replace("barrier", "allreduce"))
        : generated;
    Buffering buffering = eager ? Buffering.EAGER : Buffering.ZERO;
    List<String> args = eager ? List.of(program.text(), Interpreter.EAGER) : List.of(program.text());
    LaunchSpec spec = new LaunchSpec(new Program(List.of(Path.of("target/test-classes")), Interpreter.class.getName(),
        args, null), program.size(), Device.MULTICORE, Duration.ofSeconds(20), null);
    RunRecord run = SharedLauncher.get().run(spec, rank -> new RankRecorder(rank, new RankPlan(program.size(),
        Protocol.LLCP, buffering, Map.of(), true, bound)), RankOutput.discard()).run();
    RecordingOracle.assertLoggingIsTheRule(run, bound, program + "\nbound " + bound + ", " + buffering);
  }
}
