package dampi.launch.niodev;

import dampi.instrument.LoopMethod;
import dampi.launch.Interception;
import dampi.launch.MpjInstallation;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What one rank JVM is told on its command line: who it is, where the launcher listens (MPJ's rendezvous and dampi's
 * control channel), which MPJ installation to use and what program to run. {@link #toArgs()} and
 * {@link #parse(String[])} are each other's inverse.
 *
 * @param token a per-run secret the rank presents on the control channel, so that nothing else can pose as a rank;
 *     never on the command line, which {@code ps} shows to every user of the host: the rank JVM reads it as the first
 *     line of its standard input ({@link #withToken})
 * @param mpj the launcher's MPJ installation (a rank started over ssh does not see the launcher's environment)
 * @param abstractedLoops {@code --abstract-loop} methods, instrumented in the rank as on the multicore device
 * @param interception whether the rank runs under dampi's layer or as plain MPJ (a benchmark baseline)
 */
record RankCommand(int rank, int size, String rendezvousHost, int rendezvousPort, String controlHost,
    int controlPort, String token, MpjInstallation mpj, String mainClass, List<Path> classpath,
    List<LoopMethod> abstractedLoops, Interception interception, List<String> appArgs) {
  private static final int FIXED = 13;
  private static final String NO_LOOPS = "-";
  private static final String TOKEN_ON_STDIN = "stdin";

  public RankCommand {
    classpath = List.copyOf(classpath);
    abstractedLoops = List.copyOf(abstractedLoops);
    appArgs = List.copyOf(appArgs);
  }

  public List<String> toArgs() {
    List<String> args = new ArrayList<>(List.of(Integer.toString(rank), Integer.toString(size), rendezvousHost,
        Integer.toString(rendezvousPort), controlHost, Integer.toString(controlPort), TOKEN_ON_STDIN,
        mpj.lib().toString(),
        mpj.log4j().toString(), mainClass,
        String.join(File.pathSeparator, classpath.stream().map(Path::toString).toList()),
        abstractedLoops.isEmpty() ? NO_LOOPS
            : String.join(",", abstractedLoops.stream().map(LoopMethod::toString).toList()),
        interception.name()));
    args.addAll(appArgs);
    return args;
  }

  public static RankCommand parse(String[] args) {
    if (args.length < FIXED) {
      throw new IllegalArgumentException("expected at least " + FIXED + " arguments, got " + Arrays.toString(args));
    }
    List<Path> classpath = new ArrayList<>();
    for (String entry : args[10].split(File.pathSeparator)) {
      if (!entry.isEmpty()) {
        classpath.add(Path.of(entry));
      }
    }
    return new RankCommand(Integer.parseInt(args[0]), Integer.parseInt(args[1]), args[2], Integer.parseInt(args[3]),
        args[4], Integer.parseInt(args[5]), args[6], new MpjInstallation(Path.of(args[7]), Path.of(args[8])), args[9],
        classpath, loops(args[11]), Interception.valueOf(args[12]), Arrays.asList(args).subList(FIXED, args.length));
  }

  /** This command with the secret the rank read from its standard input. */
  public RankCommand withToken(String secret) {
    return new RankCommand(rank, size, rendezvousHost, rendezvousPort, controlHost, controlPort, secret, mpj, mainClass,
        classpath, abstractedLoops, interception, appArgs);
  }

  private static List<LoopMethod> loops(String joined) {
    return joined.equals(NO_LOOPS) ? List.of()
        : Arrays.stream(joined.split(",")).map(LoopMethod::parse).toList();
  }

  /** The arguments MPJ's {@code MPI.Init} expects on niodev: {@code {rank, CONF, "niodev", appArgs...}}. */
  public String[] mpjArgs() {
    List<String> args = new ArrayList<>(List.of(Integer.toString(rank),
        RendezvousServer.configuration(size, rendezvousHost, rendezvousPort), "niodev"));
    args.addAll(appArgs);
    return args.toArray(String[]::new);
  }
}
