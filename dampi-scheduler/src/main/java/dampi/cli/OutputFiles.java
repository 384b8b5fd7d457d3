package dampi.cli;

import dampi.launch.BadInputException;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The files {@code verify} writes ({@code --report}, {@code --junit}), checked before the search so that a long search
 * never ends in an unwritable path: not one of the program's inputs (its jar, class path, config or hosts file), not a
 * directory, and in a directory where a file can be written (made if missing).
 */
final class OutputFiles {
  private OutputFiles() {}

  /** The files the command reads: an output must not replace them. */
  static List<Path> inputs(ProgramOptions program, Path config) {
    List<Path> inputs = new ArrayList<>();
    if (program.target != null) {
      inputs.add(Path.of(program.target));
    }
    if (program.classpath != null) {
      for (String entry : program.classpath.split(File.pathSeparator)) {
        if (!entry.isEmpty()) {
          inputs.add(Path.of(entry));
        }
      }
    }
    if (program.hosts != null) {
      inputs.add(program.hosts);
    }
    if (config != null) {
      inputs.add(config);
    }
    return inputs;
  }

  static void check(String option, Path output, List<Path> inputs) throws BadInputException {
    if (output == null) {
      return;
    }
    Path target = output.toAbsolutePath().normalize();
    for (Path input : inputs) {
      if (sameFile(target, input.toAbsolutePath().normalize())) {
        throw new BadInputException(option + " " + output + " would overwrite an input of the run");
      }
    }
    if (Files.isDirectory(target)) {
      throw new BadInputException(option + " " + output + " is a directory");
    }
    if (Files.exists(target) && !Files.isWritable(target)) {
      throw new BadInputException(option + " " + output + " is not writable");
    }
    Path directory = target.getParent();
    try { // the one sure test: write a file there (its directory is made now, as writing the report would)
      Files.createDirectories(directory);
      Files.delete(Files.createTempFile(directory, ".dampi-check.", ".tmp"));
    } catch (IOException | RuntimeException e) {
      throw new BadInputException(option + " " + output + ": cannot write in " + directory + " ("
          + e.getClass().getSimpleName() + ")");
    }
  }

  private static boolean sameFile(Path output, Path input) {
    if (output.equals(input)) {
      return true;
    }
    try {
      return Files.exists(output) && Files.exists(input) && Files.isSameFile(output, input);
    } catch (IOException e) {
      return false;
    }
  }
}
