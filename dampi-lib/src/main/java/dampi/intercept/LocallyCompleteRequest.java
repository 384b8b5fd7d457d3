package dampi.intercept;

/**
 * A device request complete from the start: a buffered send's, as buffered mode is local (MPI-3.1 §3.6), a standard
 * send's under eager buffering, or a nonblocking call's with the null process (MPI-3.1 §3.11). A message, if any,
 * travels as an eager standard send of its own; this request only answers the application's completion calls, all of
 * which MPJ makes through {@code itest} or {@code iwait} (its Waitany first tests every request). It is an active
 * request until completed, as MPI says, where MPJ's null request would be taken for an inactive one.
 */
final class LocallyCompleteRequest extends mpjdev.Request {
  private final mpjdev.Status status;

  /** A send's status: MPI defines none of its fields but the error (MPI-3.1 §3.2.5), so they are left empty. */
  LocallyCompleteRequest() {
    this(new mpjdev.Status());
  }

  LocallyCompleteRequest(mpjdev.Status status) {
    this.status = status;
  }

  @Override
  public mpjdev.Status iwait() {
    return status;
  }

  @Override
  public mpjdev.Status itest() {
    return status;
  }

  @Override
  public void free() {}

  @Override
  public boolean isnull() {
    return false;
  }

  /** Complete already: too late to cancel (MPI-3.1 §3.8.4). */
  @Override
  public boolean cancel() {
    return false;
  }
}
