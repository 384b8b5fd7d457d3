package dampi.intercept;

/**
 * The device request of a buffered send: complete from the start, as buffered mode is local (MPI-3.1 §3.6). Its
 * message travels as an eager standard send of its own; this request only answers the application's completion calls,
 * all of which MPJ makes through {@code itest} or {@code iwait} (its Waitany first tests every request).
 */
final class LocallyCompleteRequest extends mpjdev.Request {
  private final mpjdev.Status status;

  /** A send's status: MPI defines none of its fields but the error (MPI-3.1 §3.2.5), so they are left empty. */
  LocallyCompleteRequest() {
    this.status = new mpjdev.Status();
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
