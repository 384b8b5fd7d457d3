package dampi.report;

import java.util.List;
import java.util.Map;

/**
 * The JSON report of {@code dampi verify} (schema below is a contract: scripts and CI read it).
 *
 * <pre>
 * {"tool":"dampi","version":"0.1.0","program":{"jar":"app.jar","mainClass":"Main","classpath":[...],"args":[]},
 *  "ranks":4,"protocol":"llcp","device":"multicore","buffering":"zero","interleavings":6,"epochs":5,"exhausted":true,"elapsedMs":1234,
 *  "findings":[{"kind":"deadlock","interleaving":3,"count":2,"ranks":[0],"message":"...","site":"Foo.java:31",
 *               "decisions":[{"rank":0,"epoch":1,"source":3,"site":"Foo.java:20"}]}],
 *  "coverage":{"stoppedBy":null,"unsupportedCalls":{"Comm.Iprobe(ANY_SOURCE)":3},
 *              "bounds":{"mixing":null,"abstractedLoops":[],"epochsExplored":4,"epochsCutByMixing":0,
 *                        "epochsCutByRegions":0}}}
 * </pre>
 */
public record VerificationReport(String tool, String version, ProgramInfo program, int ranks, String protocol,
    String device, String buffering, int interleavings, int epochs, boolean exhausted, long elapsedMs, List<FindingEntry> findings,
    Coverage coverage) {

  /** What was verified; {@code jar} is null when the program was given as a class path and a class. */
  public record ProgramInfo(String jar, String mainClass, List<String> classpath, List<String> args) {}

  /** One distinct finding; {@code interleaving} is the first that showed it, {@code count} how many did. */
  public record FindingEntry(String kind, int interleaving, int count, List<Integer> ranks, String message,
      String site, List<DecisionEntry> decisions) {}

  /**
   * One forced choice of the schedule that reproduces a finding.
   *
   * @param completion the epoch is a Waitany, Testany or Waitsome: {@code source} is the request index it takes
   */
  public record DecisionEntry(int rank, int epoch, int source, String site, boolean completion) {}

  /**
   * What the search did not cover.
   *
   * @param stoppedBy null when the search was exhausted, else {@code max-interleavings}, {@code time-limit},
   *     {@code first-error} or {@code bounds} (the bounded search ended, but a bound withheld alternatives)
   * @param unsupportedCalls MPI calls the program made that dampi does not model, with how often they were made
   * @param bounds what the search bounds cut (null in reports written before bounds existed)
   */
  public record Coverage(String stoppedBy, Map<String, Integer> unsupportedCalls, Bounds bounds) {}

  /**
   * The coverage bought ({@code --bound-mixing}, {@code --abstract-loop} and {@code dampi.Regions}) and what it cut,
   * counted per choice point: an epoch with alternatives on one explored path.
   *
   * @param mixing the mixing bound K, null for none
   * @param epochsExplored choice points whose alternatives were all tried
   * @param epochsCutByMixing choice points whose alternatives the mixing bound withheld
   * @param epochsCutByRegions choice points in a repeated execution of an abstracted region, not explored
   */
  public record Bounds(Integer mixing, List<String> abstractedLoops, int epochsExplored, int epochsCutByMixing,
      int epochsCutByRegions) {}
}
