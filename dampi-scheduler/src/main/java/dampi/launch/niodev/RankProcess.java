package dampi.launch.niodev;

import dampi.rank.RankOutcome;
import dampi.launch.RankOutput;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The launcher's side of one rank JVM: the process, the two threads that pass its output on line by line, and its
 * control channel, which delivers the rank's recorder and reports.
 */
final class RankProcess {
  /** Told when a rank's main has ended, as the rank reports it, and when a rank's blocked state changes. */
  interface Listener {
    void ended(int rank, RankOutcome outcome);

    void blockedStateChanged();
  }

  private static final long STACK_SIZE = 256 * 1024;
  /** Once the process is gone, how long its last report may still be on its way. */
  private static final long CONTROL_DRAIN_MS = 500;
  private static final List<String> JVM_NOTICES = List.of("Picked up JAVA_TOOL_OPTIONS:", "Picked up _JAVA_OPTIONS:",
      "Picked up JDK_JAVA_OPTIONS:");

  private final int rank;
  private final RankHost host;
  private final RankRecorder initialRecorder;
  private final Listener listener;
  private final List<Thread> pumps = new ArrayList<>();
  private final CountDownLatch controlEnded = new CountDownLatch(1);
  private Process process;
  private volatile List<ProcessHandle> descendants = List.of();
  private Socket controlSocket; // guarded by this
  private DataOutputStream controlOut; // guarded by this
  private boolean controlClosed; // guarded by this
  private volatile RankRecord record; // null until the rank reports
  private volatile Site site = Site.unknown();
  private volatile String lastErrorLine;
  private volatile BlockedState blockedState;
  private volatile long lastHeardNanos;

  RankProcess(int rank, RankHost host, RankRecorder recorder, Listener listener) {
    this.rank = rank;
    this.host = host;
    this.initialRecorder = recorder;
    this.listener = listener;
  }

  int rank() {
    return rank;
  }

  RankHost host() {
    return host;
  }

  /** @param secret the run's control secret, handed over on standard input rather than on the command line */
  void start(List<String> command, String secret, RankOutput output, Charset charset) throws IOException {
    ProcessBuilder builder = new ProcessBuilder(command);
    process = builder.start();
    try (var stdin = process.getOutputStream()) { // then closed: the application reads an empty standard input
      stdin.write((secret + "\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    } catch (IOException exitedAlready) {
      // it says why on its own stderr
    }
    pumps.add(pump(process.getInputStream(), false, output, charset));
    pumps.add(pump(process.getErrorStream(), true, output, charset));
  }

  private Thread pump(InputStream stream, boolean error, RankOutput output, Charset charset) {
    Thread thread = new Thread(null, () -> {
      try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, charset))) {
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
          if (error && JVM_NOTICES.stream().anyMatch(line::startsWith)) {
            continue;
          }
          if (error && !line.isBlank()) {
            lastErrorLine = line.strip();
          }
          try {
            output.line(rank, error, line);
          } catch (RuntimeException e) {
            // keep draining, or the rank would block on a full pipe
          }
        }
      } catch (IOException e) {
        // the process is gone
      }
    }, "niodev-rank-" + rank + (error ? "-err" : "-out"), STACK_SIZE);
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  boolean started() {
    return process != null;
  }

  boolean isAlive() {
    return process != null && process.isAlive();
  }

  /** The exit code, or -1 while it runs (or when it never started). */
  int exitCode() {
    return process == null || process.isAlive() ? -1 : process.exitValue();
  }

  /** Whether the rank JVM got as far as connecting its control channel. */
  synchronized boolean connected() {
    return controlSocket != null;
  }

  /** The last line the process printed on standard error, or null (why a JVM that never connected ended). */
  String lastErrorLine() {
    return lastErrorLine;
  }

  /** Serves this rank's control channel until it closes; runs on the channel's own thread. */
  void serveControl(Socket socket, DataInputStream in, DataOutputStream out) {
    synchronized (this) {
      if (controlSocket != null || controlClosed) {
        ControlServer.closeQuietly(socket); // a second connection for the same rank
        return;
      }
      controlSocket = socket;
      lastHeardNanos = System.nanoTime();
    }
    try {
      synchronized (this) { // the recorder goes first, before any stop request
        ControlChannel.write(out, initialRecorder);
        controlOut = out;
      }
      while (true) {
        Object message = ControlChannel.read(in);
        lastHeardNanos = System.nanoTime();
        if (message instanceof BlockedState state && state.rank() == rank) {
          BlockedState previous = blockedState;
          blockedState = state;
          if (state.differsFrom(previous)) { // not when only a polling rank's CPU time grew
            listener.blockedStateChanged();
          }
        }
        if (message instanceof RankReport report && report.rank() == rank) {
          if (report.record() != null) {
            record = report.record();
          }
          site = report.site();
          if (report.outcome() != null) {
            listener.ended(rank, report.outcome());
          }
          if (report.last()) {
            break;
          }
        }
      }
    } catch (IOException e) {
      // the rank's JVM is gone
    } finally {
      closeControl();
      controlEnded.countDown();
    }
  }

  /** Asks the rank for its final report, after which its JVM ends; nothing happens when the channel is closed. */
  void requestStop() {
    tell(ControlChannel.STOP);
  }

  /** Tells the rank its launcher is alive; a rank that hears nothing for a while ends itself. */
  void heartbeat() {
    tell(ControlChannel.HEARTBEAT);
  }

  private synchronized void tell(String message) {
    if (controlOut == null || controlClosed) {
      return;
    }
    try {
      ControlChannel.write(controlOut, message);
    } catch (IOException e) {
      // the rank is gone already; its process says so
    }
  }

  /** How long since the rank last said anything on its control channel; 0 before it connected. */
  long silentNanos() {
    synchronized (this) {
      if (controlSocket == null || controlClosed) {
        return 0;
      }
    }
    return System.nanoTime() - lastHeardNanos;
  }

  /** Closing the channel ends the rank JVM (and keeps a later connection for this rank from being served). */
  synchronized void closeControl() {
    controlClosed = true;
    if (controlSocket != null) {
      ControlServer.closeQuietly(controlSocket);
    }
  }

  /** Waits (a bounded time) until the control channel has delivered everything, once the process is gone. */
  void awaitControlEnd() {
    synchronized (this) {
      if (controlSocket == null) {
        return; // never connected
      }
    }
    try {
      controlEnded.await(CONTROL_DRAIN_MS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Notes what the process has started, so that it can be ended even after the process itself has exited. */
  void rememberDescendants() {
    if (process != null) {
      List<ProcessHandle> all = new ArrayList<>(descendants);
      process.descendants().filter(handle -> !all.contains(handle)).forEach(all::add);
      descendants = all;
    }
  }

  /** Asks the process and everything it started to end (SIGTERM). */
  void destroy() {
    if (process == null) {
      return;
    }
    rememberDescendants();
    descendants.forEach(ProcessHandle::destroy);
    process.destroy();
  }

  /** Whether the process or anything it started is still running. */
  boolean anythingAlive() {
    return isAlive() || descendants.stream().anyMatch(ProcessHandle::isAlive);
  }

  /** Ends the process and its descendants by force, and waits (a bounded time) until they are gone. */
  void kill(long millis) {
    if (process == null) {
      return;
    }
    rememberDescendants();
    List<ProcessHandle> all = new ArrayList<>(descendants);
    all.add(process.toHandle());
    all.forEach(ProcessHandle::destroyForcibly);
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    for (ProcessHandle handle : all) {
      try {
        handle.onExit().get(Math.max(1, (deadline - System.nanoTime()) / 1_000_000), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (ExecutionException | TimeoutException e) {
        // nothing more can be done about it
      }
    }
  }

  /** Waits for the process to end; true when it has. */
  boolean awaitExit(long millis) {
    if (process == null) {
      return true;
    }
    try {
      return process.waitFor(Math.max(0, millis), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return !process.isAlive();
    }
  }

  /** Waits until every output line has been passed on (the pipes close when the process and its children end). */
  void awaitOutput(long deadlineNanos) {
    for (Thread pump : pumps) {
      long remaining = deadlineNanos - System.nanoTime();
      if (remaining <= 0) {
        return;
      }
      try {
        pump.join(Math.max(1, remaining / 1_000_000));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** What the rank recorded as it last reported it, or nothing (the recorder it was given) when it never reported. */
  RankRecord record() {
    RankRecord reported = record;
    return reported != null ? reported : initialRecorder.freeze();
  }

  /** Whether the rank last said it was blocked in an MPI call, and in which; null when it has not said. */
  BlockedState blockedState() {
    return blockedState;
  }

  /** Where the rank's application code was at its last report, or null. */
  Site site() {
    return site;
  }
}
