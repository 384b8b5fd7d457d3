package dampi.replay;

import java.io.Serializable;
import java.util.List;

/**
 * One collective call of a recorded rank, whose result is logged as a whole or not at all.
 *
 * @param position the call's index among the rank's collective calls ({@code RankRecord.collectives()})
 * @param received when logged, the messages the call received (MPJ's own or dampi's flat ones), in order; else empty
 */
public record RecordedCollective(int position, String operation, boolean logged, List<PackedMessage> received)
    implements Serializable {
  public RecordedCollective {
    received = List.copyOf(received);
  }
}
