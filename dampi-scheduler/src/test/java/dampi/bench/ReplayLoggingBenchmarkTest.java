package dampi.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.launch.TestPrograms;
import dampi.replay.MessageTrace;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The replay-logging figures come from real traces and real recorded runs of every realistic program, and keep the
 * rule's guarantees.
 */
class ReplayLoggingBenchmarkTest {
  private static final int RANKS = 8;

  @Test
  void everyRealisticProgramIsTracedAndItsFiguresKeepTheBound() throws Exception {
    ReplayLoggingBenchmark benchmark = new Benchmark(TestPrograms.CLASSES, 1).replayLogging();
    List<ReplayLoggingBenchmark.Figure> figures = new ArrayList<>();
    for (ReplayLoggingBenchmark.Program program : ReplayLoggingBenchmark.REALISTIC) {
      MessageTrace trace = benchmark.trace(program, RANKS);
      assertTrue(trace.messages().size() >= RANKS - 1, program + ": " + trace.messages().size() + " messages");
      figures.addAll(ReplayLoggingBenchmark.simulate(program.mainClass(), trace, ReplayLoggingBenchmark.bounds(
          RANKS)));
      for (int bound : ReplayLoggingBenchmark.bounds(RANKS)) {
        figures.add(benchmark.recorded(program, RANKS, bound));
      }
    }
    assertEquals(List.of(1, 2, 4, RANKS), ReplayLoggingBenchmark.bounds(RANKS));
    for (ReplayLoggingBenchmark.Figure figure : figures) {
      assertTrue(figure.maximumRanks() <= figure.bound(), figure.toString());
      assertTrue(figure.maximumCost() * RANKS <= figure.bound() + 1e-9, figure.toString());
      if (figure.period() == 0 && figure.bound() == 1) {
        assertEquals(1.0, figure.loggedShare(), figure + ": none of these programs sends to itself");
      }
      if (figure.period() == 0 && figure.bound() == RANKS) {
        assertEquals(0.0, figure.loggedShare(), figure + ": one interval per rank fits a bound of every rank");
      }
    }
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    ReplayLoggingTable.print(new PrintStream(printed, true, StandardCharsets.UTF_8), figures);
    String table = printed.toString(StandardCharsets.UTF_8);
    assertTrue(table.contains("replay logging, 8 ranks") && table.contains("checkpoint 25%")
        && table.contains("recorded runs") && table.contains("MasterWorkerMatmul"), table);
  }
}
