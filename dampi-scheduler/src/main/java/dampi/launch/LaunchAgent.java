package dampi.launch;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How a niodev rank JVM is started on another host, as MPI launchers start their processes there (Open MPI's
 * {@code plm_rsh_agent}, MPICH's {@code -launcher}): over {@code ssh}, through Slurm's {@code srun}, or through any
 * command given as a template. dampi still plays MPJ's rendezvous and serves every rank's control channel; the agent
 * only starts the JVM.
 *
 * <pre>
 *   --launch-agent ssh                               ssh -o BatchMode=yes HOST java ...   (the default)
 *   --launch-agent srun                              srun --nodes=1 --ntasks=1 --overlap [--nodelist=HOST] java ...
 *   --launch-agent 'ip netns exec {host} {command}'  ip netns exec HOST java ...
 * </pre>
 */
public sealed interface LaunchAgent {
  /** The command that runs {@code command}, a {@code java} command line, on {@code host}. */
  List<String> wrap(String host, List<String> command);

  /** The program the agent runs on this machine, which must be found before anything starts. */
  String program();

  /**
   * Whether the agent decides where ranks run, so that a run needs no hosts file: without one, every rank is started
   * through it and lands where the cluster's scheduler puts it.
   */
  default boolean placesRanks() {
    return false;
  }

  /** {@code ssh -o BatchMode=yes HOST ...}: password-less ssh, every word quoted for the remote user's shell. */
  record Ssh() implements LaunchAgent {
    @Override
    public List<String> wrap(String host, List<String> command) {
      List<String> ssh = new ArrayList<>(List.of("ssh", "-o", "BatchMode=yes", host));
      command.forEach(word -> ssh.add(shellQuote(word)));
      return ssh;
    }

    @Override
    public String program() {
      return "ssh";
    }

    @Override
    public String toString() {
      return "ssh";
    }
  }

  /**
   * One Slurm job step of one task per rank, inside the allocation dampi runs in ({@code salloc} or {@code sbatch}).
   * {@code --overlap} lets the steps share the allocation's CPUs, as the rank JVMs of a run do (one step per rank would
   * otherwise wait for a free CPU); a hosts file, when given, pins each rank to its node with {@code --nodelist}.
   */
  record Srun() implements LaunchAgent {
    @Override
    public List<String> wrap(String host, List<String> command) {
      List<String> srun = new ArrayList<>(List.of("srun", "--nodes=1", "--ntasks=1", "--overlap", "--quiet"));
      if (host != null) {
        srun.add("--nodelist=" + host);
      }
      srun.addAll(command);
      return srun;
    }

    @Override
    public String program() {
      return "srun";
    }

    @Override
    public boolean placesRanks() {
      return true;
    }

    @Override
    public String toString() {
      return "srun";
    }
  }

  /**
   * A command of the user's: its words, split at white space, with {@code {host}} replaced by the rank's host in every
   * word and the word {@code {command}} by the java command line, one argument per word, unquoted (as {@code exec}
   * takes them: an agent that hands them to a shell on the other side re-splits words with spaces).
   */
  record Template(List<String> words) implements LaunchAgent {
    public Template {
      words = List.copyOf(words);
    }

    @Override
    public List<String> wrap(String host, List<String> command) {
      List<String> line = new ArrayList<>();
      for (String word : words) {
        if (word.equals(COMMAND)) {
          line.addAll(command);
        } else {
          line.add(word.replace(HOST, host == null ? "" : host));
        }
      }
      return line;
    }

    @Override
    public String program() {
      return words.get(0);
    }

    @Override
    public String toString() {
      return String.join(" ", words);
    }
  }

  String HOST = "{host}";
  String COMMAND = "{command}";

  /** {@code ssh}, {@code srun} or a template holding the word {@code {command}}. */
  static LaunchAgent parse(String text) throws BadInputException {
    String trimmed = text.strip();
    if (trimmed.equals("ssh")) {
      return new Ssh();
    }
    if (trimmed.equals("srun")) {
      return new Srun();
    }
    List<String> words = trimmed.isEmpty() ? List.of() : List.of(trimmed.split("\\s+"));
    if (words.size() < 2 && !trimmed.contains("{")) {
      throw new BadInputException("unknown launch agent '" + text + "' (expected ssh, srun or a command template such"
          + " as 'CMD {host} {command}')");
    }
    long commands = words.stream().filter(COMMAND::equals).count();
    if (commands != 1) {
      throw new BadInputException("launch agent template '" + text + "' must hold " + COMMAND + " once, as a word of"
          + " its own (where the rank's java command goes)");
    }
    if (words.get(0).contains("{")) {
      throw new BadInputException("launch agent template '" + text + "' must start with the command to run");
    }
    return new Template(words);
  }

  /** Checks that the agent's program can be run here; one line naming it otherwise. */
  static void checkRunnable(LaunchAgent agent) throws BadInputException {
    String program = agent.program();
    if (program.contains(File.separator)) {
      if (Files.isExecutable(Path.of(program))) {
        return;
      }
    } else {
      for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
        if (!directory.isEmpty() && Files.isExecutable(Path.of(directory, program))) {
          return;
        }
      }
    }
    throw new BadInputException("launch agent '" + agent + "': " + program + " not found"
        + (program.contains(File.separator) ? "" : " on the PATH"));
  }

  /** One word for a POSIX shell (ssh hands the remote command to the user's shell). */
  static String shellQuote(String word) {
    return word.matches("[A-Za-z0-9_@%+=:,./-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
  }
}
