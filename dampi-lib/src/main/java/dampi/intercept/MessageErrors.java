package dampi.intercept;

import dampi.rank.MessageError;

/**
 * Recognises, in the exception of a failed receive, the two errors MPJ's typed message sections reveal when the
 * data is unpacked: a section of another basic type than the receive's ({@code mpjbuf.TypeMismatchException}), and
 * more elements than the receive buffer holds (SimplePacker's "count <n> is less than length <m>").
 */
final class MessageErrors {
  private MessageErrors() {}

  /** Records the error on the rank's recorder when {@code thrown} is one; the caller rethrows it either way. */
  static void recordIfMessageError(Throwable thrown) {
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      String text = String.valueOf(cause.getMessage());
      MessageError.Kind kind = null;
      if (cause.getClass().getName().equals("mpjbuf.TypeMismatchException")) {
        kind = MessageError.Kind.TYPE_MISMATCH;
      } else if (text.contains("is less than length")) {
        kind = MessageError.Kind.TRUNCATION;
      }
      if (kind != null) {
        String detail = text.substring(text.lastIndexOf(':') + 1).strip();
        RankBinding.recorder().messageError(new MessageError(kind, CallSite.current(), detail));
        return;
      }
    }
  }
}
