package dampi.site;

import java.io.Serializable;

/**
 * A position in the application's source: {@code File.java:line}, where a rank made an MPI call, threw, exited or
 * was found blocked; or the unknown site, where no frame of the application showed. Reports, findings and decisions
 * print it as that text ({@link #toString}), and a decision read back from a report parses it ({@link #parse}).
 *
 * <pre>{@code
 * Site.of("Foo.java", 31).toString()          // "Foo.java:31"
 * Site.parse("Foo.java:31")                   // equals Site.of("Foo.java", 31)
 * Site.unknown().toString()                   // "unknown site"
 * }</pre>
 *
 * @param file the source file's name, or the class's name when the class does not record it; "" for the unknown
 *     site
 * @param line the line as the class file or the stack frame gave it (a stack walk through a class compiled without
 *     line numbers gives -1); {@code Integer.MIN_VALUE} when the site names no line at all ({@link #hasLine})
 */
public record Site(String file, int line) implements Serializable, Comparable<Site> {
  private static final int NO_LINE = Integer.MIN_VALUE;
  private static final String UNKNOWN_TEXT = "unknown site";
  private static final Site UNKNOWN = new Site("", NO_LINE);

  public Site {
    if (file == null || file.isEmpty() && line != NO_LINE) {
      throw new IllegalArgumentException("bad site: file " + file + ", line " + line);
    }
  }

  /** Where a rank is when no frame of the application shows it. */
  public static Site unknown() {
    return UNKNOWN;
  }

  /** {@code file:line}. */
  public static Site of(String file, int line) {
    if (file == null || file.isEmpty() || line == NO_LINE) {
      throw new IllegalArgumentException("bad site: file " + file + ", line " + line);
    }
    return new Site(file, line);
  }

  /** A site in {@code file} whose line is not known: a stack frame that gave no line number. */
  public static Site inFile(String file) {
    if (file == null || file.isEmpty()) {
      throw new IllegalArgumentException("bad site: file " + file);
    }
    return new Site(file, NO_LINE);
  }

  /**
   * The site {@code text} names, as {@link #toString} writes it; "" (a decision that says nowhere) and
   * {@code "unknown site"} are the unknown site.
   */
  public static Site parse(String text) {
    if (text == null) {
      throw new IllegalArgumentException("bad site: null");
    }
    if (text.isEmpty() || text.equals(UNKNOWN_TEXT)) {
      return UNKNOWN;
    }
    int colon = text.lastIndexOf(':');
    if (colon > 0) {
      try {
        int line = Integer.parseInt(text.substring(colon + 1));
        if (line != NO_LINE) {
          return new Site(text.substring(0, colon), line);
        }
      } catch (NumberFormatException notALine) {
        // the whole text names the file
      }
    }
    return new Site(text, NO_LINE);
  }

  public boolean isKnown() {
    return !file.isEmpty();
  }

  public boolean hasLine() {
    return line != NO_LINE;
  }

  /** Sites sort by file, then by line as a number ({@code A.java:90} before {@code A.java:118}); unknown ones last. */
  @Override
  public int compareTo(Site other) {
    if (isKnown() != other.isKnown()) {
      return isKnown() ? -1 : 1;
    }
    int byFile = file.compareTo(other.file);
    return byFile != 0 ? byFile : Integer.compare(line, other.line);
  }

  /** {@code File.java:line}, {@code File.java} without a line, or {@code unknown site}. */
  @Override
  public String toString() {
    if (!isKnown()) {
      return UNKNOWN_TEXT;
    }
    return hasLine() ? file + ":" + line : file;
  }
}
