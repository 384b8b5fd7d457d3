package dampi.intercept;

import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Wrappers of request completion. Whatever completes a nonblocking receive (Wait, Test, or one of the array forms)
 * reports it to the rank's tracker: R4 applies at completion, not at issue.
 */
public final class RequestCalls {
  private RequestCalls() {}

  public static Status Wait(Request request) throws MPIException {
    Status status = request.Wait();
    Receives.requestCompleted(request, status);
    return status;
  }

  public static Status Test(Request request) throws MPIException {
    Status status = request.Test();
    if (status != null) {
      Receives.requestCompleted(request, status);
    }
    return status;
  }

  public static Status[] Waitall(Request[] requests) throws MPIException {
    Status[] statuses = Request.Waitall(requests);
    for (int i = 0; i < requests.length && statuses != null && i < statuses.length; i++) {
      Receives.requestCompleted(requests[i], statuses[i]);
    }
    return statuses;
  }

  public static Status Waitany(Request[] requests) throws MPIException {
    Status status = Request.Waitany(requests);
    completeIndexed(requests, status);
    return status;
  }

  public static Status Testany(Request[] requests) throws MPIException {
    Status status = Request.Testany(requests);
    completeIndexed(requests, status);
    return status;
  }

  public static Status[] Waitsome(Request[] requests) throws MPIException {
    Status[] statuses = Request.Waitsome(requests);
    if (statuses != null) {
      for (Status status : statuses) {
        completeIndexed(requests, status);
      }
    }
    return statuses;
  }

  public static Status[] Testsome(Request[] requests) throws MPIException {
    Status[] statuses = Request.Testsome(requests);
    if (statuses != null) {
      for (Status status : statuses) {
        completeIndexed(requests, status);
      }
    }
    return statuses;
  }

  public static Status[] Testall(Request[] requests) throws MPIException {
    Status[] statuses = Request.Testall(requests);
    if (statuses != null) {
      for (int i = 0; i < requests.length && i < statuses.length; i++) {
        Receives.requestCompleted(requests[i], statuses[i]);
      }
    }
    return statuses;
  }

  public static void Cancel(Request request) throws MPIException {
    request.Cancel();
    Receives.forget(request);
  }

  private static void completeIndexed(Request[] requests, Status status) {
    if (status != null && status.index >= 0 && status.index < requests.length) {
      Receives.requestCompleted(requests[status.index], status);
    }
  }
}
