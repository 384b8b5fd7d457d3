package dampi.search;

/**
 * One epoch as runs of the same program name it: the {@code index}-th wildcard call of {@code rank}. What the search
 * counts distinct epochs by, and what a path holds one decision for.
 */
record EpochId(int rank, int index) {}
