package dampi.property;

import generated.Interpreter;
import generated.ProgramText.Kind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Where {@link Interpreter} makes each kind of MPI call: the line after each of its {@code // site: <word>} comments,
 * as a finding names it ({@code Interpreter.java:123}); a send has one line per buffering. A site so names the kind of
 * operation; the trace says which one.
 */
final class InterpreterSites {
  /** The last things a rank does, after its operations: wait for its eager sends, free its communicators. */
  static final String END = "end";
  static final String FREE = "free";
  static final String FINALIZE = "finalize";
  private static final Path SOURCE = Path.of("src/test/java/generated/Interpreter.java");
  private static final String MARKER = "// site: ";
  private static final Map<String, Set<String>> SITES = read();

  private InterpreterSites() {}

  /** The sites of {@code kind}'s MPI calls. */
  static Set<String> of(Kind kind) {
    return of(kind.word());
  }

  static Set<String> of(String word) {
    Set<String> sites = SITES.get(word);
    if (sites == null) {
      throw new IllegalArgumentException(SOURCE + " marks no site '" + word + "'");
    }
    return sites;
  }

  /** The sites where a rank past its last operation can wait. */
  static Set<String> afterTheLastOperation() {
    Set<String> sites = new TreeSet<>(of(END));
    sites.addAll(of(FREE));
    sites.addAll(of(FINALIZE));
    return sites;
  }

  private static Map<String, Set<String>> read() {
    List<String> lines;
    try {
      lines = Files.readAllLines(SOURCE, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + SOURCE.toAbsolutePath(), e);
    }
    Map<String, Set<String>> sites = new HashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.startsWith(MARKER)) {
        String word = line.substring(MARKER.length()).strip();
        // line i (0-based) is the marker, so the call is on 1-based line i + 2
        sites.computeIfAbsent(word, key -> new TreeSet<>()).add(Interpreter.class.getSimpleName() + ".java:" + (i + 2));
      }
    }
    sites.replaceAll((word, marked) -> Set.copyOf(marked));
    return Map.copyOf(sites);
  }
}
