package dampi.intercept;

import java.util.BitSet;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import mpi.BasicType;
import mpi.Datatype;

/**
 * Where a datatype's elements lie, in elements of its base type, for the datatypes built from a basic type with
 * {@code Contiguous}, {@code Vector} and {@code Indexed} (those whose displacements count elements, not bytes): what
 * tells whether a receive writes one location twice. One rank's datatypes (the class is loaded per rank).
 */
final class TypeMaps {
  /** Types with more elements than this are not mapped: the checks they serve skip them. */
  private static final int MOST_ELEMENTS = 1 << 20;
  private static final Map<Datatype, TypeMap> MAPS = Collections.synchronizedMap(new IdentityHashMap<>());

  /**
   * @param offsets each element's position relative to the buffer offset, in elements of the base type
   * @param extent how far the next element of a message starts from this one (MPI-3.1 §4.1.7: one past the last
   *     position, less the first)
   */
  record TypeMap(int[] offsets, int extent) {
    /** Whether two elements of the map lie at one position (MPI-3.1 §4.1.11: a receive into it is erroneous). */
    boolean overlaps() {
      BitSet seen = new BitSet();
      int lowest = java.util.Arrays.stream(offsets).min().orElse(0);
      for (int offset : offsets) {
        if (seen.get(offset - lowest)) {
          return true;
        }
        seen.set(offset - lowest);
      }
      return false;
    }
  }

  private TypeMaps() {}

  /** The map of {@code type}, or null when it is not known (a byte-displaced or struct type, or too large). */
  static TypeMap of(Datatype type) {
    if (type instanceof BasicType) {
      return new TypeMap(new int[] {0}, 1);
    }
    return type == null ? null : MAPS.get(type);
  }

  static void contiguous(Datatype made, int count, Datatype old) {
    int[] blocks = new int[count];
    int[] displacements = new int[count];
    for (int i = 0; i < count; i++) {
      blocks[i] = 1;
      displacements[i] = i;
    }
    indexed(made, blocks, displacements, old);
  }

  static void vector(Datatype made, int count, int blocklength, int stride, Datatype old) {
    int[] blocks = new int[Math.max(count, 0)];
    int[] displacements = new int[blocks.length];
    for (int i = 0; i < blocks.length; i++) {
      blocks[i] = blocklength;
      displacements[i] = i * stride;
    }
    indexed(made, blocks, displacements, old);
  }

  static void indexed(Datatype made, int[] blocklengths, int[] displacements, Datatype old) {
    TypeMap base = of(old);
    if (base == null || blocklengths == null || displacements == null || displacements.length < blocklengths.length) {
      return;
    }
    long elements = 0;
    for (int block : blocklengths) {
      elements += (long) Math.max(block, 0) * base.offsets().length;
    }
    if (elements > MOST_ELEMENTS) {
      return;
    }
    int[] offsets = new int[(int) elements];
    int next = 0;
    for (int block = 0; block < blocklengths.length; block++) {
      for (int copy = 0; copy < blocklengths[block]; copy++) {
        for (int offset : base.offsets()) {
          offsets[next++] = (displacements[block] + copy) * base.extent() + offset;
        }
      }
    }
    int lowest = java.util.Arrays.stream(offsets).min().orElse(0);
    int highest = java.util.Arrays.stream(offsets).max().orElse(-1);
    MAPS.put(made, new TypeMap(offsets, highest + 1 - lowest));
  }
}
