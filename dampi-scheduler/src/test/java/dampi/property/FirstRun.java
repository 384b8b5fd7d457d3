package dampi.property;

import dampi.epoch.Choice;
import dampi.epoch.Decision;
import dampi.property.ExecutionOracle.Outcome;
import generated.ProgramText.Kind;
import generated.ProgramText.Op;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * The decisions that make a search's free first run one given execution of a generated program: each rank's wildcard
 * receives and probes, in the order they open epochs, take the source the execution's outcome shows them taking; its
 * polls find what the outcome shows them finding, or nothing; its tests complete their irecv or nothing, as there;
 * its testloops end completing their irecv.
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
        OpId id = new OpId(rank, index);
        if (op.kind().isPoll()) {
          if (reachedNoFurther(outcome, rank, index)) {
            break;
          }
          Integer found = outcome.probed().get(id); // a poll is an epoch whatever it found, nothing included
          decisions.add(found == null ? new Decision(rank, epoch++, new Choice.Nothing(), Site.unknown())
              : new Decision(rank, epoch++, program.group(op.comm(), rank).indexOf(found), ""));
          continue;
        }
        if (op.kind().isTest()) {
          if (reachedNoFurther(outcome, rank, index)) {
            break;
          }
          List<Integer> completed = outcome.taken().get(id); // a test is an epoch whatever it completed
          decisions.add(completed == null || completed.isEmpty()
              ? new Decision(rank, epoch++, new Choice.Nothing(), Site.unknown())
              : new Decision(rank, epoch++, irecvOf(ops, index, op.handle()).receiveSource(), ""));
          continue;
        }
        if (op.kind() == Kind.TESTLOOP) { // a loop's choice is what it ends with: its irecv's message
          if (reachedNoFurther(outcome, rank, index)) {
            break;
          }
          decisions.add(new Decision(rank, epoch++, irecvOf(ops, index, op.handle()).receiveSource(), ""));
          continue;
        }
        if (!op.isWildcard()) {
          continue;
        }
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

  /** The irecv before {@code index} whose request is {@code handle}: a test names its source. */
  private static Op irecvOf(List<Op> ops, int index, int handle) {
    for (int before = index - 1; before >= 0; before--) {
      if (ops.get(before).kind() == Kind.IRECV && ops.get(before).handle() == handle) {
        return ops.get(before);
      }
    }
    throw new IllegalArgumentException("no irecv with handle " + handle + " before operation " + index);
  }

  /** Whether the execution left {@code rank} blocked at or before operation {@code index}. */
  private static boolean reachedNoFurther(Outcome outcome, int rank, int index) {
    return outcome.blocked().stream().anyMatch(op -> op.rank() == rank && op.index() <= index);
  }
}
