package dampi.search;

/**
 * How much coverage a search buys: with a mixing bound K, forced choices combine only within windows of K+1
 * consecutive choice points of a path (K=0 tries each epoch's alternatives alone); {@link #UNBOUNDED} is full
 * coverage. Loop-iteration abstraction needs no setting here: the ranks mark the epochs it cuts.
 *
 * @param mixing K, or {@link #UNBOUNDED}
 */
public record SearchBounds(int mixing) {
  public static final int UNBOUNDED = -1;

  public SearchBounds {
    if (mixing < UNBOUNDED) {
      throw new IllegalArgumentException("mixing bound must be 0 or more, got " + mixing);
    }
  }

  public static SearchBounds none() {
    return new SearchBounds(UNBOUNDED);
  }

  public boolean mixingBounded() {
    return mixing != UNBOUNDED;
  }
}
