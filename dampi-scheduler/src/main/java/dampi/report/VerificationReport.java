package dampi.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The JSON report of {@code dampi verify} (schema below is a contract: scripts and CI read it).
 *
 * <pre>
 * {"tool":"dampi","version":"0.1.0",
 *  "program":{"jar":"app.jar","mainClass":"Main","classpath":[...],"args":[],"digest":"9f2c..."},
 *  "ranks":4,"protocol":"llcp","device":"multicore","buffering":"zero","interleavings":6,"infeasible":1,"repeated":0,
 *  "epochs":5,
 *  "exhausted":true,"elapsedMs":1234,"usedMpi":true,
 *  "findings":[{"kind":"deadlock","interleaving":3,"count":2,"ranks":[0],"message":"...","site":"Foo.java:31",
 *               "decisions":[{"rank":0,"epoch":1,"source":3,"site":"Foo.java:20"}]}],
 *  "coverage":{"stoppedBy":null,"unsupportedCalls":{"Comm.Iprobe(ANY_SOURCE)":3},
 *              "bounds":{"mixing":null,"abstractedLoops":[],"epochsExplored":4,"epochsCutByMixing":0,
 *                        "epochsCutByRegions":0}},
 *  "explored":[{"interleaving":1,"feasible":true,"decisions":[...],"findings":[]}, ...],"exploredOmitted":0,
 *  "triage":{"baseline":"previous.json","suppressions":"dampi-suppressions.txt",
 *            "fixed":[{"kind":"deadlock","site":"Foo.java:40","ranks":[1],"message":"..."}],"unseen":[],
 *            "staleSuppressions":["dampi-suppressions.txt:3: truncation Bar.java:*"]}}
 * </pre>
 *
 * With {@code --baseline} or suppressions each finding also has a {@code status}: {@code new}, {@code known} (in the
 * baseline) or {@code suppressed} (with the {@code suppression}'s reason); only new findings fail the run. Without
 * either, {@code status} and {@code triage} are absent and every finding fails it.
 *
 * @param interleavings the interleavings explored: schedules that are executions of the program
 * @param infeasible schedules run whose forced matches no execution makes, counted apart (absent in earlier reports)
 * @param repeated runs that made an execution an earlier run of the search made, counted apart (absent in earlier
 *     reports)
 * @param usedMpi some rank called MPI.Init (absent in earlier reports, read as true)
 * @param explored every run of the search in depth-first order, up to the listing cap
 * @param exploredOmitted runs past the cap, not listed
 * @param triage the findings compared with a baseline and suppressions; null when neither was given
 */
public record VerificationReport(String tool, String version, ProgramInfo program, int ranks, String protocol,
    String device, String buffering, int interleavings, int infeasible, int repeated, int epochs, boolean exhausted,
    long elapsedMs, Boolean usedMpi, List<FindingEntry> findings, Coverage coverage, List<RunEntry> explored,
    int exploredOmitted, @JsonInclude(JsonInclude.Include.NON_NULL) Triage triage) {

  /** A report without triage, of a search that made no execution twice. */
  public VerificationReport(String tool, String version, ProgramInfo program, int ranks, String protocol,
      String device, String buffering, int interleavings, int infeasible, int epochs, boolean exhausted,
      long elapsedMs, Boolean usedMpi, List<FindingEntry> findings, Coverage coverage, List<RunEntry> explored,
      int exploredOmitted) {
    this(tool, version, program, ranks, protocol, device, buffering, interleavings, infeasible, 0, epochs, exhausted,
        elapsedMs, usedMpi, findings, coverage, explored, exploredOmitted, null);
  }

  /** The same report with its findings triaged. */
  public VerificationReport triaged(List<FindingEntry> triagedFindings, Triage newTriage) {
    return new VerificationReport(tool, version, program, ranks, protocol, device, buffering, interleavings,
        infeasible, repeated, epochs, exhausted, elapsedMs, usedMpi, triagedFindings, coverage, explored,
        exploredOmitted, newTriage);
  }

  /** The findings that fail the run: all of them, or only the new ones when they were triaged. */
  public List<FindingEntry> failingFindings() {
    return findings.stream().filter(FindingEntry::fails).toList();
  }

  /** Whether the program used MPI; reports of earlier versions did not say, and always had. */
  public boolean madeMpiCalls() {
    return usedMpi == null || usedMpi;
  }

  /**
   * One run of the search.
   *
   * @param interleaving its number in depth-first order (as in {@link FindingEntry#interleaving})
   * @param feasible an execution of the program (an interleaving), not an infeasible schedule
   * @param decisions the schedule that replays it
   * @param findings the numbers (from 1) of its findings in the report's {@code findings}
   * @param repeatOf the earlier run that made the same execution, if any (absent otherwise): no new outcome
   */
  public record RunEntry(int interleaving, boolean feasible, List<DecisionEntry> decisions, List<Integer> findings,
      @JsonInclude(JsonInclude.Include.NON_NULL) Integer repeatOf) {
    /** A run that is no repeat. */
    public RunEntry(int interleaving, boolean feasible, List<DecisionEntry> decisions, List<Integer> findings) {
      this(interleaving, feasible, decisions, findings, null);
    }
  }

  /**
   * What was verified; {@code jar} is null when the program was given as a class path and a class.
   *
   * @param digest {@code ProgramDigest} of the main class and class path when verified (absent in reports of earlier
   *     versions)
   */
  public record ProgramInfo(String jar, String mainClass, List<String> classpath, List<String> args, String digest) {
    public ProgramInfo(String jar, String mainClass, List<String> classpath, List<String> args) {
      this(jar, mainClass, classpath, args, null);
    }
  }

  /**
   * One distinct finding; {@code interleaving} is the first that showed it, {@code count} how many did.
   *
   * @param status {@code new}, {@code known} or {@code suppressed} when triaged (see {@link Triage}), else null
   * @param suppression the reason of the suppression that matched it, else null
   */
  public record FindingEntry(String kind, int interleaving, int count, List<Integer> ranks, String message,
      String site, List<DecisionEntry> decisions,
      @JsonInclude(JsonInclude.Include.NON_NULL) String status,
      @JsonInclude(JsonInclude.Include.NON_NULL) String suppression) {
    public static final String NEW = "new";
    public static final String KNOWN = "known";
    public static final String SUPPRESSED = "suppressed";

    /** A finding not triaged. */
    public FindingEntry(String kind, int interleaving, int count, List<Integer> ranks, String message, String site,
        List<DecisionEntry> decisions) {
      this(kind, interleaving, count, ranks, message, site, decisions, null, null);
    }

    /** Untriaged and new findings fail the run; known and suppressed ones do not. */
    public boolean fails() {
      return status == null || NEW.equals(status);
    }

    public FindingEntry withStatus(String newStatus, String reason) {
      return new FindingEntry(kind, interleaving, count, ranks, message, site, decisions, newStatus, reason);
    }
  }

  /**
   * How the findings compare with a baseline report and a suppressions file.
   *
   * @param baseline the baseline report's path, or null
   * @param suppressions the suppressions file's path, or null
   * @param fixed findings of the baseline that this search, exhausted, no longer shows
   * @param unseen findings of the baseline that this search, cut short, did not show (perhaps fixed, perhaps not
   *     reached)
   * @param staleSuppressions suppressions that matched no finding, as {@code file:line: text}
   */
  public record Triage(String baseline, String suppressions, List<FindingRef> fixed, List<FindingRef> unseen,
      List<String> staleSuppressions) {}

  /** A finding named without its schedule, as a baseline lists it. */
  public record FindingRef(String kind, String site, List<Integer> ranks, String message) {}

  /**
   * One forced choice of the schedule that reproduces a finding.
   *
   * @param source the source rank a receive or probe takes, {@value #NOTHING} when a single poll finds nothing
   * @param completion the epoch is a Waitany, Testany or Waitsome: {@code source} is the request index it takes
   * @param requests for a Waitsome that returns several requests at once, their indices ({@code source} is then the
   *     first); absent otherwise
   */
  public record DecisionEntry(int rank, int epoch, int source, String site, boolean completion,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<Integer> requests,
      @JsonInclude(JsonInclude.Include.NON_NULL) Integer askedSource,
      @JsonInclude(JsonInclude.Include.NON_NULL) Integer askedTag) {
    /** The {@code source} of a decision that makes a single poll ({@code Iprobe}) find nothing. */
    public static final int NOTHING = -1;

    /** A decision on a receive, probe, Waitany or Testany. */
    public DecisionEntry(int rank, int epoch, int source, String site, boolean completion) {
      this(rank, epoch, source, site, completion, null);
    }

    /** A decision that says nothing of what its call asked (see {@code askedSource}). */
    public DecisionEntry(int rank, int epoch, int source, String site, boolean completion, List<Integer> requests) {
      this(rank, epoch, source, site, completion, requests, null, null);
    }
  }

  /**
   * What the search did not cover.
   *
   * @param stoppedBy null when the search was exhausted, else {@code max-interleavings}, {@code time-limit},
   *     {@code first-error}, {@code bounds} (the bounded search ended, but a bound withheld alternatives),
   *     {@code interrupted} (a signal) or {@code launch-failure} (a niodev rank could not be started or reach dampi)
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
