package dampi.launch.niodev;

import dampi.launch.BadInputException;
import dampi.launch.LaunchSpec;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the ranks of one niodev run go, and the address the launcher listens on for them: 127.0.0.1 when every rank
 * runs on this machine, this machine's network address when some run elsewhere.
 *
 * @param hosts the host of each rank; null entries run on this machine
 */
record Placement(List<String> hosts, InetAddress listenAddress) {
  public Placement {
    hosts = java.util.Collections.unmodifiableList(new ArrayList<>(hosts));
  }

  /** Checks everything about the spec a niodev run depends on; the message is one line for the user. */
  public static Placement of(LaunchSpec spec) throws BadInputException {
    int max = RendezvousServer.maxRanks();
    if (spec.ranks() > max) {
      throw new BadInputException("the niodev device runs at most " + max + " ranks (MPJ Express sends the whole "
          + "peer list as one string), got -np " + spec.ranks());
    }
    List<String> hosts = new ArrayList<>();
    if (spec.hosts() == null) {
      for (int rank = 0; rank < spec.ranks(); rank++) {
        hosts.add(null);
      }
      return new Placement(hosts, loopback());
    }
    Map<String, Boolean> local = new HashMap<>();
    boolean anyRemote = false;
    for (HostsFile.Host host : HostsFile.parse(spec.hosts()).place(spec.ranks())) {
      boolean isLocal = local.computeIfAbsent(host.name(), name -> host.isLocal());
      hosts.add(isLocal ? null : host.name());
      anyRemote |= !isLocal;
    }
    return new Placement(hosts, anyRemote ? HostsFile.externalAddress() : loopback());
  }

  /** The host a rank runs on, or null for this machine. */
  public String host(int rank) {
    return hosts.get(rank);
  }

  private static InetAddress loopback() {
    try {
      return InetAddress.getByAddress("localhost", new byte[] {127, 0, 0, 1});
    } catch (UnknownHostException e) {
      throw new IllegalStateException(e);
    }
  }
}
