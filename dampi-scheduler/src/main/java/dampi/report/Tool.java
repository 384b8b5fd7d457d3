package dampi.report;

/**
 * The tool that writes the reports: its name and version, as every report records them and as {@code dampi --version}
 * prints them.
 */
public final class Tool {
  public static final String NAME = "dampi";
  public static final String VERSION = "0.1.0";

  private Tool() {}
}
