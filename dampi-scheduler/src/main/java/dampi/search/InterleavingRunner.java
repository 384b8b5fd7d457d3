package dampi.search;

import dampi.epoch.Decision;
import java.util.List;

/** Executes the program once under a list of decisions (epochs they do not name run free). */
@FunctionalInterface
public interface InterleavingRunner {
  Interleaving run(int index, List<Decision> decisions);
}
