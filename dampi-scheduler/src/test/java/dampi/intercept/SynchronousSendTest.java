package dampi.intercept;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.epoch.Epoch;
import dampi.launch.Device;
import dampi.launch.Launcher;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.niodev.NiodevLauncher;
import dampi.launch.RunResult;
import dampi.launch.TestPrograms;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import scenarios.SsendIntoIrecvWaitedLate;

/**
 * The synchronous-send rule on real MPJ runs, on both devices: the sender learns its receive's clock when the match is
 * made, without waiting for the receiver's later calls ({@link SsendIntoIrecvWaitedLate}).
 */
class SynchronousSendTest {
  @ParameterizedTest
  @CsvSource({"MULTICORE, ssend", "MULTICORE, issend", "NIODEV, ssend", "NIODEV, issend"})
  void irecvMatchedBySynchronousSendAndWaitedLateCausesNoDeadlockAndOrdersTheSendersLaterMessages(Device device,
      String call) throws Exception {
    for (Protocol protocol : Protocol.values()) {
      List<String> output = Collections.synchronizedList(new ArrayList<>());
      RunResult result = run(device, protocol, call, output);
      assertTrue(result.succeeded(), () -> protocol + " " + result.outcomes());
      assertEquals(List.of("[0] first 33 synchronous 11 relayed 22"), output, protocol.toString());
      Epoch first = result.records().get(0).epochs().get(0);
      assertEquals(3, first.matchedSource());
      // P2's message carries what P1 learned at the rendezvous: P0's clock after its first receive completed.
      assertEquals(Set.of(), first.alternatives(), protocol + " " + first);
      Epoch irecv = result.records().get(0).epochs().get(1);
      assertEquals(1, irecv.matchedSource());
      assertEquals(Set.of(), irecv.alternatives(), protocol + " " + irecv);
    }
  }

  private static RunResult run(Device device, Protocol protocol, String call, List<String> output) throws Exception {
    int ranks = 4;
    LaunchSpec spec = new LaunchSpec(TestPrograms.program(SsendIntoIrecvWaitedLate.class, call), ranks, device,
        Duration.ofSeconds(45), null);
    try (Launcher launcher = device == Device.MULTICORE ? new MulticoreLauncher(MpjInstallation.locate())
        : new NiodevLauncher(MpjInstallation.locate())) {
      return launcher.run(spec, rank -> new RankRecorder(rank, RankPlan.free(ranks, protocol)),
          (rank, error, text) -> output.add("[" + rank + "] " + text));
    }
  }
}
