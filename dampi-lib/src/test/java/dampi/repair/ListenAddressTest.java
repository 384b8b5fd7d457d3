package dampi.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ListenAddressTest {
  @AfterEach
  void forgetTheChoice() {
    System.clearProperty(ListenAddress.PROPERTY);
  }

  @Test
  void aWildcardBindGoesToTheChosenAddressOnTheSamePort() throws Exception {
    System.setProperty(ListenAddress.PROPERTY, "127.0.0.1");
    try (ServerSocket socket = new ServerSocket()) {
      ListenAddress.bind(socket, new InetSocketAddress(0));
      assertEquals("127.0.0.1", socket.getInetAddress().getHostAddress());
      assertTrue(socket.getLocalPort() > 0);
    }
  }

  @Test
  void withoutAChoiceTheBindIsMpjsOwn() throws Exception {
    try (ServerSocket socket = new ServerSocket()) {
      ListenAddress.bind(socket, new InetSocketAddress(0));
      assertTrue(socket.getInetAddress().isAnyLocalAddress(), socket.getInetAddress().toString());
    }
  }
}
