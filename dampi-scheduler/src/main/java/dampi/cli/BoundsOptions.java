package dampi.cli;

import dampi.instrument.LoopMethod;
import dampi.launch.BadInputException;
import dampi.launch.LaunchSpec;
import dampi.launch.ProgramResolver;
import dampi.search.SearchBounds;
import dampi.verification.Settings;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of {@code verify} that buy less than full coverage, for programs too large for it:
 *
 * <pre>
 *   dampi verify --bound-mixing 1 app.jar
 *   dampi verify --abstract-loop com.example.Solver#step --abstract-loop com.example.Solver#exchange app.jar
 * </pre>
 */
public final class BoundsOptions {
  @Option(names = "--bound-mixing", paramLabel = "K",
      description = "combine forced choices only within windows of K+1 consecutive epochs of a path (0: try each "
          + "epoch's alternatives alone); default: no bound, full coverage")
  Integer mixing;

  @Option(names = "--abstract-loop", paramLabel = "CLASS#METHOD",
      description = "every call of this method is one execution of a region whose wildcard receives are explored in "
          + "its first execution only (repeatable; programs can also mark regions with dampi.Regions.enter/exit)")
  List<String> abstractLoops = new ArrayList<>();

  SearchBounds searchBounds() throws BadInputException {
    if (mixing == null) {
      return SearchBounds.none();
    }
    if (mixing < 0) {
      throw new BadInputException("--bound-mixing must be 0 or more, got " + mixing);
    }
    return new SearchBounds(mixing);
  }

  List<LoopMethod> loops() throws BadInputException {
    return Settings.loops("--abstract-loop", abstractLoops);
  }

  /** The launch with the abstracted loops, each checked to exist in the program. */
  LaunchSpec applyTo(LaunchSpec spec) throws BadInputException {
    List<LoopMethod> loops = loops();
    for (LoopMethod loop : loops) {
      try {
        ProgramResolver.requireMethod(spec.program(), loop.className(), loop.methodName());
      } catch (BadInputException e) {
        throw new BadInputException("--abstract-loop " + loop + ": " + e.getMessage());
      }
    }
    return new LaunchSpec(spec.program(), spec.ranks(), spec.device(), spec.timeout(), spec.cluster(), loops);
  }
}
