package dampi.launch.niodev;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * The rendezvous MPJ Express 0.44's niodev device expects and does not ship: each rank connects, sends
 * {@code writeUTF("Sending Info")}, {@code writeInt(wport)}, {@code writeInt(rport)}, {@code writeInt(rank)}, and
 * waits; once all ranks are in, each gets one {@code writeUTF} listing every peer as
 * {@code HOST@rport@wport@rank@0}, after {@code #Peer Information}, separated by {@code ;}. A peer's host is the
 * address its registration came from. (Field order as read by {@code xdev.niodev.NIODevice.init}: a rank connects to
 * a peer's wport, the third field.)
 */
final class RendezvousServer implements AutoCloseable {
  static final String GREETING = "Sending Info";
  static final String PEERS = "#Peer Information";
  static final int SWITCH_LIMIT = 131072;
  /** The reply is one modified-UTF-8 string, at most 65535 bytes; each entry takes at most this many. */
  private static final int MAX_ENTRY = "255.255.255.255@65535@65535@9999@0;".length();
  private static final int REGISTRATION_READ_TIMEOUT_MS = 10_000;

  private final int size;
  private final ServerSocket server;
  private final Thread thread;
  private final List<Socket> pending = new ArrayList<>();
  private volatile boolean closed;

  public RendezvousServer(InetAddress bindAddress, int size) throws IOException {
    this.size = size;
    this.server = new ServerSocket();
    server.bind(new InetSocketAddress(bindAddress, 0), Math.max(50, size));
    this.thread = new Thread(null, this::serve, "niodev-rendezvous", 256 * 1024);
    thread.setDaemon(true);
    thread.start();
  }

  /** The largest run whose peer list is sure to fit in MPJ's one-string reply. */
  public static int maxRanks() {
    return (65535 - PEERS.length() - 1) / MAX_ENTRY;
  }

  /** The CONF argument of a niodev rank: {@code #Number of Processes;N;...;#Server Port;PORT}. */
  public static String configuration(int size, String host, int port) {
    return "#Number of Processes;" + size + ";#Protocol Switch Limit;" + SWITCH_LIMIT + ";#Server Name;" + host
        + ";#Server Port;" + port;
  }

  public String host() {
    return server.getInetAddress().getHostAddress();
  }

  public int port() {
    return server.getLocalPort();
  }

  private record Registration(Socket socket, int rank, String host, int wport, int rport) {}

  private void serve() {
    Registration[] registrations = new Registration[size];
    int registered = 0;
    try {
      while (registered < size) {
        Socket socket = server.accept();
        synchronized (pending) {
          if (closed) {
            socket.close();
            return;
          }
          pending.add(socket);
        }
        Registration registration = register(socket, registrations);
        if (registration != null) {
          registrations[registration.rank()] = registration;
          registered++;
        } else {
          socket.close();
        }
      }
      String reply = peerList(registrations);
      for (Registration registration : registrations) {
        try (Socket socket = registration.socket()) {
          DataOutputStream out = new DataOutputStream(socket.getOutputStream());
          out.writeUTF(reply);
          out.flush();
        } catch (IOException e) {
          // that rank is gone; the launcher sees its process end
        }
      }
    } catch (IOException e) {
      if (!closed) {
        System.err.println("dampi: niodev rendezvous failed: " + e);
      }
    } finally {
      closeAll();
    }
  }

  /** Reads one rank's registration; null when the connection is not a rank of this run. */
  private Registration register(Socket socket, Registration[] registrations) {
    try {
      socket.setSoTimeout(REGISTRATION_READ_TIMEOUT_MS);
      socket.setTcpNoDelay(true);
      DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
      if (!GREETING.equals(in.readUTF())) {
        return null;
      }
      int wport = in.readInt();
      int rport = in.readInt();
      int rank = in.readInt();
      if (rank < 0 || rank >= size || registrations[rank] != null) {
        return null;
      }
      socket.setSoTimeout(0);
      return new Registration(socket, rank, socket.getInetAddress().getHostAddress(), wport, rport);
    } catch (IOException e) {
      return null;
    }
  }

  private static String peerList(Registration[] registrations) {
    StringJoiner reply = new StringJoiner(";", PEERS + ";", "");
    for (Registration peer : registrations) {
      reply.add(peer.host() + "@" + peer.rport() + "@" + peer.wport() + "@" + peer.rank() + "@0");
    }
    return reply.toString();
  }

  private void closeAll() {
    List<Socket> sockets;
    synchronized (pending) {
      closed = true;
      sockets = new ArrayList<>(pending);
      pending.clear();
    }
    for (Socket socket : sockets) {
      try {
        socket.close();
      } catch (IOException e) {
        // closing anyway
      }
    }
    try {
      server.close();
    } catch (IOException e) {
      // closing anyway
    }
  }

  /** Stops serving (a run torn down before every rank registered) and waits for the server thread to end. */
  @Override
  public void close() {
    closeAll();
    try {
      thread.join(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
