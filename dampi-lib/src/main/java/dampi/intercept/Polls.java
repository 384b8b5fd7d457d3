package dampi.intercept;

import dampi.site.Site;
import java.util.HashSet;
import java.util.Set;

/**
 * A rank's nonblocking calls of one kind that a program may poll (wildcard {@code Iprobe}, {@code Testany}): the sites
 * it called them from, and its last call that found nothing. A call that repeats the previous intercepted call, an
 * empty one at the same site, polls: nothing in between can change what it finds. One instance per kind and rank
 * (each rank loads its own copy of the layer).
 */
final class Polls {
  private long emptyCall = -1;
  private Site emptySite;
  // Which of a rank's polling calls finds something is up to timing, so an epoch recorded at one of them is followed
  // at whichever this rank reaches.
  private final Set<Site> sites = new HashSet<>();

  /** The call at {@code site} is reached; returns whether it polls (it repeats the previous, empty, call). */
  boolean reached(Site site) {
    sites.add(site);
    return CallSite.callNumber() == emptyCall + 1 && site.equals(emptySite);
  }

  /** Whether an epoch recorded at {@code site} may be followed at any of these calls. */
  boolean includes(Site site) {
    return !site.isKnown() || sites.contains(site);
  }

  /** The call at {@code site} that is in progress found nothing. */
  void foundNothing(Site site) {
    emptyCall = CallSite.callNumber();
    emptySite = site;
  }
}
