package dampi.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import suite.Expect;

/**
 * The device does not decide the verdict where a nonblocking receive matches long before the program completes it, or
 * never does. niodev fills in a receive's status only at its completion; read from its request, the match is known as
 * soon as multicore's, so both devices explore the same outcomes and report the same findings. Before, niodev's
 * searches ran extra schedules (6 for the leak's 4 outcomes, 5 or 6 for the token's 4, 3 for the 2 outcomes of {@code
 * suite.types.TruncationAtTheFirstOfTwoIrecvs}, now 2 on both devices), judged a feasible forced run
 * infeasible (the deadlock found in some searches only), and reported a message that was received as never received.
 */
@Timeout(300)
class NiodevMatchesTest {
  @TempDir java.nio.file.Path files;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"suite.leak.WaitanyLeavesAMatchedReceive",
      "suite.nonblocking.WildcardIrecvStarvesANamedOneDeadlock", "suite.nonblocking.TokenToTheFirstReplyAssumed"})
  void niodevFindsWhatMulticoreFindsInTheSameInterleavings(String program) throws Exception {
    Expect label = Class.forName(program).getAnnotation(Expect.class);
    LabelledProgramsTest verifier = new LabelledProgramsTest();
    verifier.files = files.resolve("multicore");
    java.nio.file.Files.createDirectories(verifier.files);
    JsonNode multicore = verifier.verify(program, label, label.buffering(), "--device", "multicore");
    verifier.files = files.resolve("niodev");
    java.nio.file.Files.createDirectories(verifier.files);
    JsonNode niodev = verifier.verify(program, label, label.buffering(), "--device", "niodev");
    assertEquals(label.interleavings(), multicore.get("interleavings").asInt(), "multicore: " + multicore);
    assertEquals(label.interleavings(), niodev.get("interleavings").asInt(), "niodev: " + niodev);
    assertEquals(findings(multicore), findings(niodev), "niodev: " + niodev);
    assertEquals(Set.of(label.findings()), kinds(niodev), "niodev: " + niodev);
  }

  /**
   * A forced wildcard receive names its forced source at the device, so niodev's request has that sender from the
   * start: only the match itself says it matched. Under LLCP the search forces these programs' first wildcard to a
   * message it can never take; the receive behind it (an Irecv's, a Sendrecv's) is held until the forced one
   * matches, so those runs are infeasible and the one outcome MPI allows is the only interleaving. Taken for matched at
   * once, the forced receive let the receive behind take its message, and the program's own check failed.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"suite.nonblocking.WildcardIrecvsPostedTogetherCorrect",
      "suite.nonblocking.SendrecvBehindAWildcardIrecvCorrect"})
  void aForcedWildcardCountsAsMatchedOnlyOnceItMatches(String program) throws Exception {
    java.nio.file.Path report = files.resolve("llcp.json");
    int exitCode = dampi.cli.DampiCommand.execute("verify", "--protocol", "llcp", "-np", "3", "--device", "niodev",
        "--timeout", "60", "--report", report.toString(), "--classpath", LabelledProgramsTest.CLASSES.toString(),
        program);
    JsonNode parsed = new com.fasterxml.jackson.databind.ObjectMapper().readTree(report.toFile());
    assertEquals(0, exitCode, parsed.toString());
    assertEquals(1, parsed.get("interleavings").asInt(), parsed.toString());
  }

  /** Each finding's kind, line and message: what a user compares. */
  private static Set<String> findings(JsonNode report) {
    Set<String> findings = new TreeSet<>();
    report.get("findings").forEach(finding -> findings.add(finding.get("kind").asText() + " at "
        + finding.get("site").asText() + ": " + finding.get("message").asText()));
    return findings;
  }

  private static Set<String> kinds(JsonNode report) {
    Set<String> kinds = new TreeSet<>();
    report.get("findings").forEach(finding -> kinds.add(finding.get("kind").asText()));
    return kinds;
  }
}
