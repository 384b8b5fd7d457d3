package dampi.epoch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which executions of abstracted regions (loop bodies, marked by {@code dampi.Regions} or {@code --abstract-loop}) one
 * rank is inside. Executions are counted per region name; an epoch opened while any enclosing region is in its
 * second or later execution is not explored (loop-iteration abstraction). Regions nest; an exit closes the innermost
 * open execution of its name, and an exit without a matching enter is ignored, so a program that forgets an exit on
 * an exception path can only explore more, never crash.
 */
public final class RegionExecutions implements Serializable {
  private static final long serialVersionUID = 1L;

  /** One open execution: the region's name and which execution of it this is (1 for the first). */
  private record Open(String name, int execution) implements Serializable {}

  private final Map<String, Integer> executions = new HashMap<>();
  private final List<Open> open = new ArrayList<>();

  public void enter(String name) {
    int execution = executions.merge(name, 1, Integer::sum);
    open.add(new Open(name, execution));
  }

  public void exit(String name) {
    for (int i = open.size() - 1; i >= 0; i--) {
      if (open.get(i).name().equals(name)) {
        open.remove(i);
        return;
      }
    }
  }

  /** Whether some enclosing region is in an execution after its first. */
  public boolean insideRepeatedExecution() {
    for (Open execution : open) {
      if (execution.execution() > 1) {
        return true;
      }
    }
    return false;
  }
}
