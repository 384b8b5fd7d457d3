package dampi.rank;

/** MPI objects a program must complete or free before {@code MPI.Finalize}. */
public enum ResourceKind {
  REQUEST("request never completed"),
  PERSISTENT_REQUEST("persistent request started and never completed"),
  COMMUNICATOR("communicator never freed"),
  DATATYPE("committed datatype never freed"),
  GROUP("group never freed");

  private final String leakDescription;

  ResourceKind(String leakDescription) {
    this.leakDescription = leakDescription;
  }

  public String leakDescription() {
    return leakDescription;
  }
}
