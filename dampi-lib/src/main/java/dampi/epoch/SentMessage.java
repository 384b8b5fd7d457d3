package dampi.epoch;

import dampi.site.Site;
import java.io.Serializable;

/**
 * An application message as its sender saw it: its channel, the sender's clock, and the application's line of the
 * send. Kept to find messages that were never received.
 *
 * @param source the sender's rank in the communicator
 * @param destination the receiver's rank in the communicator
 * @param receiver the receiver's world rank (-1 for {@code PROC_NULL}): communicators that share a context, such as
 *     the disjoint groups of one Split or every rank's COMM_SELF, number their ranks alike, so the communicator's
 *     rank alone does not say who receives
 */
public record SentMessage(int context, int source, int destination, int receiver, int tag, int[] clock, Site site)
    implements Serializable {}
