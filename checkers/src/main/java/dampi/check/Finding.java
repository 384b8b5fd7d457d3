package dampi.check;

import dampi.site.Site;
import java.util.List;

/**
 * One error seen in one interleaving. Two findings with the same kind, ranks, site and message are the same error;
 * the report lists it once with the number of interleavings that showed it.
 *
 * @param site the application's source position, Class.java:line ({@link Site#unknown()} when there is none)
 */
public record Finding(FindingKind kind, List<Integer> ranks, Site site, String message) {
  public Finding {
    ranks = List.copyOf(ranks);
  }
}
