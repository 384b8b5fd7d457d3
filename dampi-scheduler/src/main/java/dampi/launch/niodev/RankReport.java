package dampi.launch.niodev;

import dampi.rank.RankOutcome;
import dampi.rank.RankRecord;
import dampi.site.Site;
import java.io.Serializable;

/**
 * What a rank JVM tells the launcher over its control channel: how its {@code main} ended (null while it has not),
 * everything it recorded so far, frozen, and where its application code is (for a rank being torn down).
 *
 * @param last whether this is the rank's final word; the launcher then closes the channel, which ends the JVM
 */
record RankReport(int rank, RankOutcome outcome, RankRecord record, Site site, boolean last)
    implements Serializable {}
