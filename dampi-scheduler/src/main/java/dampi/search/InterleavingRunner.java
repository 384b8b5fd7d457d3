package dampi.search;

import dampi.epoch.Decision;
import java.util.List;

/**
 * Executes the program once under a list of decisions (epochs they do not name run free). A search with several
 * jobs calls it from several threads at once.
 */
@FunctionalInterface
public interface InterleavingRunner {
  Interleaving run(List<Decision> decisions);
}
