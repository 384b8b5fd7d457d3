package dampi.repair;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.SocketAddress;

/**
 * Where MPJ's niodev listens, in place of its {@code ServerSocket.bind(new InetSocketAddress(port))} on every
 * interface (see {@code dampi.instrument.MpjPatches}): on the address dampi chose for the rank, given to the rank JVM
 * as the system property {@value #PROPERTY}, so that nothing else on the network reaches the ranks' ports. Without the
 * property the bind is MPJ's own.
 */
public final class ListenAddress {
  public static final String PROPERTY = "dampi.listen";

  private ListenAddress() {}

  public static void bind(ServerSocket socket, SocketAddress requested) throws IOException {
    String chosen = System.getProperty(PROPERTY);
    if (chosen != null && requested instanceof InetSocketAddress address && address.getAddress().isAnyLocalAddress()) {
      socket.bind(new InetSocketAddress(chosen, address.getPort()));
    } else {
      socket.bind(requested);
    }
  }
}
