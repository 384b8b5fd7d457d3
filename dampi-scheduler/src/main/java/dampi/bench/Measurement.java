package dampi.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Repeated samples of one figure under several configurations, taken in interleaved order. */
public final class Measurement {
  private final String name;
  private final String unit;
  private final List<String> configurations;
  private final List<List<Double>> samples = new ArrayList<>();

  public Measurement(String name, String unit, List<String> configurations) {
    this.name = name;
    this.unit = unit;
    this.configurations = List.copyOf(configurations);
    configurations.forEach(configuration -> samples.add(new ArrayList<>()));
  }

  public void add(int configuration, double value) {
    samples.get(configuration).add(value);
  }

  public String name() {
    return name;
  }

  public String unit() {
    return unit;
  }

  public List<String> configurations() {
    return configurations;
  }

  public double median(int configuration) {
    return median(samples.get(configuration));
  }

  /** The median of the ratios of repetition i under {@code configuration} to repetition i under {@code base}. */
  public double medianRatio(int configuration, int base) {
    List<Double> of = samples.get(configuration);
    List<Double> to = samples.get(base);
    List<Double> ratios = new ArrayList<>();
    for (int i = 0; i < Math.min(of.size(), to.size()); i++) {
      ratios.add(of.get(i) / to.get(i));
    }
    return median(ratios);
  }

  private static double median(List<Double> values) {
    if (values.isEmpty()) {
      return Double.NaN;
    }
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int middle = sorted.size() / 2;
    return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
  }
}
