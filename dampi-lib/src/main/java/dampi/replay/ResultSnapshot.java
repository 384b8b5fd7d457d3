package dampi.replay;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Array;

/**
 * A collective's result as a rank's receive buffer held it when the call returned, for a replay to put back: the
 * array from the buffer's offset to its end. That covers whatever the call wrote, whatever the datatype's layout or
 * the blocks' displacements, and what lies between is what the program had put there, which a replay, re-executing
 * the same code on the same data, has put there too.
 */
public final class ResultSnapshot {
  private ResultSnapshot() {}

  /** {@code array} from {@code offset} on, as bytes; null when the member passed no array. */
  public static byte[] take(Object array, int offset) {
    if (array == null || !array.getClass().isArray() || offset < 0 || offset > Array.getLength(array)) {
      return null;
    }
    int length = Array.getLength(array) - offset;
    Object slice = Array.newInstance(array.getClass().getComponentType(), length);
    System.arraycopy(array, offset, slice, 0, length);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(slice);
    } catch (IOException e) { // an element that cannot be serialised: MPJ could not have sent it either
      throw new IllegalStateException("cannot record a collective's result: " + e, e);
    }
    return bytes.toByteArray();
  }

  /** Puts {@code snapshot} back into {@code array} from {@code offset} on. */
  public static void restore(byte[] snapshot, Object array, int offset) {
    Object slice;
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(snapshot)) {
      @Override
      protected Class<?> resolveClass(java.io.ObjectStreamClass described) throws IOException,
          ClassNotFoundException {
        // the program's own classes (MPI.OBJECT data) come from the rank's loader
        return Class.forName(described.getName(), false, Thread.currentThread().getContextClassLoader());
      }
    }) {
      slice = in.readObject();
    } catch (IOException | ClassNotFoundException e) {
      throw new IllegalStateException("cannot put back a collective's recorded result: " + e, e);
    }
    if (array == null || slice.getClass() != array.getClass() || Array.getLength(slice) != Array.getLength(array)
        - offset) {
      throw new IllegalStateException("the receive buffer differs from the recorded run's");
    }
    System.arraycopy(slice, 0, array, offset, Array.getLength(slice));
  }
}
