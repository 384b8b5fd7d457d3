package dampi.launch;

import dampi.site.Site;
import java.util.List;

/** Finds the application's own frame in a stack trace: the first frame that is not MPJ's, dampi's or the JDK's. */
public final class UserSite {
  private static final List<String> LIBRARY_PREFIXES = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "mpi.",
      "mpjdev.", "mpjbuf.", "xdev.", "dampi.", "org.apache.log4j.");

  private UserSite() {}

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
    return LIBRARY_PREFIXES.stream().noneMatch(className::startsWith);
  }

  private static Site format(StackTraceElement frame) {
    String file = frame.getFileName() != null ? frame.getFileName() : frame.getClassName();
    return frame.getLineNumber() >= 0 ? Site.of(file, frame.getLineNumber()) : Site.inFile(file);
  }
}
