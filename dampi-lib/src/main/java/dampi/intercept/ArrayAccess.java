package dampi.intercept;

import java.util.Arrays;
import mpi.Request;
import mpi.Status;

/**
 * The application's array accesses, as {@code dampi.instrument.ArrayAccessRewriter} routes them: each tells
 * {@link BuffersInFlight} when some region is in flight, and costs a read of an empty snapshot otherwise. A store
 * is done here, after its check; an exception it raises is thrown as if the application's own instruction had raised
 * it, without this class's frame. There is one {@code store} per store instruction of the JVM: they differ only in
 * the element type, which no generic method can take for primitives.
 */
public final class ArrayAccess {
  private ArrayAccess() {}

  /** Precedes every array load of the application. */
  public static void load(Object array, int index) {
    if (BuffersInFlight.held.length != 0) {
      AccessSpans.read(array, index);
    }
  }

  public static void store(int[] array, int index, int value) {
    try {
      array[index] = value;
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    stored(array, index);
  }

  public static void store(long[] array, int index, long value) {
    try {
      array[index] = value;
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    stored(array, index);
  }

  public static void store(float[] array, int index, float value) {
    try {
      array[index] = value;
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    stored(array, index);
  }

  public static void store(double[] array, int index, double value) {
    try {
      array[index] = value;
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    stored(array, index);
  }

  public static void store(Object[] array, int index, Object value) {
    try {
      array[index] = value;
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    if (value instanceof Status || value instanceof Request) {
      checkStore(array, index); // keeping what a poll answered is no work of the program's own
    } else {
      stored(array, index);
    }
  }

  /** The JVM's {@code bastore}, which stores into a byte[] or a boolean[] (its lowest bit). */
  public static void store(Object array, int index, int value) {
    try {
      if (array instanceof boolean[] flags) {
        flags[index] = (value & 1) != 0;
      } else {
        ((byte[]) array)[index] = (byte) value;
      }
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    stored(array, index);
  }

  public static void store(char[] array, int index, char value) {
    try {
      array[index] = value;
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    stored(array, index);
  }

  public static void store(short[] array, int index, short value) {
    try {
      array[index] = value;
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    stored(array, index);
  }

  /** The application's {@code System.arraycopy}: a read of the source elements and a write of the target's. */
  public static void arraycopy(Object source, int sourceFrom, Object target, int targetFrom, int length) {
    try {
      System.arraycopy(source, sourceFrom, target, targetFrom, length);
    } catch (RuntimeException e) {
      throw asTheApplications(e);
    }
    BuffersInFlight.Held[] held = BuffersInFlight.held;
    if (held.length != 0 && length > 0) {
      BuffersInFlight.accessed(held, "System.arraycopy", source, sourceFrom, length, false);
      BuffersInFlight.accessed(held, "System.arraycopy", target, targetFrom, length, true);
    }
  }

  private static void stored(Object array, int index) {
    ProgramWrites.element();
    checkStore(array, index);
  }

  private static void checkStore(Object array, int index) {
    if (BuffersInFlight.held.length != 0) {
      AccessSpans.written(array, index);
    }
  }

  /** {@code e} without the frames of this class, so that its trace starts at the application's access. */
  private static RuntimeException asTheApplications(RuntimeException e) {
    StackTraceElement[] trace = e.getStackTrace();
    StackTraceElement[] theApplications = Arrays.stream(trace)
        .filter(frame -> !frame.getClassName().equals(ArrayAccess.class.getName()))
        .toArray(StackTraceElement[]::new);
    if (theApplications.length < trace.length) {
      e.setStackTrace(theApplications);
    }
    return e;
  }
}
