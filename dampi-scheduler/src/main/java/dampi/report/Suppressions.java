package dampi.report;

import dampi.check.FindingKind;
import dampi.launch.BadInputException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Accepted findings, one per line of a text file ({@code dampi-suppressions.txt}): a kind ({@code *} for any), a site
 * pattern ({@code *} any characters, {@code ?} one) and the reason, which is required: a suppression nobody can
 * explain should not silence a verifier.
 *
 * <pre>
 *   # kind        site                 reason
 *   deadlock      RacyGather.java:27   the gather race is accepted until ticket 12 lands
 *   resource-leak Setup*.java:*        the communicators of the set-up phase live as long as the program
 * </pre>
 */
public final class Suppressions {
  /** The file dampi reads, when it exists, beside the program's jar (as {@code dampi.properties}). */
  public static final String DEFAULT_FILE_NAME = "dampi-suppressions.txt";

  /** One line of the file. */
  public record Suppression(int line, String kind, String sitePattern, String reason) {
    boolean matches(VerificationReport.FindingEntry finding) {
      return (kind.equals("*") || kind.equals(finding.kind())) && glob(sitePattern).matcher(finding.site()).matches();
    }

    String describe(Path file) {
      return file + ":" + line + ": " + kind + " " + sitePattern;
    }
  }

  private final Path file;
  private final List<Suppression> entries;

  private Suppressions(Path file, List<Suppression> entries) {
    this.file = file;
    this.entries = List.copyOf(entries);
  }

  public Path file() {
    return file;
  }

  public List<Suppression> entries() {
    return entries;
  }

  /** @throws BadInputException naming the file and line of the first entry that cannot be read */
  public static Suppressions read(Path file) throws BadInputException {
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      throw new BadInputException("suppressions file not found or not readable: " + file);
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (CharacterCodingException e) {
      throw new BadInputException("suppressions file " + file + " is not a UTF-8 text file");
    } catch (IOException e) {
      throw new BadInputException("cannot read the suppressions file " + file + ": " + e.getMessage());
    }
    List<Suppression> entries = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] words = line.split("\\s+", 3);
      String where = file + ":" + (i + 1) + ": ";
      if (words.length < 3) {
        throw new BadInputException(where + "expected 'KIND SITE-PATTERN REASON', got '" + line + "'");
      }
      if (!words[0].equals("*") && Arrays.stream(FindingKind.values()).noneMatch(k -> k.jsonName().equals(words[0]))) {
        throw new BadInputException(where + "unknown finding kind '" + words[0] + "' (expected * or one of "
            + String.join(", ", Arrays.stream(FindingKind.values()).map(FindingKind::jsonName).toList()) + ")");
      }
      entries.add(new Suppression(i + 1, words[0], words[1], words[2]));
    }
    return new Suppressions(file, entries);
  }

  /** The first suppression that matches the finding, or null. */
  Suppression match(VerificationReport.FindingEntry finding) {
    return entries.stream().filter(entry -> entry.matches(finding)).findFirst().orElse(null);
  }

  private static Pattern glob(String pattern) {
    StringBuilder regex = new StringBuilder();
    for (char c : pattern.toCharArray()) {
      switch (c) {
        case '*' -> regex.append(".*");
        case '?' -> regex.append('.');
        default -> regex.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(regex.toString());
  }
}
