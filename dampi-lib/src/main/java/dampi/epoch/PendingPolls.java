package dampi.epoch;

import dampi.site.Site;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Single polls ({@code Iprobe}, {@code Test}) that found nothing and are not epochs yet. Whether an empty poll is a choice depends
 * on what the rank does next: asked again at once (the same {@link PollQuestion}, at any site), with nothing
 * learnt in between, it is one loop waiting for its message, and the loop's answers are one choice (the poll that
 * ends it, or none); followed by anything that sends, receives or opens an epoch, the empty answer was taken, and it
 * becomes an epoch that found nothing, numbered where it stands in program order. Kept per question, oldest first,
 * for loops that poll for several messages in turn; the sites of polls asked again are remembered as loops.
 */
final class PendingPolls implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * One empty poll: what it asked for, whether a decision made it find nothing, and whether it was asked again since
   * (a loop).
   */
  record Poll(Site site, PollQuestion question, boolean forced, Site repeatedAt) implements Serializable {
    /** Whether the poll was asked again since (a loop), at {@link #repeatedAt}. */
    boolean repeated() {
      return repeatedAt != null;
    }
  }

  private final Map<PollQuestion, Poll> byQuestion = new LinkedHashMap<>();
  private final java.util.Set<Site> loops = new java.util.HashSet<>(); // sites polled again after nothing
  private final java.util.Set<Site> givingUp = new java.util.HashSet<>(); // loops the rank left finding nothing
  private final java.util.Set<Site> working = new java.util.HashSet<>(); // polled again after work of the program's

  int size() {
    return byQuestion.size();
  }

  boolean isEmpty() {
    return byQuestion.isEmpty();
  }

  /** A poll found nothing; a poll pending with the same question stays as it is (the same choice). */
  void add(Poll poll) {
    byQuestion.putIfAbsent(poll.question(), poll);
  }

  /**
   * A poll at {@code site} asks {@code question}: if a poll that asked it is pending, this one repeats it, and both
   * sites poll in a loop.
   */
  EpochTracker.RepeatedPoll ask(PollQuestion question, Site site) {
    Poll pending = byQuestion.get(question);
    if (pending == null) {
      return EpochTracker.RepeatedPoll.NOT_REPEATED;
    }
    byQuestion.put(question, new Poll(pending.site(), question, pending.forced(), site));
    loops.add(pending.site());
    loops.add(site);
    return pending.forced() ? EpochTracker.RepeatedPoll.NOTHING : EpochTracker.RepeatedPoll.FREE;
  }

  /** The poll pending with {@code question} is no choice after all: the loop it belongs to found something. */
  void found(PollQuestion question) {
    byQuestion.remove(question);
  }

  /** The sites where the rank polled again after a poll found nothing. */
  java.util.Set<Site> loops() {
    return loops;
  }

  /**
   * The program polled at {@code site} again after work of its own: it acted on an empty answer, so finding nothing is
   * a choice of a single poll there, though a loop there may never give up.
   */
  void workedAfterNothingAt(Site site) {
    loops.add(site);
    working.add(site);
  }

  /** The sites where the program polled again after work of its own (see {@link #workedAfterNothingAt}). */
  java.util.Set<Site> working() {
    return working;
  }

  /** The sites of loops the rank left having found nothing: loops that give up. */
  java.util.Set<Site> givingUp() {
    return givingUp;
  }

  /**
   * Every pending poll, oldest first, now taken out; the rank moves on from them ({@code movingOn}, not at the run's
   * end), so a loop among them gave up.
   */
  List<Poll> takeAll(boolean movingOn) {
    if (movingOn) {
      byQuestion.values().forEach(this::markIfGivingUp);
    }
    List<Poll> polls = new ArrayList<>(byQuestion.values());
    byQuestion.clear();
    return polls;
  }

  /** A loop the rank moves on from, having found nothing, gives up. */
  private void markIfGivingUp(Poll poll) {
    if (poll.repeated()) {
      givingUp.add(poll.site());
      givingUp.add(poll.repeatedAt());
    }
  }
}
