package dampi.record;

import dampi.launch.Program;
import dampi.replay.Interval;
import dampi.replay.PackedMessage;
import dampi.replay.RankReplayLog;
import dampi.replay.RecordedAnswer;
import dampi.replay.RecordedCollective;
import dampi.replay.RecordedReceive;
import dampi.replay.RecordedSend;
import dampi.replay.ReplaySet;
import dampi.report.AtomicFiles;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

/**
 * A {@link Recording} on disk, as {@value #NAME} in its directory: a binary format, compact for logs of many
 * messages, versioned, and checked whole by a CRC-32 at its end, so that a truncated, corrupt or foreign file is one
 * clear error rather than a replay of garbage. Layout (big-endian, strings as modified UTF-8):
 *
 * <pre>
 *   "DAMPIREC" version
 *   main-class class-path[] args[] digest ranks device buffering bound
 *   per rank: rank ending collective-calls [blocked-call blocked-site] replay-set[] receives[] collectives[] sends[]
 *             answers[]
 *   crc32
 * </pre>
 */
public final class RecordFile {
  public static final String NAME = "run.dampirec";
  private static final byte[] MAGIC = "DAMPIREC".getBytes(StandardCharsets.US_ASCII);
  static final int VERSION = 3;
  /** Beyond any count a real record holds: a corrupt count stops the reader before it allocates. */
  private static final int MAX_COUNT = 1 << 28;

  private RecordFile() {}

  /** Writes {@code recording} into {@code directory} (made if missing), replacing any record there; returns its file. */
  public static Path write(Path directory, Recording recording) throws IOException {
    Files.createDirectories(directory);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.write(MAGIC);
    out.writeInt(VERSION);
    Program program = recording.program();
    out.writeUTF(program.mainClass());
    writeStrings(out, program.classpath().stream().map(Path::toString).toList());
    writeStrings(out, program.args());
    out.writeUTF(recording.programDigest());
    out.writeInt(recording.ranks());
    out.writeUTF(recording.device());
    out.writeUTF(recording.buffering());
    out.writeInt(recording.bound());
    for (int rank = 0; rank < recording.ranks(); rank++) {
      writeRank(out, recording.endings().get(rank), recording.logs().get(rank));
    }
    out.flush();
    CRC32 crc = new CRC32();
    crc.update(bytes.toByteArray());
    out.writeLong(crc.getValue());
    Path file = directory.resolve(NAME);
    AtomicFiles.write(file, bytes.toByteArray());
    return file;
  }

  /**
   * The recording in {@code location}: a directory holding {@value #NAME}, or the file itself.
   *
   * @throws IOException naming what is wrong, in one line
   */
  public static Recording read(Path location) throws IOException {
    Path file = Files.isDirectory(location) ? location.resolve(NAME) : location;
    byte[] content;
    try {
      content = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new IOException("no dampi record at " + file + " (record a run with dampi run --record DIR)");
    }
    if (content.length < MAGIC.length + 4 || !Arrays.equals(MAGIC, Arrays.copyOf(content, MAGIC.length))) {
      throw new IOException(file + " is not a dampi record");
    }
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(content));
    try {
      in.skipNBytes(MAGIC.length);
      int version = in.readInt();
      if (version != VERSION) {
        throw new IOException(file + " is a dampi record of format " + version + "; this dampi reads format "
            + VERSION + (version < VERSION ? " (record the run again)" : " (a newer dampi wrote it)"));
      }
      if (content.length < MAGIC.length + 12) {
        throw new EOFException();
      }
      CRC32 crc = new CRC32();
      crc.update(content, 0, content.length - 8);
      long stored = new DataInputStream(new ByteArrayInputStream(content, content.length - 8, 8)).readLong();
      if (stored != crc.getValue()) {
        throw new IOException(file + " is corrupt or truncated (its checksum does not match)");
      }
      String mainClass = in.readUTF();
      List<Path> classpath = readStrings(in).stream().map(Path::of).toList();
      List<String> args = readStrings(in);
      String digest = in.readUTF();
      int ranks = count(in);
      String device = in.readUTF();
      String buffering = in.readUTF();
      int bound = in.readInt();
      List<Recording.Ending> endings = new ArrayList<>();
      List<RankReplayLog> logs = new ArrayList<>();
      for (int rank = 0; rank < ranks; rank++) {
        int recordedRank = in.readInt();
        if (recordedRank != rank) {
          throw new IOException(file + " is corrupt: rank " + recordedRank + " where rank " + rank + " belongs");
        }
        String description = in.readUTF();
        int collectives = count(in);
        endings.add(in.readBoolean() ? new Recording.Ending(description, in.readUTF(), in.readUTF(), collectives)
            : new Recording.Ending(description, null, null, collectives));
        logs.add(readLog(in, rank, bound));
      }
      return new Recording(new Program(classpath, mainClass, args, null), digest, ranks, device, buffering, bound,
          endings, logs);
    } catch (EOFException e) {
      throw new IOException(file + " is truncated");
    } catch (IllegalArgumentException e) {
      throw new IOException(file + " is corrupt: " + e.getMessage());
    }
  }

  private static void writeRank(DataOutputStream out, Recording.Ending ending, RankReplayLog log)
      throws IOException {
    out.writeInt(log.rank());
    out.writeUTF(ending.description());
    out.writeInt(ending.collectives());
    out.writeBoolean(ending.blockedCall() != null);
    if (ending.blockedCall() != null) {
      out.writeUTF(ending.blockedCall());
      out.writeUTF(ending.blockedSite());
    }
    int[] set = log.replaySet().ranks();
    out.writeInt(set.length);
    for (int rank : set) {
      out.writeInt(rank);
    }
    out.writeInt(log.receives().size());
    for (RecordedReceive receive : log.receives()) {
      out.writeLong(receive.issueOrder());
      out.writeInt(receive.source());
      out.writeInt(receive.tag());
      out.writeInt(receive.context());
      out.writeBoolean(receive.logged());
      if (receive.logged()) {
        writePacked(out, receive.contents());
      }
    }
    out.writeInt(log.collectives().size());
    for (RecordedCollective collective : log.collectives()) {
      out.writeInt(collective.position());
      out.writeUTF(collective.operation());
      out.writeInt(collective.context());
      out.writeInt(collective.sequence());
      out.writeBoolean(collective.logged());
      out.writeInt(collective.received().size());
      for (PackedMessage message : collective.received()) {
        writePacked(out, message);
      }
      byte[] result = collective.result();
      out.writeInt(result == null ? -1 : result.length);
      if (result != null) {
        out.write(result);
      }
    }
    out.writeInt(log.sends().size());
    for (RecordedSend send : log.sends()) {
      out.writeInt(send.receiver());
      out.writeInt(send.tag());
      out.writeInt(send.context());
      out.writeInt(send.bytes());
      out.writeBoolean(send.completed());
    }
    out.writeInt(log.answers().size());
    for (RecordedAnswer answer : log.answers()) {
      out.writeUTF(answer.call());
      int[] values = answer.answer();
      out.writeInt(values.length);
      for (int value : values) {
        out.writeInt(value);
      }
      out.writeInt(answer.times());
    }
  }

  private static RankReplayLog readLog(DataInputStream in, int rank, int bound) throws IOException {
    int[] set = new int[count(in)];
    for (int i = 0; i < set.length; i++) {
      set[i] = in.readInt();
    }
    List<RecordedReceive> receives = new ArrayList<>();
    for (int i = count(in); i > 0; i--) {
      long issueOrder = in.readLong();
      int source = in.readInt();
      int tag = in.readInt();
      int context = in.readInt();
      receives.add(new RecordedReceive(issueOrder, source, tag, context, in.readBoolean() ? readPacked(in) : null));
    }
    List<RecordedCollective> collectives = new ArrayList<>();
    for (int i = count(in); i > 0; i--) {
      int position = in.readInt();
      String operation = in.readUTF();
      int context = in.readInt();
      int sequence = in.readInt();
      boolean logged = in.readBoolean();
      List<PackedMessage> received = new ArrayList<>();
      for (int j = count(in); j > 0; j--) {
        received.add(readPacked(in));
      }
      int resultLength = in.readInt();
      byte[] result = resultLength < 0 ? null : in.readNBytes(checkedCount(resultLength));
      collectives.add(new RecordedCollective(position, operation, context, sequence, logged, received, result));
    }
    List<RecordedSend> sends = new ArrayList<>();
    for (int i = count(in); i > 0; i--) {
      sends.add(new RecordedSend(in.readInt(), in.readInt(), in.readInt(), in.readInt(), in.readBoolean()));
    }
    List<RecordedAnswer> answers = new ArrayList<>();
    for (int i = count(in); i > 0; i--) {
      String call = in.readUTF();
      int[] values = new int[count(in)];
      for (int j = 0; j < values.length; j++) {
        values[j] = in.readInt();
      }
      answers.add(new RecordedAnswer(call, values, in.readInt()));
    }
    ReplaySet replaySet = ReplaySet.ofRanks(set);
    if (!replaySet.contains(new Interval(rank, 0))) {
      throw new IllegalArgumentException("rank " + rank + "'s replay set " + replaySet + " does not hold it");
    }
    return new RankReplayLog(rank, bound, replaySet, receives, collectives, sends, answers);
  }

  private static void writePacked(DataOutputStream out, PackedMessage message) throws IOException {
    out.writeBoolean(message.bigEndian());
    byte[] staticBytes = message.staticBytes();
    out.writeInt(staticBytes.length);
    out.write(staticBytes);
    byte[] dynamicBytes = message.dynamicBytes();
    out.writeInt(dynamicBytes.length);
    out.write(dynamicBytes);
  }

  private static PackedMessage readPacked(DataInputStream in) throws IOException {
    boolean bigEndian = in.readBoolean();
    byte[] staticBytes = in.readNBytes(count(in));
    byte[] dynamicBytes = in.readNBytes(count(in));
    return new PackedMessage(staticBytes, dynamicBytes, bigEndian);
  }

  private static void writeStrings(DataOutputStream out, List<String> strings) throws IOException {
    out.writeInt(strings.size());
    for (String string : strings) {
      out.writeUTF(string);
    }
  }

  private static List<String> readStrings(DataInputStream in) throws IOException {
    List<String> strings = new ArrayList<>();
    for (int i = count(in); i > 0; i--) {
      strings.add(in.readUTF());
    }
    return strings;
  }

  private static int count(DataInputStream in) throws IOException {
    return checkedCount(in.readInt());
  }

  private static int checkedCount(int count) {
    if (count < 0 || count > MAX_COUNT) {
      throw new IllegalArgumentException("a count of " + count);
    }
    return count;
  }
}
