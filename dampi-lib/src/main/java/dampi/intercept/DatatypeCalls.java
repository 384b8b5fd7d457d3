package dampi.intercept;

import dampi.rank.ResourceKind;
import dampi.site.Site;
import mpi.Datatype;
import mpi.MPIException;

/**
 * Wrappers of derived datatypes: a datatype is remembered with the line that constructed it, and is in the rank's
 * resource ledger from then until it is freed. Every public static method here intercepts the
 * {@code Datatype} method of the same name.
 */
public final class DatatypeCalls {
  private DatatypeCalls() {}

  public static Datatype Contiguous(int count, Datatype oldtype) throws MPIException {
    Datatype made = constructed(Datatype.Contiguous(count, oldtype));
    TypeMaps.contiguous(made, count, oldtype);
    return made;
  }

  /**
   * MPJ 0.44 packs a vector's elements block by block across the blocks (column by column: {@code Vector(3, 2, 4,
   * INT)} sends elements 0, 4, 8, 1, 5, 9), where MPI's type map takes each block in turn (0, 1, 4, 5, 8, 9; MPI-3.1
   * §4.1.2), whenever a block holds more than one element; its indexed types are right. So a vector is made as the
   * indexed type with the same type map, and a correct program gets its data. A negative stride is left to MPJ.
   */
  public static Datatype Vector(int count, int blocklength, int stride, Datatype oldtype) throws MPIException {
    if (count < 0 || blocklength < 0 || stride < 0) {
      return constructed(Datatype.Vector(count, blocklength, stride, oldtype));
    }
    Datatype made = constructed(Datatype.Indexed(blocks(count, blocklength), displacements(count, stride), oldtype));
    TypeMaps.vector(made, count, blocklength, stride, oldtype);
    return made;
  }

  /** As {@link #Vector}: an Hvector is made as the Hindexed type with the same type map. */
  public static Datatype Hvector(int count, int blocklength, int stride, Datatype oldtype) throws MPIException {
    if (count < 0 || blocklength < 0 || stride < 0) {
      return constructed(Datatype.Hvector(count, blocklength, stride, oldtype));
    }
    return constructed(Datatype.Hindexed(blocks(count, blocklength), displacements(count, stride), oldtype));
  }

  private static int[] blocks(int count, int blocklength) {
    int[] blocks = new int[count];
    java.util.Arrays.fill(blocks, blocklength);
    return blocks;
  }

  private static int[] displacements(int count, int stride) {
    int[] displacements = new int[count];
    for (int block = 0; block < count; block++) {
      displacements[block] = block * stride;
    }
    return displacements;
  }

  public static Datatype Indexed(int[] blocklengths, int[] displacements, Datatype oldtype) throws MPIException {
    Datatype made = constructed(Datatype.Indexed(blocklengths, displacements, oldtype));
    TypeMaps.indexed(made, blocklengths, displacements, oldtype);
    return made;
  }

  public static Datatype Hindexed(int[] blocklengths, int[] displacements, Datatype oldtype) throws MPIException {
    return constructed(Datatype.Hindexed(blocklengths, displacements, oldtype));
  }

  public static Datatype Struct(int[] blocklengths, int[] displacements, Datatype[] types) throws MPIException {
    return constructed(Datatype.Struct(blocklengths, displacements, types));
  }

  /** Committing a committed datatype again is allowed and changes nothing (MPI-3.1 §4.1.9). */
  public static void Commit(Datatype type) throws MPIException {
    type.Commit();
    HandleStates.committed(type);
  }

  public static void free(Datatype type) {
    type.free();
    HandleStates.freed(type, CallSite.current());
    RankBinding.recorder().resources().released(type);
  }

  /** A derived datatype is the application's to free, committed or not (MPI-3.1 §4.1.10). */
  private static Datatype constructed(Datatype type) {
    Site site = CallSite.current();
    HandleStates.constructed(type, site);
    RankBinding.recorder().resources().created(type, ResourceKind.DATATYPE, site);
    return type;
  }
}
