package dampi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.launch.TestPrograms;
import dampi.rank.Buffering;
import dampi.rank.RunRecord;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A record reads back as it was written, and a damaged or foreign file is one clear error, never a wrong record. */
class RecordFileTest {
  @TempDir Path directory;

  private Recording recorded() {
    // master-worker with a small bound: many receives logged, with their contents
    RunRecord run = RecordedReplaySetsTest.recordedRun(suite.realistic.MasterWorkerMatmul.class, 5, 2,
        Buffering.ZERO, "12");
    return Recordings.of(TestPrograms.spec(suite.realistic.MasterWorkerMatmul.class, 5, "12"), Buffering.ZERO, 2,
        run);
  }

  @Test
  void aRecordReadsBackAsItWasWritten() throws IOException {
    Recording recording = recorded();
    assertTrue(recording.logged() > 0 && recording.loggedBytes() > 0, Recordings.summary(recording));
    Path file = RecordFile.write(directory, recording);
    assertEquals(directory.resolve(RecordFile.NAME), file);
    Recording read = RecordFile.read(directory);
    assertEquals(recording, read);
    assertEquals(recording, RecordFile.read(file));
  }

  @Test
  void everyDamagedByteAndEveryCutIsRefused() throws IOException {
    Path file = RecordFile.write(directory, recorded());
    byte[] good = Files.readAllBytes(file);
    for (int at = 0; at < good.length; at += Math.max(1, good.length / 97)) {
      byte[] damaged = good.clone();
      damaged[at] ^= 0x20;
      Files.write(file, damaged);
      IOException refused = assertThrows(IOException.class, () -> RecordFile.read(file), "byte " + at);
      assertTrue(refused.getMessage().startsWith(file.toString()), refused.getMessage());
      Files.write(file, Arrays.copyOf(good, at));
      assertThrows(IOException.class, () -> RecordFile.read(file), "cut at " + at);
    }
  }

  @Test
  void aFileOfAnotherKindOrFormatIsNamedAsSuch() throws IOException {
    Path file = RecordFile.write(directory, recorded());
    byte[] good = Files.readAllBytes(file);
    ByteBuffer.wrap(good).putInt(8, RecordFile.VERSION + 1);
    Files.write(file, good);
    assertEquals(file + " is a dampi record of format " + (RecordFile.VERSION + 1) + "; this dampi reads format "
        + RecordFile.VERSION + " (a newer dampi wrote it)", assertThrows(IOException.class,
        () -> RecordFile.read(file)).getMessage());
    ByteBuffer.wrap(good).putInt(8, RecordFile.VERSION - 1);
    Files.write(file, good);
    assertEquals(file + " is a dampi record of format " + (RecordFile.VERSION - 1) + "; this dampi reads format "
        + RecordFile.VERSION + " (record the run again)", assertThrows(IOException.class,
        () -> RecordFile.read(file)).getMessage());
    Files.writeString(file, "{\"findings\": []}");
    assertEquals(file + " is not a dampi record", assertThrows(IOException.class, () -> RecordFile.read(file))
        .getMessage());
    Path empty = Files.createDirectory(directory.resolve("empty"));
    assertTrue(assertThrows(IOException.class, () -> RecordFile.read(empty)).getMessage().startsWith(
        "no dampi record at " + empty.resolve(RecordFile.NAME)));
  }
}
