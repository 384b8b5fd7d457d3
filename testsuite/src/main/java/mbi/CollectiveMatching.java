package mbi;

import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;

/**
 * MBI's collective "call ordering" and "parameter matching" classes and their correct twins, on three ranks: every
 * rank calls the collective the first argument names ({@code barrier bcast reduce allreduce gather scatter allgather
 * alltoall scan reduce_scatter gatherv scatterv allgatherv alltoallv}) on COMM_WORLD, and rank 2 differs from the others
 * as the second argument says:
 * <ul>
 *   <li>{@code none}: it does not: correct;
 *   <li>{@code missing}: rank 2 skips the collective (MPI-3.1 §5.1: all members must call it);
 *   <li>{@code order}: rank 2 calls an Allreduce (a Barrier, when the collective is a Barrier) before it, the others
 *       after it (§5.13: the same order on every member);
 *   <li>{@code root}: rank 2 names root 1, the others root 0 (§5.4: root must agree);
 *   <li>{@code op}: rank 2 reduces with MAX, the others with SUM (§5.9.1: the same operation);
 *   <li>{@code type}: rank 2 passes DOUBLEs, the others INTs (the type signatures must match);
 *   <li>{@code count}: rank 2 passes two elements per rank, the others one (the same amount of data);
 *   <li>{@code signature}: every rank moves two INTs per rank, rank 2 as one contiguous pair of INT: correct, since
 *       only the type signatures must match, not the counts and datatypes (§5.1).
 * </ul>
 */
public final class CollectiveMatching {
  private static final int ODD_RANK = 2;

  private CollectiveMatching() {}

  public static void main(String[] args) throws MPIException {
    String[] options = MPI.Init(args);
    String collective = options[0];
    String bug = options[1];
    boolean odd = MPI.COMM_WORLD.Rank() == ODD_RANK;
    String other = collective.equals("barrier") ? "allreduce" : "barrier";
    boolean pairs = bug.equals("signature");
    Shape shape = new Shape(odd && bug.equals("root") ? 1 : 0, odd && bug.equals("op") ? MPI.MAX : MPI.SUM,
        odd && bug.equals("type"), odd && bug.equals("count") || pairs && !odd ? 2 : 1, pairs && odd);
    if (bug.equals("order") && odd) {
      call(other, Shape.PLAIN);
    }
    if (!(bug.equals("missing") && odd)) {
      call(collective, shape);
    }
    if (bug.equals("order") && !odd) {
      call(other, Shape.PLAIN);
    }
    MPI.Finalize();
  }

  /** How one rank calls the collective. */
  private record Shape(int root, Op op, boolean doubles, int count, boolean asPairs) {
    static final Shape PLAIN = new Shape(0, MPI.SUM, false, 1, false);
  }

  private static void call(String collective, Shape shape) throws MPIException {
    int size = MPI.COMM_WORLD.Size();
    int room = 2 * size * 2; // room for every variant: two elements per rank, twice over
    Object send = shape.doubles() ? new double[room] : new int[room];
    Object receive = shape.doubles() ? new double[room] : new int[room];
    Datatype type = shape.doubles() ? MPI.DOUBLE : MPI.INT;
    if (shape.asPairs()) {
      type = Datatype.Contiguous(2, MPI.INT);
      type.Commit();
    }
    int count = shape.count();
    int[] counts = new int[size];
    int[] displacements = new int[size];
    for (int rank = 0; rank < size; rank++) {
      counts[rank] = count;
      displacements[rank] = 2 * rank;
    }
    switch (collective) {
      case "barrier" -> MPI.COMM_WORLD.Barrier();
      case "bcast" -> MPI.COMM_WORLD.Bcast(send, 0, count, type, shape.root());
      case "reduce" -> MPI.COMM_WORLD.Reduce(send, 0, receive, 0, count, type, shape.op(), shape.root());
      case "allreduce" -> MPI.COMM_WORLD.Allreduce(send, 0, receive, 0, count, type, shape.op());
      case "gather" -> MPI.COMM_WORLD.Gather(send, 0, count, type, receive, 0, count, type, shape.root());
      case "scatter" -> MPI.COMM_WORLD.Scatter(send, 0, count, type, receive, 0, count, type, shape.root());
      case "allgather" -> MPI.COMM_WORLD.Allgather(send, 0, count, type, receive, 0, count, type);
      case "alltoall" -> MPI.COMM_WORLD.Alltoall(send, 0, count, type, receive, 0, count, type);
      case "scan" -> MPI.COMM_WORLD.Scan(send, 0, receive, 0, count, type, shape.op());
      case "reduce_scatter" -> MPI.COMM_WORLD.Reduce_scatter(send, 0, receive, 0, counts, type, shape.op());
      case "gatherv" -> MPI.COMM_WORLD.Gatherv(send, 0, count, type, receive, 0, counts, displacements, type,
          shape.root());
      case "scatterv" -> MPI.COMM_WORLD.Scatterv(send, 0, counts, displacements, type, receive, 0, count, type,
          shape.root());
      case "allgatherv" -> MPI.COMM_WORLD.Allgatherv(send, 0, count, type, receive, 0, counts, displacements, type);
      case "alltoallv" -> MPI.COMM_WORLD.Alltoallv(send, 0, counts, displacements, type, receive, 0, counts,
          displacements, type);
      default -> throw new IllegalArgumentException("no collective " + collective);
    }
    if (shape.asPairs()) {
      type.free();
    }
  }
}
