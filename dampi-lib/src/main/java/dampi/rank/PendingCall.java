package dampi.rank;

import java.io.Serializable;
import java.util.List;

/**
 * The MPI call a rank is inside right now and whom it waits for: what a deadlock explanation (a wait-for graph) is
 * built from. Recorded before the call enters MPJ and cleared when it returns, so it costs one volatile write per
 * blocking call and no stack walk.
 *
 * @param call e.g. {@code Comm.Recv}, {@code Request.Waitany}, {@code Intracomm.Barrier}
 * @param peers world ranks the call waits for; empty when they are not known
 * @param any true when one of {@code peers} is enough (a wildcard receive, Waitany), false when all are needed
 * @param tag the tag asked for (-1 when the call has none, e.g. a collective)
 * @param context the communicator's MPJ context id
 * @param collective a collective call: it waits for the members that have not entered it yet, not for the others
 */
public record PendingCall(String call, List<Integer> peers, boolean any, int tag, int context, boolean collective)
    implements Serializable {
  public PendingCall {
    peers = List.copyOf(peers);
  }

  /** A point-to-point call. */
  public PendingCall(String call, List<Integer> peers, boolean any, int tag, int context) {
    this(call, peers, any, tag, context, false);
  }

  /** Whether {@code other} is this same collective: the same call on the same communicator. */
  public boolean sameCollective(PendingCall other) {
    return collective && other != null && other.collective && call.equals(other.call) && context == other.context;
  }

  /** One line for a person: {@code Comm.Recv from rank 2 (tag 5)}. */
  public String describe() {
    StringBuilder text = new StringBuilder(call);
    if (!peers.isEmpty()) {
      text.append(any ? " from any of ranks " : peers.size() == 1 ? " with rank " : " with ranks ");
      text.append(peers.size() == 1 ? peers.get(0).toString() : peers.toString());
    }
    if (tag >= 0) {
      text.append(" (tag ").append(tag).append(")");
    }
    return text.toString();
  }
}
