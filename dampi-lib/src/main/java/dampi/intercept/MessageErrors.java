package dampi.intercept;

import dampi.rank.MessageError;
import mpi.MPIException;

/**
 * Recognises, in the exception of a failed receive, the two errors MPJ's typed message sections reveal when the
 * data is unpacked: a section of another basic type than the receive's ({@code mpjbuf.TypeMismatchException}), and
 * more elements than the receive buffer holds (SimplePacker's "count <n> is less than length <m>").
 */
final class MessageErrors {
  private MessageErrors() {}

  /**
   * Records the error on the rank's recorder when {@code thrown} is one, and says whether it was; the caller rethrows
   * it either way.
   */
  static boolean recordIfMessageError(Throwable thrown) {
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      MessageError.Kind kind = kindOf(cause);
      if (kind != null) {
        String text = String.valueOf(cause.getMessage());
        String detail = text.substring(text.lastIndexOf(':') + 1).strip();
        RankBinding.recorder().messageError(new MessageError(kind, CallSite.current(), detail));
        return true;
      }
    }
    return false;
  }

  /** Whether {@code thrown} is a receive's failure on the message it took (which it consumed all the same). */
  static boolean isMessageError(Throwable thrown) {
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      if (kindOf(cause) != null) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code thrown} is MPJ's failure on a message section of another basic type than the receive's. */
  static boolean isTypeMismatch(Throwable thrown) {
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      if (kindOf(cause) == MessageError.Kind.TYPE_MISMATCH) {
        return true;
      }
    }
    return false;
  }

  /**
   * The error a receive fails with when MPJ 0.44 rejected a message of no elements for its type: the standard allows
   * it (MPI-3.1 §3.3.1: an empty type signature matches any receive), so it is no type mismatch of the application
   * but MPJ's deviation, reported as the call's failure ({@code mpi-error}) with that said. MPJ's exception is not kept
   * as the cause, so that nothing records it as a type mismatch after all.
   */
  static MPIException emptyMessageRejected(Throwable thrown) {
    Throwable mismatch = thrown;
    while (kindOf(mismatch) != MessageError.Kind.TYPE_MISMATCH && mismatch.getCause() != null) {
      mismatch = mismatch.getCause();
    }
    return new MPIException("MPJ 0.44 rejects a message of no elements received with another datatype ("
        + mismatch.getMessage() + "), which the standard allows: an empty type signature matches any receive"
        + " (MPI-3.1 §3.3.1)");
  }

  private static MessageError.Kind kindOf(Throwable cause) {
    if (cause.getClass().getName().equals("mpjbuf.TypeMismatchException")) {
      return MessageError.Kind.TYPE_MISMATCH;
    }
    return String.valueOf(cause.getMessage()).contains("is less than length") ? MessageError.Kind.TRUNCATION : null;
  }
}
