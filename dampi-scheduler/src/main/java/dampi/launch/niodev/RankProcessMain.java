package dampi.launch.niodev;

import dampi.launch.ChildFirstClassLoader;
import dampi.launch.ClassPathContents;
import dampi.launch.MpjInstallation;
import dampi.launch.RankLayer;
import dampi.launch.RankMain;
import dampi.launch.UserSite;
import dampi.repair.ListenAddress;
import dampi.rank.RankOutcome;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;

/**
 * The main class of one niodev rank JVM. It connects to the launcher's control channel and receives its recorder,
 * runs the application's {@code main} in a class loader of its own (MPJ, dampi's in-rank layer and the application,
 * each instrumented as on the multicore device) as {@link RankMain} runs every rank, and reports how it ended.
 *
 * <p>The JVM ends only when the launcher closes the control channel: right after a successful rank's report, or at
 * the teardown of the run (after a {@link ControlChannel#STOP} request, which the rank answers with its final report
 * and the place its application code has reached). A rank that failed therefore keeps its MPJ connections open while
 * the other ranks run on, as a failed rank thread does on the multicore device. Whatever ends the JVM otherwise (MPJ
 * calling {@code System.exit}, a signal) still sends a final report from a shutdown hook.
 */
public final class RankProcessMain {
  private static final long EXIT_WATCHDOG_MS = 2000;
  private static final int SERIALIZE_ATTEMPTS = 3;
  /** How often the rank looks whether it is blocked in an MPI call; a report is sent only on a change. */
  private static final long BLOCKED_POLL_MS = 50;
  /** A host that cannot reach the launcher says so within this time, not after TCP's two minutes of retries. */
  private static final int CONNECT_TIMEOUT_MS = 10_000;

  private final RankCommand command;
  private final Socket socket;
  private final DataInputStream in;
  private final DataOutputStream out;
  private final RankRecorder recorder;
  private final Thread mainThread = Thread.currentThread();
  private volatile RankOutcome outcome;
  private boolean lastSent; // guarded by this

  private RankProcessMain(RankCommand command, Socket socket, DataInputStream in, DataOutputStream out,
      RankRecorder recorder) {
    this.command = command;
    this.socket = socket;
    this.in = in;
    this.out = out;
    this.recorder = recorder;
  }

  public static void main(String[] args) {
    RankCommand command;
    try {
      command = RankCommand.parse(args).withToken(secretFromStandardInput());
    } catch (RuntimeException | IOException e) {
      System.err.println("dampi rank process: bad arguments: " + e.getMessage());
      System.exit(2);
      return;
    }
    RankProcessMain rank;
    try {
      rank = connect(command);
    } catch (IOException e) {
      System.err.println("dampi rank " + command.rank() + ": cannot reach the launcher at " + command.controlHost()
          + ":" + command.controlPort() + ": " + e);
      System.exit(3);
      return;
    }
    rank.run();
  }

  /**
   * The per-run secret, the first line of standard input (see {@link RankCommand#token}); the application then reads
   * an empty standard input, as on the multicore device.
   */
  private static String secretFromStandardInput() throws IOException {
    StringBuilder line = new StringBuilder();
    for (int c = System.in.read(); c >= 0 && c != '\n'; c = System.in.read()) {
      line.append((char) c);
    }
    System.setIn(java.io.InputStream.nullInputStream());
    if (line.length() == 0) {
      throw new IOException("no control secret on standard input");
    }
    return line.toString();
  }

  private static RankProcessMain connect(RankCommand command) throws IOException {
    Socket socket = new Socket();
    socket.connect(new InetSocketAddress(command.controlHost(), command.controlPort()), CONNECT_TIMEOUT_MS);
    socket.setTcpNoDelay(true);
    socket.setSoTimeout((int) ControlChannel.LAUNCHER_SILENCE_LIMIT_MS); // the launcher's heartbeats keep it from expiring
    listenWhereTheLauncherIsReached(socket);
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
    out.writeUTF(ControlChannel.HELLO);
    out.writeUTF(command.token());
    out.writeInt(command.rank());
    out.flush();
    DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
    Object first = ControlChannel.read(in);
    if (!(first instanceof RankRecorder recorder) || recorder.rank() != command.rank()) {
      throw new IOException("the launcher sent " + first + " instead of the recorder of rank " + command.rank());
    }
    return new RankProcessMain(command, socket, in, out, recorder);
  }

  /**
   * A rank on another host listens, for MPJ's connections, on the address it reaches the launcher from: the interface
   * its peers reach this host by (the rendezvous names a rank by the address its registration came from, the same).
   * A rank on the launcher's machine is told on its command line.
   */
  private static void listenWhereTheLauncherIsReached(Socket socket) {
    if (System.getProperty(ListenAddress.PROPERTY) == null) {
      System.setProperty(ListenAddress.PROPERTY, socket.getLocalAddress().getHostAddress());
    }
  }

  private void run() {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> send(true), "dampi-rank-last-word"));
    Thread listener = new Thread(this::listen, "dampi-rank-control");
    listener.setDaemon(true);
    listener.start();
    Thread watch = new Thread(this::watchBlockedState, "dampi-rank-blocked-state");
    watch.setDaemon(true);
    watch.start();
    Thread heartbeat = new Thread(this::sendHeartbeats, "dampi-rank-heartbeat");
    heartbeat.setDaemon(true);
    heartbeat.start();
    outcome = RankMain.run(recorder, this::rankLoader, command.mainClass(), command.mpjArgs(), command.interception());
    send(outcome.isSuccess());
    while (true) { // the listener ends this JVM when the launcher closes the channel
      LockSupport.park(this);
    }
  }

  /** MPJ's niodev jars, dampi's in-rank layer and the application, instrumented as on the multicore device. */
  private ClassLoader rankLoader() {
    MpjInstallation mpj = command.mpj();
    return new ChildFirstClassLoader("rank-" + command.rank(), List.of(
        new ClassPathContents(mpj.niodevRankJars(), RankLayer.mpjTransformer(command.interception())),
        RankLayer.inRankClasses(),
        new ClassPathContents(command.classpath(),
            RankLayer.applicationTransformer(command.interception(), command.mpj().classes(),
                command.abstractedLoops()))),
        ClassLoader.getSystemClassLoader());
  }

  /**
   * Ends this JVM once the launcher closes the channel, or has said nothing, not even its heartbeat, for
   * {@link ControlChannel#LAUNCHER_SILENCE_LIMIT_MS}: it is gone, or the network between them is, and nobody else would end
   * a rank on another host.
   */
  private void listen() {
    try {
      while (true) {
        if (ControlChannel.STOP.equals(ControlChannel.read(in))) {
          send(true);
        }
      }
    } catch (java.net.SocketTimeoutException e) {
      System.err.println("dampi rank " + command.rank() + ": the launcher at " + command.controlHost() + " has been "
          + "silent for " + ControlChannel.LAUNCHER_SILENCE_LIMIT_MS / 1000 + " s; ending");
    } catch (IOException e) {
      // the launcher closed the channel, or is gone: either way this rank is over
    }
    terminate();
  }

  /** Tells the launcher this rank is alive, until its last report. */
  private void sendHeartbeats() {
    while (true) {
      try {
        Thread.sleep(ControlChannel.HEARTBEAT_INTERVAL_MS);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (this) {
        if (lastSent || socket.isClosed()) {
          return;
        }
        try {
          ControlChannel.write(out, ControlChannel.HEARTBEAT);
        } catch (IOException e) {
          return;
        }
      }
    }
  }

  /**
   * Tells the launcher whenever the rank enters or leaves a blocking MPI call, or moves a message while in one, so
   * that it can see when every rank is blocked and nothing moves (a deadlock) without waiting for the time limit. As on
   * multicore (see {@code DeadlockWatch}), a polling loop of the application counts as blocked only while nothing else
   * happens: one that reads the clock between polls leaves the loop each time (progress, which the samples here would
   * miss), and one that sleeps between polls may give up when its time is over, so it is left to the time limit.
   */
  private void watchBlockedState() {
    BlockedState last = null;
    while (outcome == null) {
      var pending = recorder.pendingCall();
      long progress = recorder.messagesSent() + recorder.messagesReceived() + recorder.pollingLoopsLeft();
      String call = pending == null || pacesItsPolls() ? null : pending.call();
      long spinCpu = call != null && (recorder.pollingSite() != null || recorder.polling()) ? mainThreadCpu() : -1;
      if (last == null || !java.util.Objects.equals(call, last.call()) || progress != last.progress()
          || spinCpu != last.spinCpuNanos()) {
        Site pollSite = recorder.pollingSite(); // a polling loop may be caught between its calls
        last = new BlockedState(command.rank(), call,
            call == null ? Site.unknown() : pollSite != null ? pollSite : site(), progress, spinCpu);
        if (!sendBlockedState(last)) {
          return;
        }
      }
      try {
        Thread.sleep(BLOCKED_POLL_MS);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private synchronized boolean sendBlockedState(BlockedState state) {
    if (lastSent || socket.isClosed()) {
      return false;
    }
    try {
      ControlChannel.write(out, state);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Sends what this rank knows now; nothing is sent after the final report. */
  private synchronized void send(boolean last) {
    if (lastSent || socket.isClosed()) {
      return;
    }
    lastSent = last;
    RankOutcome current = outcome;
    Site site = site();
    for (int attempt = 1; ; attempt++) {
      try {
        ControlChannel.write(out, new RankReport(command.rank(), current, recording(), site, last));
        return;
      } catch (java.io.ObjectStreamException | RuntimeException e) {
        // the record could not be written: try again, then send without it, saying why (a defect of dampi)
        if (attempt >= SERIALIZE_ATTEMPTS) {
          System.err.println("dampi rank " + command.rank() + ": cannot send what it recorded: " + e);
          try {
            ControlChannel.write(out, new RankReport(command.rank(), current, null, site, last));
          } catch (IOException | RuntimeException ignored) {
            // nothing more to do
          }
          return;
        }
      } catch (IOException e) {
        return; // the launcher is gone
      }
    }
  }

  /** What this rank hands back of what it recorded: a frozen copy, consistent even while the application goes on. */
  private RankRecord recording() {
    return recorder.freeze();
  }

  /** The CPU time of the application's main thread; 0 where the JVM cannot measure it (no evidence then). */
  private long mainThreadCpu() {
    java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    if (!threads.isThreadCpuTimeSupported() || !threads.isThreadCpuTimeEnabled()) {
      return 0;
    }
    return Math.max(0, threads.getThreadCpuTime(mainThread.getId()));
  }

  /** Whether the application polls in a loop and is sleeping between its polls, outside MPJ. */
  private boolean pacesItsPolls() {
    return recorder.pollingSite() != null && mainThread.getState() == Thread.State.TIMED_WAITING
        && !UserSite.isInsideMpjDevice(mainThread.getStackTrace());
  }

  /** Where the application is: its innermost frame on the main thread, else on any other thread. */
  private Site site() {
    Site site = UserSite.of(mainThread.getStackTrace());
    if (site.isKnown()) {
      return site;
    }
    for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
      if (entry.getKey() != Thread.currentThread()) {
        Site other = UserSite.of(entry.getValue());
        if (other.isKnown()) {
          return other;
        }
      }
    }
    return site;
  }

  /** Ends this JVM, running shutdown hooks (MPJ's and the JDK's deleteOnExit), but never hanging in them. */
  private static void terminate() {
    System.out.flush();
    System.err.flush();
    Thread watchdog = new Thread(() -> {
      try {
        Thread.sleep(EXIT_WATCHDOG_MS);
      } catch (InterruptedException e) {
        // halt now
      }
      Runtime.getRuntime().halt(0);
    }, "dampi-rank-exit-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
    System.exit(0);
  }
}
