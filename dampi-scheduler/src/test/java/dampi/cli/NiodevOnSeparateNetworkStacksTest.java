package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.cli.FreshJvm.Exit;
import dampi.launch.TestPrograms;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * niodev past one machine: ranks spread over three hosts with network stacks of their own ({@link ThreeHosts}),
 * started by the launch agent {@code ip netns exec {host} ... {command}}, with dampi itself on host 1 listening on
 * {@code --bind 10.213.7.1}. The ranks find the rendezvous and each other across the bridge, the searches find what
 * they find on multicore, and a killed rank, a host whose link goes down and a host that cannot reach dampi each end
 * the run within its time limit naming the host, leaving no process on any host. Needs root; skipped otherwise.
 */
@Timeout(100)
class NiodevOnSeparateNetworkStacksTest {
  /**
   * The rank JVMs' temporary directory is the test's: a rank killed by SIGKILL leaves its small MPJ home there, as it
   * would in a host's /tmp.
   */
  private static String agent() {
    return "ip netns exec {host} env JAVA_TOOL_OPTIONS=-Djava.io.tmpdir=" + directory + " {command}";
  }
  private static final long LIMIT_SECONDS = 60;
  private static ThreeHosts hosts;
  @TempDir static Path directory;
  private static Path hostsFile;

  @BeforeAll
  static void makeThreeHosts() throws IOException {
    String unavailable = ThreeHosts.unavailable();
    Assumptions.assumeTrue(unavailable == null, "niodev on separate network stacks skipped: " + unavailable);
    try {
      hosts = ThreeHosts.create();
    } catch (IOException e) { // root in a container without the right to make namespaces, for one
      Assumptions.abort("niodev on separate network stacks skipped: cannot make network namespaces here: "
          + e.getMessage());
    }
    hostsFile = Files.writeString(directory.resolve("hosts"), hosts.host(1) + "\n" + hosts.host(2) + "\n"
        + hosts.host(3) + "\n");
  }

  @AfterAll
  static void removeThem() throws IOException {
    if (hosts != null) {
      hosts.close();
    }
  }

  @AfterEach
  void noProcessIsLeftOnAnyHost() throws IOException {
    for (int host = 1; host <= 3; host++) {
      assertEquals(List.of(), hosts.processesOn(host), "left on " + hosts.host(host));
    }
  }

  @Test
  void aRacyProgramRunsAcrossTheThreeHostsWithOneOfItsOutcomes() {
    Exit exit = dampiOnHost1("run", "-np", "3", "--timeout", "30", "--classpath",
        TestPrograms.CLASSES.toString(), "races.FanInThrows");
    // Rank 0 on host 1 hears from rank 1 on host 2 and rank 2 on host 3, in either order.
    String planted = "dampi: rank 0: threw java.lang.IllegalStateException: rank 1 was not first: <order> & "
        + "\"sources\" at FanInThrows.java:29";
    assertTrue(exit.code() == 0 || exit.code() == 1 && exit.err().lines().toList().equals(List.of(planted)),
        exit::toString);
  }

  /** A deadlock in one of five interleavings: ranks 0 and 3 on host 1, rank 1 on host 2, rank 2 on host 3. */
  @Test
  void verifyOverTheThreeHostsFindsWhatMulticoreFinds() {
    String[] args = {"verify", "-np", "4", "--timeout", "30", "--classpath", TestPrograms.CLASSES.toString(),
        "examples.RacyGather"};
    Exit multicore = FreshJvm.dampi(args);
    Exit spread = dampiOnHost1(args);
    assertEquals(1, multicore.code(), multicore::toString);
    assertEquals(multicore.code(), spread.code(), spread::toString);
    assertEquals(List.of("explored 5 interleavings over 3 epochs (search exhausted)", "1 finding:",
        "  #1 deadlock at RacyGather.java:27, in 1 of 5 interleavings"), findings(multicore));
    assertEquals(findings(multicore), findings(spread));
    assertTrue(spread.out().startsWith("dampi verify: examples.RacyGather, 4 ranks, lvcp, niodev"), spread::toString);
  }

  @Test
  void aRankKilledMidRunIsAFailureNamingItsHost() throws Exception {
    Exit exit = runReadyThenWorks(() -> {
      for (String process : hosts.processesOn(2)) {
        if (process.contains("RankProcessMain 1 ")) {
          ProcessHandle.of(Long.parseLong(process.split(" ")[0])).orElseThrow().destroyForcibly();
        }
      }
    });
    assertEquals(1, exit.code(), exit::toString);
    assertTrue(exit.err().contains("dampi: rank 1: threw rank process on host " + hosts.host(2)
        + " exited with code 137"), exit::toString);
  }

  @Test
  void aHostWhoseLinkGoesDownMidRunIsNamedWellBeforeTheTimeLimit() throws Exception {
    long start = System.nanoTime();
    Exit exit;
    try {
      exit = runReadyThenWorks(() -> hosts.linkOf(3, false));
    } finally {
      hosts.linkOf(3, true);
    }
    assertEquals(1, exit.code(), exit::toString);
    assertTrue(exit.err().contains("dampi: rank 2: threw lost contact with the rank on host " + hosts.host(3)
        + ": nothing on its control channel for 8 s (the host or its network is down)"), exit::toString);
    assertTrue(Duration.ofNanos(System.nanoTime() - start).toSeconds() < 40, "the time limit is 40 s");
  }

  @Test
  void aHostThatCannotReachTheRendezvousIsOneLineNamingItAndTheSearchStops() throws IOException {
    Exit run;
    Exit verify;
    hosts.interfaceOf(3, false);
    try {
      run = dampiOnHost1("run", "-np", "3", "--timeout", "30", "--classpath", TestPrograms.CLASSES.toString(),
          "examples.HelloBarrier");
      verify = dampiOnHost1("verify", "-np", "3", "--timeout", "30", "--classpath", TestPrograms.CLASSES.toString(),
          "races.FanInThrows");
    } finally {
      hosts.interfaceOf(3, true);
    }
    String cannotReach = "rank 2 could not start on host " + hosts.host(3) + ": its process exited with code 3: "
        + "dampi rank 2: cannot reach the launcher at 10\\.213\\.7\\.1:\\d+: .*Network is unreachable";
    assertEquals(2, run.code(), run::toString);
    assertTrue(lastLine(run.err()).matches("dampi run: " + cannotReach), run::toString);
    assertEquals(2, verify.code(), verify::toString);
    assertTrue(lastLine(verify.err()).matches("dampi verify: stopped: " + cannotReach + "; the findings above are "
        + "those of the 0 interleavings that had ended"), verify::toString);
    assertTrue(verify.out().contains("(search stopped: a rank could not be started)"), verify::toString);
  }

  private static String lastLine(String text) {
    List<String> lines = text.lines().toList();
    return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
  }

  @Test
  void anAddressThatIsNotThisHostsOrHostsItCannotPlaceAreOneLineOfBadInput() {
    Exit elsewhere = dampi(hosts.host(1), List.of("run", "--device", "niodev", "--hosts", hostsFile.toString(),
        "--launch-agent", agent(), "--bind", ThreeHosts.address(2), "--classpath", TestPrograms.CLASSES.toString(),
        "examples.HelloBarrier"));
    assertEquals(new Exit(2, "", "dampi run: --bind 10.213.7.2 is not an address of this machine\n"), elsewhere);
    Exit unnamed = dampi(hosts.host(1), List.of("run", "--device", "niodev", "--hosts", hostsFile.toString(),
        "--launch-agent", agent(), "--classpath", TestPrograms.CLASSES.toString(), "examples.HelloBarrier"));
    assertEquals(new Exit(2, "", "dampi run: cannot tell which address host '" + hosts.host(1) + "' reaches this "
        + "machine by: its name does not resolve here; give the address to listen on with --bind ADDRESS\n"),
        unnamed);
  }

  /** Something done to a run of {@code launch.ReadyThenWorks} on 3 ranks once every rank is working. */
  private interface Fault {
    void strike() throws IOException;
  }

  private Exit runReadyThenWorks(Fault fault) throws Exception {
    CountDownLatch ready = new CountDownLatch(3);
    Exit exit = dampi(hosts.host(1), spreadOverTheHosts("run", "-np", "3", "--timeout", "40", "--classpath",
        TestPrograms.CLASSES.toString(), "launch.ReadyThenWorks"), line -> {
          if (line.matches("\\[\\d] rank \\d ready")) {
            ready.countDown();
          }
        }, () -> {
          assertTrue(ready.await(30, TimeUnit.SECONDS), "the ranks never got going");
          fault.strike();
        });
    return exit;
  }

  private static List<String> spreadOverTheHosts(String command, String... rest) {
    List<String> args = new ArrayList<>(List.of(command, "--device", "niodev", "--hosts", hostsFile.toString(),
        "--launch-agent", agent(), "--bind", ThreeHosts.address(1)));
    args.addAll(List.of(rest));
    return args;
  }

  private static Exit dampiOnHost1(String... args) {
    return dampi(hosts.host(1), spreadOverTheHosts(args[0], List.of(args).subList(1, args.length)
        .toArray(String[]::new)));
  }

  /** The summary's finding lines, without which interleaving first showed each (up to the device's free runs). */
  private static List<String> findings(Exit exit) {
    List<String> lines = new ArrayList<>();
    for (String line : exit.out().lines().toList()) {
      if (line.startsWith("explored ")) {
        lines.add(line.replaceAll(" in [0-9.]+ s ", " "));
      } else if (line.matches("\\s+#\\d+ .*|\\d+ findings?:")) {
        lines.add(line.replaceAll(" \\(first: \\d+\\)", ""));
      }
    }
    return lines;
  }

  private interface Action {
    void run() throws Exception;
  }

  private static Exit dampi(String host, List<String> args) {
    return dampi(host, args, line -> {}, () -> {});
  }

  /**
   * dampi in a JVM of its own on {@code host}; {@code lines} sees its standard output as it comes, and {@code meanwhile}
   * runs while it does.
   */
  private static Exit dampi(String host, List<String> args, java.util.function.Consumer<String> lines,
      Action meanwhile) {
    List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", host));
    command.addAll(FreshJvm.command(List.of(), args.toArray(String[]::new)));
    Process process = null;
    try {
      Path err = Files.createTempFile(directory, "dampi-", ".err");
      process = new ProcessBuilder(command).redirectError(err.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
      Process started = process;
      CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> {
        StringBuilder text = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(started.getInputStream(),
            Charset.defaultCharset()))) {
          for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            text.append(line).append('\n');
            lines.accept(line);
          }
        } catch (IOException e) {
          // the process is gone
        }
        return text.toString();
      });
      meanwhile.run();
      if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
        throw new AssertionError("dampi " + args + " still running after " + LIMIT_SECONDS + " s");
      }
      return new Exit(process.exitValue(), out.get(10, TimeUnit.SECONDS), Files.readString(err,
          Charset.defaultCharset()));
    } catch (Exception e) {
      throw new AssertionError("dampi " + args + " on " + host + ": " + e, e);
    } finally {
      if (process != null) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
      }
    }
  }
}
