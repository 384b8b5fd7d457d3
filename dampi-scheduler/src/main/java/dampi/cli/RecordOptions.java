package dampi.cli;

import dampi.launch.BadInputException;
import dampi.record.RecordFile;
import dampi.record.Recordings;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The options of the commands that record runs for incremental replay: where to, and under which bound. */
public final class RecordOptions {
  @Option(names = "--record", paramLabel = "DIR",
      description = "record for incremental replay into DIR: run records the run (DIR/" + RecordFile.NAME + "), verify "
          + "each finding's interleaving once more (DIR/finding-K/" + RecordFile.NAME + "); a record holds each "
          + "rank's matching order and the contents of the messages it must log so that replaying it re-executes "
          + "at most --replay-bound ranks")
  Path directory;

  @Option(names = "--replay-bound", paramLabel = "B",
      description = "with --record: the most ranks a replay of one rank re-executes; 1 logs every message from "
          + "another rank, -np logs none (default: " + Recordings.DEFAULT_BOUND + ")")
  Integer replayBound;

  /** Whether anything is to be recorded. */
  boolean recording() {
    return directory != null;
  }

  /** The bound to record under, 0 when nothing is recorded. */
  int bound() throws BadInputException {
    if (directory == null) {
      if (replayBound != null) {
        throw new BadInputException("--replay-bound needs --record DIR");
      }
      return 0;
    }
    int bound = replayBound != null ? replayBound : Recordings.DEFAULT_BOUND;
    if (bound < 1) {
      throw new BadInputException("--replay-bound must be at least 1 (a rank's replay re-executes the rank), got "
          + bound);
    }
    return bound;
  }
}
