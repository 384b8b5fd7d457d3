package dampi.epoch;

import java.io.Serializable;

/**
 * An application message as its sender saw it: its channel, the sender's clock, and the application's line of the
 * send. Kept to find messages that were never received.
 *
 * @param source the sender's rank in the communicator
 * @param destination the receiver's rank in the communicator
 */
public record SentMessage(int context, int source, int destination, int tag, int[] clock, String site)
    implements Serializable {}
