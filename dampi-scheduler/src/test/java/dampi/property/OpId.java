package dampi.property;

/** An operation of a generated program: the {@code index}-th operation of {@code rank}, written {@code rank.index}. */
record OpId(int rank, int index) implements Comparable<OpId> {
  @Override
  public int compareTo(OpId other) {
    return rank != other.rank ? Integer.compare(rank, other.rank) : Integer.compare(index, other.index);
  }

  @Override
  public String toString() {
    return rank + "." + index;
  }
}
