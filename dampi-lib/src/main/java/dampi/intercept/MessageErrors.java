package dampi.intercept;

import dampi.rank.MessageError;

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

  private static MessageError.Kind kindOf(Throwable cause) {
    if (cause.getClass().getName().equals("mpjbuf.TypeMismatchException")) {
      return MessageError.Kind.TYPE_MISMATCH;
    }
    return String.valueOf(cause.getMessage()).contains("is less than length") ? MessageError.Kind.TRUNCATION : null;
  }
}
