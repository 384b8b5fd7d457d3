package generated;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of a small MPI program, one operation list per rank, optionally after the communicators it declares. It is
 * what the property tests generate and what {@link Interpreter} executes, passed as the program's only argument.
 * Example (DESIGN-SOURCE's crooked barrier):
 *
 * <pre>0: isend(1,t0)&gt;h0 barrier wait(h0) | 1: irecv(*,t0)&gt;h0 barrier recv(*,t0) wait(h0) | 2: barrier isend(1,t0)&gt;h0 wait(h0)</pre>
 *
 * <p>Sends name their destination, receives their source ({@code *} is ANY_SOURCE); {@code >hN} names the request a
 * nonblocking call returns, and {@code wait(hN)} completes it. Handles are numbered per rank. A receive's or probe's
 * tag may be {@code t*}, ANY_TAG: it then takes the oldest message of a sender it fits, whatever its tag (MPI-3.1
 * §3.5, non-overtaking holds for every receive that two messages both match).
 *
 * <ul>
 *   <li>Completions: {@code waitany(h0,h1)} and {@code testany(h0,h1)} complete one of the requests they name that is
 *       still active; {@code waitsome(h0,h1)} and {@code testsome(h0,h1)} complete one or more of them (none when none
 *       is active). The test variants poll until they complete something.
 *   <li>Probes: {@code probe(*,t0)} waits until a message it fits is there and takes note of its source without
 *       receiving it; {@code iprobe(*,t0)} polls until one is. A receive from {@code ^}, {@code recv(^,t0)}, names the
 *       source the rank's latest probe found. {@code poll(*,t0)} is one Iprobe: it notes the source of a message it
 *       finds, or that it found nothing, and a receive from {@code ^} never names what a poll found.
 *   <li>{@code test(h0)} is one Test of the request of an irecv: it completes the request, or not; either way the
 *       request's {@code wait(h0)} comes later, and returns at once after a Test that completed it.
 *       {@code testloop(h0)} completes it as {@code wait(h0)} does, by a Test repeated until it does.
 *   <li>{@code bsend(1,t0)} and {@code ibsend(1,t0)>h0} are buffered sends: a rank that makes one attaches a buffer
 *       with room for all of them before its first operation, and they complete at once, whatever the receiver does
 *       (MPI-3.1 §3.6). A buffered message no receive takes is left in the buffer at MPI.Finalize: a leak.
 *   <li>{@code sendrecv(1,t0,*,t1)} sends to rank 1 with tag 0 and receives from any source with tag 1, the two halves
 *       at once; {@code sendrecv_replace(...)} does the same in one buffer.
 *   <li>Message sizes: a send's or receive's third argument is its buffer, a count and a basic type, {@code 2}
 *       (two INTs) or {@code 1d} (one DOUBLE); without it, one INT. A receive's message must fit its buffer: no
 *       more elements, the same type.
 *   <li>Communicators: an operation names its communicator after {@code @} ({@code recv(*,t0)@a}), COMM_WORLD when it
 *       names none; ranks in it are ranks of that communicator. {@code self} is COMM_SELF. Others are declared before
 *       the ranks, ending with {@code ;}: {@code a=split(0/1,0/0,1/1,1/0)} splits COMM_WORLD, world rank i giving
 *       color/key number i; {@code b=clone(a)} clones a communicator (MPJ's {@code clone} is MPI_Comm_dup);
 *       {@code c=inter(a)} joins the two groups of split {@code a} in an intercommunicator, on which a rank names the
 *       ranks of the other group (no barrier or bcast on it). Every rank creates them in order before its first
 *       operation and frees them in reverse order after its last.
 *   <li>{@code barrier} is COMM_WORLD's Barrier, {@code barrier@a} that of the rank's communicator {@code a};
 *       {@code bcast(1)} is COMM_WORLD's Bcast of one INT from its rank 1, {@code bcast(1)@a} that of {@code a}.
 * </ul>
 *
 * <pre>a=split(0/1,0/0,1/0,1/1); 0: send(0,t0)@a | 1: recv(*,t0)@a | 2: probe(*,t0)@a recv(^,t0,2)@a | 3: send(0,t0,2)@a</pre>
 */
public final class ProgramText {
  /** ANY_SOURCE, and in a tag ANY_TAG, in the text's model. */
  public static final int ANY = -1;
  /** What an operation that has no peer, tag or handle carries in those fields. */
  public static final int NONE = -1;
  /**
   * {@code ^}: the source of a receive that names the source its rank's latest probe found, or the destination of a
   * send that answers the source its rank's latest receive got its message from (a reply, as a master to a worker).
   */
  public static final int PROBED = -2;
  /** COMM_WORLD's name: what an operation without {@code @} uses. */
  public static final String WORLD = "w";
  /** COMM_SELF's name. */
  public static final String SELF = "self";

  private static final Pattern OPERATION = Pattern.compile(
      "(?<name>[a-z_]+)\\((?<args>[^)]*)\\)(?:@(?<comm>[a-z]+))?(?:>h(?<handle>\\d+))?");
  private static final Pattern DECLARATION = Pattern.compile(
      "(?<name>[a-z]+)=(?:split\\((?<split>[^)]*)\\)|(?<how>clone|inter)\\((?<parent>[a-z]+)\\))");
  private static final Pattern BUFFER = Pattern.compile("(\\d+)(d?)");

  private ProgramText() {}

  /** The operations the language has. */
  public enum Kind {
    SEND("send"), SSEND("ssend"), ISEND("isend"), BSEND("bsend"), IBSEND("ibsend"), RECV("recv"), IRECV("irecv"),
    WAIT("wait"), WAITANY("waitany"), TESTANY("testany"), WAITSOME("waitsome"), TESTSOME("testsome"),
    TESTANY_ONCE("testanyonce"), TESTSOME_ONCE("testsomeonce"), TESTALL_ONCE("testallonce"),
    PROBE("probe"), IPROBE("iprobe"), POLL("poll"), TEST("test"), TESTLOOP("testloop"), SENDRECV("sendrecv"),
    SENDRECV_REPLACE("sendrecv_replace"), BARRIER("barrier"), BCAST("bcast"), ALLREDUCE("allreduce");

    final String word;

    Kind(String word) {
      this.word = word;
    }

    /** Sends a message: a send of any mode, or a sendrecv's send half. */
    public boolean isSend() {
      return this == SEND || this == SSEND || this == ISEND || isBuffered() || isSendrecv();
    }

    /** A buffered send: complete once its message is in the rank's attached buffer, whatever the receiver does. */
    public boolean isBuffered() {
      return this == BSEND || this == IBSEND;
    }

    /** Receives a message: a recv, an irecv, or a sendrecv's receive half. */
    public boolean isReceive() {
      return this == RECV || this == IRECV || isSendrecv();
    }

    public boolean isSendrecv() {
      return this == SENDRECV || this == SENDRECV_REPLACE;
    }

    public boolean isProbe() {
      return this == PROBE || this == IPROBE;
    }

    /** A single Iprobe: it finds a message or nothing, and a receive from {@code ^} never names what it found. */
    public boolean isPoll() {
      return this == POLL;
    }

    public boolean isNonblocking() {
      return this == ISEND || this == IBSEND || this == IRECV;
    }

    /** A single Test of one request: it completes it, or returns nothing, and the request's wait comes later. */
    public boolean isTest() {
      return this == TEST;
    }

    /** A wait of one request, or its testloop (its wait as a polling loop), or a single test of it. */
    public boolean waitsOrTestsOne() {
      return this == WAIT || this == TESTLOOP || this == TEST;
    }

    /** Completes requests it names: a wait, or one of the any/some calls. */
    public boolean isCompletion() {
      return this == WAIT || completesSeveral() || completesOne();
    }

    /** Waitany or Testany (polled, or once): one of the requests it names. */
    public boolean completesOne() {
      return this == WAITANY || this == TESTANY || this == TESTANY_ONCE;
    }

    /** Waitsome or Testsome (polled, or once), or a single Testall: one or more of the requests it names. */
    public boolean completesSeveral() {
      return this == WAITSOME || this == TESTSOME || this == TESTSOME_ONCE || this == TESTALL_ONCE;
    }

    /**
     * A single Testany, Testsome or Testall, not repeated: it may also return nothing (MPI-3.1 §3.7.4), and the
     * requests it did not return are waited for later.
     */
    public boolean testsOnce() {
      return this == TESTANY_ONCE || this == TESTSOME_ONCE || this == TESTALL_ONCE;
    }

    public String word() {
      return word;
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

  /** The basic types a buffer can hold. */
  public enum Type { INT, DOUBLE }

  /** What a send sends or what a receive has room for: {@code count} elements of {@code type}. */
  public record Buffer(int count, Type type) {
    public static final Buffer ONE_INT = new Buffer(1, Type.INT);

    public Buffer {
      if (count < 1) {
        throw new IllegalArgumentException("a buffer of " + count + " elements");
      }
    }

    /** Whether a message of this shape fits a receive buffer {@code receive} (MPI-3.1 §3.2.4, §3.3.1). */
    public boolean fits(Buffer receive) {
      return type == receive.type && count <= receive.count;
    }

    @Override
    public String toString() {
      return count + (type == Type.DOUBLE ? "d" : "");
    }
  }

  /**
   * One operation.
   *
   * @param peer the destination of a send or sendrecv, the source of a receive or probe ({@link #ANY} for a wildcard,
   *     {@link #PROBED} for the source the latest probe found or, for a send, the latest receive got its message
   *     from), else {@link #NONE}: a rank of {@code comm}
   * @param tag the tag of a send, receive, probe or sendrecv's send half, else {@link #NONE}
   * @param handle the request an isend or irecv returns or a wait completes, else {@link #NONE}
   * @param among the requests a waitany, testany, waitsome or testsome completes some of, in its array's order; empty
   *     for other operations
   * @param comm the communicator's name ({@link #WORLD}, {@link #SELF} or a declared one)
   * @param buffer what a send sends or a receive has room for; a sendrecv's, both
   * @param source the source of a sendrecv's receive half, else {@link #NONE}
   * @param receiveTag the tag of a sendrecv's receive half, else {@link #NONE}
   */
  public record Op(Kind kind, int peer, int tag, int handle, List<Integer> among, String comm, Buffer buffer,
      int source, int receiveTag) {
    public Op {
      among = List.copyOf(among);
    }

    public Op(Kind kind, int peer, int tag, int handle, List<Integer> among) {
      this(kind, peer, tag, handle, among, WORLD, Buffer.ONE_INT, NONE, NONE);
    }

    public Op(Kind kind, int peer, int tag, int handle) {
      this(kind, peer, tag, handle, List.of());
    }

    public static Op send(Kind kind, int destination, int tag, int handle) {
      return new Op(kind, destination, tag, kind.isNonblocking() ? handle : NONE);
    }

    public static Op receive(Kind kind, int source, int tag, int handle) {
      return new Op(kind, source, tag, kind == Kind.IRECV ? handle : NONE);
    }

    public static Op probe(Kind kind, int source, int tag) {
      return new Op(kind, source, tag, NONE);
    }

    public static Op sendrecv(Kind kind, int destination, int tag, int source, int receiveTag) {
      return new Op(kind, destination, tag, NONE, List.of(), WORLD, Buffer.ONE_INT, source, receiveTag);
    }

    public static Op waitFor(int handle) {
      return new Op(Kind.WAIT, NONE, NONE, handle);
    }

    /** One Test of the request {@code handle}, an irecv's, before its wait. */
    public static Op testOf(int handle) {
      return new Op(Kind.TEST, NONE, NONE, handle);
    }

    /** Tests of the request {@code handle}, an irecv's, until one completes it: its wait, as a polling loop. */
    public static Op testLoopOf(int handle) {
      return new Op(Kind.TESTLOOP, NONE, NONE, handle);
    }

    public static Op waitAny(List<Integer> handles) {
      return completing(Kind.WAITANY, handles);
    }

    /** A waitany, testany, waitsome or testsome over {@code handles}. */
    public static Op completing(Kind kind, List<Integer> handles) {
      if (!kind.completesOne() && !kind.completesSeveral()) {
        throw new IllegalArgumentException(kind + " completes no list of requests");
      }
      return new Op(kind, NONE, NONE, NONE, handles);
    }

    public static Op barrier() {
      return new Op(Kind.BARRIER, NONE, NONE, NONE);
    }

    /** An Allreduce (MPI.SUM) of one INT, MPJ's own collective: every member's result depends on every member. */
    public static Op allreduce() {
      return new Op(Kind.ALLREDUCE, NONE, NONE, NONE);
    }

    /** A Bcast from {@code root}, a rank of the operation's communicator. */
    public static Op bcast(int root) {
      return new Op(Kind.BCAST, root, NONE, NONE);
    }

    public Op on(String communicator) {
      return new Op(kind, peer, tag, handle, among, communicator, buffer, source, receiveTag);
    }

    public Op sized(Buffer shape) {
      return new Op(kind, peer, tag, handle, among, comm, shape, source, receiveTag);
    }

    /** The rank of {@link #comm} a receive, probe or sendrecv takes its message from. */
    public int receiveSource() {
      return kind.isSendrecv() ? source : peer;
    }

    /** The tag a receive, probe or sendrecv's receive half takes. */
    public int receivedTag() {
      return kind.isSendrecv() ? receiveTag : tag;
    }

    /** Whether a message with {@code tag} fits this receive's, probe's or sendrecv receive half's tag. */
    public boolean takesTag(int messageTag) {
      return receivedTag() == ANY || receivedTag() == messageTag;
    }

    /** A receive, probe or sendrecv whose source is ANY_SOURCE. */
    public boolean isWildcard() {
      return (kind.isReceive() || kind.isProbe()) && receiveSource() == ANY;
    }

    @Override
    public String toString() {
      String at = comm.equals(WORLD) ? "" : "@" + comm;
      String size = buffer.equals(Buffer.ONE_INT) ? "" : "," + buffer;
      return switch (kind) {
        case WAIT, TEST, TESTLOOP -> kind.word + "(h" + handle + ")";
        case WAITANY, TESTANY, WAITSOME, TESTSOME, TESTANY_ONCE, TESTSOME_ONCE, TESTALL_ONCE ->
            kind.word + "(" + String.join(",", among.stream().map(h -> "h" + h).toList()) + ")";
        case BARRIER, ALLREDUCE -> kind.word + at;
        case BCAST -> "bcast(" + peer + ")" + at;
        case SENDRECV, SENDRECV_REPLACE -> kind.word + "(" + peer + ",t" + tag + "," + rankText(source) + ","
            + tagText(receiveTag) + size + ")" + at;
        default -> kind.word + "(" + rankText(peer) + "," + tagText(tag) + size + ")" + at
            + (kind.isNonblocking() ? ">h" + handle : "");
      };
    }
  }

  /**
   * A communicator the program declares: a split of COMM_WORLD (color and key by world rank) or a clone of another.
   *
   * @param parent what a clone copies, else null
   * @param colors a split's color of every world rank, else empty
   * @param keys a split's key of every world rank, else empty
   */
  public record Communicator(String name, String parent, List<Integer> colors, List<Integer> keys, boolean inter) {
    public Communicator {
      colors = List.copyOf(colors);
      keys = List.copyOf(keys);
      if (name.equals(WORLD) || name.equals(SELF) || !name.matches("[a-z]+")) {
        throw new IllegalArgumentException("not a name for a declared communicator: " + name);
      }
      if ((parent == null) == colors.isEmpty() || colors.size() != keys.size() || inter && parent == null) {
        throw new IllegalArgumentException("a communicator is a split with a color and key per rank, a clone or an"
            + " intercommunicator: " + name);
      }
    }

    public static Communicator split(String name, List<Integer> colors, List<Integer> keys) {
      return new Communicator(name, null, colors, keys, false);
    }

    public static Communicator cloneOf(String name, String parent) {
      return new Communicator(name, parent, List.of(), List.of(), false);
    }

    /**
     * The intercommunicator between the two groups of split {@code parent} (Create_intercomm with each group's rank 0
     * as its leader): a rank's sources and destinations on it are ranks of the other group.
     */
    public static Communicator interOf(String name, String parent) {
      return new Communicator(name, parent, List.of(), List.of(), true);
    }

    public boolean isSplit() {
      return parent == null;
    }

    public boolean isClone() {
      return parent != null && !inter;
    }

    /** The same declaration for the first {@code ranks} world ranks only. */
    public Communicator forRanks(int ranks) {
      return isSplit() ? split(name, colors.subList(0, ranks), keys.subList(0, ranks)) : this;
    }

    @Override
    public String toString() {
      if (!isSplit()) {
        return name + (inter ? "=inter(" : "=clone(") + parent + ")";
      }
      List<String> parts = new ArrayList<>();
      for (int rank = 0; rank < colors.size(); rank++) {
        parts.add(colors.get(rank) + "/" + keys.get(rank));
      }
      return name + "=split(" + String.join(",", parts) + ")";
    }
  }

  private static String tagText(int tag) {
    return tag == ANY ? "t*" : "t" + tag;
  }

  private static String rankText(int rank) {
    return rank == ANY ? "*" : rank == PROBED ? "^" : Integer.toString(rank);
  }

  /** The text of a program on COMM_WORLD alone: {@code 0: ops | 1: ops | ...}. */
  public static String format(List<List<Op>> ranks) {
    return format(List.of(), ranks);
  }

  /** The text of a program: its declared communicators, if any, then {@code 0: ops | 1: ops | ...}. */
  public static String format(List<Communicator> communicators, List<List<Op>> ranks) {
    List<String> parts = new ArrayList<>();
    for (int rank = 0; rank < ranks.size(); rank++) {
      StringBuilder part = new StringBuilder().append(rank).append(':');
      for (Op op : ranks.get(rank)) {
        part.append(' ').append(op);
      }
      parts.add(part.toString());
    }
    String body = String.join(" | ", parts);
    return communicators.isEmpty() ? body
        : String.join(" ", communicators.stream().map(Communicator::toString).toList()) + "; " + body;
  }

  /** The communicators a program declares, in order (the part before {@code ;}; none without it). */
  public static List<Communicator> communicators(String text) {
    int end = text.indexOf(';');
    List<Communicator> declared = new ArrayList<>();
    if (end < 0) {
      return declared;
    }
    for (String word : text.substring(0, end).trim().split("\\s+")) {
      if (word.isEmpty()) {
        continue;
      }
      Matcher matcher = DECLARATION.matcher(word);
      if (!matcher.matches()) {
        throw new IllegalArgumentException("not a communicator declaration: " + word);
      }
      String name = matcher.group("name");
      if (matcher.group("parent") != null) {
        String parent = matcher.group("parent");
        boolean inter = matcher.group("how").equals("inter");
        if (inter ? declared.stream().noneMatch(c -> c.name().equals(parent) && c.isSplit())
            : !parent.equals(WORLD) && declared.stream().noneMatch(c -> c.name().equals(parent))) {
          throw new IllegalArgumentException(name + (inter ? " joins the groups of " : " clones ") + parent
              + ", which is not " + (inter ? "a split " : "") + "declared before it");
        }
        declared.add(inter ? Communicator.interOf(name, parent) : Communicator.cloneOf(name, parent));
      } else {
        List<Integer> colors = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        for (String pair : matcher.group("split").split(",")) {
          String[] colorKey = pair.split("/");
          colors.add(Integer.parseInt(colorKey[0].trim()));
          keys.add(Integer.parseInt(colorKey[1].trim()));
        }
        declared.add(Communicator.split(name, colors, keys));
      }
      if (declared.stream().filter(c -> c.name().equals(name)).count() > 1) {
        throw new IllegalArgumentException(name + " is declared twice");
      }
    }
    return declared;
  }

  /** The operations of every rank (after the declarations, if any), the inverse of {@link #format}. */
  public static List<List<Op>> parse(String text) {
    List<String> names = new ArrayList<>(List.of(WORLD, SELF));
    communicators(text).forEach(communicator -> names.add(communicator.name()));
    String body = text.substring(text.indexOf(';') + 1);
    List<List<Op>> ranks = new ArrayList<>();
    for (String part : body.split("\\|")) {
      String rankText = part.trim();
      int colon = rankText.indexOf(':');
      if (colon < 0 || Integer.parseInt(rankText.substring(0, colon).trim()) != ranks.size()) {
        throw new IllegalArgumentException("rank " + ranks.size() + " expected at: " + rankText);
      }
      List<Op> ops = new ArrayList<>();
      for (String word : rankText.substring(colon + 1).trim().split("\\s+")) {
        if (!word.isEmpty()) {
          Op op = parseOp(word);
          if (!names.contains(op.comm())) {
            throw new IllegalArgumentException("no communicator " + op.comm() + " is declared: " + word);
          }
          ops.add(op);
        }
      }
      ranks.add(List.copyOf(ops));
    }
    return List.copyOf(ranks);
  }

  private static Op parseOp(String word) {
    Matcher matcher = OPERATION.matcher(word);
    if (!matcher.matches()) {
      for (Kind collective : List.of(Kind.BARRIER, Kind.ALLREDUCE)) {
        if (word.equals(collective.word) || word.startsWith(collective.word + "@")) {
          String comm = word.equals(collective.word) ? WORLD : word.substring(collective.word.length() + 1);
          if (comm.equals(SELF)) {
            throw new IllegalArgumentException("COMM_SELF is no Intracomm in MPJ, it has no collectives: " + word);
          }
          return (collective == Kind.BARRIER ? Op.barrier() : Op.allreduce()).on(comm);
        }
      }
      throw new IllegalArgumentException("not an operation: " + word);
    }
    Kind kind = Kind.of(matcher.group("name"));
    String comm = matcher.group("comm") == null ? WORLD : matcher.group("comm");
    if (kind == Kind.BCAST) {
      check(!comm.equals(SELF), "COMM_SELF is no Intracomm in MPJ, it has no Bcast", word);
      check(matcher.group("handle") == null && matcher.group("args").matches("\\d+"), "bcast(root)", word);
      return Op.bcast(Integer.parseInt(matcher.group("args"))).on(comm);
    }
    String handleText = matcher.group("handle");
    if (kind.isNonblocking() != (handleText != null)) {
      throw new IllegalArgumentException("a nonblocking call, and only one, names its handle: " + word);
    }
    List<String> args = List.of(matcher.group("args").split(","));
    if (kind.waitsOrTestsOne() || kind.completesOne() || kind.completesSeveral()) {
      List<Integer> handles = new ArrayList<>();
      for (String handle : args) {
        if (!handle.matches("h\\d+")) {
          throw new IllegalArgumentException("not a handle: " + handle + " in " + word);
        }
        handles.add(Integer.parseInt(handle.substring(1)));
      }
      if (kind.waitsOrTestsOne()) {
        check(handles.size() == 1 && comm.equals(WORLD), kind.word + " names one handle and no communicator", word);
        return new Op(kind, NONE, NONE, handles.get(0));
      }
      check(handles.size() >= 2 && comm.equals(WORLD), kind.word + " names two handles or more and no communicator",
          word);
      return Op.completing(kind, handles);
    }
    if (kind.isSendrecv()) {
      check(args.size() == 4 || args.size() == 5, "sendrecv(dest,tag,source,tag[,buffer])", word);
      Op op = Op.sendrecv(kind, parseRank(args.get(0), word), parseTag(args.get(1), word), parseRank(args.get(2), word),
          parseReceivedTag(args.get(3), word));
      check(op.peer() >= 0, "a sendrecv sends to a named rank", word);
      return op.on(comm).sized(args.size() == 5 ? parseBuffer(args.get(4), word) : Buffer.ONE_INT);
    }
    boolean probing = kind.isProbe() || kind.isPoll();
    check(args.size() == 2 || args.size() == 3 && !probing, kind.word + "(rank,tag"
        + (probing ? ")" : "[,buffer])"), word);
    int peer = parseRank(args.get(0), word);
    int tag = kind.isSend() ? parseTag(args.get(1), word) : parseReceivedTag(args.get(1), word);
    check(kind.isSend() ? peer >= 0 || peer == PROBED : true, "a send names its destination or ^", word);
    int handle = handleText == null ? NONE : Integer.parseInt(handleText);
    Op op = probing ? Op.probe(kind, peer, tag) : new Op(kind, peer, tag, handle);
    return op.on(comm).sized(args.size() == 3 ? parseBuffer(args.get(2), word) : Buffer.ONE_INT);
  }

  private static int parseRank(String text, String word) {
    if (text.equals("*")) {
      return ANY;
    }
    if (text.equals("^")) {
      return PROBED;
    }
    check(text.matches("\\d+"), "a rank is a number, * or ^", word);
    return Integer.parseInt(text);
  }

  private static int parseTag(String text, String word) {
    check(text.matches("t\\d+"), "a tag is written t0, t1, ...", word);
    return Integer.parseInt(text.substring(1));
  }

  /** A receive's tag: a number, or {@code t*} for ANY_TAG. */
  private static int parseReceivedTag(String text, String word) {
    return text.equals("t*") ? ANY : parseTag(text, word);
  }

  private static Buffer parseBuffer(String text, String word) {
    Matcher matcher = BUFFER.matcher(text);
    check(matcher.matches(), "a buffer is a count, then d for DOUBLE", word);
    return new Buffer(Integer.parseInt(matcher.group(1)), matcher.group(2).isEmpty() ? Type.INT : Type.DOUBLE);
  }

  private static void check(boolean condition, String rule, String word) {
    if (!condition) {
      throw new IllegalArgumentException(rule + ": " + word);
    }
  }
}
