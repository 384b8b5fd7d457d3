package dampi.intercept;

import mpi.Datatype;
import mpi.MPI;

/** The name of a datatype for a finding: the basic type's MPI name, or the derived type's base. */
final class TypeNames {
  private TypeNames() {}

  /** Read at each use: MPJ assigns its datatypes in MPI.Init, after this class may have been loaded. */
  private static Object[][] predefined() {
    return new Object[][] {{MPI.BYTE, "BYTE"}, {MPI.CHAR, "CHAR"}, {MPI.SHORT, "SHORT"},
      {MPI.BOOLEAN, "BOOLEAN"}, {MPI.INT, "INT"}, {MPI.LONG, "LONG"}, {MPI.FLOAT, "FLOAT"}, {MPI.DOUBLE, "DOUBLE"},
      {MPI.OBJECT, "OBJECT"}, {MPI.PACKED, "PACKED"}, {MPI.SHORT2, "SHORT2"}, {MPI.INT2, "INT2"}, {MPI.LONG2, "LONG2"},
      {MPI.FLOAT2, "FLOAT2"}, {MPI.DOUBLE2, "DOUBLE2"}};
  }

  static String of(Datatype type) {
    if (type == null) {
      return "null";
    }
    for (Object[] entry : predefined()) {
      if (entry[0] == type) {
        return (String) entry[1];
      }
    }
    return "a derived type of " + baseOf(type);
  }

  /**
   * The basic type a datatype's elements are made of, by name: a derived type's base, and a pair type's element
   * (MPJ's derived types have one base type, so a type signature is that base and a number of elements).
   */
  static String baseOf(Datatype type) {
    Datatype[] basic = {MPI.BYTE, MPI.CHAR, MPI.SHORT, MPI.BOOLEAN, MPI.INT, MPI.LONG, MPI.FLOAT, MPI.DOUBLE,
      MPI.OBJECT, MPI.PACKED};
    for (Datatype candidate : basic) {
      if (candidate != null && candidate.getType() == type.getType()) {
        return of(candidate);
      }
    }
    return "type " + type.getType();
  }

  /**
   * The Java element type an array buffer of basic datatype {@code type} must have (the mpiJava binding: an INT
   * buffer is an {@code int[]}, ...), or null where MPJ takes more than one (OBJECT: any array of references; PACKED:
   * bytes or MPJ's own buffer).
   */
  static Class<?> elementClass(Datatype type) {
    return switch (baseOf(type)) {
      case "BYTE" -> byte.class;
      case "CHAR" -> char.class;
      case "SHORT" -> short.class;
      case "BOOLEAN" -> boolean.class;
      case "INT" -> int.class;
      case "LONG" -> long.class;
      case "FLOAT" -> float.class;
      case "DOUBLE" -> double.class;
      default -> null;
    };
  }

  /** How many elements of its base type {@code count} items of {@code type} hold: a type signature's length. */
  static int elements(int count, Datatype type) {
    try {
      return (int) Math.min(Integer.MAX_VALUE, (long) count * type.Size());
    } catch (mpi.MPIException e) {
      return count;
    }
  }

  /** Whether {@code type} is one of MPI's own named datatypes, not one the application derived. */
  static boolean isPredefined(Datatype type) {
    for (Object[] entry : predefined()) {
      if (entry[0] == type) {
        return true;
      }
    }
    return false;
  }
}
