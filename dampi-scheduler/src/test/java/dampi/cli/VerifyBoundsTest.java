package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dampi.cli.FreshJvm.Exit;
import dampi.launch.TestPrograms;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code dampi verify} with bounds: the report says what each bound cut, a run a bound cut exits 3, and options come
 * from a properties file that the command line overrides and that refuses unknown keys and bad values in one line.
 */
@Timeout(180)
class VerifyBoundsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path files;

  record Verified(int exitCode, JsonNode report) {
    JsonNode bounds() {
      return report.get("coverage").get("bounds");
    }
  }

  private Verified verify(String... optionsAndProgram) throws IOException {
    Path report = files.resolve("report.json");
    Files.deleteIfExists(report);
    List<String> args = new ArrayList<>(List.of("verify", "--report", report.toString(), "-np", "3"));
    args.addAll(List.of(optionsAndProgram));
    int exitCode = DampiCommand.execute(args.toArray(String[]::new));
    return new Verified(exitCode, JSON.readTree(report.toFile()));
  }

  private static String[] classpath(String... rest) {
    List<String> args = new ArrayList<>(List.of("--classpath", TestPrograms.CLASSES.toString()));
    args.addAll(List.of(rest));
    return args.toArray(String[]::new);
  }

  private static String[] concat(String[] first, String... second) {
    return Stream.concat(Stream.of(first), Stream.of(second)).toArray(String[]::new);
  }

  private static void assertBounds(JsonNode bounds, String mixing, int explored, int cutByMixing, int cutByRegions) {
    assertEquals(mixing, bounds.get("mixing").isNull() ? null : bounds.get("mixing").asText(), bounds.toString());
    assertEquals(explored, bounds.get("epochsExplored").asInt(), bounds.toString());
    assertEquals(cutByMixing, bounds.get("epochsCutByMixing").asInt(), bounds.toString());
    assertEquals(cutByRegions, bounds.get("epochsCutByRegions").asInt(), bounds.toString());
  }

  @Test
  void aMixingBoundThatCutsSomethingIsNoProofAndExitsThree() throws Exception {
    Verified verified = verify(concat(new String[] {"--bound-mixing", "0"},
        classpath("examples.bench.RacingRounds", "4")));
    assertEquals(VerifyCommand.CUT_SHORT, verified.exitCode());
    assertEquals(5, verified.report().get("interleavings").asInt());
    assertFalse(verified.report().get("exhausted").asBoolean());
    assertEquals("bounds", verified.report().get("coverage").get("stoppedBy").asText());
    assertBounds(verified.bounds(), "0", 4, 6, 0);
  }

  @Test
  void aMixingBoundThatCutsNothingStillProves() throws Exception {
    Verified verified = verify(concat(new String[] {"--bound-mixing", "3"},
        classpath("examples.bench.RacingRounds", "4")));
    assertEquals(DampiCommand.OK, verified.exitCode());
    assertEquals(16, verified.report().get("interleavings").asInt());
    assertTrue(verified.report().get("exhausted").asBoolean());
    assertTrue(verified.report().get("coverage").get("stoppedBy").isNull());
    assertBounds(verified.bounds(), "3", verified.bounds().get("epochsExplored").asInt(), 0, 0);
  }

  @Test
  void anUnboundedSearchReportsNoBound() throws Exception {
    Verified verified = verify(classpath("examples.bench.RacingRounds", "2"));
    assertEquals(DampiCommand.OK, verified.exitCode());
    assertBounds(verified.bounds(), null, 2 + 1, 0, 0); // free run: rounds 0 and 1; forcing round 1: itself again
    assertEquals(0, verified.bounds().get("abstractedLoops").size());
  }

  @Test
  void anAbstractedLoopIsNamedInTheReportWithWhatItCut() throws Exception {
    Verified verified = verify(concat(new String[] {"--abstract-loop", "races.AbstractedRounds#round"},
        classpath("races.AbstractedRounds", "4")));
    assertEquals(VerifyCommand.CUT_SHORT, verified.exitCode());
    assertEquals(2, verified.report().get("interleavings").asInt());
    assertEquals("bounds", verified.report().get("coverage").get("stoppedBy").asText());
    assertEquals("races.AbstractedRounds#round", verified.bounds().get("abstractedLoops").get(0).asText());
    assertBounds(verified.bounds(), null, 1, 0, 6);
  }

  @Test
  void theCommandLineOverridesTheConfigFile() throws Exception {
    Path config = files.resolve("nightly.properties");
    Files.writeString(config, "# nightly\nbound-mixing=0\nmax-interleavings=2\n"
        + "abstract-loop=races.AbstractedRounds#main, races.AbstractedRounds#round\n");
    Verified verified = verify(concat(new String[] {"--config", config.toString(), "--max-interleavings", "0"},
        classpath("races.AbstractedRounds", "4")));
    assertEquals(VerifyCommand.CUT_SHORT, verified.exitCode());
    assertEquals(2, verified.report().get("interleavings").asInt(), "the file's limit of 2 would also give 2");
    assertEquals("bounds", verified.report().get("coverage").get("stoppedBy").asText(), "not max-interleavings");
    assertEquals(2, verified.bounds().get("abstractedLoops").size(), "a comma-separated list");
    assertBounds(verified.bounds(), "0", 1, 0, 6);
  }

  @Test
  void dampiPropertiesNextToTheJarIsReadWithoutBeingNamed() throws Exception {
    Path jar = jarOf("examples.bench.RacingRounds");
    Files.writeString(files.resolve(ConfigFile.DEFAULT_NAME), "bound-mixing=1\n");
    Verified verified = verify(jar.toString(), "3");
    assertEquals(VerifyCommand.CUT_SHORT, verified.exitCode());
    assertEquals(6, verified.report().get("interleavings").asInt(), "2E at K=1 for E=3");
    assertEquals(1, verified.bounds().get("mixing").asInt());
  }

  static Stream<Arguments> badBounds() {
    return Stream.of(
        Arguments.of("colour=blue\n", List.of(), "colour"),
        Arguments.of("max-interleavings=lots\n", List.of(), "max-interleavings=lots"),
        Arguments.of("protocol=xyz\n", List.of(), "protocol=xyz"),
        Arguments.of("stop-at-first-error=maybe\n", List.of(), "stop-at-first-error=maybe"),
        Arguments.of("bound-mixing=-2\n", List.of(), "bound-mixing=-2"),
        Arguments.of("", List.of("--bound-mixing", "-1"), "--bound-mixing"),
        Arguments.of("", List.of("--abstract-loop", "races.AbstractedRounds#nope"), "nope"),
        Arguments.of("", List.of("--abstract-loop", "races.Missing#round"), "races.Missing"),
        Arguments.of("", List.of("--abstract-loop", "round"), "Class#method"));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("badBounds")
  void badBoundsOrConfigEntriesExitTwoWithOneLine(String config, List<String> options, String mentions)
      throws IOException {
    Path file = files.resolve("dampi.properties");
    Files.writeString(file, config);
    List<String> args = new ArrayList<>(List.of("verify", "--config", file.toString()));
    args.addAll(options);
    args.addAll(List.of(classpath("races.AbstractedRounds", "2")));
    Exit exit = FreshJvm.dampi(args.toArray(String[]::new));
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.out() + exit.err());
    assertEquals(1, exit.errLines().size(), "exactly one line on standard error: " + exit.err());
    String line = exit.errLines().get(0);
    assertTrue(line.startsWith("dampi verify: ") && line.contains(mentions), line);
    assertEquals("", exit.out(), "nothing runs");
  }

  /** Once "Input length = 1". */
  @Test
  void aBinaryConfigFileIsSaidToBeNoTextFile() throws IOException {
    Path binary = Files.write(files.resolve("binary.properties"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
    Exit exit = FreshJvm.dampi(concat(new String[] {"verify", "--config", binary.toString()},
        classpath("examples.bench.RacingRounds")));
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.err());
    assertEquals(List.of("dampi verify: config file " + binary + " is not a text file (not UTF-8)"), exit.errLines());
  }

  @Test
  void aMissingConfigFileIsBadInput() {
    Exit exit = FreshJvm.dampi(concat(new String[] {"verify", "--config", files.resolve("none.properties").toString()},
        classpath("examples.bench.RacingRounds")));
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.err());
    assertEquals(1, exit.errLines().size(), exit.err());
    assertTrue(exit.err().contains("none.properties"), exit.err());
  }

  /** A jar in the temporary directory holding one class of the test programs, named as its Main-Class. */
  private Path jarOf(String className) throws IOException {
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, className);
    Path jar = files.resolve("app.jar");
    String entry = className.replace('.', '/') + ".class";
    try (OutputStream out = Files.newOutputStream(jar); JarOutputStream jarOut = new JarOutputStream(out, manifest)) {
      jarOut.putNextEntry(new JarEntry(entry));
      jarOut.write(Files.readAllBytes(TestPrograms.CLASSES.resolve(entry)));
      jarOut.closeEntry();
    }
    return jar;
  }
}
