package dampi.launch;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Defines every class its sources hold itself and asks its parent for the rest. MPJ keeps per-process state in
 * statics, so each rank needs its own copy of {@code mpi.*}, of the application and of dampi's interception layer,
 * even when the same classes are visible to the parent (as they are on a test class path).
 *
 * <p>A {@link URLClassLoader} over its sources' class path, as the loaders of MPJ's own starters are: MPJ's object
 * serialization ({@code mpjbuf.CustomObjectInputStream}) casts the thread's context loader to one to resolve the
 * classes of every {@code MPI.OBJECT} message, and applications may ask it for their class path.
 */
public final class ChildFirstClassLoader extends URLClassLoader {
  static {
    registerAsParallelCapable();
  }

  private final List<ClassPathContents> sources;
  private final Predicate<String> parentFirst;

  public ChildFirstClassLoader(String name, List<ClassPathContents> sources, ClassLoader parent) {
    this(name, sources, parent, className -> false);
  }

  /**
   * @param parentFirst the classes the parent defines although the sources hold them too: MPJ's and dampi's classes
   *     that an application's jar may bundle, which must be the rank's single copy
   */
  public ChildFirstClassLoader(String name, List<ClassPathContents> sources, ClassLoader parent,
      Predicate<String> parentFirst) {
    super(name, sources.stream().flatMap(source -> Arrays.stream(source.urls())).toArray(URL[]::new), parent);
    this.sources = List.copyOf(sources);
    this.parentFirst = parentFirst;
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    synchronized (getClassLoadingLock(name)) {
      Class<?> loaded = findLoadedClass(name);
      if (loaded == null) {
        Optional<byte[]> bytes = isPlatformClass(name) ? Optional.empty() : ownBytes(name);
        if (bytes.isPresent() && parentFirst.test(name)) { // asked only of the few the sources hold: it reads jars
          bytes = Optional.empty();
        }
        loaded = bytes.isPresent()
            ? defineClass(name, bytes.get(), 0, bytes.get().length)
            : getParent().loadClass(name);
      }
      if (resolve) {
        resolveClass(loaded);
      }
      return loaded;
    }
  }

  private Optional<byte[]> ownBytes(String name) {
    for (ClassPathContents source : sources) {
      Optional<byte[]> bytes = source.classBytes(name);
      if (bytes.isPresent()) {
        return bytes;
      }
    }
    return Optional.empty();
  }

  @Override
  public URL getResource(String name) {
    for (ClassPathContents source : sources) {
      URL url = source.resource(name);
      if (url != null) {
        return url;
      }
    }
    return getParent().getResource(name);
  }

  @Override
  public Enumeration<URL> getResources(String name) throws IOException {
    List<URL> urls = new ArrayList<>();
    for (ClassPathContents source : sources) {
      URL url = source.resource(name);
      if (url != null) {
        urls.add(url);
      }
    }
    urls.addAll(Collections.list(getParent().getResources(name)));
    return Collections.enumeration(urls);
  }

  private static boolean isPlatformClass(String name) {
    return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.") || name.startsWith("sun.")
        || name.startsWith("com.sun.");
  }
}
