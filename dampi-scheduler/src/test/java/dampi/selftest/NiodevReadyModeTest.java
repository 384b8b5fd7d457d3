package dampi.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dampi.cli.DampiCommand;
import dampi.rank.RankRecord;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ready-mode rule (MPI-3.1 §3.4) is judged where the receiver's state is seen, on multicore. On niodev a ready send
 * started before its receive was posted went unreported and the verdict said nothing was missing; it now says that
 * coverage is incomplete, as it does for every call dampi does not model.
 */
@Timeout(120)
class NiodevReadyModeTest {
  @TempDir Path files;

  @Test
  void aReadySendOnNiodevMakesTheVerdictSayItsRuleWasNotJudged() throws Exception {
    Path report = files.resolve("report.json");
    int exitCode = DampiCommand.execute("verify", "-np", "2", "--device", "niodev", "--timeout", "60", "--report",
        report.toString(), "--classpath", LabelledProgramsTest.CLASSES.toString(),
        "suite.ready.BlockingReadySendBeforeTheBarrier");
    JsonNode parsed = new ObjectMapper().readTree(report.toFile());
    assertEquals(3, exitCode, parsed.toString());
    assertTrue(parsed.get("coverage").get("unsupportedCalls").has(RankRecord.READY_MODE_NOT_CHECKED),
        parsed.toString());
  }
}
