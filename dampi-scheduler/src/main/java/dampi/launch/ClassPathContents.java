package dampi.launch;

import dampi.instrument.ClassTransformer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The class files of a class path, read once and transformed once, then shared by every loader that defines classes
 * from it: a thousand ranks, or hundreds of runs, read and instrument {@code mpi.jar} a single time.
 */
public final class ClassPathContents implements AutoCloseable {
  private final List<Path> entries;
  private final URLClassLoader resources;
  private final ClassTransformer transformer;
  private final Predicate<String> includes;
  private final Map<String, Optional<byte[]>> classes = new ConcurrentHashMap<>();

  public ClassPathContents(List<Path> entries, ClassTransformer transformer) {
    this(entries, transformer, className -> true);
  }

  /** @param includes which class names this source offers; the others are left to the parent loader */
  public ClassPathContents(List<Path> entries, ClassTransformer transformer, Predicate<String> includes) {
    this.entries = List.copyOf(entries);
    this.resources = new URLClassLoader(toUrls(entries), null);
    this.transformer = transformer;
    this.includes = includes;
  }

  /** The (transformed) bytes of a class, or empty when this class path does not hold it. */
  public Optional<byte[]> classBytes(String className) {
    if (!includes.test(className)) {
      return Optional.empty();
    }
    return classes.computeIfAbsent(className, name -> {
      String internalName = name.replace('.', '/');
      byte[] raw = read(internalName + ".class");
      return raw == null ? Optional.empty() : Optional.of(transformer.transform(internalName, raw));
    });
  }

  /** Whether this class path holds the class, read without transforming it. */
  public boolean holds(String className) {
    return includes.test(className) && resources.findResource(className.replace('.', '/') + ".class") != null;
  }

  /** Where this class path's classes come from, for a loader that reports its class path. */
  public URL[] urls() {
    return resources.getURLs();
  }

  /** A resource of this class path, for {@link ClassLoader#getResource}. */
  public URL resource(String name) {
    return resources.findResource(name);
  }

  private byte[] read(String resource) {
    try (InputStream in = resources.getResourceAsStream(resource)) {
      return in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource + " from " + entries, e);
    }
  }

  private static URL[] toUrls(List<Path> entries) {
    URL[] urls = new URL[entries.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = entries.get(i).toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalArgumentException("bad class path entry " + entries.get(i), e);
      }
    }
    return urls;
  }

  @Override
  public void close() throws IOException {
    resources.close();
  }
}
