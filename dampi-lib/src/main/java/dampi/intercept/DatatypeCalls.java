package dampi.intercept;

import dampi.rank.ResourceKind;
import dampi.site.Site;
import mpi.Datatype;
import mpi.MPIException;

/**
 * Wrappers of derived datatypes: a datatype is remembered with the line that constructed it, enters the rank's
 * resource ledger when committed and leaves it when freed. Every public static method here intercepts the
 * {@code Datatype} method of the same name.
 */
public final class DatatypeCalls {
  private DatatypeCalls() {}

  public static Datatype Contiguous(int count, Datatype oldtype) throws MPIException {
    return constructed(Datatype.Contiguous(count, oldtype));
  }

  public static Datatype Vector(int count, int blocklength, int stride, Datatype oldtype) throws MPIException {
    return constructed(Datatype.Vector(count, blocklength, stride, oldtype));
  }

  public static Datatype Hvector(int count, int blocklength, int stride, Datatype oldtype) throws MPIException {
    return constructed(Datatype.Hvector(count, blocklength, stride, oldtype));
  }

  public static Datatype Indexed(int[] blocklengths, int[] displacements, Datatype oldtype) throws MPIException {
    return constructed(Datatype.Indexed(blocklengths, displacements, oldtype));
  }

  public static Datatype Hindexed(int[] blocklengths, int[] displacements, Datatype oldtype) throws MPIException {
    return constructed(Datatype.Hindexed(blocklengths, displacements, oldtype));
  }

  public static Datatype Struct(int[] blocklengths, int[] displacements, Datatype[] types) throws MPIException {
    return constructed(Datatype.Struct(blocklengths, displacements, types));
  }

  public static void Commit(Datatype type) throws MPIException {
    type.Commit();
    HandleStates.committed(type);
    Site site = HandleStates.constructedAt(type);
    if (site != null) {
      RankBinding.recorder().resources().created(type, ResourceKind.DATATYPE, site);
    }
  }

  public static void free(Datatype type) {
    type.free();
    HandleStates.freed(type, CallSite.current());
    RankBinding.recorder().resources().released(type);
  }

  private static Datatype constructed(Datatype type) {
    HandleStates.constructed(type, CallSite.current());
    return type;
  }
}
