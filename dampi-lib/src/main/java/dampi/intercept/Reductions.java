package dampi.intercept;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.util.List;
import mpi.Datatype;
import mpi.MPIException;
import mpi.MPI;
import mpi.Op;
import mpi.OpWorker;
import mpi.User_function;

/**
 * Applies an {@code mpi.Op} to the contributions of a reduce, as MPJ's own reduce does: a predefined operation through
 * its worker for the datatype, a user function through {@code Call}. MPJ keeps both behind package-private members,
 * which these handles open.
 */
final class Reductions {
  private static final MethodHandle WORKER;
  private static final MethodHandle FUNCTION;
  private static final MethodHandle START;
  private static final MethodHandle COMBINE;
  private static final MethodHandle RESULT;

  static {
    try {
      MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(Op.class, MethodHandles.lookup());
      WORKER = lookup.findGetter(Op.class, "worker", OpWorker.class);
      FUNCTION = lookup.findGetter(Op.class, "funct", User_function.class);
      MethodType onBuffer = MethodType.methodType(void.class, Object.class, int.class, int.class);
      START = lookup.findVirtual(Op.class, "createInitialBuffer", onBuffer);
      COMBINE = lookup.findVirtual(Op.class, "perform", onBuffer);
      RESULT = lookup.findVirtual(Op.class, "getResultant", onBuffer);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private Reductions() {}

  /**
   * The operation's name as every member of a reduction must give it (MPI-3.1 §5.9.1): {@code SUM}, {@code MAX}, ...
   * for MPI's own, the user function's class for one of the program's (each rank makes its own Op object).
   */
  static String nameOf(Op op) {
    if (op == null) {
      return "null";
    }
    String[] names = {"MAX", "MIN", "SUM", "PROD", "LAND", "BAND", "LOR", "BOR", "LXOR", "BXOR", "MAXLOC", "MINLOC"};
    Op[] predefined = {MPI.MAX, MPI.MIN, MPI.SUM, MPI.PROD, MPI.LAND, MPI.BAND, MPI.LOR, MPI.BOR, MPI.LXOR, MPI.BXOR,
        MPI.MAXLOC, MPI.MINLOC};
    for (int i = 0; i < predefined.length; i++) {
      if (op == predefined[i]) {
        return names[i];
      }
    }
    try {
      User_function function = (User_function) FUNCTION.invoke(op);
      return function == null ? "user operation" : "user operation " + function.getClass().getName();
    } catch (Throwable e) {
      return "user operation";
    }
  }

  /** A buffer for {@code count} items of {@code type}, of the same array type as {@code like}. */
  static Object bufferLike(Object like, int count, Datatype type) {
    return Array.newInstance(like.getClass().getComponentType(), count * type.Size());
  }

  /**
   * Writes {@code op} over the contributions in rank order (each {@code count} items of {@code type} from the start of
   * its buffer) into {@code result} at {@code offset}: v0 op v1 op ... op vn-1 (MPI-3.1 §5.9.1; the order matters to
   * a non-commutative user function). Everything is combined at offset 0 and copied to the result's offset at the
   * end: MPJ 0.44's workers combine nothing past a nonzero offset (their loops stop at {@code count}).
   */
  static void reduce(Op op, Datatype type, int count, List<Object> contributions, Object result, int offset)
      throws MPIException {
    try {
      Object combined;
      OpWorker worker = (OpWorker) WORKER.invoke(op);
      if (worker != null) {
        Op typed = worker.getWorker(type);
        START.invoke(typed, contributions.get(0), 0, count);
        for (Object contribution : contributions.subList(1, contributions.size())) {
          COMBINE.invoke(typed, contribution, 0, count);
        }
        combined = bufferLike(result, count, type);
        RESULT.invoke(typed, combined, 0, count);
      } else {
        User_function function = (User_function) FUNCTION.invoke(op);
        int last = contributions.size() - 1;
        combined = contributions.get(last);
        for (int rank = last - 1; rank >= 0; rank--) {
          function.Call(contributions.get(rank), 0, combined, 0, count, type); // combined = v[rank] op combined
        }
      }
      System.arraycopy(combined, 0, result, offset, count * type.Size());
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }
}
