package dampi.property;

import dampi.epoch.Decision;
import dampi.property.ExecutionOracle.Outcome;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import java.util.ArrayList;
import java.util.List;

/**
 * The decisions that make a search's free first run one given execution of a generated program: each rank's wildcard
 * receives and probes, in the order they open epochs, take the source the execution's outcome shows them taking.
 * A search's result must not depend on which execution its first run happens to be (the device picks it); the
 * properties start searches from every outcome the oracle knows, not only from the ones the device favours.
 *
 * <p>A rank's decisions stop before the first call whose epoch this cannot name: a waitany, testany, waitsome or
 * testsome (its epoch, if any, chooses among requests, and depends on how many are active), a receive whose message
 * did not fit (the trace does not show which it was), and one the execution never completed. Its later epochs run
 * free, as the device makes them.
 */
final class FirstRun {
  private FirstRun() {}

  static List<Decision> of(GeneratedProgram program, Outcome outcome) {
    List<Decision> decisions = new ArrayList<>();
    for (int rank = 0; rank < program.size(); rank++) {
      List<Op> ops = program.ranks().get(rank);
      int epoch = 0;
      for (int index = 0; index < ops.size(); index++) {
        Op op = ops.get(index);
        if (op.kind().completesOne() || op.kind().completesSeveral()) {
          break;
        }
        if (!op.isWildcard()) {
          continue;
        }
        OpId id = new OpId(rank, index);
        Integer sourceWorldRank = op.kind().isProbe() ? outcome.probed().get(id)
            : outcome.matching().containsKey(id) ? Integer.valueOf(outcome.matching().get(id).rank()) : null;
        if (sourceWorldRank == null) {
          break;
        }
        int source = program.group(op.comm(), rank).indexOf(sourceWorldRank);
        decisions.add(new Decision(rank, epoch++, source, ""));
      }
    }
    return decisions;
  }
}
