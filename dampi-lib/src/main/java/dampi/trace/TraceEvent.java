package dampi.trace;

import dampi.site.Site;
import java.io.Serializable;

/**
 * One event of a rank's trace, on the rank's own clock ({@code System.nanoTime} of its JVM).
 *
 * <ul>
 *   <li>{@code ENTER}/{@code EXIT}: the rank entered or left a blocking MPI call ({@code call}, at the application's
 *       {@code site}); {@code detail} says whom it waits for, e.g. {@code Comm.Recv from any of ranks [1, 2]}.
 *   <li>{@code SEND}: an application message of {@code bytes} handed to MPI, to world rank {@code peer} with {@code
 *       tag} on communicator context {@code context}.
 *   <li>{@code RECEIVE}: a receive completed with the message of world rank {@code peer}; {@code order} is its
 *       position among the rank's receives in program order (what pairs it with its send, see the merge), {@code
 *       epoch} the wildcard epoch it completed (-1: none) and {@code forced} whether a decision forced its source.
 *   <li>{@code COLLECTIVE}: the rank called collective {@code call} on communicator context {@code context}, with
 *       {@code peer} its root (-1: none); {@code order} is the call's position in the rank's collectives ({@code
 *       RankRecord.collectives()}), which say its members and blocks.
 * </ul>
 */
public record TraceEvent(Kind kind, long nanos, String call, String detail, Site site, int peer, int tag, int context,
    long order, int epoch, boolean forced, int bytes) implements Serializable {

  public enum Kind { ENTER, EXIT, SEND, RECEIVE, COLLECTIVE }

  static TraceEvent enter(long nanos, String call, String detail, Site site) {
    return new TraceEvent(Kind.ENTER, nanos, call, detail, site, -1, -1, -1, -1, -1, false, 0);
  }

  static TraceEvent exit(long nanos, String call) {
    return new TraceEvent(Kind.EXIT, nanos, call, "", Site.unknown(), -1, -1, -1, -1, -1, false, 0);
  }

  static TraceEvent send(long nanos, Site site, int receiver, int tag, int context, int bytes) {
    return new TraceEvent(Kind.SEND, nanos, "send", "", site, receiver, tag, context, -1, -1, false, bytes);
  }

  static TraceEvent receive(long nanos, Site site, int sender, int tag, int context, long order, int epoch,
      boolean forced) {
    return new TraceEvent(Kind.RECEIVE, nanos, "receive", "", site, sender, tag, context, order, epoch, forced, 0);
  }

  static TraceEvent collective(long nanos, Site site, String operation, int context, int root, int position) {
    return new TraceEvent(Kind.COLLECTIVE, nanos, operation, "", site, root, -1, context, position, -1, false, 0);
  }

  /** This event at another time: what clock correction makes of it. */
  public TraceEvent at(long newNanos) {
    return new TraceEvent(kind, newNanos, call, detail, site, peer, tag, context, order, epoch, forced, bytes);
  }
}
