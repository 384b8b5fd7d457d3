package dampi.replay;

import java.io.Serializable;

/**
 * One application receive of a recorded run, in the order the rank completed them.
 *
 * @param issueOrder its position among the rank's receives in the order they were issued, probes not counted (a
 *     replay answers probes from the record, without the bookkeeping a probe takes part in when it runs)
 * @param source the sender's world rank
 * @param contents what the message held, when it was logged; null when it was not
 */
public record RecordedReceive(long issueOrder, int source, int tag, int context, PackedMessage contents)
    implements Serializable {
  public boolean logged() {
    return contents != null;
  }
}
