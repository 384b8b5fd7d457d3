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

  int longestRank() {
    return ranks.stream().mapToInt(List::size).max().orElse(0);
  }

  @Override
  public String toString() {
    return text();
  }
}
