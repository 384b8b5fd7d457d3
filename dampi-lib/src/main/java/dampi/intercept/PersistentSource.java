package dampi.intercept;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import mpi.Prequest;
import mpi.Request;

/**
 * The source a persistent receive asks MPJ for. MPJ 0.44's {@code Prequest.Start} issues its receive from the
 * request's own (package-private) {@code dest} and {@code tag} fields, so forcing one Start's source means setting
 * that field around the call. Where dampi makes a Start's device request itself (a held receive, a buffered send), it activates the
 * request as MPJ's own Start would.
 */
final class PersistentSource {
  private static final VarHandle DEST;
  private static final VarHandle TAG;
  private static final VarHandle IS_NULL;

  static {
    try {
      DEST = MethodHandles.privateLookupIn(Prequest.class, MethodHandles.lookup())
          .findVarHandle(Prequest.class, "dest", int.class);
      TAG = MethodHandles.privateLookupIn(Prequest.class, MethodHandles.lookup())
          .findVarHandle(Prequest.class, "tag", int.class);
      IS_NULL = MethodHandles.privateLookupIn(Request.class, MethodHandles.lookup())
          .findVarHandle(Request.class, "isNull", boolean.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError("MPJ's mpi.Prequest lacks a field dampi sets: " + e);
    }
  }

  /** The request is active and answered by {@code device}, as MPJ's Start leaves it with the request it makes. */
  static void activate(Prequest request, mpjdev.Request device) {
    request.req = device;
    IS_NULL.set(request, false);
  }

  private PersistentSource() {}

  static void set(Prequest request, int source) {
    DEST.set(request, source);
  }

  /** The tag a persistent receive asks MPJ for (a replay's steering sets it around one Start, as the source). */
  static void setTag(Prequest request, int tag) {
    TAG.set(request, tag);
  }
}
