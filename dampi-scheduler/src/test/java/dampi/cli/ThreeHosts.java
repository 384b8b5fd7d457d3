package dampi.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Three "hosts" on one machine: network namespaces {@code PREFIX-h1..h3}, each with its own network stack and one
 * veth to a bridge that lives in a namespace of its own ({@code PREFIX-br}), addresses 10.213.7.1-3/24. Nothing is
 * added to the namespace the tests run in. A process is put on a host with {@code ip netns exec HOST}; the processes of
 * a host are {@code ip netns pids HOST}.
 *
 * <p>The prefix holds the test JVM's pid, so that two builds at once never share a namespace; namespaces of a
 * prefix whose JVM is gone (a killed test run) are removed by {@link #create}.
 */
final class ThreeHosts implements AutoCloseable {
  static final String SUBNET = "10.213.7.";
  private static final String FAMILY = "dampi-nt";
  private static final long COMMAND_LIMIT_SECONDS = 20;

  private final String prefix;

  private ThreeHosts(String prefix) {
    this.prefix = prefix;
  }

  /** Why namespaces cannot be made here (not root, no {@code ip netns}), or null when they can. */
  static String unavailable() {
    try {
      Result id = command(List.of("id", "-u"));
      if (!id.out().strip().equals("0")) {
        return "not root: network namespaces need root";
      }
      Result list = command(List.of("ip", "netns", "list"));
      return list.code() == 0 ? null : "'ip netns' does not work here: " + list.err().strip();
    } catch (IOException e) {
      return "no 'ip' command (Debian's iproute2): " + e.getMessage();
    }
  }

  /** Removes what killed runs left, then makes the three hosts and the bridge. */
  static ThreeHosts create() throws IOException {
    removeStale();
    ThreeHosts hosts = new ThreeHosts(FAMILY + ProcessHandle.current().pid());
    try {
      hosts.build();
    } catch (IOException | RuntimeException e) {
      hosts.close();
      throw e;
    }
    return hosts;
  }

  private void build() throws IOException {
    String bridge = prefix + "-br";
    run("ip", "netns", "add", bridge);
    run("ip", "-n", bridge, "link", "add", "br0", "type", "bridge");
    run("ip", "-n", bridge, "link", "set", "br0", "up");
    for (int host = 1; host <= 3; host++) {
      String name = host(host);
      run("ip", "netns", "add", name);
      run("ip", "-n", name, "link", "set", "lo", "up");
      run("ip", "-n", name, "link", "add", "eth0", "type", "veth", "peer", "name", "h" + host, "netns", bridge);
      run("ip", "-n", bridge, "link", "set", "h" + host, "master", "br0");
      run("ip", "-n", bridge, "link", "set", "h" + host, "up");
      run("ip", "-n", name, "addr", "add", address(host) + "/24", "dev", "eth0");
      run("ip", "-n", name, "link", "set", "eth0", "up");
    }
  }

  /** The namespace of host 1, 2 or 3. */
  String host(int host) {
    return prefix + "-h" + host;
  }

  static String address(int host) {
    return SUBNET + host;
  }

  /** Takes host {@code host}'s own interface down or up: down, it has no route to the others at all. */
  void interfaceOf(int host, boolean up) throws IOException {
    run("ip", "-n", host(host), "link", "set", "eth0", up ? "up" : "down");
  }

  /** Takes the bridge's end of host {@code host}'s link down or up: the host's packets go nowhere, unanswered. */
  void linkOf(int host, boolean up) throws IOException {
    run("ip", "-n", prefix + "-br", "link", "set", "h" + host, up ? "up" : "down");
  }

  /** The command lines of the processes on host {@code host}. */
  List<String> processesOn(int host) throws IOException {
    List<String> processes = new ArrayList<>();
    for (String pid : command(List.of("ip", "netns", "pids", host(host))).out().split("\\s+")) {
      if (!pid.isEmpty()) {
        processes.add(pid + " " + ProcessHandle.of(Long.parseLong(pid)).flatMap(p -> p.info().commandLine())
            .orElse("?"));
      }
    }
    return processes;
  }

  /** Ends every process on every host, removes the namespaces, and with them their veths and the bridge. */
  @Override
  public void close() throws IOException {
    remove(prefix);
  }

  private static void removeStale() throws IOException {
    for (String line : command(List.of("ip", "netns", "list")).out().split("\n")) {
      String name = line.strip().split("\\s+")[0];
      if (name.startsWith(FAMILY) && name.lastIndexOf('-') > FAMILY.length()) {
        String pid = name.substring(FAMILY.length(), name.lastIndexOf('-'));
        if (pid.matches("\\d+") && ProcessHandle.of(Long.parseLong(pid)).isEmpty()) {
          remove(FAMILY + pid);
        }
      }
    }
  }

  private static void remove(String prefix) throws IOException {
    for (String suffix : List.of("-h1", "-h2", "-h3", "-br")) {
      String name = prefix + suffix;
      for (String pid : command(List.of("ip", "netns", "pids", name)).out().split("\\s+")) {
        if (!pid.isEmpty()) {
          ProcessHandle.of(Long.parseLong(pid)).ifPresent(ProcessHandle::destroyForcibly);
        }
      }
      command(List.of("ip", "netns", "del", name)); // absent already: nothing to do
    }
  }

  private static void run(String... words) throws IOException {
    Result result = command(List.of(words));
    if (result.code() != 0) {
      throw new IOException(String.join(" ", words) + " failed: " + result.err().strip());
    }
  }

  record Result(int code, String out, String err) {}

  static Result command(List<String> words) throws IOException {
    Process process = new ProcessBuilder(words).redirectInput(ProcessBuilder.Redirect.from(new java.io.File(
        "/dev/null"))).start();
    try {
      var out = process.getInputStream().readAllBytes();
      var err = process.getErrorStream().readAllBytes();
      if (!process.waitFor(COMMAND_LIMIT_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IOException(String.join(" ", words) + " did not end");
      }
      return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8),
          new String(err, StandardCharsets.UTF_8));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      throw new IOException("interrupted", e);
    }
  }
}
