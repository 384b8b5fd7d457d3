package dampi.maven;

import java.util.ArrayList;
import java.util.List;

/**
 * One program for {@code dampi:verify} to verify, as the POM lists it:
 *
 * <pre>
 *   &lt;program&gt;
 *     &lt;mainClass&gt;com.example.Gather&lt;/mainClass&gt;
 *     &lt;ranks&gt;4&lt;/ranks&gt;
 *     &lt;args&gt;&lt;arg&gt;--size&lt;/arg&gt;&lt;arg&gt;64&lt;/arg&gt;&lt;/args&gt;
 *     &lt;protocol&gt;lvcp&lt;/protocol&gt;
 *   &lt;/program&gt;
 * </pre>
 *
 * The fields mean what the options of {@code dampi verify} of the same names mean.
 */
public class Program {
  String mainClass;
  int ranks = 4;
  List<String> args = new ArrayList<>();
  String protocol = "auto";
  String buffering = "zero";
  int maxInterleavings;
  double timeLimitSeconds;
  double runTimeoutSeconds = 60;
  Integer boundMixing;
  List<String> abstractLoops = new ArrayList<>();

  /** The name of its reports: {@code MAINCLASS-Nranks}. */
  String reportName() {
    return mainClass + "-" + ranks + "ranks";
  }
}
