package dampi.instrument;

/**
 * Rewrites one class file while it is being loaded into a rank. Implementations are pure functions of their input
 * bytes so that loaders may cache the result across ranks and runs.
 */
@FunctionalInterface
public interface ClassTransformer {
  /** The identity transformer. */
  ClassTransformer NONE = (internalName, bytes) -> bytes;

  /**
   * @param internalName the class's internal name, e.g. {@code mpi/MPI}
   * @return the new class bytes, or {@code bytes} itself when nothing changes
   */
  byte[] transform(String internalName, byte[] bytes);

  /** Applies this transformer, then {@code next}. */
  default ClassTransformer andThen(ClassTransformer next) {
    return (internalName, bytes) -> next.transform(internalName, transform(internalName, bytes));
  }
}
