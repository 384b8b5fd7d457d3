package dampi.epoch;

import dampi.site.Site;
import java.io.Serializable;

/**
 * A send in ready mode as it started: its call and line, the sender's clock then (what it knew of every receive's
 * posting), and its start on this JVM's clock, for a Lamport clock, which cannot say what the sender knew.
 */
public record ReadySend(String call, Site site, int[] clock, long startNanos) implements Serializable {}
