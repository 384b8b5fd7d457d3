package dampi.epoch;

import dampi.site.Site;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** An epoch being recorded: a wildcard call of this rank, from its issue to the end of the run. */
public final class OpenEpoch implements Serializable {
  private static final long serialVersionUID = 1L;
  final int index;
  final Epoch.Kind kind;
  final int context;
  final int tag;
  final Site site;
  final boolean forced;
  final boolean inRepeatedRegion;
  final long issueOrder; // position among this rank's receives and probes, in program order
  int clock = -1;
  int[] knowledge; // what the epoch's match came after: the rank's clock when it took its value, and its message's
  int matchedSource = -1;
  int askedSource = EpochTracker.ANY; // what MPJ was asked: ANY, or the forced source
  int namedSource = EpochTracker.ANY; // the source a single poll named; ANY for a wildcard call
  long testedReceive = -1; // the issue order of the receive a Test polls (see PollQuestion), -1 for other epochs
  int everyRequest = -1; // a Testall's epoch: the mask of all its requests, its one choice besides nothing
  boolean endsALoop; // a poll that found after polls of the same loop found nothing (see Epoch#endsALoop)
  long closedAt = Long.MAX_VALUE; // how many receives this rank had issued when this one completed
  final Alternatives alternatives = new Alternatives();
  final List<SsendBoundary> knownMatchedAfter = new ArrayList<>();

  OpenEpoch(int index, Epoch.Kind kind, int context, int tag, Site site, boolean forced, long issueOrder,
      boolean inRepeatedRegion) {
    this.index = index;
    this.kind = kind;
    this.context = context;
    this.tag = tag;
    this.site = site;
    this.forced = forced;
    this.issueOrder = issueOrder;
    this.inRepeatedRegion = inRepeatedRegion;
  }

  public int index() {
    return index;
  }

  public boolean forced() {
    return forced;
  }

  public Epoch.Kind kind() {
    return kind;
  }

  /** Whether the call takes any source; a single poll may name one. */
  public boolean wildcard() {
    return namedSource == EpochTracker.ANY;
  }

  /**
   * Whether a message that the receive issued {@code receiveOrder}-th took could have matched this epoch, as far as
   * program order goes: a Test's epoch only its own receive's message; any other only a message of a receive issued
   * after it (one issued before was posted first, and took the message whatever this epoch did), not its own.
   */
  boolean reachableBy(Receive receive) {
    return testedReceive >= 0 ? testedReceive == receive.order : issueOrder < receive.order && this != receive.epoch;
  }

  /** Whether a message with {@code messageClock} was sent after a synchronous match of this epoch's rank. */
  boolean knownMatchedBy(int[] messageClock) {
    for (SsendBoundary boundary : knownMatchedAfter) {
      if (boundary.precedes(messageClock)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a message from {@code source} with {@code tag} on {@code context} fits this epoch's call. */
  boolean fits(int context, int source, int tag) {
    return this.context == context && (this.tag == EpochTracker.ANY || this.tag == tag)
        && (namedSource == EpochTracker.ANY || namedSource == source);
  }

  /** The epoch took its value: {@code knowledge} is the rank's clock then. */
  void took(int[] knowledge, int value) {
    this.knowledge = knowledge;
    this.clock = value;
  }
}
