package dampi.property;

import generated.ProgramText;
import generated.ProgramText.Op;
import java.util.List;

/** A program of the test language (see {@link ProgramText}), as generated or written by hand. */
record GeneratedProgram(List<List<Op>> ranks) {
  GeneratedProgram {
    ranks = ranks.stream().map(List::copyOf).toList();
  }

  static GeneratedProgram parse(String text) {
    return new GeneratedProgram(ProgramText.parse(text));
  }

  int size() {
    return ranks.size();
  }

  String text() {
    return ProgramText.format(ranks);
  }

  long receiveCount() {
    return ranks.stream().flatMap(List::stream).filter(op -> op.kind().isReceive()).count();
  }

  boolean hasWildcard() {
    return ranks.stream().flatMap(List::stream).anyMatch(Op::isWildcard);
  }

  /**
   * Whether an ssend may be taken by an irecv that MPI gives it to no earlier wildcard irecv could: some rank posts an
   * irecv while a wildcard irecv of its tag is still pending, and the program has an ssend. A search forcing the
   * earlier wildcard can then explore an outcome no execution has (README, known gaps); a later blocking receive is
   * held until the forced one matched, so it is no such case.
   */
  boolean mayOvertakeAForcedIrecvWithAnSsend() {
    return hasSsend() && ranks.stream().anyMatch(ops -> receivesBehindPendingWildcardIrecv(ops, false));
  }

  /**
   * Whether some rank posts any receive while a wildcard irecv of its tag is still pending, and the program has an
   * ssend: where a search may also miss an outcome (README, known gaps).
   */
  boolean receivesBehindAPendingIrecvWithAnSsend() {
    return hasSsend() && ranks.stream().anyMatch(ops -> receivesBehindPendingWildcardIrecv(ops, true));
  }

  private boolean hasSsend() {
    return ranks.stream().flatMap(List::stream).anyMatch(op -> op.kind() == ProgramText.Kind.SSEND);
  }

  private static boolean receivesBehindPendingWildcardIrecv(List<Op> ops, boolean blockingToo) {
    java.util.Map<Integer, Integer> pendingWildcardTags = new java.util.HashMap<>(); // handle -> tag
    for (Op op : ops) {
      switch (op.kind()) {
        case IRECV, RECV -> {
          if ((blockingToo || op.kind() == ProgramText.Kind.IRECV) && pendingWildcardTags.containsValue(op.tag())) {
            return true;
          }
          if (op.kind() == ProgramText.Kind.IRECV && op.isWildcard()) {
            pendingWildcardTags.put(op.handle(), op.tag());
          }
        }
        case WAIT -> pendingWildcardTags.remove(op.handle());
        default -> { } // a waitany completes only one of its requests: the others stay pending
      }
    }
    return false;
  }

  int longestRank() {
    return ranks.stream().mapToInt(List::size).max().orElse(0);
  }

  @Override
  public String toString() {
    return text();
  }
}
