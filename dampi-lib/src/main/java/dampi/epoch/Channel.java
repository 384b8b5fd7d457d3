package dampi.epoch;

import java.io.Serializable;

/** Where messages are received in send order (non-overtaking): a communicator, a source in it, a tag. */
public record Channel(int context, int source, int tag) implements Serializable {}
