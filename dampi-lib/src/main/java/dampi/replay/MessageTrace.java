package dampi.replay;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What replay dependence is computed from: each rank's sends, receives and checkpoints in program order, and the
 * messages that join them. Immutable; made by a {@link Builder}, which checks that every message is sent once by its
 * sender, received at most once by its receiver, and that some order of the events runs every receive after its send.
 *
 * <p>A collective's result at one member is a {@code RECEIVE_ALL}: it takes the messages of every member whose data
 * the result depends on at once, and is logged, or not, as a whole (a reduction's result cannot be told apart into
 * what each member gave).
 */
public final class MessageTrace {
  public enum Kind { SEND, RECEIVE, RECEIVE_ALL, CHECKPOINT }

  /**
   * One event of a rank.
   *
   * @param message the message sent or received; for {@code RECEIVE_ALL} the group's index ({@link #group}); -1 for
   *     a checkpoint
   * @param nanos when it happened, on a timeline common to the ranks (what checkpoint placement goes by)
   */
  public record Event(Kind kind, int message, long nanos) {}

  /** A message; {@code bytes} is the size of its contents, what logging it costs. */
  public record Message(int sender, int receiver, int bytes) {}

  /** Event {@code position} of {@code rank}. */
  public record Place(int rank, int position) {}

  private final List<List<Event>> events;
  private final List<Message> messages;
  private final List<List<Integer>> groups;
  private final int[] sendPosition;
  private final int[] receivePosition;
  private final List<int[]> intervalAt;

  private MessageTrace(List<List<Event>> events, List<Message> messages, List<List<Integer>> groups) {
    this.events = events.stream().map(List::copyOf).toList();
    this.messages = List.copyOf(messages);
    this.groups = groups.stream().map(List::copyOf).toList();
    this.sendPosition = new int[messages.size()];
    this.receivePosition = new int[messages.size()];
    Arrays.fill(sendPosition, -1);
    Arrays.fill(receivePosition, -1);
    this.intervalAt = new ArrayList<>();
    for (int rank = 0; rank < this.events.size(); rank++) {
      List<Event> own = this.events.get(rank);
      int[] intervals = new int[own.size()];
      int interval = 0;
      for (int position = 0; position < own.size(); position++) {
        Event event = own.get(position);
        switch (event.kind()) {
          case CHECKPOINT -> interval++;
          case SEND -> place(sendPosition, event.message(), rank, messages.get(event.message()).sender(), position,
              "sent");
          case RECEIVE -> place(receivePosition, event.message(), rank, messages.get(event.message()).receiver(),
              position, "received");
          case RECEIVE_ALL -> {
            for (int message : this.groups.get(event.message())) {
              place(receivePosition, message, rank, messages.get(message).receiver(), position, "received");
            }
          }
        }
        intervals[position] = interval;
      }
      intervalAt.add(intervals);
    }
    for (int message = 0; message < messages.size(); message++) {
      if (sendPosition[message] < 0) {
        throw new IllegalArgumentException("message " + message + " is never sent");
      }
    }
    executionOrder(); // refuses a trace whose receives cannot all come after their sends
  }

  private static void place(int[] positions, int message, int rank, int expectedRank, int position, String what) {
    if (rank != expectedRank) {
      throw new IllegalArgumentException("message " + message + " " + what + " by rank " + rank + ", not "
          + expectedRank);
    }
    if (positions[message] >= 0) {
      throw new IllegalArgumentException("message " + message + " " + what + " twice");
    }
    positions[message] = position;
  }

  public static Builder builder(int ranks) {
    return new Builder(ranks);
  }

  public int ranks() {
    return events.size();
  }

  public List<Event> events(int rank) {
    return events.get(rank);
  }

  public List<Message> messages() {
    return messages;
  }

  /** The messages a {@code RECEIVE_ALL} event takes. */
  public List<Integer> group(int group) {
    return groups.get(group);
  }

  /** The messages {@code event} takes: none for a send or checkpoint. */
  public List<Integer> received(Event event) {
    return switch (event.kind()) {
      case RECEIVE -> List.of(event.message());
      case RECEIVE_ALL -> groups.get(event.message());
      default -> List.of();
    };
  }

  public Place sendOf(int message) {
    return new Place(messages.get(message).sender(), sendPosition[message]);
  }

  /** Where {@code message} was received, or null when it never was. */
  public Place receiveOf(int message) {
    return receivePosition[message] < 0 ? null : new Place(messages.get(message).receiver(),
        receivePosition[message]);
  }

  /** The interval an event belongs to; a checkpoint opens the interval it belongs to. */
  public Interval intervalOf(Place place) {
    return new Interval(place.rank(), intervalAt.get(place.rank())[place.position()]);
  }

  /** Every interval of every rank, in rank then index order (a rank without events has interval 0). */
  public List<Interval> intervals() {
    List<Interval> all = new ArrayList<>();
    for (int rank = 0; rank < ranks(); rank++) {
      int[] intervals = intervalAt.get(rank);
      int last = intervals.length == 0 ? 0 : intervals[intervals.length - 1];
      for (int index = 0; index <= last; index++) {
        all.add(new Interval(rank, index));
      }
    }
    return all;
  }

  /** The positions of {@code interval}'s events, {@code [from, to)}. */
  public int[] span(Interval interval) {
    int[] intervals = intervalAt.get(interval.rank());
    int from = 0;
    while (from < intervals.length && intervals[from] < interval.index()) {
      from++;
    }
    int to = from;
    while (to < intervals.length && intervals[to] == interval.index()) {
      to++;
    }
    return new int[] {from, to};
  }

  public long receivedCount() {
    return Arrays.stream(receivePosition).filter(position -> position >= 0).count();
  }

  /**
   * The events of all ranks in one order that runs each receive after its send: the order an online rule sees them
   * in. Ranks advance in turn, as far as they can each.
   *
   * @throws IllegalArgumentException when no such order exists
   */
  public List<Place> executionOrder() {
    int[] next = new int[ranks()];
    boolean[] sent = new boolean[messages.size()];
    List<Place> order = new ArrayList<>();
    boolean progress = true;
    while (progress) {
      progress = false;
      for (int rank = 0; rank < ranks(); rank++) {
        List<Event> own = events.get(rank);
        while (next[rank] < own.size()) {
          Event event = own.get(next[rank]);
          if (!received(event).stream().allMatch(message -> sent[message])) {
            break;
          }
          if (event.kind() == Kind.SEND) {
            sent[event.message()] = true;
          }
          order.add(new Place(rank, next[rank]++));
          progress = true;
        }
      }
    }
    for (int rank = 0; rank < ranks(); rank++) {
      if (next[rank] < events.get(rank).size()) {
        throw new IllegalArgumentException("rank " + rank + " receives one of messages "
            + received(events.get(rank).get(next[rank])) + " before anything could have sent it");
      }
    }
    return order;
  }

  /** Collects a trace event by event; events of one rank must come in its program order. */
  public static final class Builder {
    private final List<List<Event>> events = new ArrayList<>();
    private final List<Message> messages = new ArrayList<>();
    private final List<List<Integer>> groups = new ArrayList<>();

    private Builder(int ranks) {
      for (int rank = 0; rank < ranks; rank++) {
        events.add(new ArrayList<>());
      }
    }

    /** Declares a message; its send and receive are added with {@link #send} and {@link #receive}. */
    public int message(int sender, int receiver, int bytes) {
      if (sender < 0 || sender >= events.size() || receiver < 0 || receiver >= events.size() || bytes < 0) {
        throw new IllegalArgumentException("bad message: " + sender + " -> " + receiver + ", " + bytes + " bytes");
      }
      messages.add(new Message(sender, receiver, bytes));
      return messages.size() - 1;
    }

    public int senderOf(int message) {
      return messages.get(message).sender();
    }

    public int receiverOf(int message) {
      return messages.get(message).receiver();
    }

    public Builder send(int message, long nanos) {
      events.get(messages.get(message).sender()).add(new Event(Kind.SEND, message, nanos));
      return this;
    }

    public Builder receive(int message, long nanos) {
      events.get(messages.get(message).receiver()).add(new Event(Kind.RECEIVE, message, nanos));
      return this;
    }

    /** {@code rank} takes {@code group} at once: a collective's result; every message must be to {@code rank}. */
    public Builder receiveAll(int rank, List<Integer> group, long nanos) {
      if (group.isEmpty()) {
        throw new IllegalArgumentException("an empty group of messages for rank " + rank);
      }
      groups.add(List.copyOf(group));
      events.get(rank).add(new Event(Kind.RECEIVE_ALL, groups.size() - 1, nanos));
      return this;
    }

    public Builder checkpoint(int rank, long nanos) {
      events.get(rank).add(new Event(Kind.CHECKPOINT, -1, nanos));
      return this;
    }

    public MessageTrace build() {
      return new MessageTrace(events, messages, groups);
    }
  }
}
