package dampi.launch;

import java.net.InetAddress;
import java.nio.file.Path;

/**
 * Where the ranks of a niodev run go: a hosts file (or none: every rank on this machine, unless the agent places
 * them), the agent that starts a rank JVM on another host, and the address dampi's servers listen on.
 *
 * @param hostsFile one host per line ({@code host} or {@code host:slots}), or null
 * @param agent how a rank JVM is started on a host other than this machine
 * @param bind the address of this machine the rendezvous and control servers listen on, or null to choose it from
 *     the hosts (the one the kernel routes to them from; 127.0.0.1 when every rank is here)
 */
public record Cluster(Path hostsFile, LaunchAgent agent, InetAddress bind) {
  /** Every rank on this machine. */
  public static final Cluster THIS_MACHINE = new Cluster(null, new LaunchAgent.Ssh(), null);

  public Cluster {
    java.util.Objects.requireNonNull(agent, "agent");
  }
}
