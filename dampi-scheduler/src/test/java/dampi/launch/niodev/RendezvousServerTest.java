package dampi.launch.niodev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.instrument.LoopMethod;
import dampi.launch.Interception;
import dampi.launch.MpjInstallation;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The rendezvous protocol as MPJ Express 0.44's xdev.niodev.NIODevice speaks it, played by plain sockets. */
class RendezvousServerTest {
  private static final InetAddress LOOPBACK = loopback();

  private static InetAddress loopback() {
    try {
      return InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
    } catch (java.net.UnknownHostException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void answersEveryRankWithAllPeersOnceAllHaveRegistered() throws Exception {
    try (RendezvousServer server = new RendezvousServer(LOOPBACK, 2)) {
      assertEquals("127.0.0.1", server.host());
      CompletableFuture<String> rank1 = CompletableFuture.supplyAsync(() -> register(server, 31001, 32001, 1));
      CompletableFuture<String> rank0 = CompletableFuture.supplyAsync(() -> register(server, 31000, 32000, 0));
      String expected = "#Peer Information;127.0.0.1@32000@31000@0@0;127.0.0.1@32001@31001@1@0";
      assertEquals(expected, rank0.get());
      assertEquals(expected, rank1.get());
    }
  }

  @Test
  void ignoresConnectionsThatAreNotRanksOfTheRun() throws Exception {
    try (RendezvousServer server = new RendezvousServer(LOOPBACK, 1)) {
      try (Socket stranger = new Socket(LOOPBACK, server.port())) {
        new DataOutputStream(stranger.getOutputStream()).writeUTF("hello?");
        assertEquals(-1, stranger.getInputStream().read()); // closed without an answer
      }
      assertEquals("#Peer Information;127.0.0.1@2@1@0@0", register(server, 1, 2, 0));
    }
  }

  @Test
  void configurationIsTheStringMpjParses() {
    assertEquals("#Number of Processes;4;#Protocol Switch Limit;131072;#Server Name;127.0.0.1;#Server Port;4040",
        RendezvousServer.configuration(4, "127.0.0.1", 4040));
  }

  @Test
  void aRankCommandSurvivesTheCommandLine() {
    RankCommand command = new RankCommand(3, 8, "127.0.0.1", 4000, "127.0.0.1", 4001, "t0k3n",
        new MpjInstallation(Path.of("/usr/share/mpj/lib"), Path.of("/usr/share/java/log4j-1.2.jar")), "a.Main",
        List.of(Path.of("/x/app.jar"), Path.of("/y/classes")),
        List.of(LoopMethod.parse("a.Main#step"), LoopMethod.parse("a.Main$Inner#run")), Interception.ON,
        List.of("", "two words", "-x"));
    // The secret is not on the command line, which ps shows to every user: the rank reads it on standard input.
    assertTrue(command.toArgs().stream().noneMatch(arg -> arg.contains("t0k3n")), "" + command.toArgs());
    assertEquals(command, RankCommand.parse(command.toArgs().toArray(String[]::new)).withToken("t0k3n"));
    RankCommand plain = new RankCommand(3, 8, "127.0.0.1", 4000, "127.0.0.1", 4001, "t0k3n", command.mpj(), "a.Main",
        command.classpath(), List.of(), Interception.OFF, List.of("x"));
    assertEquals(plain, RankCommand.parse(plain.toArgs().toArray(String[]::new)).withToken("t0k3n"));
    assertEquals(List.of("3", RendezvousServer.configuration(8, "127.0.0.1", 4000), "niodev", "", "two words", "-x"),
        List.of(command.mpjArgs()));
  }

  private static String register(RendezvousServer server, int wport, int rport, int rank) {
    try (Socket socket = new Socket(LOOPBACK, server.port())) {
      DataOutputStream out = new DataOutputStream(socket.getOutputStream());
      out.writeUTF("Sending Info");
      out.writeInt(wport);
      out.writeInt(rport);
      out.writeInt(rank);
      out.flush();
      return new DataInputStream(socket.getInputStream()).readUTF();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
