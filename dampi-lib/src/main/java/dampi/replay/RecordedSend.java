package dampi.replay;

import java.io.Serializable;

/**
 * One application send of a recorded rank, to world rank {@code receiver}: what a replay checks its sends against.
 *
 * @param completed whether the send completed in the recorded run (returned, or its request completed): one that did
 *     not waited for a receive that never took its message
 */
public record RecordedSend(int receiver, int tag, int context, int bytes, boolean completed) implements Serializable {}
