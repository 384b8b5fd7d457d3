package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.cli.FreshJvm.Exit;
import dampi.launch.OutputRouter;
import dampi.launch.TestPrograms;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import launch.RecvNobodySends;
import launch.SleepsForever;
import launch.ThrowInRankOne;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code dampi run} end to end. Exit codes: 0 when every rank finalized, 1 when the program failed, 2 for bad input,
 * which is also always exactly one line on standard error naming the problem, never a stack trace.
 *
 * <p>Each case runs twice where it matters: through {@link DampiCommand#execute} in this JVM (the exit code is
 * returned, the JVM carries on, and whatever reaches {@code System.err} has no stack trace), and in a {@link FreshJvm}
 * where the real exit code and the complete output are checked, since the command line prints its own messages on
 * {@link OutputRouter#originalErr()}, which a test cannot redirect once any run has happened in this JVM.
 */
@Timeout(180)
class RunCommandTest {
  private static final String TEST_CLASSES = TestPrograms.CLASSES.toString();
  private static final String PROGRAMS = "launch.";
  private static final String HELLO = PROGRAMS + "OneHelloPerRank";

  @TempDir static Path files;

  /** A command line that must be refused, and what its one line of standard error must mention. */
  record BadInput(String name, List<String> args, List<String> mentions) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<BadInput> badInputs() throws IOException {
    Path missingJar = files.resolve("no-such-app.jar");
    Path jarWithoutMainClass = jarWithoutMainClass(files.resolve("no-main-class.jar"));
    Path notAJar = Files.writeString(files.resolve("text.jar"), "plain text, not a zip");
    Path missingClasses = files.resolve("no-such-classes");
    Path hosts = Files.writeString(files.resolve("hosts"), "localhost\n");
    return Stream.of(
        new BadInput("missing jar", List.of("run", "-np", "2", missingJar.toString()),
            List.of(missingJar.toString(), "not found")),
        new BadInput("missing program that is not a jar name", List.of("run", "no.such.Program"),
            List.of("no.such.Program", "--classpath")),
        new BadInput("jar without Main-Class", List.of("run", "-np", "2", jarWithoutMainClass.toString()),
            List.of(jarWithoutMainClass.toString(), "Main-Class")),
        new BadInput("file that is not a jar", List.of("run", notAJar.toString()), List.of(notAJar.toString())),
        new BadInput("class without main", List.of("run", "-np", "2", "--classpath", TEST_CLASSES, PROGRAMS + "NoMain"),
            List.of(PROGRAMS + "NoMain", "main")),
        new BadInput("class not on the class path", List.of("run", "--classpath", TEST_CLASSES, PROGRAMS + "Nothing"),
            List.of(PROGRAMS + "Nothing", "not found")),
        new BadInput("missing class path entry", List.of("run", "--classpath", missingClasses.toString(), HELLO),
            List.of(missingClasses.toString())),
        new BadInput("-np 0", List.of("run", "-np", "0", "--classpath", TEST_CLASSES, HELLO), List.of("-np", "0")),
        new BadInput("-np 5000", List.of("run", "-np", "5000", "--classpath", TEST_CLASSES, HELLO),
            List.of("-np", "5000")),
        new BadInput("-np not a number", List.of("run", "-np", "four", "--classpath", TEST_CLASSES, HELLO),
            List.of("four")),
        new BadInput("unknown device", List.of("run", "--device", "foo", "--classpath", TEST_CLASSES, HELLO),
            List.of("foo")),
        new BadInput("unknown option", List.of("run", "--frobnicate", "--classpath", TEST_CLASSES, HELLO),
            List.of("--frobnicate")),
        new BadInput("no program", List.of("run", "-np", "2"), List.of("Missing")),
        new BadInput("timeout 0", List.of("run", "--timeout", "0", "--classpath", TEST_CLASSES, HELLO),
            List.of("--timeout")),
        new BadInput("hosts without niodev", List.of("run", "--hosts", hosts.toString(), "--classpath", TEST_CLASSES,
            HELLO), List.of("--hosts")),
        new BadInput("unknown launch agent", List.of("run", "--device", "niodev", "--hosts", hosts.toString(),
            "--launch-agent", "rsh", "--classpath", TEST_CLASSES, HELLO), List.of("unknown launch agent 'rsh'")),
        new BadInput("launch agent template without its command", List.of("run", "--device", "niodev", "--hosts",
            hosts.toString(), "--launch-agent", "ssh -p 2222 {host}", "--classpath", TEST_CLASSES, HELLO),
            List.of("'ssh -p 2222 {host}'", "{command}")),
        new BadInput("bind to an address of another machine", List.of("run", "--device", "niodev", "--bind",
            "192.0.2.1", "--classpath", TEST_CLASSES, HELLO), List.of("--bind 192.0.2.1", "not an address")),
        new BadInput("replay bound without a record", List.of("run", "--replay-bound", "4", "--classpath",
            TEST_CLASSES, HELLO), List.of("--replay-bound needs --record")),
        new BadInput("replay bound 0", List.of("run", "--record", files.resolve("record").toString(),
            "--replay-bound", "0", "--classpath", TEST_CLASSES, HELLO), List.of("--replay-bound", "0")),
        new BadInput("launch agent without hosts", List.of("run", "--device", "niodev", "--launch-agent", "ssh",
            "--classpath", TEST_CLASSES, HELLO), List.of("--launch-agent ssh needs --hosts")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badInputs")
  void badInputReturnsTwoFromExecuteWithoutAStackTrace(BadInput input) {
    InProcess run = InProcess.execute(input.args());

    assertEquals(DampiCommand.BAD_INPUT, run.code(), run.err());
    assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
    assertTrue(run.err().lines().count() <= 1, "at most one line on System.err: " + run.err());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badInputs")
  void badInputExitsWithTwoAndOneLineNamingTheProblem(BadInput input) {
    Exit exit = FreshJvm.dampi(input.args().toArray(String[]::new));

    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.err());
    assertFalse(exit.err().contains("\tat "), "no stack trace: " + exit.err());
    assertEquals(1, exit.errLines().size(), "exactly one line on standard error: " + exit.err());
    String line = exit.errLines().get(0);
    assertTrue(line.startsWith("dampi run: "), line);
    for (String mention : input.mentions()) {
      assertTrue(line.contains(mention), "'" + line + "' should mention " + mention);
    }
    assertEquals("", exit.out(), "nothing on standard output");
  }

  @ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.ValueSource(strings = {"multicore", "niodev"})
  void aRecordedRunWritesItsRecordAndSaysWhatItLogged(String device) throws Exception {
    Path directory = files.resolve("recorded-" + device);
    Exit exit = FreshJvm.dampi("run", "-np", "5", "--device", device, "--record", directory.toString(),
        "--replay-bound", "2", "--classpath", TEST_CLASSES, "suite.realistic.MonteCarloPi");
    assertEquals(DampiCommand.OK, exit.code(), exit.err());
    // rank 0 takes 4 wildcard messages: the first joins its set, the other 3 would make it 3 ranks; each message
    // is 2 longs after MPJ's 8-byte section header
    assertEquals(List.of("dampi run: recorded for replay in " + directory.resolve(dampi.record.RecordFile.NAME)
        + ": 3 of 4 receives logged (75.0%, 72 bytes); a replay of one rank re-executes at most 2 of 5 ranks "
        + "(bound 2)"), exit.errLines());
    dampi.record.Recording recording = dampi.record.RecordFile.read(directory);
    assertEquals(3, recording.logged());
    for (dampi.replay.RecordedReceive receive : recording.logs().get(0).receives()) {
      if (receive.logged()) { // the log holds what the worker sent: its hits, then its 20000 x rank samples
        byte[] packed = receive.contents().staticBytes();
        java.nio.ByteBuffer data = java.nio.ByteBuffer.wrap(packed).order(receive.contents().bigEndian()
            ? java.nio.ByteOrder.BIG_ENDIAN : java.nio.ByteOrder.LITTLE_ENDIAN);
        assertEquals(20000L * receive.source(), data.getLong(packed.length - 8), "from rank " + receive.source());
      }
    }
    // a record from either device replays in one JVM: rank 0's logged messages are MPJ's packed bytes either way
    dampi.record.SubsetReplayRun.Outcome outcome = dampi.record.SubsetReplayRun.run(recording, java.util.Set.of(0),
        java.time.Duration.ofSeconds(60), dampi.launch.RankOutput.discard());
    assertTrue(outcome.asRecorded() && outcome.divergence() == null && outcome.reexecuted().size() <= 2,
        outcome.toString());
  }

  /** Once {@code --timeout 5} after the program set dampi's timeout, and the program got nothing. */
  @Test
  void everythingAfterTheProgramIsTheProgramsOwnEvenWhenItLooksLikeAnOption() {
    Exit exit = FreshJvm.dampi("run", "-np", "2", "--classpath", TEST_CLASSES, PROGRAMS + "EchoArguments",
        "--timeout", "5", "-np", "9", "x");
    assertEquals(DampiCommand.OK, exit.code(), exit.err());
    assertEquals(List.of("[0] arguments: --timeout 5 -np 9 x"), exit.out().lines().toList());
  }

  /** Once multicore ranks read dampi's own standard input while niodev ranks read an empty one. */
  @ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.ValueSource(strings = {"multicore", "niodev"})
  void ranksReadAnEmptyStandardInputOnEveryDevice(String device) throws IOException {
    Path input = Files.writeString(files.resolve("input-" + device + ".txt"), "twelve bytes");
    Exit exit = FreshJvm.dampiReading(input.toFile(), "run", "-np", "2", "--device", device, "--classpath",
        TEST_CLASSES, PROGRAMS + "ReadsStandardInput");
    assertEquals(DampiCommand.OK, exit.code(), exit.err());
    assertEquals(List.of("[0] read 0 bytes"), exit.out().lines().toList());
  }

  @Test
  void executeReturnsZeroForAProgramThatFinalizesAndOneForAThrowingOne() {
    assertEquals(DampiCommand.OK, InProcess.execute(List.of("run", "-np", "2", "--classpath", TEST_CLASSES, HELLO)).code());
    assertEquals(DampiCommand.FAILED,
        InProcess.execute(List.of("run", "-np", "4", "--classpath", TEST_CLASSES, PROGRAMS + "ThrowInRankOne")).code());
  }

  @Test
  void aProgramThatFinalizesEverywhereExitsWithZeroAndPrintsEachRanksLinePrefixed() {
    Exit exit = FreshJvm.dampi("run", "-np", "2", "--classpath", TEST_CLASSES, HELLO);

    assertEquals(DampiCommand.OK, exit.code(), exit.err());
    assertEquals("", exit.err());
    assertEquals(List.of("[0] hello from rank 0 of 2", "[1] hello from rank 1 of 2"),
        exit.out().lines().sorted().toList());
  }

  @Test
  void aProgramWithAThrowingRankExitsWithOneAndSaysWhereItThrew() {
    Exit exit = FreshJvm.dampi("run", "-np", "4", "--classpath", TEST_CLASSES, PROGRAMS + "ThrowInRankOne");

    assertEquals(DampiCommand.FAILED, exit.code(), exit.err());
    String aborted = " failed (it was at ThrowInRankOne.java:" + ThrowInRankOne.BARRIER_LINE + ")";
    assertEquals(List.of(
        "dampi: rank 0: aborted after rank 1" + aborted,
        "dampi: rank 1: threw java.lang.IllegalStateException: rank one gives up at ThrowInRankOne.java:"
            + ThrowInRankOne.THROW_LINE,
        "dampi: rank 2: aborted after rank 1" + aborted,
        "dampi: rank 3: aborted after rank 1" + aborted),
        dampiLines(exit));
  }

  @Test
  void aDeadlockedProgramExitsWithOneAndSaysWhereEachRankIsBlocked() {
    Exit exit = FreshJvm.dampi("run", "-np", "2", "--classpath", TEST_CLASSES, PROGRAMS + "RecvNobodySends");

    assertEquals(DampiCommand.FAILED, exit.code(), exit.err());
    String at = " at RecvNobodySends.java:" + RecvNobodySends.RECV_LINE;
    assertEquals(List.of(
        "dampi: rank 0: blocked forever in Comm.Recv" + at,
        "dampi: rank 1: blocked forever in Comm.Recv" + at),
        dampiLines(exit));
  }

  @Test
  void aProgramStillRunningAtTheTimeoutIsTornDownAndExitsWithOne() {
    Exit exit = FreshJvm.dampi("run", "-np", "2", "--timeout", "1", "--classpath", TEST_CLASSES,
        PROGRAMS + "SleepsForever");

    assertEquals(DampiCommand.FAILED, exit.code(), exit.err());
    String at = " s time limit, at SleepsForever.java:" + SleepsForever.SLEEP_LINE;
    assertEquals(List.of(
        "dampi: rank 0: still running after the 1.0" + at,
        "dampi: rank 1: still running after the 1.0" + at),
        dampiLines(exit));
  }

  @Test
  void ranksTornDownAfterAFailurePrintNoStackTrace() {
    Exit exit = FreshJvm.dampi("run", "-np", "4", "--classpath", TEST_CLASSES, PROGRAMS + "ThrowInRankOne");

    assertEquals(DampiCommand.FAILED, exit.code(), exit.err());
    assertFalse(exit.err().contains("\tat "), "no stack trace: " + exit.err());
    assertEquals(4, exit.errLines().size(), "only dampi's one line per failed rank: " + exit.err());
  }

  /** dampi's own lines on standard error (the ranks' output is there too, each line prefixed by its rank). */
  private static List<String> dampiLines(Exit exit) {
    return exit.errLines().stream().filter(line -> line.startsWith("dampi")).toList();
  }

  private static Path jarWithoutMainClass(Path jar) throws IOException {
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
      out.putNextEntry(new JarEntry("readme.txt"));
      out.write("no program here".getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }
    return jar;
  }

  /** {@link DampiCommand#execute} in this JVM, with {@code System.err} captured for the duration of the call. */
  private record InProcess(int code, String err) {
    static InProcess execute(List<String> args) {
      // OutputRouter keeps the System.err it finds at its initialisation: make sure that is not the buffer below
      OutputRouter.originalErr();
      ByteArrayOutputStream buffer = new ByteArrayOutputStream();
      PrintStream capture = new PrintStream(buffer, true, StandardCharsets.UTF_8);
      PrintStream before = System.err;
      System.setErr(capture);
      int code;
      try {
        code = DampiCommand.execute(args.toArray(String[]::new));
      } finally {
        if (System.err == capture) { // OutputRouter may have installed its own stream meanwhile: that one stays
          System.setErr(before);
        }
      }
      return new InProcess(code, buffer.toString(StandardCharsets.UTF_8));
    }
  }
}
