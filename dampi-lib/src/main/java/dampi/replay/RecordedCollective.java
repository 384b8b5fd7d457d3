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
 * @param received when logged, the messages a collective dampi runs itself received, in order; else empty
 * @param result when logged, for a collective MPJ runs itself, the rank's receive buffer as the call left it
 *     ({@link ResultSnapshot}); else null
 */
public record RecordedCollective(int position, String operation, int context, int sequence, boolean logged,
    List<PackedMessage> received, byte[] result) implements Serializable {
  public RecordedCollective {
    received = List.copyOf(received);
    result = result == null ? null : result.clone();
  }

  @Override
  public byte[] result() {
    return result == null ? null : result.clone();
  }

  /** Bytes of logged contents. */
  public long loggedBytes() {
    return received.stream().mapToLong(PackedMessage::size).sum() + (result == null ? 0 : result.length);
  }
}
