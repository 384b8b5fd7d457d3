package dampi.launch;

import dampi.instrument.MpjClasses;
import dampi.site.Site;
import java.util.List;

/** Finds the application's own frame in a stack trace: the first frame that is not MPJ's, dampi's or the JDK's. */
public final class UserSite {
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

  /** {@code Class.java:line} of the innermost application frame, or {@link Site#unknown()}. */
  public static Site of(StackTraceElement[] trace) {
    for (StackTraceElement frame : trace) {
      if (isApplication(frame.getClassName())) {
        return format(frame);
      }
    }
    return Site.unknown();
  }

  public static boolean isApplication(String className) {
    return LIBRARY_PREFIXES.stream().noneMatch(className::startsWith) && !isMpj(className);
  }

  /** Whether {@code className} is one of MPJ Express's own classes. */
  public static boolean isMpj(String className) {
    MpjClasses known = mpj;
    return known != null ? known.contains(className) : MPJ_PREFIXES.stream().anyMatch(className::startsWith);
  }

  /**
   * Whether a thread with this stack is inside MPJ's device layer: a sleep or wait there is MPJ waiting for a message,
   * one outside it is the application's own.
   */
  public static boolean isInsideMpjDevice(StackTraceElement[] stack) {
    for (StackTraceElement frame : stack) {
      String name = frame.getClassName();
      if (name.startsWith("xdev.") || name.startsWith("mpjdev.")) {
        return true;
      }
    }
    return false;
  }

  private static Site format(StackTraceElement frame) {
    String file = frame.getFileName() != null ? frame.getFileName() : frame.getClassName();
    return frame.getLineNumber() >= 0 ? Site.of(file, frame.getLineNumber()) : Site.inFile(file);
  }
}
