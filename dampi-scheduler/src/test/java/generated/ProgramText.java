package generated;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of a small point-to-point MPI program, one operation list per rank. It is what the property tests generate
 * and what {@link Interpreter} executes, passed as the program's only argument. Example (DESIGN-SOURCE's crooked
 * barrier):
 *
 * <pre>0: isend(1,t0)&gt;h0 barrier wait(h0) | 1: irecv(*,t0)&gt;h0 barrier recv(*,t0) wait(h0) | 2: barrier isend(1,t0)&gt;h0 wait(h0)</pre>
 *
 * Sends name their destination, receives their source ({@code *} is ANY_SOURCE); {@code >hN} names the request a
 * nonblocking call returns, and {@code wait(hN)} completes it; {@code waitany(h0,h1)} completes one of the irecv
 * requests it names that is still active (a Waitany over them). Handles are numbered per rank.
 */
public final class ProgramText {
  /** ANY_SOURCE in the text's model. */
  public static final int ANY = -1;
  /** What an operation that has no peer, tag or handle carries in those fields. */
  public static final int NONE = -1;

  private static final Pattern OPERATION = Pattern.compile(
      "(send|ssend|isend|recv|irecv)\\((\\*|\\d+),t(\\d+)\\)(?:>h(\\d+))?|wait\\(h(\\d+)\\)|barrier"
          + "|waitany\\((h\\d+(?:,h\\d+)+)\\)");

  private ProgramText() {}

  /** The operations the language has. */
  public enum Kind {
    SEND("send"), SSEND("ssend"), ISEND("isend"), RECV("recv"), IRECV("irecv"), WAIT("wait"), WAITANY("waitany"),
    BARRIER("barrier");

    final String word;

    Kind(String word) {
      this.word = word;
    }

    public boolean isSend() {
      return this == SEND || this == SSEND || this == ISEND;
    }

    public boolean isReceive() {
      return this == RECV || this == IRECV;
    }

    public boolean isNonblocking() {
      return this == ISEND || this == IRECV;
    }

    static Kind of(String word) {
      for (Kind kind : values()) {
        if (kind.word.equals(word)) {
          return kind;
        }
      }
      throw new IllegalArgumentException("no operation " + word);
    }
  }

  /**
   * One operation.
   *
   * @param peer the destination of a send, the source of a receive ({@link #ANY} for a wildcard), else {@link #NONE}
   * @param tag the tag of a send or receive, else {@link #NONE}
   * @param handle the request an isend or irecv returns or a wait completes, else {@link #NONE}
   * @param among the requests a waitany completes one of, in its array's order; empty for other operations
   */
  public record Op(Kind kind, int peer, int tag, int handle, List<Integer> among) {
    public Op {
      among = List.copyOf(among);
    }

    public Op(Kind kind, int peer, int tag, int handle) {
      this(kind, peer, tag, handle, List.of());
    }

    public static Op send(Kind kind, int destination, int tag, int handle) {
      return new Op(kind, destination, tag, kind == Kind.ISEND ? handle : NONE);
    }

    public static Op receive(Kind kind, int source, int tag, int handle) {
      return new Op(kind, source, tag, kind == Kind.IRECV ? handle : NONE);
    }

    public static Op waitFor(int handle) {
      return new Op(Kind.WAIT, NONE, NONE, handle);
    }

    public static Op waitAny(List<Integer> handles) {
      return new Op(Kind.WAITANY, NONE, NONE, NONE, handles);
    }

    public static Op barrier() {
      return new Op(Kind.BARRIER, NONE, NONE, NONE);
    }

    public boolean isWildcard() {
      return kind.isReceive() && peer == ANY;
    }

    @Override
    public String toString() {
      return switch (kind) {
        case WAIT -> "wait(h" + handle + ")";
        case WAITANY -> "waitany(" + String.join(",", among.stream().map(h -> "h" + h).toList()) + ")";
        case BARRIER -> "barrier";
        default -> kind.word + "(" + (peer == ANY ? "*" : Integer.toString(peer)) + ",t" + tag + ")"
            + (kind.isNonblocking() ? ">h" + handle : "");
      };
    }
  }

  /** The text of a program: {@code 0: ops | 1: ops | ...}. */
  public static String format(List<List<Op>> ranks) {
    List<String> parts = new ArrayList<>();
    for (int rank = 0; rank < ranks.size(); rank++) {
      StringBuilder part = new StringBuilder().append(rank).append(':');
      for (Op op : ranks.get(rank)) {
        part.append(' ').append(op);
      }
      parts.add(part.toString());
    }
    return String.join(" | ", parts);
  }

  /** The operations of every rank, the inverse of {@link #format}. */
  public static List<List<Op>> parse(String text) {
    List<List<Op>> ranks = new ArrayList<>();
    for (String part : text.split("\\|")) {
      String body = part.trim();
      int colon = body.indexOf(':');
      if (colon < 0 || Integer.parseInt(body.substring(0, colon).trim()) != ranks.size()) {
        throw new IllegalArgumentException("rank " + ranks.size() + " expected at: " + body);
      }
      List<Op> ops = new ArrayList<>();
      for (String word : body.substring(colon + 1).trim().split("\\s+")) {
        if (!word.isEmpty()) {
          ops.add(parseOp(word));
        }
      }
      ranks.add(List.copyOf(ops));
    }
    return List.copyOf(ranks);
  }

  private static Op parseOp(String word) {
    Matcher matcher = OPERATION.matcher(word);
    if (!matcher.matches()) {
      throw new IllegalArgumentException("not an operation: " + word);
    }
    if (word.equals("barrier")) {
      return Op.barrier();
    }
    if (matcher.group(6) != null) {
      List<Integer> handles = new ArrayList<>();
      for (String handle : matcher.group(6).split(",")) {
        handles.add(Integer.parseInt(handle.substring(1)));
      }
      return Op.waitAny(handles);
    }
    if (matcher.group(5) != null) {
      return Op.waitFor(Integer.parseInt(matcher.group(5)));
    }
    Kind kind = Kind.of(matcher.group(1));
    int peer = matcher.group(2).equals("*") ? ANY : Integer.parseInt(matcher.group(2));
    int tag = Integer.parseInt(matcher.group(3));
    if (kind.isNonblocking() != (matcher.group(4) != null)) {
      throw new IllegalArgumentException("a nonblocking call, and only one, names its handle: " + word);
    }
    int handle = matcher.group(4) == null ? NONE : Integer.parseInt(matcher.group(4));
    return new Op(kind, peer, tag, handle);
  }
}
