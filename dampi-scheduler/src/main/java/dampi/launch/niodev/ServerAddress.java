package dampi.launch.niodev;

import dampi.launch.BadInputException;
import java.io.IOException;
import java.net.DatagramSocket;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The one address of this machine dampi's rendezvous and control servers listen on for a run's ranks: never every
 * interface, so that nothing on a network the ranks do not use can reach them.
 */
public final class ServerAddress {
  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
  /** Any port will do: connecting a UDP socket only asks the kernel for a route, no packet is sent. */
  private static final int ANY_PORT = 9;

  private ServerAddress() {}

  /** {@code --bind ADDRESS}: an IP address of one of this machine's interfaces. */
  public static InetAddress parseBind(String text) throws BadInputException {
    InetAddress address = null;
    if (IPV4.matcher(text).matches() || text.contains(":")) {
      try {
        address = InetAddress.getByName(text); // a literal: no lookup
      } catch (UnknownHostException e) {
        address = null;
      }
    }
    if (address == null) {
      throw new BadInputException("--bind takes an IP address of this machine, got '" + text + "'");
    }
    if (address.isAnyLocalAddress()) {
      throw new BadInputException("--bind " + text + " would listen on every interface: name one address of this "
          + "machine");
    }
    if (!address.isLoopbackAddress() && !isInterfaceAddress(address)) {
      throw new BadInputException("--bind " + text + " is not an address of this machine");
    }
    return address;
  }

  static InetAddress loopback() {
    try {
      return InetAddress.getByAddress("localhost", new byte[] {127, 0, 0, 1});
    } catch (UnknownHostException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The address this machine sends from to every one of {@code hosts}, as its routes say: the one they can reach it
   * by. Each name is resolved (hosts files name machines); one that does not resolve here, or hosts reached from
   * different addresses, need {@code --bind}.
   *
   * @param hosts names or addresses as a hosts file writes them, perhaps {@code user@host}
   */
  static InetAddress towards(Collection<String> hosts) throws BadInputException {
    Map<String, InetAddress> sources = new LinkedHashMap<>();
    for (String host : hosts) {
      sources.put(host, sourceTowards(host));
    }
    if (sources.values().stream().distinct().count() > 1) {
      StringBuilder which = new StringBuilder();
      sources.forEach((host, source) -> which.append(which.length() == 0 ? "" : ", ").append(host).append(" via ")
          .append(source.getHostAddress()));
      throw new BadInputException("the hosts reach this machine by different addresses (" + which + "): choose the "
          + "one dampi listens on with --bind ADDRESS");
    }
    return sources.values().iterator().next();
  }

  private static InetAddress sourceTowards(String host) throws BadInputException {
    String name = host.substring(host.indexOf('@') + 1);
    InetAddress remote;
    try {
      remote = InetAddress.getByName(name);
    } catch (UnknownHostException e) {
      throw new BadInputException("cannot tell which address host '" + host + "' reaches this machine by: its name "
          + "does not resolve here; give the address to listen on with --bind ADDRESS");
    }
    try (DatagramSocket probe = new DatagramSocket()) {
      probe.connect(new InetSocketAddress(remote, ANY_PORT));
      InetAddress source = probe.getLocalAddress();
      if (source == null || source.isAnyLocalAddress()) {
        throw new SocketException("no route");
      }
      return source;
    } catch (IOException | RuntimeException e) {
      throw new BadInputException("host '" + host + "' (" + remote.getHostAddress() + ") is unreachable from this "
          + "machine: no route to it");
    }
  }

  /** This machine's own network address, for ranks whose hosts the cluster's scheduler chooses (srun). */
  static InetAddress ofThisMachine() throws BadInputException {
    try {
      InetAddress local = InetAddress.getLocalHost();
      if (!local.isLoopbackAddress() && !local.isAnyLocalAddress()) {
        return local;
      }
    } catch (UnknownHostException e) {
      // look at the interfaces instead
    }
    try {
      for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
        if (nic.isUp() && !nic.isLoopback()) {
          for (InetAddress address : Collections.list(nic.getInetAddresses())) {
            if (address instanceof Inet4Address && !address.isLinkLocalAddress()) {
              return address;
            }
          }
        }
      }
    } catch (SocketException e) {
      // fall through
    }
    throw new BadInputException("ranks are to run on other machines, but this machine has no non-loopback network "
        + "address for them to reach: give one with --bind ADDRESS");
  }

  /** Whether {@code address} is one of this machine's interfaces. */
  static boolean isInterfaceAddress(InetAddress address) {
    try {
      return NetworkInterface.getByInetAddress(address) != null;
    } catch (SocketException e) {
      return false;
    }
  }
}
