package dampi.cli;

import dampi.launch.BadInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.Charset;

/**
 * {@code dampi replay --wait-for-debugger}: the ranks start once the user says so, with a debugger attached to the
 * JVM they run in (every multicore rank is a thread of it). The JVM must take a debugger: dampi's script passes
 * {@code DAMPI_JAVA_OPTS} to it.
 */
final class DebuggerWait {
  static final String HOW = "DAMPI_JAVA_OPTS='-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=*:5005'";

  private DebuggerWait() {}

  /** The JVM's debugger agent option; refused when it has none. */
  static String agent() throws BadInputException {
    return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(argument -> argument.startsWith("-agentlib:jdwp") || argument.startsWith("-Xrunjdwp"))
        .findFirst().orElseThrow(() -> new BadInputException("--wait-for-debugger needs a debugger agent in dampi's "
            + "JVM: start it with " + HOW));
  }

  /** Says where to attach ({@code agent}) and waits for a line (or the end) of standard input. */
  static void await(PrintStream err, String agent) throws IOException {
    err.println("dampi replay: this JVM takes a debugger (" + agent + "); attach it, set breakpoints, then press "
        + "Enter to start the ranks");
    new BufferedReader(new InputStreamReader(System.in, Charset.defaultCharset())).readLine();
  }
}
