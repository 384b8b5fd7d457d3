package dampi.launch;

import java.io.PrintStream;

/** Where the lines a rank prints go. */
public interface RankOutput {
  void line(int rank, boolean error, String text);

  /** Each line prefixed with {@code [rank] } on this process's own standard output or error. */
  static RankOutput console() {
    PrintStream out = OutputRouter.originalOut();
    PrintStream err = OutputRouter.originalErr();
    return (rank, error, text) -> (error ? err : out).println("[" + rank + "] " + text);
  }

  /** Output is dropped (a verification run that only wants the verdict). */
  static RankOutput discard() {
    return (rank, error, text) -> {};
  }
}
