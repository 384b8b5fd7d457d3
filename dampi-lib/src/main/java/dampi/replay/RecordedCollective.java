package dampi.replay;

import java.io.Serializable;
import java.util.List;

/**
 * One collective call of a recorded rank, whose result is logged as a whole or not at all.
 *
 * @param position the call's index among the rank's collective calls ({@code RankRecord.collectives()})
 * @param context the communicator's context
 * @param sequence the call's index among the rank's collectives on that communicator (a Barrier, which moves no
 *     data, not counted): every member calls them in the same order, so this names the call on every member
 * @param received when logged, the messages the call received (MPJ's own or dampi's flat ones), in order; else empty
 */
public record RecordedCollective(int position, String operation, int context, int sequence, boolean logged,
    List<PackedMessage> received) implements Serializable {
  public RecordedCollective {
    received = List.copyOf(received);
  }
}
