package dampi.launch;

/**
 * dampi's own class loader without the application's classes: the parent of a run's shared MPJ loader. Where the
 * application is on dampi's class path too (a test JVM, an embedding build), MPJ's device code, which resolves the
 * classes of an {@code MPI.OBJECT} message through the nearest loader on its stack before it asks the thread's
 * context loader, would find that copy instead of the rank's own, and every object received would fail a cast to the
 * program's class. Hidden here, the class is found where MPJ looks next: the rank's loader.
 */
final class ApplicationHidingLoader extends ClassLoader {
  static {
    registerAsParallelCapable();
  }

  private final ClassPathContents application;

  ApplicationHidingLoader(ClassLoader parent, ClassPathContents application) {
    super("dampi-without-application", parent);
    this.application = application;
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (application.holds(name)) {
      throw new ClassNotFoundException(name + " is the application's: each rank loads its own copy");
    }
    return super.loadClass(name, resolve);
  }
}
