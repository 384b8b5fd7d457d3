package dampi.launch.niodev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.launch.BadInputException;
import dampi.launch.niodev.HostsFile.Host;
import java.util.List;
import org.junit.jupiter.api.Test;

class HostsFileTest {
  @Test
  void readsHostsSlotsAndComments() throws BadInputException {
    HostsFile file = HostsFile.parse("""
        # the cluster
        node1:2   # two cores
        alice@node2.example.org

        10.0.0.7:4
        [::1]:3
        """, "hosts");
    assertEquals(List.of(new Host("node1", 2), new Host("alice@node2.example.org", 1), new Host("10.0.0.7", 4),
        new Host("::1", 3)), file.hosts());
  }

  @Test
  void placesRanksRoundRobinBySlots() throws BadInputException {
    HostsFile file = HostsFile.parse("a:2\nb\n", "hosts");
    assertEquals(List.of("a", "a", "b", "a", "a"), file.place(5).stream().map(Host::name).toList());
    assertEquals(List.of("a"), file.place(1).stream().map(Host::name).toList());
  }

  @Test
  void malformedLinesAreBadInputNamingTheLine() {
    for (String text : List.of("node1\nnode2 slots=2\n", "node1\nnode2:0\n", "node1\nnode2:x\n", "node1\nnode2:\n",
        "node1\n:3\n", "node1\n[node2]\n", "node1\nno$de\n", "node1\nnode2:99999999999\n")) {
      BadInputException bad = assertThrows(BadInputException.class, () -> HostsFile.parse(text, "h"), text);
      assertTrue(bad.getMessage().startsWith("hosts file h line 2: "), bad.getMessage());
      assertFalse(bad.getMessage().contains("\n"), bad.getMessage());
    }
  }

  @Test
  void aFileWithoutHostsIsBadInput() {
    BadInputException bad = assertThrows(BadInputException.class, () -> HostsFile.parse("# nothing\n\n", "h"));
    assertEquals("hosts file h names no host", bad.getMessage());
  }

  @Test
  void recognisesThisMachineWithoutLookingNamesUp() {
    assertTrue(HostsFile.isLocal("127.0.0.1"));
    assertTrue(HostsFile.isLocal("127.1.2.3"));
    assertTrue(HostsFile.isLocal("localhost"));
    assertTrue(HostsFile.isLocal("bob@localhost"));
    assertTrue(HostsFile.isLocal("::1"));
    assertFalse(HostsFile.isLocal("node1.example.invalid"));
    assertFalse(HostsFile.isLocal("192.0.2.1")); // TEST-NET-1, never a local interface
    assertFalse(HostsFile.isLocal("999.1.1.1"));
  }
}
