package dampi.cli;

import dampi.launch.BadInputException;
import dampi.launch.LaunchFailure;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.OutputRouter;
import dampi.rank.RankOutcome;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.devices.Launchers;
import dampi.clock.Protocol;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.record.RecordFile;
import dampi.record.Recording;
import dampi.record.Recordings;
import dampi.timeline.Timelines;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code dampi run}: runs a program once, like mpirun, with every rank's output prefixed {@code [rank] }; optionally
 * traced, or recorded for incremental replay.
 *
 * <pre>
 *   dampi run -np 4 app.jar arg1
 *   dampi run -np 16 --device niodev --classpath build/classes com.example.Main
 *   dampi run -np 64 --record run1 --replay-bound 8 app.jar
 * </pre>
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Run an MPJ Express program once (no verification). Exit code 0 when every rank reached "
        + "MPI.Finalize; otherwise one line per failed rank and exit code 1; bad input exits with 2.")
public final class RunCommand implements Callable<Integer> {
  @Mixin ProgramOptions program;

  @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
      description = "tear the run down after this many seconds (default: ${DEFAULT-VALUE})")
  double timeoutSeconds;

  @Option(names = "--trace", paramLabel = "FILE",
      description = "write the run's merged trace (calls, messages) in the Chrome Trace Event format, for Perfetto "
          + "or chrome://tracing")
  Path trace;

  @Mixin RecordOptions recordOptions;

  @Override
  public Integer call() {
    try {
      LaunchSpec spec = program.launchSpec(SecondsOption.duration("--timeout", timeoutSeconds));
      Buffering buffering = program.buffering();
      int bound = recordOptions.bound();
      RunResult result;
      try (Launcher launcher = Launchers.create(spec.device())) {
        result = launcher.run(spec, rank -> new RankRecorder(rank,
            new RankPlan(spec.ranks(), Protocol.LLCP, buffering, java.util.Map.of()).tracing(trace != null)
                .recordingForReplay(bound)),
            RankOutput.console());
      }
      if (recordOptions.recording()) {
        Recording recording = Recordings.of(spec, buffering, bound, result.run());
        Path file = RecordFile.write(recordOptions.directory, recording);
        OutputRouter.originalErr().println("dampi run: recorded for replay in " + file + ": "
            + Recordings.summary(recording));
      }
      if (trace != null) {
        OutputRouter.originalErr().println("dampi run: " + Timelines.writeChromeTrace(result.run(),
            "dampi run " + spec.program().mainClass(), trace));
      }
      for (RankOutcome failure : result.outcomes()) {
        if (!failure.isSuccess()) {
          OutputRouter.originalErr().println("dampi: " + failure.describe());
        }
      }
      return result.succeeded() ? DampiCommand.OK : DampiCommand.FAILED;
    } catch (BadInputException | java.io.IOException | LaunchFailure e) {
      OutputRouter.originalErr().println("dampi run: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    }
  }
}
