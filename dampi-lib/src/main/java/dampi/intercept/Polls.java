package dampi.intercept;

import dampi.site.Site;
import java.util.HashSet;
import java.util.Set;

/**
 * A rank's nonblocking calls of one kind that a program may poll (wildcard {@code Iprobe}, {@code Testany}): the sites
 * it called them from, and its last call that found nothing. A call that repeats the previous intercepted call, an
 * empty one at the same site, polls: no MPI call in between can change what it finds. One instance per kind and rank
 * (each rank loads its own copy of the layer).
 *
 * <p>A poll repeated after work of the program's own (it stored into its arrays or fields since the empty call, as a
 * work-stealing loop that runs a local task whenever no request is there) is a choice of its own, up to
 * {@link #CHOICES_AFTER_WORK} in a row: which of those polls first finds a message decides how much work was done
 * before it (MPI lets any poll find a message already sent, and lets one miss it, MPI-3.1 §3.8.1). Past that bound
 * the polls are one loop again, whose choice is what it ends with: a bound, so that a loop that stores something on
 * every empty poll (a counter in a field, say) costs a few runs rather than one per poll.
 */
final class Polls {
  /** The polls of one loop, each after work of the program's own, that are choices of their own. */
  static final int CHOICES_AFTER_WORK = 2;

  private long emptyCall = -1;
  private Site emptySite;
  private Object emptyQuestion;
  private long writesAtEmptyCall;
  private int choicesAfterWork;
  // Which of a rank's polling calls finds something is up to timing, so an epoch recorded at one of them is followed
  // at whichever this rank reaches.
  private final Set<Site> sites = new HashSet<>();

  /** The call at {@code site} is reached; returns whether it polls (it repeats the previous, empty, call). */
  boolean reached(Site site) {
    sites.add(site);
    boolean polling = CallSite.callNumber() == emptyCall + 1 && site.equals(emptySite);
    if (!polling) {
      choicesAfterWork = 0;
    }
    return polling;
  }

  /**
   * Whether the call reached, which polls, follows work of the program's own since the empty call it repeats, and is
   * therefore a choice of its own rather than part of a loop (see the class comment). Asked once per poll.
   */
  boolean followsWork() {
    if (ProgramWrites.count() == writesAtEmptyCall || choicesAfterWork == CHOICES_AFTER_WORK) {
      return false;
    }
    choicesAfterWork++;
    return true;
  }

  /** Whether an epoch recorded at {@code site} may be followed at any of these calls. */
  boolean includes(Site site) {
    return !site.isKnown() || sites.contains(site);
  }

  /**
   * Whether the call reached, which polls, asks what the empty call it repeats asked: a sweep over several sources
   * polls each at one line, and the poll of the next source is no repeat of the last one's.
   */
  boolean asksAgain(Object question) {
    return question.equals(emptyQuestion);
  }

  /** The call at {@code site} that is in progress found nothing. */
  void foundNothing(Site site) {
    foundNothing(site, null);
  }

  /** The call at {@code site} that is in progress, asking {@code question}, found nothing. */
  void foundNothing(Site site, Object question) {
    emptyCall = CallSite.callNumber();
    emptySite = site;
    emptyQuestion = question;
    writesAtEmptyCall = ProgramWrites.count();
  }
}
