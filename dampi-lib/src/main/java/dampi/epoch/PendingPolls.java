package dampi.epoch;

import dampi.site.Site;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Single polls ({@code Iprobe}) that found nothing and are not epochs yet. Whether an empty poll is a choice depends
 * on what the rank does next: asked again at once (the same communicator, source and tag, at any site), with nothing
 * learnt in between, it is one loop waiting for its message, and the loop's answers are one choice (the poll that
 * ends it, or none); followed by anything that sends, receives or opens an epoch, the empty answer was taken, and it
 * becomes an epoch that found nothing, numbered where it stands in program order. Kept per question, oldest first,
 * for loops that poll for several messages in turn.
 */
final class PendingPolls implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * One empty poll: what it asked for, whether a decision made it find nothing, and whether it was asked again since
   * (a loop).
   */
  record Poll(Site site, int context, int namedSource, int tag, boolean forced, boolean repeated)
      implements Serializable {
    Question question() {
      return new Question(context, namedSource, tag);
    }
  }

  /** What a poll asks for: polls that ask the same are one loop's. */
  record Question(int context, int namedSource, int tag) implements Serializable {}

  private final Map<Question, Poll> byQuestion = new LinkedHashMap<>();

  int size() {
    return byQuestion.size();
  }

  boolean isEmpty() {
    return byQuestion.isEmpty();
  }

  /** The poll pending that asked {@code question}, or null. */
  Poll asking(Question question) {
    return byQuestion.get(question);
  }

  /** A poll found nothing; a poll pending with the same question stays as it is (the same choice). */
  void add(Poll poll) {
    byQuestion.putIfAbsent(poll.question(), poll);
  }

  /** The poll pending with {@code question} was asked again. */
  void repeated(Question question) {
    byQuestion.computeIfPresent(question, (asked, poll) -> new Poll(poll.site(), poll.context(), poll.namedSource(),
        poll.tag(), poll.forced(), true));
  }

  /** The poll pending with {@code question} is no choice after all: the loop it belongs to found something. */
  Poll remove(Question question) {
    return byQuestion.remove(question);
  }

  /** Every pending poll, oldest first, now taken out. */
  List<Poll> takeAll() {
    List<Poll> polls = new ArrayList<>(byQuestion.values());
    byQuestion.clear();
    return polls;
  }
}
