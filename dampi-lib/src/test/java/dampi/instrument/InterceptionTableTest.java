package dampi.instrument;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

class InterceptionTableTest {
  private static final MpjClasses MPJ = MpjClasses.of(Set.of("mpi/Comm", "mpi/MPIException"));

  @Test
  void mpjsApiClassesAreMpiOwnersAndAnApplicationClassInPackageMpiIsNot() {
    assertTrue(InterceptionTable.isMpiOwner("mpi/Comm", MPJ));
    assertFalse(InterceptionTable.isMpiOwner("mpi/pt2pt/MyTest", MPJ));
  }

  /** Once {@code e.getMessage()} on a caught MPIException made coverage "incomplete" and the exit code 3. */
  @Test
  void mpjsExceptionIsNoMpiOwner() {
    assertFalse(InterceptionTable.isMpiOwner("mpi/MPIException", MPJ));
  }
}
