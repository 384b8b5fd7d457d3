package dampi.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code dampi} command line.
 *
 * <pre>
 *   dampi run -np 4 app.jar
 *   dampi verify --protocol llcp app.jar
 * </pre>
 *
 * Exit codes are the same for every subcommand: 0 success, 1 the program failed or has findings, 2 bad input or a
 * failure of dampi itself, 3 (verify) no findings but the search was cut short.
 */
@Command(name = "dampi", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = "Dynamic verifier for MPJ Express programs: runs an unmodified program under every outcome of its "
        + "wildcard receives and reports deadlocks, resource leaks, collective and type mismatches, truncation, "
        + "crashes, MPI errors and ranks that never finalize.",
    subcommands = {RunCommand.class, VerifyCommand.class, ReplayCommand.class, ReportCommand.class, BenchCommand.class,
        SelftestCommand.class, CommandLine.HelpCommand.class})
public final class DampiCommand implements java.util.concurrent.Callable<Integer> {
  public static final int OK = 0;
  public static final int FAILED = 1;
  public static final int BAD_INPUT = 2;

  /** {@code dampi} without a command: the usage, and the exit code of bad input. */
  @Override
  public Integer call() {
    new CommandLine(this).usage(System.err);
    return BAD_INPUT;
  }

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Runs one command line and returns its exit code (tests call this instead of main). */
  public static int execute(String... args) {
    CommandLine commandLine = new CommandLine(new DampiCommand());
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    // Everything after the program belongs to the program, as with java -jar and mpirun.
    for (String withProgram : List.of("run", "verify")) {
      commandLine.getSubcommands().get(withProgram).setStopAtPositional(true);
    }
    commandLine.setParameterExceptionHandler((exception, arguments) -> {
      CommandLine command = exception.getCommandLine();
      System.err.println(command.getCommandSpec().qualifiedName() + ": " + exception.getMessage()
          + " (see " + command.getCommandSpec().qualifiedName() + " --help)");
      return BAD_INPUT;
    });
    commandLine.setExecutionExceptionHandler((exception, command, parseResult) -> {
      System.err.println("dampi: internal error: " + exception);
      return BAD_INPUT;
    });
    return commandLine.execute(args);
  }
}
