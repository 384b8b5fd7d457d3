package dampi.intercept;

import mpi.Datatype;

/** The size of a message's contents, as a trace and a message log count it. */
final class MessageBytes {
  private MessageBytes() {}

  /**
   * {@code count} elements of {@code type}: its packed size. OBJECT elements count 0, since their size is known only
   * once MPJ serialises them.
   */
  static int of(int count, Datatype type) {
    if (type == null || count <= 0) {
      return 0;
    }
    return (int) Math.min(Integer.MAX_VALUE, (long) count * Math.max(0, type.getByteSize()));
  }
}
