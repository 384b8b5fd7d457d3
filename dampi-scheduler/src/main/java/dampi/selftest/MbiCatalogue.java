package dampi.selftest;

import dampi.rank.Buffering;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The cases of the suite's MBI-style benchmark: its class {@code mbi.Catalogue} generates them (each a program of
 * package {@code mbi} with the arguments that select one variant, and its label). That class is plain Java, so it is
 * loaded here in a loader of its own over the suite alone: neither the suite nor MPJ joins dampi's class path.
 */
public final class MbiCatalogue {
  static final String CATALOGUE_CLASS = "mbi.Catalogue";
  /** The category of the correct programs; every other category is an MBI error class. */
  public static final String CORRECT = "correct";
  private static final String NONE = "-";

  private MbiCatalogue() {}

  /** Every case of the benchmark in {@code suite} (a jar or a directory of classes), in the catalogue's order. */
  public static List<SuiteProgram> cases(Path suite) throws InvalidSuiteException {
    List<String> lines = catalogueLines(suite);
    List<SuiteProgram> cases = new ArrayList<>();
    for (String line : lines) {
      cases.add(parse(line));
    }
    return cases;
  }

  /** One tab-separated line: MBI class, required kinds, tolerated kinds, ranks, the class and its arguments. */
  static SuiteProgram parse(String line) throws InvalidSuiteException {
    String[] fields = line.split("\t");
    if (fields.length != 5) {
      throw new InvalidSuiteException("catalogue line without its 5 fields: " + line);
    }
    int ranks;
    try {
      ranks = Integer.parseInt(fields[3]);
    } catch (NumberFormatException e) {
      throw new InvalidSuiteException("catalogue line with a rank count that is no number: " + line);
    }
    List<String> invocation = Arrays.asList(fields[4].trim().split(" +"));
    return new SuiteProgram(invocation.get(0), kinds(fields[1]), kinds(fields[2]), fields[0], ranks,
        SuiteProgram.NOT_STATED, Buffering.ZERO, invocation.subList(1, invocation.size()));
  }

  private static TreeSet<String> kinds(String field) {
    return field.equals(NONE) ? new TreeSet<>() : new TreeSet<>(Set.of(field.split(",")));
  }

  @SuppressWarnings("unchecked")
  private static List<String> catalogueLines(Path suite) throws InvalidSuiteException {
    if (!Files.exists(suite)) {
      throw new InvalidSuiteException("suite not found: " + suite);
    }
    URL location;
    try {
      location = suite.toUri().toURL();
    } catch (MalformedURLException e) {
      throw new InvalidSuiteException("suite path is no URL: " + suite);
    }
    try (URLClassLoader loader = new URLClassLoader(new URL[] {location}, ClassLoader.getPlatformClassLoader())) {
      Class<?> catalogue = Class.forName(CATALOGUE_CLASS, true, loader);
      return List.copyOf((List<String>) catalogue.getMethod("cases").invoke(null));
    } catch (ClassNotFoundException e) {
      throw new InvalidSuiteException(suite + " holds no " + CATALOGUE_CLASS + ": no MBI-style benchmark in it");
    } catch (ReflectiveOperationException | ClassCastException | LinkageError e) {
      throw new InvalidSuiteException(CATALOGUE_CLASS + " of " + suite + " cannot list its cases: " + e);
    } catch (java.io.IOException e) {
      throw new InvalidSuiteException("cannot close the loader of " + suite + ": " + e.getMessage());
    }
  }
}
