package dampi.search;

/** Observes a search as it goes (progress display, finding collection). It never steers the search. */
@FunctionalInterface
public interface SearchListener {
  /** @param pendingChoices untried alternatives left on the search stack */
  void interleavingExplored(Interleaving interleaving, int pendingChoices);
}
