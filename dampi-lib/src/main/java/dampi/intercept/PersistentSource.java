package dampi.intercept;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import mpi.Prequest;

/**
 * The source a persistent receive asks MPJ for. MPJ 0.44's {@code Prequest.Start} issues its receive from the
 * request's own (package-private) {@code dest} field, so forcing one Start's source means setting that field around
 * the call.
 */
final class PersistentSource {
  private static final VarHandle DEST;

  static {
    try {
      DEST = MethodHandles.privateLookupIn(Prequest.class, MethodHandles.lookup())
          .findVarHandle(Prequest.class, "dest", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError("MPJ's mpi.Prequest has no int field 'dest': " + e);
    }
  }

  private PersistentSource() {}

  static void set(Prequest request, int source) {
    DEST.set(request, source);
  }
}
