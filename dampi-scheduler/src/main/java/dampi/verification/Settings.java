package dampi.verification;

import dampi.instrument.LoopMethod;
import dampi.launch.BadInputException;
import dampi.rank.Buffering;
import java.util.ArrayList;
import java.util.List;

/** Settings as a person writes them, read the same way by the command line and by code that embeds dampi. */
public final class Settings {
  private Settings() {}

  /** {@code zero} or {@code eager}, in any case. */
  public static Buffering buffering(String name) throws BadInputException {
    for (Buffering candidate : Buffering.values()) {
      if (candidate.name().equalsIgnoreCase(name)) {
        return candidate;
      }
    }
    throw new BadInputException("unknown buffering '" + name + "' (expected zero or eager)");
  }

  /**
   * Methods to abstract, each {@code CLASS#METHOD}, without repeats.
   *
   * @param label how the setting is named in a message, e.g. {@code --abstract-loop}
   */
  public static List<LoopMethod> loops(String label, List<String> methods) throws BadInputException {
    List<LoopMethod> loops = new ArrayList<>();
    for (String text : methods) {
      try {
        LoopMethod loop = LoopMethod.parse(text.trim());
        if (!loops.contains(loop)) {
          loops.add(loop);
        }
      } catch (IllegalArgumentException e) {
        throw new BadInputException(label + " " + e.getMessage());
      }
    }
    return loops;
  }
}
