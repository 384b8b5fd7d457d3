package dampi.launch.niodev;

import dampi.launch.BadInputException;
import dampi.launch.Cluster;
import dampi.launch.LaunchAgent;
import dampi.launch.LaunchSpec;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where the ranks of one niodev run go, how those elsewhere are started, and the one address the launcher listens on
 * for them ({@link ServerAddress}): {@code --bind}, else 127.0.0.1 when every rank runs on this machine, else the
 * address this machine reaches the hosts from.
 *
 * @param hosts the host of each rank
 */
record Placement(List<RankHost> hosts, LaunchAgent agent, InetAddress listenAddress) {
  public Placement {
    hosts = List.copyOf(hosts);
  }

  /** Checks everything about the spec a niodev run depends on; the message is one line for the user. */
  public static Placement of(LaunchSpec spec) throws BadInputException {
    int max = RendezvousServer.maxRanks();
    if (spec.ranks() > max) {
      throw new BadInputException("the niodev device runs at most " + max + " ranks (MPJ Express sends the whole "
          + "peer list as one string), got -np " + spec.ranks());
    }
    Cluster cluster = spec.cluster();
    List<RankHost> hosts = new ArrayList<>();
    Set<String> remote = new LinkedHashSet<>();
    if (cluster.hostsFile() == null) {
      RankHost everyRank = cluster.agent().placesRanks() ? new RankHost.ChosenByAgent() : RankHost.THIS_MACHINE;
      for (int rank = 0; rank < spec.ranks(); rank++) {
        hosts.add(everyRank);
      }
    } else {
      Map<String, Boolean> local = new HashMap<>();
      for (HostsFile.Host host : HostsFile.parse(cluster.hostsFile()).place(spec.ranks())) {
        boolean isLocal = local.computeIfAbsent(host.name(), name -> host.isLocal());
        hosts.add(isLocal ? RankHost.THIS_MACHINE : new RankHost.Named(host.name()));
        if (!isLocal) {
          remote.add(host.name());
        }
      }
    }
    boolean anyElsewhere = hosts.stream().anyMatch(host -> !host.isThisMachine());
    if (anyElsewhere) {
      LaunchAgent.checkRunnable(cluster.agent());
    }
    InetAddress listen = cluster.bind() != null ? cluster.bind()
        : !remote.isEmpty() ? ServerAddress.towards(remote)
        : anyElsewhere ? ServerAddress.ofThisMachine()
        : ServerAddress.loopback();
    if (anyElsewhere && listen.isLoopbackAddress()) {
      throw new BadInputException("ranks on other hosts cannot reach " + listen.getHostAddress() + ": give an address"
          + " they reach this machine by with --bind ADDRESS");
    }
    return new Placement(hosts, cluster.agent(), listen);
  }

  /** Where a rank runs. */
  public RankHost host(int rank) {
    return hosts.get(rank);
  }
}
