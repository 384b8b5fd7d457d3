package dampi.launch;

import java.nio.file.Path;
import java.util.List;

/**
 * An unmodified MPJ Express program: its class path, its main class and its own arguments.
 *
 * @param jar the jar the user named, or null when the program was given as a class path and a class
 */
public record Program(List<Path> classpath, String mainClass, List<String> args, Path jar) {
  public Program {
    classpath = List.copyOf(classpath);
    args = List.copyOf(args);
  }
}
