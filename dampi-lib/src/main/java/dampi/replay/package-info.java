/**
 * Incremental replay by adaptive message logging (Zambonelli and Netzer, IPPS/SPDP 1999): which messages a run must
 * log so that any one interval of any rank can be replayed by re-executing a bounded set of intervals.
 *
 * <p>A rank's events fall into <em>intervals</em> separated by checkpoints ({@link Interval}). Event {@code e}
 * <em>replay-depends</em> on {@code f} when {@code f} comes before {@code e} in
 * the same interval, or a chain of <em>unlogged</em> messages leads from {@code f} (or an earlier event of its
 * interval) to {@code e} (or a later event of its interval). The <em>replay set</em> of an interval is every interval
 * one of its events depends on, itself included ({@link ReplaySet}): what must run again to replay it. A logged
 * message adds no dependence, since the replay delivers its contents from the log.
 *
 * <p>{@link AdaptiveLogging} is the paper's "full informed" rule, one instance per rank: a message carries its
 * sender's replay set, and the receiver logs it exactly when taking it unlogged would make its own set larger than a
 * bound. {@link ReplayDependence} computes the same sets offline from a whole {@link MessageTrace}, {@link
 * ReplayWalk} replays one interval from its set and the log, and {@link LoggingSimulation} runs the rule over a trace
 * with {@link CheckpointPlacement checkpoints placed} as the paper's evaluation did.
 */
package dampi.replay;
