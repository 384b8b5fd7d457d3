package dampi.rank;

import dampi.site.Site;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * One collective call of the application on one communicator, as the collective-mismatch check compares them: the
 * k-th collective of every member must be the same operation with the same root and, for reductions, the same count,
 * type and operation; a data-moving collective's blocks must agree between each sender and receiver by type signature.
 *
 * @param context the communicator's MPJ context id (disjoint communicators from one Split may share it)
 * @param members the communicator's members as world ranks, which tell such communicators apart
 * @param operation e.g. {@code Bcast}
 * @param root the root's rank in the communicator, -1 for rootless collectives
 * @param count the count every member must agree on, -1 where MPI does not require agreement
 * @param type the basic type's name, e.g. {@code INT}, or "" where MPI does not require agreement
 * @param reduction a reduction's operation, e.g. {@code SUM} (MPI-3.1 §5.9.1: the same on every member), or ""
 * @param sends what a data-moving collective sends to each peer, or null where it sends nothing the others see
 * @param receives what it expects from each peer, or null
 */
public record CollectiveCall(int context, List<Integer> members, String operation, int root, int count, String type,
    String reduction, Blocks sends, Blocks receives, Site site) implements Serializable {
  /** A collective that is no reduction and moves no data the check compares block by block. */
  public CollectiveCall(int context, List<Integer> members, String operation, int root, int count, String type,
      Site site) {
    this(context, members, operation, root, count, type, "", null, null, site);
  }

  /** A reduction: its count, type and operation must be the same on every member. */
  public CollectiveCall(int context, List<Integer> members, String operation, int root, int count, String type,
      String reduction, Site site) {
    this(context, members, operation, root, count, type, reduction, null, null, site);
  }

  /** A data-moving collective: the root must agree, and every block sent with the block its receiver expects. */
  public static CollectiveCall moving(int context, List<Integer> members, String operation, int root, Blocks sends,
      Blocks receives, Site site) {
    return new CollectiveCall(context, members, operation, root, -1, "", "", sends, receives, site);
  }

  /** The part every member must agree on, e.g. {@code Bcast(root 0, 4 INT)} or {@code Allreduce(1 INT, SUM)}. */
  public String signature() {
    StringBuilder text = new StringBuilder(operation);
    List<String> parts = new ArrayList<>();
    if (root >= 0) {
      parts.add("root " + root);
    }
    if (count >= 0) {
      parts.add(count + " " + type);
    }
    if (!reduction.isEmpty()) {
      parts.add(reduction);
    }
    if (!parts.isEmpty()) {
      text.append('(').append(String.join(", ", parts)).append(')');
    }
    return text.toString();
  }
}
