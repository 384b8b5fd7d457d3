package dampi.epoch;

import java.io.Serializable;
import java.util.List;

/**
 * What the run-end analysis needs to know of one epoch beyond its {@link Epoch}: where it was issued among the
 * rank's receives, which messages the synchronous-send rule rules out, for a Test's epoch the issue order of the
 * receive it tested (-1 for other epochs), and for a Testall's the set of all its requests (-1 for other epochs).
 */
public record EpochFacts(long issueOrder, List<SsendBoundary> knownMatchedAfter, long testedReceive,
    int everyRequest) implements Serializable {
  public EpochFacts {
    knownMatchedAfter = List.copyOf(knownMatchedAfter);
  }

  boolean knownMatchedBy(int[] messageClock) {
    return knownMatchedAfter.stream().anyMatch(boundary -> boundary.precedes(messageClock));
  }
}
