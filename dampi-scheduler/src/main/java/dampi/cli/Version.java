package dampi.cli;

import dampi.report.Tool;
import picocli.CommandLine.IVersionProvider;

/** The version printed by {@code --version}: the one reports record. */
public final class Version implements IVersionProvider {
  @Override
  public String[] getVersion() {
    return new String[] {Tool.NAME + " " + Tool.VERSION + " (MPJ Express 0.44)"};
  }
}
