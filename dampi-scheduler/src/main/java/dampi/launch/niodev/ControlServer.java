package dampi.launch.niodev;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Accepts the control channels of one run's rank JVMs. Each connection gets a thread of its own, which checks the
 * greeting and then serves that rank's channel until it closes ({@link RankProcess#serveControl}). A connection that
 * does not present the run's secret is closed unanswered: nothing else on the network can pose as a rank, inject an
 * outcome or read a rank's decisions. One more thread keeps every channel alive ({@link ControlChannel#HEARTBEAT}).
 */
final class ControlServer implements AutoCloseable {
  private static final int GREETING_TIMEOUT_MS = 10_000;
  private static final long STACK_SIZE = 256 * 1024;

  private final ServerSocket server;
  private final String token;
  private final int size;
  private final IntFunction<RankProcess> ranks;
  private final Thread acceptor;
  private final Thread heartbeats;
  private final List<Thread> handlers = new ArrayList<>();
  private final List<Socket> unclaimed = new ArrayList<>();
  private boolean closed; // guarded by handlers

  ControlServer(InetAddress bindAddress, int size, IntFunction<RankProcess> ranks) throws IOException {
    this.server = new ServerSocket();
    server.bind(new InetSocketAddress(bindAddress, 0), Math.max(50, size));
    this.token = newToken();
    this.size = size;
    this.ranks = ranks;
    this.acceptor = new Thread(null, this::acceptAll, "niodev-control-accept", STACK_SIZE);
    acceptor.setDaemon(true);
    acceptor.start();
    this.heartbeats = new Thread(null, this::sendHeartbeats, "niodev-control-heartbeat", STACK_SIZE);
    heartbeats.setDaemon(true);
    heartbeats.start();
  }

  private void sendHeartbeats() {
    while (!server.isClosed()) {
      for (int rank = 0; rank < size; rank++) {
        ranks.apply(rank).heartbeat();
      }
      try {
        Thread.sleep(ControlChannel.HEARTBEAT_INTERVAL_MS);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  String host() {
    return server.getInetAddress().getHostAddress();
  }

  int port() {
    return server.getLocalPort();
  }

  /** The run's secret a rank presents in its greeting, so that nothing else can pose as a rank. */
  String token() {
    return token;
  }

  private static String newToken() {
    byte[] bytes = new byte[16];
    new SecureRandom().nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }

  private void acceptAll() {
    try {
      while (true) {
        Socket socket = server.accept();
        synchronized (handlers) {
          if (closed) {
            socket.close();
            return;
          }
          unclaimed.add(socket);
          Thread handler = new Thread(null, () -> handle(socket), "niodev-control", STACK_SIZE);
          handler.setDaemon(true);
          handlers.add(handler);
          handler.start();
        }
      }
    } catch (IOException e) {
      // closed at the end of the run
    }
  }

  private void handle(Socket socket) {
    try {
      socket.setTcpNoDelay(true);
      socket.setSoTimeout(GREETING_TIMEOUT_MS);
      DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
      if (!ControlChannel.HELLO.equals(in.readUTF()) || !presentsTheSecret(in.readUTF())) {
        socket.close();
        return;
      }
      int rank = in.readInt();
      if (rank < 0 || rank >= size) {
        socket.close();
        return;
      }
      socket.setSoTimeout(0);
      synchronized (handlers) {
        unclaimed.remove(socket);
      }
      DataOutputStream out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
      ranks.apply(rank).serveControl(socket, in, out);
    } catch (IOException e) {
      closeQuietly(socket);
    }
  }

  /** Compared in constant time, so that the time a refusal takes tells nothing about the secret. */
  private boolean presentsTheSecret(String presented) {
    return MessageDigest.isEqual(token.getBytes(StandardCharsets.US_ASCII),
        presented.getBytes(StandardCharsets.US_ASCII));
  }

  /** Stops accepting, closes connections no rank has claimed, and waits for every handler thread to end. */
  @Override
  public void close() {
    List<Thread> threads;
    List<Socket> sockets;
    synchronized (handlers) {
      closed = true;
      threads = new ArrayList<>(handlers);
      sockets = new ArrayList<>(unclaimed);
    }
    try {
      server.close();
    } catch (IOException e) {
      // closing anyway
    }
    sockets.forEach(ControlServer::closeQuietly);
    heartbeats.interrupt();
    join(heartbeats);
    join(acceptor);
    threads.forEach(ControlServer::join);
  }

  private static void join(Thread thread) {
    try {
      thread.join(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static void closeQuietly(Socket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
