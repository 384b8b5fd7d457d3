package dampi.property;

import dampi.epoch.Epoch;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;

/** The recorded epochs of one run next to the oracle's potential matches, wildcard receive by wildcard receive. */
record EpochComparison(Observation run, MatchesBeforeOracle oracle, List<Row> rows) {
  /** One wildcard receive: its epoch as recorded, and what the oracle expects. */
  record Row(OpId receive, Epoch epoch, SortedSet<Integer> expected) {
    SortedSet<Integer> recorded() {
      return epoch.alternatives();
    }

    boolean equal() {
      return recorded().equals(expected);
    }

    boolean recordedWithinExpected() {
      return expected.containsAll(recorded());
    }

    boolean recordedCoversExpected() {
      return recorded().containsAll(expected);
    }

    @Override
    public String toString() {
      return "  " + receive + " epoch " + epoch.index() + " matched " + epoch.matchedSource() + ": recorded "
          + recorded() + ", oracle " + expected + (equal() ? "" : "   <-- differs");
    }
  }

  static EpochComparison of(Observation run, MatchesBeforeOracle.Reading reading) {
    MatchesBeforeOracle oracle = new MatchesBeforeOracle(run.program(), run.sendOfReceive(), reading);
    List<Row> rows = new ArrayList<>();
    for (int rank = 0; rank < run.program().size(); rank++) {
      List<OpId> wildcards = oracle.wildcardReceives(rank);
      List<Epoch> epochs = run.epochs(rank);
      if (epochs.size() != wildcards.size()) {
        throw new AssertionError("rank " + rank + " recorded " + epochs.size() + " epochs for " + wildcards.size()
            + " wildcard receives\n" + run.describe());
      }
      for (int k = 0; k < epochs.size(); k++) {
        Epoch epoch = epochs.get(k);
        OpId receive = wildcards.get(k);
        if (epoch.matchedSource() != oracle.matchedSource(receive)) {
          throw new AssertionError("epoch " + k + " of rank " + rank + " recorded source " + epoch.matchedSource()
              + " but " + receive + " got a message from " + oracle.matchedSource(receive) + "\n" + run.describe());
        }
        rows.add(new Row(receive, epoch, oracle.potentialMatches(receive)));
      }
    }
    return new EpochComparison(run, oracle, List.copyOf(rows));
  }

  boolean allEqual() {
    return rows.stream().allMatch(Row::equal);
  }

  boolean allRecordedWithinExpected() {
    return rows.stream().allMatch(Row::recordedWithinExpected);
  }

  boolean allRecordedCoverExpected() {
    return rows.stream().allMatch(Row::recordedCoversExpected);
  }

  /** For a failure message: the program, the matching and every wildcard receive's sets. */
  String describe() {
    StringBuilder text = new StringBuilder(run.describe()).append("\nwildcard receives (")
        .append(run.protocol()).append(" recorded vs oracle):");
    rows.forEach(row -> text.append('\n').append(row));
    return text.toString();
  }
}
