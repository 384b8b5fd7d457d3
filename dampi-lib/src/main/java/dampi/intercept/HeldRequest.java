package dampi.intercept;

import java.util.concurrent.locks.LockSupport;

/**
 * The device request of a nonblocking receive that {@link HeldReceives} has not handed to MPJ yet. The application
 * holds it in its {@code mpi.Request} from the start; completion calls reach it through {@code iwait} and
 * {@code itest} (MPJ's Waitany, Waitsome and Testall test every request in turn), and it answers for the device
 * request made when the receive is posted.
 */
final class HeldRequest extends mpjdev.Request {
  private static final long POLL_NANOS = 50_000;
  private volatile mpjdev.Request posted;
  private volatile RuntimeException failure;

  /** The receive was handed to MPJ: {@code request} answers from now on. */
  void posted(mpjdev.Request request) {
    posted = request;
  }

  /** MPJ refused the receive when it was posted: its completion fails so. */
  void failed(RuntimeException e) {
    failure = e;
  }

  /** Waits for the receive to be posted (only a match of the forced receive ahead can do it), then for its message. */
  @Override
  public mpjdev.Status iwait() {
    if (posted == null) {
      HeldReceives.post();
    }
    if (posted == null && failure == null) {
      RankBinding.recorder().polling(true); // only a message to the forced receive ahead can end this wait
      try {
        while (posted == null && failure == null) {
          LockSupport.parkNanos(POLL_NANOS);
          if (Thread.currentThread().isInterrupted() || RankBinding.tornDown()) {
            throw new IllegalStateException("the run ended while a receive was held behind a forced receive");
          }
          HeldReceives.post();
        }
      } finally {
        RankBinding.recorder().polling(false);
      }
    }
    if (failure != null) {
      throw failure;
    }
    return posted.iwait();
  }

  @Override
  public mpjdev.Status itest() {
    if (posted == null) {
      HeldReceives.post();
    }
    if (failure != null) {
      throw failure;
    }
    mpjdev.Request request = posted;
    return request == null ? null : request.itest();
  }

  /** A freed receive still takes its message (MPI-3.1 §3.7.3): it is posted in its turn all the same. */
  @Override
  public void free() {
    mpjdev.Request request = posted;
    if (request != null) {
      request.free();
    }
  }

  @Override
  public boolean isnull() {
    return false;
  }

  @Override
  public boolean cancel() {
    mpjdev.Request request = posted;
    return request != null && request.cancel();
  }
}
