package dampi.intercept;

import dampi.piggyback.ClockExchange;
import dampi.site.Site;
import java.util.List;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Wrappers of request completion. Whatever completes a nonblocking receive (Wait, Test, or one of the array forms)
 * reports it to the rank's tracker: R4 applies at completion, not at issue. A completed request leaves the rank's
 * resource ledger; a blocking Wait notes whom it waits for.
 */
public final class RequestCalls {
  private RequestCalls() {}

  /** One blocking or polling MPJ completion call. */
  @FunctionalInterface
  interface Completion<T> {
    T complete() throws MPIException;
  }

  public static Status Wait(Request request) throws MPIException {
    if (Requests.inactivePersistent(request)) {
      return Completions.inactive();
    }
    Status status = blocking(Requests.waiting("Request.Wait", new Request[] {request}, false),
        () -> failingOnItsMessage(request, request::Wait));
    completed(request, status);
    return status;
  }

  public static Status Test(Request request) throws MPIException {
    if (Requests.inactivePersistent(request)) {
      return Completions.inactive();
    }
    if (ReplayedAnswers.replaying()) {
      return ReplayedAnswers.test(request);
    }
    Site site = CallSite.current();
    Status status;
    if (ReceiveTests.explored(request) != null || Completions.pollable(request)) {
      status = Completions.testOne(site, new Request[] {request}, 0, "Request.Test");
    } else {
      status = polling(() -> failingOnItsMessage(request, request::Test));
      if (status != null) {
        completed(request, status);
      }
    }
    ApplicationPolls.polled(site, status != null,
        () -> Requests.waiting("Request.Test", new Request[] {request}, false));
    return ReplayedAnswers.tested("Request.Test", status);
  }

  /**
   * MPJ's own Waitall, one Wait after another, done here so that a request failing on its message is known: it is
   * complete (see {@link #failingOnItsMessage}), so are those before it, and those after it stay pending, as
   * MPI_ERR_PENDING allows (MPI-3.1 §3.7.5).
   */
  public static Status[] Waitall(Request[] requests) throws MPIException {
    Status[] statuses = new Status[requests.length];
    int[] waited = {0};
    try {
      blocking(Requests.waiting("Request.Waitall", requests, false), () -> {
        for (int i = 0; i < requests.length; i++, waited[0] = i) {
          Request request = requests[i];
          if (Requests.inactivePersistent(request)) {
            statuses[i] = Completions.inactive();
          } else if (request != null) {
            statuses[i] = failingOnItsMessage(request, request::Wait);
          }
        }
        return statuses;
      });
    } finally {
      for (int i = 0; i < waited[0]; i++) {
        completed(requests[i], statuses[i]);
      }
    }
    return statuses;
  }

  /** Which request completes is a choice point when several are active: see {@link Completions}. */
  public static Status Waitany(Request[] requests) throws MPIException {
    return ReplayedAnswers.replaying() ? ReplayedAnswers.any("Request.Waitany", requests)
        : ReplayedAnswers.completedOne("Request.Waitany", Completions.waitany(requests, "Request.Waitany"));
  }

  public static Status Testany(Request[] requests) throws MPIException {
    return ReplayedAnswers.replaying() ? ReplayedAnswers.any("Request.Testany", requests)
        : ReplayedAnswers.completedOne("Request.Testany", Completions.testany(requests, "Request.Testany"));
  }

  /** Returns one request or several at once, every set MPI allows explored (see {@link Waitsomes}). */
  public static Status[] Waitsome(Request[] requests) throws MPIException {
    return ReplayedAnswers.replaying() ? ReplayedAnswers.some("Request.Waitsome", requests)
        : ReplayedAnswers.completedSome("Request.Waitsome", Waitsomes.waitsome(requests));
  }

  /** Returns no request, one, or several at once, every set MPI allows explored (see {@link Testsomes}). */
  public static Status[] Testsome(Request[] requests) throws MPIException {
    return ReplayedAnswers.replaying() ? ReplayedAnswers.some("Request.Testsome", requests)
        : ReplayedAnswers.completedSome("Request.Testsome", Testsomes.testsome(requests));
  }

  /** Returns every request or none, both explored where MPI allows either (see {@link Testalls}). */
  public static Status[] Testall(Request[] requests) throws MPIException {
    return ReplayedAnswers.replaying() ? ReplayedAnswers.testall(requests)
        : ReplayedAnswers.tested("Request.Testall", testall(requests));
  }

  private static Status[] testall(Request[] requests) throws MPIException {
    Site site = CallSite.current();
    List<Integer> active = Completions.active(requests);
    if (active.isEmpty()) { // complete at once, with empty statuses (MPI-3.1 §3.7.5)
      Status[] statuses = new Status[requests.length];
      java.util.Arrays.setAll(statuses, i -> Completions.inactive());
      return statuses;
    }
    Status[] statuses = null;
    if (active.size() == 1) { // the Test of that request (see Completions#testOne)
      Status one = Completions.testOne(site, requests, active.get(0), "Request.Testall");
      if (one != null) {
        statuses = new Status[requests.length];
        java.util.Arrays.setAll(statuses, i -> i == one.index ? one : Completions.inactive());
      }
    } else if (Testalls.explorable(requests, active)) {
      statuses = Testalls.testall(site, requests, active);
    } else {
      statuses = polling(() -> Request.Testall(requests));
      if (statuses != null) {
        for (int i = 0; i < requests.length && i < statuses.length; i++) {
          completed(requests[i], statuses[i]);
        }
      }
    }
    ApplicationPolls.polled(site, statuses != null, () -> Requests.waiting("Request.Testall", requests, false));
    return statuses;
  }

  /**
   * Marks the request for cancellation (MPI-3.1 §3.8.4); it stays the application's to complete with a Wait or Test,
   * and is a leak at Finalize otherwise. MPJ 0.44's own Cancel does nothing but print that it is not implemented:
   * see {@link Cancellations} for what a Wait on such a request does.
   */
  public static void Cancel(Request request) throws MPIException {
    Cancellations.marked(request);
  }

  static <T> T blocking(dampi.rank.PendingCall call, Completion<T> completion) throws MPIException {
    Pending.enter(call);
    T result;
    try {
      result = completion.complete();
    } catch (RuntimeException e) {
      MessageErrors.recordIfMessageError(e);
      throw e;
    }
    Pending.leave(); // only on return: a call torn down in a deadlock stays recorded for the explanation
    return result;
  }

  /**
   * A receive request that fails on its message (see {@link Receives#failedOnItsMessage}) still took it, and is
   * complete: the error is its completion's status (MPI-3.1 §3.7.3, §8.3), so it is no request left to complete.
   */
  static Status failingOnItsMessage(Request request, Completion<Status> completion) throws MPIException {
    try {
      return completion.complete();
    } catch (RuntimeException e) {
      if (MessageErrors.isMessageError(e)) {
        Receives.failedOnItsMessage(request);
        ClockExchange.requestCompleted(request, false);
        Requests.completed(request);
      }
      throw e; // recorded by the caller
    }
  }

  static <T> T polling(Completion<T> completion) throws MPIException {
    try {
      return completion.complete();
    } catch (RuntimeException e) {
      MessageErrors.recordIfMessageError(e);
      throw e;
    }
  }

  static void completed(Request request, Status status) {
    Cancellations.completed(request);
    ClockExchange.requestCompleted(request, false);
    SendRequests.completed(request);
    Requests.completed(request);
    Receives.requestCompleted(request, status);
  }

  /** A call over {@code requests} completed the one its status names, if any. */
  static void completedAt(Request[] requests, Status status) {
    if (status != null && status.index >= 0 && status.index < requests.length) {
      completed(requests[status.index], status);
    }
  }
}
