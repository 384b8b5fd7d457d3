package dampi.launch.niodev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dampi.launch.BadInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServerAddressTest {
  @Test
  void bindTakesAnAddressOfThisMachine() throws BadInputException {
    assertEquals("127.0.0.1", ServerAddress.parseBind("127.0.0.1").getHostAddress());
  }

  @Test
  void bindRefusesAnAddressElsewhereEveryInterfaceAndANameInOneLine() {
    for (String[] bad : new String[][] {
        {"192.0.2.1", "--bind 192.0.2.1 is not an address of this machine"}, // TEST-NET-1: never an interface
        {"0.0.0.0", "--bind 0.0.0.0 would listen on every interface: name one address of this machine"},
        {"node7", "--bind takes an IP address of this machine, got 'node7'"},
        {"300.1.1.1", "--bind takes an IP address of this machine, got '300.1.1.1'"}}) {
      BadInputException e = assertThrows(BadInputException.class, () -> ServerAddress.parseBind(bad[0]), bad[0]);
      assertEquals(bad[1], e.getMessage());
    }
  }

  @Test
  void theAddressTowardsHostsIsTheOneTheRoutesSendFrom() throws BadInputException {
    assertEquals("127.0.0.1", ServerAddress.towards(List.of("127.0.0.1", "alice@127.0.0.1")).getHostAddress());
  }
}
