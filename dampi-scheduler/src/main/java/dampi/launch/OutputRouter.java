package dampi.launch;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * On the multicore device every rank is a thread of this JVM and prints to the same {@code System.out}. The router
 * replaces {@code System.out} and {@code System.err} once, and sends each line to the {@link RankOutput} of the rank
 * whose thread group printed it; threads outside any rank print as before.
 */
public final class OutputRouter {
  private static final PrintStream ORIGINAL_OUT = System.out;
  private static final PrintStream ORIGINAL_ERR = System.err;
  private static final Map<ThreadGroup, RankSink> SINKS = new ConcurrentHashMap<>();
  private static boolean installed;

  private OutputRouter() {}

  public static PrintStream originalOut() {
    return ORIGINAL_OUT;
  }

  public static PrintStream originalErr() {
    return ORIGINAL_ERR;
  }

  /** Routes what threads of {@code group} print to {@code output} as lines of {@code rank}. */
  public static synchronized void register(ThreadGroup group, int rank, RankOutput output) {
    if (!installed) {
      Charset charset = Charset.defaultCharset();
      System.setOut(new PrintStream(new RoutingStream(ORIGINAL_OUT, false), true, charset));
      System.setErr(new PrintStream(new RoutingStream(ORIGINAL_ERR, true), true, charset));
      installed = true;
    }
    SINKS.put(group, new RankSink(rank, output));
  }

  /**
   * Drops whatever the group prints from now on: a rank being torn down prints MPJ's complaints about the interrupt,
   * which are not the program's output.
   */
  public static void mute(ThreadGroup group) {
    RankSink sink = SINKS.get(group);
    if (sink != null) {
      sink.flush();
      SINKS.put(group, new RankSink(sink.rank, (rank, error, text) -> {}));
    }
  }

  /** Flushes any unterminated line of the group and stops routing it. */
  public static void unregister(ThreadGroup group) {
    RankSink sink = SINKS.remove(group);
    if (sink != null) {
      sink.flush();
    }
  }

  private static RankSink sinkOfCurrentThread() {
    for (ThreadGroup group = Thread.currentThread().getThreadGroup(); group != null; group = group.getParent()) {
      RankSink sink = SINKS.get(group);
      if (sink != null) {
        return sink;
      }
    }
    return null;
  }

  private static final class RankSink {
    private final int rank;
    private final RankOutput output;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    RankSink(int rank, RankOutput output) {
      this.rank = rank;
      this.output = output;
    }

    synchronized void write(boolean error, byte[] bytes, int offset, int length) {
      ByteArrayOutputStream buffer = error ? err : out;
      for (int i = offset; i < offset + length; i++) {
        if (bytes[i] == '\n') {
          emit(error, buffer);
        } else {
          buffer.write(bytes[i]);
        }
      }
    }

    synchronized void flush() {
      if (out.size() > 0) {
        emit(false, out);
      }
      if (err.size() > 0) {
        emit(true, err);
      }
    }

    private void emit(boolean error, ByteArrayOutputStream buffer) {
      String text = buffer.toString(Charset.defaultCharset());
      if (text.endsWith("\r")) {
        text = text.substring(0, text.length() - 1);
      }
      buffer.reset();
      output.line(rank, error, text);
    }
  }

  private static final class RoutingStream extends OutputStream {
    private final PrintStream original;
    private final boolean error;

    RoutingStream(PrintStream original, boolean error) {
      this.original = original;
      this.error = error;
    }

    @Override
    public void write(int b) {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
      RankSink sink = sinkOfCurrentThread();
      if (sink != null) {
        sink.write(error, bytes, offset, length);
      } else {
        original.write(bytes, offset, length);
      }
    }

    @Override
    public void flush() {
      original.flush();
    }
  }
}
