package dampi.timeline;

import dampi.site.Site;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The application's source lines around a finding's site, looked up by file name under the source roots the user
 * gives (build output, version control and dependency folders are skipped). A site whose file is not found is shown
 * without its lines.
 */
public final class SourceLines {
  private static final int CONTEXT = 3;
  private static final int MAX_DEPTH = 12;
  private static final List<String> SKIPPED = List.of("target", ".git", "node_modules", "build", ".m2");
  private final List<Path> roots;
  private final Map<String, Optional<Path>> found = new HashMap<>();

  public SourceLines(List<Path> roots) {
    this.roots = List.copyOf(roots);
  }

  /** The lines around {@code site}: its number, text, and whether it is the site's own line; empty if unknown. */
  public List<Line> around(Site site) {
    if (!site.hasLine() || site.line() < 1) {
      return List.of();
    }
    Optional<Path> file = found.computeIfAbsent(site.file(), this::find);
    if (file.isEmpty()) {
      return List.of();
    }
    try {
      List<String> lines = Files.readAllLines(file.get(), StandardCharsets.UTF_8);
      int from = Math.max(1, site.line() - CONTEXT);
      int to = Math.min(lines.size(), site.line() + CONTEXT);
      return java.util.stream.IntStream.rangeClosed(from, to)
          .mapToObj(n -> new Line(n, lines.get(n - 1), n == site.line())).toList();
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }

  /** One source line. */
  public record Line(int number, String text, boolean site) {}

  private Optional<Path> find(String fileName) {
    for (Path root : roots) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      Path[] hit = new Path[1];
      try {
        Files.walkFileTree(root, java.util.Set.of(), MAX_DEPTH, new java.nio.file.SimpleFileVisitor<>() {
          @Override
          public java.nio.file.FileVisitResult preVisitDirectory(Path dir,
              java.nio.file.attribute.BasicFileAttributes attributes) {
            return !dir.equals(root) && SKIPPED.contains(String.valueOf(dir.getFileName()))
                ? java.nio.file.FileVisitResult.SKIP_SUBTREE : java.nio.file.FileVisitResult.CONTINUE;
          }

          @Override
          public java.nio.file.FileVisitResult visitFile(Path file,
              java.nio.file.attribute.BasicFileAttributes attributes) {
            if (String.valueOf(file.getFileName()).equals(fileName)) {
              hit[0] = file;
              return java.nio.file.FileVisitResult.TERMINATE;
            }
            return java.nio.file.FileVisitResult.CONTINUE;
          }

          @Override
          public java.nio.file.FileVisitResult visitFileFailed(Path file, IOException e) {
            return java.nio.file.FileVisitResult.CONTINUE;
          }
        });
      } catch (IOException e) {
        // an unreadable root: look in the next
      }
      if (hit[0] != null) {
        return Optional.of(hit[0]);
      }
    }
    return Optional.empty();
  }
}
