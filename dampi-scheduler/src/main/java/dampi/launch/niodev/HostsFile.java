package dampi.launch.niodev;

import dampi.launch.BadInputException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A niodev hosts file: one host per line, {@code host} or {@code host:slots} (an IPv6 address in brackets,
 * {@code [::1]:2}); {@code #} starts a comment. Ranks are placed round-robin by slots: the first host takes as many
 * consecutive ranks as it has slots, then the next host, and so on, starting over after the last host.
 */
record HostsFile(List<Host> hosts) {
  private static final Pattern LINE = Pattern.compile("(\\[[0-9A-Fa-f:.]+\\]|[^\\s:\\[\\]]+)(?::(\\S+))?");
  private static final Pattern NAME = Pattern.compile("([A-Za-z0-9._-]+@)?[A-Za-z0-9_]([A-Za-z0-9._-]*[A-Za-z0-9_])?");
  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

  /**
   * One line of the file.
   *
   * @param name as written, e.g. {@code node7}, {@code alice@node7}, {@code 10.0.0.7} or {@code ::1} (no brackets)
   */
  public record Host(String name, int slots) {
    /** Whether a rank placed here runs on this machine (no ssh). */
    public boolean isLocal() {
      return HostsFile.isLocal(name);
    }
  }

  public HostsFile {
    hosts = List.copyOf(hosts);
  }

  public static HostsFile parse(Path file) throws BadInputException {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new BadInputException("hosts file not readable: " + file + " (" + e.getMessage() + ")");
    }
    return parse(text, file.toString());
  }

  /** @param source how messages name the file */
  public static HostsFile parse(String text, String source) throws BadInputException {
    List<Host> hosts = new ArrayList<>();
    String[] lines = text.split("\r?\n|\r", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      int comment = line.indexOf('#');
      line = (comment >= 0 ? line.substring(0, comment) : line).strip();
      if (line.isEmpty()) {
        continue;
      }
      String where = "hosts file " + source + " line " + (i + 1) + ": ";
      Matcher matcher = LINE.matcher(line);
      if (!matcher.matches()) {
        throw new BadInputException(where + "'" + line + "' is not 'host' or 'host:slots'");
      }
      String name = matcher.group(1);
      if (name.startsWith("[")) {
        name = name.substring(1, name.length() - 1);
        if (!name.contains(":")) {
          throw new BadInputException(where + "'" + line + "': brackets are for IPv6 addresses only");
        }
      } else if (!NAME.matcher(name).matches()) {
        throw new BadInputException(where + "'" + name + "' is not a host name");
      }
      int slots = 1;
      if (matcher.group(2) != null) {
        slots = parseSlots(matcher.group(2));
        if (slots < 1) {
          throw new BadInputException(where + "slots must be a whole number from 1 to " + Integer.MAX_VALUE
              + ", got '" + matcher.group(2) + "'");
        }
      }
      hosts.add(new Host(name, slots));
    }
    if (hosts.isEmpty()) {
      throw new BadInputException("hosts file " + source + " names no host");
    }
    return new HostsFile(hosts);
  }

  private static int parseSlots(String text) {
    if (!text.matches("\\d{1,10}")) {
      return -1;
    }
    long value = Long.parseLong(text);
    return value > Integer.MAX_VALUE ? -1 : (int) value;
  }

  /** The host of each rank, round-robin by slots. */
  public List<Host> place(int ranks) {
    List<Host> placement = new ArrayList<>(ranks);
    while (placement.size() < ranks) {
      for (Host host : hosts) {
        for (int slot = 0; slot < host.slots() && placement.size() < ranks; slot++) {
          placement.add(host);
        }
      }
    }
    return placement;
  }

  /**
   * Whether a host name means this machine: {@code localhost}, a loopback address, this machine's host name, or an
   * address of one of its interfaces. Names are never looked up in DNS.
   */
  public static boolean isLocal(String name) {
    String host = name.substring(name.indexOf('@') + 1).toLowerCase(Locale.ROOT);
    if (host.equals("localhost") || host.equals("localhost.localdomain") || host.equals("ip6-localhost")) {
      return true;
    }
    if (IPV4.matcher(host).matches() || host.contains(":")) {
      InetAddress address = literal(host);
      return address != null && (address.isLoopbackAddress() || ServerAddress.isInterfaceAddress(address));
    }
    String self = LocalNames.HOST_NAME;
    return self != null && (host.equals(self) || host.equals(shortName(self))
        || !self.contains(".") && shortName(host).equals(self));
  }

  private static String shortName(String host) {
    int dot = host.indexOf('.');
    return dot < 0 ? host : host.substring(0, dot);
  }

  /** An address literal, parsed without any name lookup; null when it is not one. */
  private static InetAddress literal(String host) {
    if (IPV4.matcher(host).matches()) {
      for (String octet : host.split("\\.")) {
        if (Integer.parseInt(octet) > 255) {
          return null;
        }
      }
    }
    try {
      return InetAddress.getByName(host); // a literal never triggers a lookup
    } catch (UnknownHostException e) {
      return null;
    }
  }

  /** This machine's host name, looked up once. */
  private static final class LocalNames {
    static final String HOST_NAME = hostName();

    private static String hostName() {
      try {
        return InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT);
      } catch (UnknownHostException e) {
        return null;
      }
    }
  }
}
