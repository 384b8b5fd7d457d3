package dampi.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import suite.Expect;
import suite.buffering.HeadToHeadSend;

/**
 * The buffering model decides the verdict, not the device: two ranks that both Send first deadlock under zero
 * buffering and finish under eager buffering, on the multicore device (whose Send is zero-buffered by nature) and on
 * niodev (whose Send is eager below 128 KiB by nature) alike; and so does a program that needs buffering only for a
 * Sendrecv's send half, a standard send too (MPI-3.1 §3.10), which each device's own Sendrecv buffered its way, or
 * for Isends waited for before the receives (each device completes its send requests its own way), or for a buffered
 * message its Buffer_detach waits for (MPI-3.1 §3.6.1). The reverse too:
 * a race that only a buffered standard Send makes is found under eager buffering and not there under zero.
 */
@Timeout(300)
class BufferingModelTest {
  @TempDir java.nio.file.Path files;

  @ParameterizedTest(name = "{0} on {1} under {2} buffering: {3}")
  @CsvSource({
      "HeadToHeadSend, multicore, zero, deadlock",
      "HeadToHeadSend, multicore, eager, ''",
      "HeadToHeadSend, niodev, zero, deadlock",
      "HeadToHeadSend, niodev, eager, ''",
      "SendrecvHalfNeedsBuffering, multicore, zero, deadlock",
      "SendrecvHalfNeedsBuffering, multicore, eager, ''",
      "SendrecvHalfNeedsBuffering, niodev, zero, deadlock",
      "SendrecvHalfNeedsBuffering, niodev, eager, ''",
      "IsendsWaitedHeadToHead, multicore, zero, deadlock",
      "IsendsWaitedHeadToHead, multicore, eager, ''",
      "IsendsWaitedHeadToHead, niodev, zero, deadlock",
      "IsendsWaitedHeadToHead, niodev, eager, ''",
      "DetachBeforeTheReply, multicore, zero, deadlock",
      "DetachBeforeTheReply, multicore, eager, ''",
      "DetachBeforeTheReply, niodev, zero, deadlock",
      "DetachBeforeTheReply, niodev, eager, ''",
      "ForwardedMessageOvertakesUnderEager, multicore, zero, ''",
      "ForwardedMessageOvertakesUnderEager, multicore, eager, exception",
      "ForwardedMessageOvertakesUnderEager, niodev, zero, ''",
      "ForwardedMessageOvertakesUnderEager, niodev, eager, exception"})
  void programsThatNeedBufferingGetTheSameVerdictOnEveryDevice(String program, String device, String buffering,
      String expected) throws Exception {
    LabelledProgramsTest verifier = new LabelledProgramsTest();
    verifier.files = files;
    Class<?> main = Class.forName(HeadToHeadSend.class.getPackageName() + "." + program);
    Expect label = main.getAnnotation(Expect.class);
    Expect asExpected = expected.isEmpty() ? withoutFindings(label, buffering) : label;
    JsonNode report = verifier.verify(main.getName(), asExpected, buffering, "--device", device);
    Set<String> kinds = new TreeSet<>();
    report.get("findings").forEach(finding -> kinds.add(finding.get("kind").asText()));
    assertEquals(expected.isEmpty() ? Set.of() : Set.of(expected), kinds, report.toString());
    assertEquals(buffering, report.get("buffering").asText());
  }

  /**
   * The same label with no findings expected under {@code buffering}, where that model makes the program correct;
   * its count of interleavings holds under the label's own model only (zero may leave one outcome of a race).
   */
  private static Expect withoutFindings(Expect label, String buffering) {
    return new Expect() {
      public Class<? extends java.lang.annotation.Annotation> annotationType() {
        return Expect.class;
      }

      public String[] findings() {
        return new String[0];
      }

      public String category() {
        return label.category();
      }

      public int ranks() {
        return label.ranks();
      }

      public int interleavings() {
        return buffering.equals(label.buffering()) ? label.interleavings() : -1;
      }

      public String buffering() {
        return label.buffering();
      }

      public String[] args() {
        return label.args();
      }
    };
  }
}
