package dampi.repair;

import mpjbuf.Buffer;
import mpjbuf.BufferException;

/**
 * The element copies of MPJ 0.44's packers of indexed types ({@code GatherPacker*}, which {@code Indexed},
 * {@code Hindexed} and, as dampi makes them, {@code Vector} and {@code Hvector} types use), done right. MPJ packs
 * element {@code k} of a message from {@code offset + k * extent} by handing that offset to {@code Buffer.gather} and
 * {@code scatter}, which take it as a position in the type's displacement list instead: a message at a nonzero buffer
 * offset, or of more than one element, failed with an index out of bounds (a correct program got an
 * {@code mpi-error}) or moved the wrong elements. Here each displacement is shifted by the offset, which is what the
 * type map says (MPI-3.1 §4.1.1: the buffer's address plus each displacement); MPJ's load-time patches route the
 * packers' calls here.
 */
public final class GatherScatterOffsets {
  private GatherScatterOffsets() {}

  /** The displacements of the first {@code elements} entries, each moved by {@code offset}. */
  private static int[] shifted(int elements, int offset, int[] displacements) {
    int[] moved = new int[elements];
    for (int i = 0; i < elements; i++) {
      moved[i] = offset + displacements[i];
    }
    return moved;
  }

  public static void gather(Buffer buffer, byte[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, byte[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }

  public static void gather(Buffer buffer, short[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, short[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }

  public static void gather(Buffer buffer, int[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, int[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }

  public static void gather(Buffer buffer, long[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, long[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }

  public static void gather(Buffer buffer, char[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, char[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }

  public static void gather(Buffer buffer, float[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, float[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }

  public static void gather(Buffer buffer, double[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, double[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }

  public static void gather(Buffer buffer, boolean[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, boolean[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }

  public static void gather(Buffer buffer, Object[] source, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.gather(source, elements, 0, shifted(elements, offset, displacements));
  }

  public static void scatter(Buffer buffer, Object[] target, int elements, int offset, int[] displacements)
      throws BufferException {
    buffer.scatter(target, elements, 0, shifted(elements, offset, displacements));
  }
}
