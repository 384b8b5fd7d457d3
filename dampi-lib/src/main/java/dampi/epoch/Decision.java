package dampi.epoch;

/**
 * One forced choice: the {@code epoch}-th wildcard call of {@code rank} takes its message from {@code source}.
 *
 * @param site where that call was recorded (Class.java:line), to detect a run that diverged; may be empty
 */
public record Decision(int rank, int epoch, int source, String site) implements java.io.Serializable {
  public Decision {
    if (rank < 0 || epoch < 0 || source < 0) {
      throw new IllegalArgumentException("bad decision: rank " + rank + ", epoch " + epoch + ", source " + source);
    }
    site = site == null ? "" : site;
  }
}
