package dampi.cli;

import dampi.launch.BadInputException;
import dampi.launch.Cluster;
import dampi.launch.Device;
import dampi.launch.LaunchAgent;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import dampi.launch.ProgramResolver;
import dampi.launch.devices.Launchers;
import dampi.launch.niodev.ServerAddress;
import dampi.rank.Buffering;
import dampi.verification.Settings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options every command that starts a program shares: what to run, on how many ranks, on which device. */
public final class ProgramOptions {
  @Option(names = "-np", paramLabel = "N", description = "number of ranks (1..4096, default: ${DEFAULT-VALUE})",
      defaultValue = "4")
  int ranks;

  @Option(names = "--device", paramLabel = "DEVICE", defaultValue = "multicore",
      description = "multicore (ranks as threads in this JVM) or niodev (one JVM per rank over TCP); "
          + "default: ${DEFAULT-VALUE}")
  String device;

  @Option(names = "--buffering", paramLabel = "zero|eager", defaultValue = "zero",
      description = "system buffering of a standard Send, the same on every device: zero (Send waits for its "
          + "receive, as the standard allows; a program that needs buffering is unsafe; every collective "
          + "synchronises) or eager (Send and Isend complete at once; the rooted collectives and Scan wait only "
          + "for the data they need); default: ${DEFAULT-VALUE}")
  String buffering;

  @Option(names = "--hosts", paramLabel = "FILE",
      description = "niodev only: hosts file, one host name per line ('host' or 'host:slots'); ranks are placed "
          + "round-robin")
  Path hosts;

  @Option(names = "--launch-agent", paramLabel = "AGENT",
      description = "niodev only: how a rank JVM is started on another host: ssh (default: ssh -o BatchMode=yes "
          + "HOST java ...), srun (one Slurm job step per rank; Slurm places the ranks, or --hosts pins them), or a "
          + "command template holding {command} and perhaps {host}, e.g. 'ip netns exec {host} {command}'")
  String launchAgent;

  @Option(names = "--bind", paramLabel = "ADDRESS",
      description = "niodev only: the address of this machine dampi's rendezvous and control servers listen on "
          + "(default: the one the hosts are reached from; 127.0.0.1 when every rank is here)")
  String bind;

  @Option(names = {"--classpath", "-cp"}, paramLabel = "CP",
      description = "class path of the program; the first positional argument is then the main class")
  String classpath;

  @Parameters(index = "0", paramLabel = "APP.jar|MAINCLASS",
      description = "the program's jar (its manifest names the main class), or the main class with --classpath")
  String target;

  @Parameters(index = "1..*", paramLabel = "ARG",
      description = "the program's own arguments: everything after the program, options too")
  List<String> args = new ArrayList<>();

  Device device() throws BadInputException {
    for (Device candidate : Device.values()) {
      if (candidate.cliName().equalsIgnoreCase(device)) {
        return candidate;
      }
    }
    throw new BadInputException("unknown device '" + device + "' (expected multicore or niodev)");
  }

  /** The program's jar when one is named (not a class path and a class), for a config file beside it. */
  Path jarOrNull() {
    return classpath == null && target != null && target.endsWith(".jar") ? Path.of(target) : null;
  }

  void checkRanks() throws BadInputException {
    if (ranks < 1 || ranks > LaunchSpec.MAX_RANKS) {
      throw new BadInputException("-np must be between 1 and " + LaunchSpec.MAX_RANKS + ", got " + ranks);
    }
  }

  Buffering buffering() throws BadInputException {
    return parseBuffering(buffering);
  }

  static Buffering parseBuffering(String name) throws BadInputException {
    return Settings.buffering(name);
  }

  Program program() throws BadInputException {
    if (classpath != null) {
      return ProgramResolver.fromClasspath(classpath, target, args);
    }
    if (!target.endsWith(".jar") && !java.nio.file.Files.exists(Path.of(target))) {
      throw new BadInputException("jar not found: " + target + " (to run a class, give --classpath CP " + target + ")");
    }
    return ProgramResolver.fromJar(Path.of(target), null, args);
  }

  /** Where niodev ranks run: {@code --hosts}, {@code --launch-agent} and {@code --bind}, checked together. */
  Cluster cluster(Device chosen) throws BadInputException {
    for (var option : new Object[][] {{"--hosts", hosts}, {"--launch-agent", launchAgent}, {"--bind", bind}}) {
      if (option[1] != null && chosen != Device.NIODEV) {
        throw new BadInputException(option[0] + " needs --device niodev");
      }
    }
    if (hosts != null && !java.nio.file.Files.isReadable(hosts)) {
      throw new BadInputException("hosts file not found or not readable: " + hosts);
    }
    LaunchAgent agent = launchAgent == null ? new LaunchAgent.Ssh() : LaunchAgent.parse(launchAgent);
    if (launchAgent != null && hosts == null && !agent.placesRanks()) {
      throw new BadInputException("--launch-agent " + agent + " needs --hosts FILE: without one every rank runs on "
          + "this machine");
    }
    return new Cluster(hosts, agent, bind == null ? null : ServerAddress.parseBind(bind));
  }

  LaunchSpec launchSpec(Duration timeout) throws BadInputException {
    checkRanks();
    Device chosen = device();
    LaunchSpec spec = new LaunchSpec(program(), ranks, chosen, timeout, cluster(chosen));
    Launchers.validate(spec);
    return spec;
  }
}
