package dampi.launch.niodev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.rank.RankOutcome;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;

/**
 * The control channel admits a rank only with the run's secret: anything else on the network that connects is closed
 * unanswered, never sees a rank's recorder (its decisions) and cannot report an outcome for a rank.
 */
class ControlServerTest {
  private final ConcurrentLinkedQueue<RankOutcome> reported = new ConcurrentLinkedQueue<>();
  private final RankProcess.Listener listener = new RankProcess.Listener() {
    @Override
    public void ended(int rank, RankOutcome outcome) {
      reported.add(outcome);
    }

    @Override
    public void blockedStateChanged() {}
  };
  private final List<RankProcess> ranks = List.of(rank(0), rank(1));

  private RankProcess rank(int rank) {
    return new RankProcess(rank, RankHost.THIS_MACHINE, new RankRecorder(rank), listener);
  }

  @Test
  void aConnectionWithoutTheSecretIsClosedUnansweredAndCannotReportAnOutcome() throws IOException {
    try (ControlServer server = new ControlServer(ServerAddress.loopback(), 2, ranks::get)) {
      assertClosedUnanswered(server, "wrong" + server.token());
      assertClosedUnanswered(server, "");
      assertClosedUnanswered(server, server.token().substring(1));
      try (Socket socket = new Socket(server.host(), server.port())) { // an outcome straight away, no greeting
        DataOutputStream out = new DataOutputStream(socket.getOutputStream());
        ControlChannel.write(out, new RankReport(0, new RankOutcome.Finalized(0), null, Site.unknown(), true));
        assertEndOfStream(socket);
      }
      assertFalse(ranks.get(0).connected(), "no rank was admitted");
      assertTrue(reported.isEmpty(), "no outcome was taken: " + reported);
    }
  }

  @Test
  void theSecretAdmitsTheRankOnceAndHandsItsRecorderOver() throws IOException {
    try (ControlServer server = new ControlServer(ServerAddress.loopback(), 2, ranks::get)) {
      try (Socket rank = greet(server, server.token(), 1)) {
        DataInputStream in = new DataInputStream(new BufferedInputStream(rank.getInputStream()));
        Object first = ControlChannel.read(in);
        assertTrue(first instanceof RankRecorder recorder && recorder.rank() == 1, "got " + first);
        assertTrue(ranks.get(1).connected());
        try (Socket second = greet(server, server.token(), 1)) {
          assertEndOfStream(second); // one channel per rank: a second claimant is turned away
        }
        ranks.get(1).closeControl();
      }
    }
  }

  private static void assertClosedUnanswered(ControlServer server, String secret) throws IOException {
    try (Socket socket = greet(server, secret, 0)) {
      assertEndOfStream(socket);
    }
  }

  private static Socket greet(ControlServer server, String secret, int rank) throws IOException {
    Socket socket = new Socket(server.host(), server.port());
    DataOutputStream out = new DataOutputStream(socket.getOutputStream());
    out.writeUTF(ControlChannel.HELLO);
    out.writeUTF(secret);
    out.writeInt(rank);
    out.flush();
    return socket;
  }

  private static void assertEndOfStream(Socket socket) throws IOException {
    socket.setSoTimeout(15_000);
    DataInputStream in = new DataInputStream(socket.getInputStream());
    try {
      in.readByte();
      throw new AssertionError("the server answered a connection that did not present the secret");
    } catch (EOFException | java.net.SocketException closed) {
      // closed by the server, unanswered
    }
  }
}
