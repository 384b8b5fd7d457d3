package dampi.rank;

/** MPI objects a program must complete or free before {@code MPI.Finalize}. */
public enum ResourceKind {
  REQUEST("request never completed"),
  PERSISTENT_REQUEST("persistent request started and never completed"),
  COMMUNICATOR("communicator never freed"),
  DATATYPE("derived datatype never freed"),
  OPERATION("user-defined operation never freed"),
  GROUP("group never freed"),
  /** Not MPI's, the process's: under mpirun a rank whose thread never ends never exits. */
  THREAD("thread still running", "when its rank's main had returned, started at"),
  /** As {@link #THREAD}, and it ignored being stopped: it keeps running in dampi's JVM. */
  UNSTOPPABLE_THREAD("thread still running that could not be stopped (it runs on in dampi's JVM; --device niodev "
      + "runs every rank in a JVM of its own)", "when its rank had ended, at");

  private final String leakDescription;
  private final String when;

  ResourceKind(String leakDescription) {
    this(leakDescription, "at MPI.Finalize, created at");
  }

  ResourceKind(String leakDescription, String when) {
    this.leakDescription = leakDescription;
    this.when = when;
  }

  public String leakDescription() {
    return leakDescription;
  }

  /** When the leak shows and what its site is: "at MPI.Finalize, created at" for the MPI objects. */
  public String when() {
    return when;
  }
}
