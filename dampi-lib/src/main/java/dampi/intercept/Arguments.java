package dampi.intercept;

import dampi.rank.RuleViolation;
import dampi.site.Site;
import java.lang.reflect.Array;
import mpi.BasicType;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;

/**
 * The arguments a point-to-point call or a collective accepts, checked before the call reaches MPJ. A call
 * outside them is erroneous whatever the other ranks do, even where MPJ lets it through (a negative tag is sent as
 * any other): it is recorded as an {@code invalid-argument} at the application's line, naming the rule, and fails
 * with an {@code MPIException}, as MPI's default error handler aborts (MPI-3.1 §8.3). Where MPJ would have thrown its
 * own error (a destination outside the communicator), the finding names the argument instead of MPJ's internals.
 *
 * <p>A tag's upper bound is not checked: MPJ 0.44 leaves {@code MPI.TAG_UB} at 0 and accepts every non-negative tag,
 * so no bound can be read from it.
 */
final class Arguments {
  private Arguments() {}

  /** A send's destination, tag, count and buffer (MPI-3.1 §3.2). */
  static void send(String call, Comm comm, Object buf, int offset, int count, Datatype type, int dest, int tag)
      throws MPIException {
    communicator(call, comm);
    if (dest != MPI.PROC_NULL) {
      rank(call, comm, "destination", dest);
    }
    if (tag < 0) {
      reject(call, (tag == MPI.ANY_TAG ? "ANY_TAG is for receives only" : "tag " + tag + " is negative")
          + " (MPI-3.1 §3.2.3: tags range from 0 to TAG_UB)");
    }
    buffer(call, buf, offset, count, type);
  }

  /** A receive's source, tag, count and buffer (MPI-3.1 §3.2.4). */
  static void receive(String call, Comm comm, Object buf, int offset, int count, Datatype type, int source, int tag)
      throws MPIException {
    probe(call, comm, source, tag);
    buffer(call, buf, offset, count, type);
    receiveType(call, type);
  }

  /** A datatype received into: none of its entries may overlap (MPI-3.1 §4.1.11). */
  static void receiveType(String call, Datatype type) throws MPIException {
    TypeMaps.TypeMap map = TypeMaps.of(type);
    if (map != null && map.overlaps()) {
      reject(call, "the datatype constructed at " + HandleStates.constructedAt(type) + " has overlapping entries, and a"
          + " receive into it is erroneous, however short the message (MPI-3.1 §4.1.11)");
    }
  }

  /**
   * The receive blocks of a Gatherv, Allgatherv or Alltoallv: {@code counts[i]} elements of {@code type} from
   * {@code displacements[i]} extents on. No location may be written more than once (MPI-3.1 §5.5, §5.7, §5.8).
   */
  static void disjointBlocks(String call, String section, int[] counts, int[] displacements, Datatype type,
      int members) throws MPIException {
    TypeMaps.TypeMap map = TypeMaps.of(type);
    if (map == null || counts == null || displacements == null || counts.length < members
        || displacements.length < members) {
      return;
    }
    java.util.Map<Long, Integer> writer = new java.util.HashMap<>();
    for (int member = 0; member < members; member++) {
      for (int element = 0; element < counts[member]; element++) {
        for (int offset : map.offsets()) {
          long position = (long) (displacements[member] + element) * map.extent() + offset;
          Integer earlier = writer.putIfAbsent(position, member);
          if (earlier != null) {
            reject(call, "the blocks of ranks " + earlier + " and " + member + " both write element " + position
                + " of the receive buffer: no location may be written more than once (MPI-3.1 " + section + ")");
          }
        }
      }
    }
  }

  /** A probe's (or a receive's) source and tag: wildcards allowed (MPI-3.1 §3.8.1). */
  static void probe(String call, Comm comm, int source, int tag) throws MPIException {
    communicator(call, comm);
    if (source != MPI.ANY_SOURCE && source != MPI.PROC_NULL) {
      rank(call, comm, "source", source);
    }
    if (tag != MPI.ANY_TAG && tag < 0) {
      reject(call, "tag " + tag + " is neither ANY_TAG nor in 0..TAG_UB (MPI-3.1 §3.2.4)");
    }
  }

  /** A rooted collective's root: a rank of the communicator (MPI-3.1 §5.4). */
  static void root(String call, Comm comm, int root) throws MPIException {
    communicator(call, comm);
    if (root < 0 || root >= comm.Size()) {
      reject(call, "root " + root + " is not a rank of the communicator (size " + comm.Size() + ") (MPI-3.1 §5.4)");
    }
  }

  /**
   * A collective's count, and the buffer it uses on this rank: {@code blocks} blocks of {@code count} elements from
   * {@code offset} (one block per member where the buffer holds one for each). Pass only buffers significant on this
   * rank: a non-root's receive buffer of a Gather, say, is not read or written, and may be anything (MPI-3.1 §5.5).
   */
  static void collectiveBuffer(String call, Object buf, int offset, int count, int blocks, Datatype type)
      throws MPIException {
    if (count < 0) {
      reject(call, "count " + count + " is negative (MPI-3.1 §5.1)");
    }
    buffer(call, buf, offset, (long) count * blocks, type);
  }

  /**
   * A Cartesian grid's dimensions: each at least 1, one period per dimension, and no more processes than the
   * communicator has (MPI-3.1 §7.5.1: a larger grid is erroneous; a smaller one leaves ranks out).
   */
  static void grid(String call, Comm comm, int[] dims, boolean[] periods) throws MPIException {
    communicator(call, comm);
    if (dims == null || periods == null || dims.length != periods.length) {
      reject(call, "there must be one period per dimension (MPI-3.1 §7.5.1)");
    }
    long processes = 1;
    for (int extent : dims) {
      if (extent < 1) {
        reject(call, "dimension " + extent + " is not positive (MPI-3.1 §7.5.1)");
      }
      processes *= extent;
      if (processes > comm.Size()) {
        reject(call, "the grid " + java.util.Arrays.toString(dims) + " needs more processes than the communicator "
            + "has (" + comm.Size() + ") (MPI-3.1 §7.5.1)");
      }
    }
  }

  /**
   * Reduce_scatter's counts: one per member, none negative (MPI-3.1 §5.10.1). As in every binding, the first
   * {@code members} entries are the counts; a Java array may hold more, which MPI never reads.
   */
  static void counts(String call, int[] counts, int members) throws MPIException {
    if (counts == null || counts.length < members) {
      reject(call, (counts == null ? "the counts are null" : "there are " + counts.length + " counts") + " for "
          + members + " members (MPI-3.1 §5.10.1)");
    }
    for (int member = 0; member < members; member++) {
      if (counts[member] < 0) {
        reject(call, "count " + counts[member] + " is negative (MPI-3.1 §5.10.1)");
      }
    }
  }

  /** A communicator that exists: not null, not MPI.COMM_NULL, not freed (MPI-3.1 §6.4.3). */
  static void communicator(String call, Comm comm) throws MPIException {
    if (comm == null) {
      reject(call, "the communicator is null (MPI-3.1 §3.2.3)");
    }
    if (comm == mpi.MPI.COMM_NULL) { // MPJ's own calls fail on it with a NullPointerException
      reject(call, "the communicator is MPI.COMM_NULL, the null handle (MPI-3.1 §2.5.1, §6.4.1)");
    }
    Site freedAt = HandleStates.freedAt(comm);
    if (freedAt != null) {
      reject(call, "the communicator was freed at " + freedAt + " (MPI-3.1 §6.4.3)");
    }
    String nullCommunicator = NullCommunicators.why(comm);
    if (nullCommunicator != null) {
      reject(call, nullCommunicator);
    }
  }

  /**
   * A reduction's operation, where MPI defines it for the basic type (MPI-3.1 §5.9.2): logical operations on BOOLEAN
   * and integers, bitwise ones on integers and BYTE, arithmetic and MAX/MIN on integers and floating point, MAXLOC and
   * MINLOC on the pair types only. Only the combinations outside every MPI binding's table are rejected; user
   * operations and derived types are the application's.
   */
  static void operation(String call, Op op, Datatype type) throws MPIException {
    if (op == null) {
      reject(call, "the operation is null (MPI-3.1 §5.9.1)");
    }
    String name = Reductions.nameOf(op);
    if (type != null && !TypeNames.isPredefined(type)) {
      // A user-defined operation may take any datatype; the predefined ones only the types of §5.9.2 and §5.9.4
      // (MPI-3.1 §5.9.1: "Predefined operators work only with the MPI types listed in Section 5.9.2")
      if (!name.startsWith("user operation") && !name.equals("null")) {
        reject(call, "operation " + name + " works only on the predefined datatypes of MPI-3.1 §5.9.2, not on a "
            + "derived datatype (MPI-3.1 §5.9.1)");
      }
      return;
    }
    if (type == null || type == MPI.OBJECT) {
      return;
    }
    boolean pair = type == MPI.SHORT2 || type == MPI.INT2 || type == MPI.LONG2 || type == MPI.FLOAT2
        || type == MPI.DOUBLE2;
    boolean logical = type == MPI.BOOLEAN;
    boolean floating = type == MPI.FLOAT || type == MPI.DOUBLE;
    boolean undefined = switch (name) {
      case "MAXLOC", "MINLOC" -> !pair;
      case "MAX", "MIN", "SUM", "PROD" -> logical || pair;
      case "LAND", "LOR", "LXOR", "BAND", "BOR", "BXOR" -> floating || pair || logical && name.startsWith("B");
      default -> false;
    };
    if (undefined) {
      reject(call, "operation " + name + " is not defined for " + TypeNames.of(type) + " (MPI-3.1 §5.9.2)");
    }
  }

  private static void rank(String call, Comm comm, String role, int rank) throws MPIException {
    int peers = Members.peerCount(comm);
    if (rank < 0 || rank >= peers) {
      String group = comm.Size() == peers && !comm.Test_inter() ? "communicator" : "remote group";
      reject(call, role + " " + rank + " is not a rank of the " + group + " (size " + peers + ") (MPI-3.1 §3.2.3)");
    }
  }

  /**
   * The count, the buffer's element type against the datatype's (a derived type's base), and for a basic datatype the
   * elements {@code offset .. offset + count} of the array: mpiJava's buffer argument is an array with an offset, and
   * elements past its end are memory the call does not own. Which elements a derived datatype reaches is left to MPJ's
   * packer.
   */
  private static void buffer(String call, Object buf, int offset, long count, Datatype type) throws MPIException {
    if (count < 0) {
      reject(call, "count " + count + " is negative (MPI-3.1 §3.2.2)");
    }
    String unusable = type == null ? "the datatype is null" : HandleStates.unusable(type);
    if (unusable != null) {
      reject(call, unusable);
    }
    if (count == 0) {
      return;
    }
    if (type == MPI.PACKED && buf instanceof mpjbuf.Buffer) {
      return; // MPJ's packed messages travel in the buffer Pack filled, whose content it sends whole
    }
    if (buf == null || !buf.getClass().isArray()) {
      reject(call, "the buffer is " + (buf == null ? "null" : "not an array") + " but count is " + count);
    }
    Class<?> element = TypeNames.elementClass(type); // a derived type's elements are its base type's
    if (element != null && buf.getClass().getComponentType() != element) {
      String datatype = type instanceof BasicType ? TypeNames.of(type) : "(" + TypeNames.of(type) + ")";
      reject(call, "the buffer holds " + buf.getClass().getComponentType().getSimpleName() + " elements but the"
          + " datatype " + datatype + " describes " + element.getSimpleName() + " ones (the datatype must match the"
          + " buffer's type, MPI-3.1 §3.3.1)");
    }
    if (!(type instanceof BasicType)) {
      return; // which elements a derived type reaches is its packer's to tell
    }
    int length = Array.getLength(buf);
    if (offset < 0 || offset + count > length) {
      reject(call, "elements " + offset + ".." + (offset + count - 1) + " are outside the buffer (length " + length
          + ")");
    }
  }

  private static void reject(String call, String detail) throws MPIException {
    Violations.reject(RuleViolation.Rule.INVALID_ARGUMENT, call, detail);
  }
}
