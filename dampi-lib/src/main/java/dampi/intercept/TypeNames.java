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
    return "derived type of base " + type.getType();
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
