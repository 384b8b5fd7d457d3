package dampi.replay;

import java.io.Serializable;

/** One application send of a recorded rank, to world rank {@code receiver}: what a replay checks its sends against. */
public record RecordedSend(int receiver, int tag, int context, int bytes) implements Serializable {}
