package dampi.rank;

import java.io.Serializable;
import java.util.List;

/**
 * What one member of a data-moving collective sends to, or expects from, each peer, as a type signature: so many
 * elements of one basic type. MPI asks only that these agree between every sender and its receiver (MPI-3.1 §5.1,
 * §5.4-§5.8): counts and datatypes may differ, e.g. one contiguous pair of INT at the root against two INT elsewhere.
 *
 * @param onlyRoot whether the blocks go to (or come from) the root alone; otherwise every member, itself included
 * @param base the basic type's name, e.g. {@code INT}; a derived type counts as the elements of its base type
 * @param elements by the peer's rank in the communicator, or one entry when every peer gets the same
 */
public record Blocks(boolean onlyRoot, String base, List<Integer> elements) implements Serializable {
  public Blocks {
    elements = List.copyOf(elements);
  }

  /** The same block for the root alone (a Gather's send, a Scatter's receive, every Bcast block). */
  public static Blocks withRoot(String base, int elements) {
    return new Blocks(true, base, List.of(elements));
  }

  /** The same block for every member (an Allgather's send, an Alltoall's blocks). */
  public static Blocks withEvery(String base, int elements) {
    return new Blocks(false, base, List.of(elements));
  }

  /** A block per member, by rank in the communicator (the v-variants' counts). */
  public static Blocks perMember(String base, List<Integer> elements) {
    return new Blocks(false, base, elements);
  }

  /** The elements exchanged with {@code peer} (a rank of the communicator), or -1 when none are. */
  public int with(int peer, int root) {
    if (onlyRoot && peer != root) {
      return -1;
    }
    if (elements.size() == 1) {
      return elements.get(0);
    }
    return peer >= 0 && peer < elements.size() ? elements.get(peer) : -1;
  }

  /** E.g. {@code 2 INT}; an empty block has no type (it matches any, §3.3.1). */
  public String describe(int peer, int root) {
    int count = with(peer, root);
    return count == 0 ? "nothing" : count + " " + base;
  }

  /** Whether what this member sends to {@code receiver} is what {@code expected} says it expects from {@code sender}. */
  public boolean matches(int receiver, int sender, int root, Blocks expected) {
    int sent = with(receiver, root);
    int awaited = expected.with(sender, root);
    if (sent < 0 || awaited < 0) {
      return true; // one side exchanges nothing with the other here: nothing to agree on
    }
    return sent == awaited && (sent == 0 || base.equals(expected.base));
  }
}
