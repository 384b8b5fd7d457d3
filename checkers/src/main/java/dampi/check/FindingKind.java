package dampi.check;

/** The kinds of finding the JSON report contract names (its {@code kind} field). */
public enum FindingKind {
  DEADLOCK("deadlock"),
  RESOURCE_LEAK("resource-leak"),
  EXCEPTION("exception"),
  MISSING_FINALIZE("missing-finalize"),
  COLLECTIVE_MISMATCH("collective-mismatch"),
  TYPE_MISMATCH("type-mismatch"),
  TRUNCATION("truncation"),
  TIMEOUT("timeout"),
  DIVERGED("diverged"),
  MPI_ERROR("mpi-error"),
  INVALID_ARGUMENT("invalid-argument"),
  REQUEST_LIFECYCLE("request-lifecycle"),
  READY_MODE("ready-mode"),
  BUFFER_IN_USE("buffer-in-use");

  private final String jsonName;

  FindingKind(String jsonName) {
    this.jsonName = jsonName;
  }

  public String jsonName() {
    return jsonName;
  }

  public static FindingKind fromJsonName(String name) {
    for (FindingKind kind : values()) {
      if (kind.jsonName.equals(name)) {
        return kind;
      }
    }
    throw new IllegalArgumentException("unknown finding kind '" + name + "'");
  }
}
