package dampi.bench;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** The replay-logging figures as the paper shows them: per size, a row per bound and a column per checkpoint period. */
public final class ReplayLoggingTable {
  private ReplayLoggingTable() {}

  public static void print(PrintStream out, List<ReplayLoggingBenchmark.Figure> figures) {
    Map<Integer, List<ReplayLoggingBenchmark.Figure>> bySize = figures.stream().collect(Collectors.groupingBy(
        ReplayLoggingBenchmark.Figure::ranks, TreeMap::new, Collectors.toList()));
    bySize.forEach((ranks, ofSize) -> {
      out.printf(Locale.ROOT, "replay logging, %d ranks, simulated on traces of %s: messages logged %%, average and "
          + "maximum replay cost (intervals per rank), averaged over the programs%n", ranks, programs(ofSize));
      StringBuilder header = new StringBuilder(String.format("%-8s", "bound"));
      for (double period : ReplayLoggingBenchmark.PERIODS) {
        header.append(String.format(Locale.ROOT, " %20s", "checkpoint " + Math.round(period * 100) + "%"));
      }
      out.println(header);
      for (int bound : ofSize.stream().filter(f -> f.period() > 0).map(ReplayLoggingBenchmark.Figure::bound)
          .distinct().sorted().toList()) {
        StringBuilder row = new StringBuilder(String.format("%-8s", bound == ranks ? bound + " (N)"
            : bound == 2 * ranks ? bound + " (2N)" : bound));
        for (double period : ReplayLoggingBenchmark.PERIODS) {
          List<ReplayLoggingBenchmark.Figure> cell = ofSize.stream().filter(f -> f.bound() == bound
              && f.period() == period).toList();
          row.append(String.format(Locale.ROOT, " %6.1f%% %5.2f/%5.2f", 100 * mean(cell, "logged"),
              mean(cell, "average"), mean(cell, "maximum")));
        }
        out.println(row);
      }
      out.printf(Locale.ROOT, "replay logging, %d ranks, recorded runs (one interval per rank): receives logged %%, "
          + "ranks a replay of one rank re-executes (average/maximum), log bytes per receive%n", ranks);
      for (ReplayLoggingBenchmark.Figure figure : ofSize.stream().filter(f -> f.period() == 0).toList()) {
        out.printf(Locale.ROOT, "  %-20s %6d receives, bound %-4d %6.1f%% %6.1f/%-3d %7.1f B%n",
            figure.program().substring(figure.program().lastIndexOf('.') + 1), figure.messages(), figure.bound(),
            100 * figure.loggedShare(), figure.averageRanks(), figure.maximumRanks(), figure.logBytesPerMessage());
      }
    });
  }

  private static String programs(List<ReplayLoggingBenchmark.Figure> figures) {
    return figures.stream().map(f -> f.program().substring(f.program().lastIndexOf('.') + 1)).distinct()
        .collect(Collectors.joining(", "));
  }

  private static double mean(List<ReplayLoggingBenchmark.Figure> figures, String what) {
    return figures.stream().mapToDouble(f -> switch (what) {
      case "logged" -> f.loggedShare();
      case "average" -> f.averageCost();
      default -> f.maximumCost();
    }).average().orElse(Double.NaN);
  }
}
