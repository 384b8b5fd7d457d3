package dampi.instrument;

import java.io.Serializable;

/**
 * A method named by {@code --abstract-loop Class#method}: every invocation of it (any overload) is one execution of
 * the region {@code Class#method}, so its wildcard epochs are explored in its first invocation only.
 *
 * @param className the binary name, e.g. {@code com.example.Solver} or {@code com.example.Solver$Step}
 */
public record LoopMethod(String className, String methodName) implements Serializable {
  public LoopMethod {
    if (className.isEmpty() || methodName.isEmpty() || methodName.startsWith("<") || methodName.contains("#")) {
      throw new IllegalArgumentException("'" + className + "#" + methodName + "' is not Class#method");
    }
  }

  /** Parses {@code Class#method}. */
  public static LoopMethod parse(String text) {
    int hash = text.indexOf('#');
    if (hash <= 0 || hash == text.length() - 1) {
      throw new IllegalArgumentException("'" + text + "' is not Class#method (e.g. com.example.Solver#step)");
    }
    return new LoopMethod(text.substring(0, hash), text.substring(hash + 1));
  }

  public String internalClassName() {
    return className.replace('.', '/');
  }

  /** The region's name, as reports show it. */
  @Override
  public String toString() {
    return className + "#" + methodName;
  }
}
