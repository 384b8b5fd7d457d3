package dampi.intercept;

/**
 * Remembers, for the application's last two arrays read and last two written, the span of indexes around the last
 * access that no unreported region in flight covers, so that a loop over an array while operations are pending (a
 * stencil's interior while its halos are exchanged) compares with a span instead of every region at every access.
 * The spans are forgotten whenever the regions in flight change ({@link #forget}); regions reported since a span was
 * found only make it more permissive. The rank's own thread changes the regions; an access by another of the
 * application's threads at that moment may be checked against a span a moment old, which can miss, never invent, a
 * conflict.
 */
final class AccessSpans {
  /** Indexes {@code from .. to-1} of {@code array} conflict with no unreported region in flight. */
  private record Span(Object array, int from, int to) {
    boolean covers(Object accessed, int index) {
      return array == accessed && index >= from && index < to;
    }
  }

  private static final Span NONE = new Span(new Object(), 0, 0);

  // Each span is immutable and replaced whole: a thread that sees another's span sees a valid one.
  private static Span lastRead = NONE;
  private static Span readBefore = NONE;
  private static Span lastWritten = NONE;
  private static Span writtenBefore = NONE;

  private AccessSpans() {}

  /** The regions in flight changed: every span is to be found again. */
  static void forget() {
    lastRead = NONE;
    readBefore = NONE;
    lastWritten = NONE;
    writtenBefore = NONE;
  }

  /** The inlined part of the check of a read: whether it falls in the span of the last array read. */
  static void read(Object array, int index) {
    if (!lastRead.covers(array, index)) {
      readOutsideTheLastSpan(array, index);
    }
  }

  static void written(Object array, int index) {
    if (!lastWritten.covers(array, index)) {
      writtenOutsideTheLastSpan(array, index);
    }
  }

  private static void readOutsideTheLastSpan(Object array, int index) {
    Span before = readBefore;
    readBefore = lastRead;
    lastRead = before.covers(array, index) ? before : checked(array, index, false);
  }

  private static void writtenOutsideTheLastSpan(Object array, int index) {
    Span before = writtenBefore;
    writtenBefore = lastWritten;
    lastWritten = before.covers(array, index) ? before : checked(array, index, true);
  }

  /** Reports a conflict of the access, then finds the span around {@code index} free of unreported ones. */
  private static Span checked(Object array, int index, boolean writes) {
    BuffersInFlight.Held[] held = BuffersInFlight.held;
    BuffersInFlight.accessed(held, writes ? "array write" : "array read", array, index, 1, writes);
    int from = Integer.MIN_VALUE;
    int to = Integer.MAX_VALUE;
    for (BuffersInFlight.Held inFlight : held) {
      BuffersInFlight.Region region = inFlight.region;
      if (region.array() == array && inFlight.unreported(writes)) {
        if (region.to() <= index) {
          from = Math.max(from, region.to());
        } else if (region.from() > index) {
          to = Math.min(to, region.from());
        } else {
          return NONE; // not reported after all (another thread's report in between): check the next access again
        }
      }
    }
    return new Span(array, from, to);
  }
}
