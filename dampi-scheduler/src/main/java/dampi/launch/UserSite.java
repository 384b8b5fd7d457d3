package dampi.launch;

import dampi.instrument.MpjClasses;
import java.util.List;

/** Finds the application's own frame in a stack trace: the first frame that is not MPJ's, dampi's or the JDK's. */
public final class UserSite {
  /** Where a rank is when no frame of the application shows it. */
  public static final String UNKNOWN = "unknown site";
  private static final List<String> LIBRARY_PREFIXES = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.",
      "dampi.", "org.apache.log4j.");
  /** Until MPJ's classes are known (see {@link #knowMpj}), its packages are told by name. */
  private static final List<String> MPJ_PREFIXES = List.of("mpi.", "mpjdev.", "mpjbuf.", "xdev.");
  private static volatile MpjClasses mpj;

  private UserSite() {}

  /**
   * MPJ's classes, by the jars they come from: from now on a class is MPJ's when MPJ ships it, so that an application
   * class in a package named {@code mpi.} is the application's own.
   */
  static void knowMpj(MpjClasses classes) {
    mpj = classes;
  }

  /** {@code Class.java:line} of the innermost application frame, or {@link #UNKNOWN}. */
  public static String of(StackTraceElement[] trace) {
    for (StackTraceElement frame : trace) {
      if (isApplication(frame.getClassName())) {
        return format(frame);
      }
    }
    return UNKNOWN;
  }

  public static boolean isApplication(String className) {
    return LIBRARY_PREFIXES.stream().noneMatch(className::startsWith) && !isMpj(className);
  }

  /** Whether {@code className} is one of MPJ Express's own classes. */
  public static boolean isMpj(String className) {
    MpjClasses known = mpj;
    return known != null ? known.contains(className) : MPJ_PREFIXES.stream().anyMatch(className::startsWith);
  }

  private static String format(StackTraceElement frame) {
    String file = frame.getFileName() != null ? frame.getFileName() : frame.getClassName();
    return frame.getLineNumber() >= 0 ? file + ":" + frame.getLineNumber() : file;
  }
}
