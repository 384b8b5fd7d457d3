package dampi.intercept;

import java.util.ArrayList;
import java.util.List;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPIException;
import mpi.Op;

/**
 * The rooted collectives with no more synchronisation than the standard requires (MPI-3.1 §5.14, "Correctness": a
 * collective need not synchronise, and a correct program works either way). The root of a Bcast or Scatter and every
 * non-root of a Gather or Reduce hand their data over and return at once; the others wait only for the ranks whose data
 * they need, which the root sends directly (MPJ's trees would also make a rank wait for, and learn the clock of, the
 * ranks between it and the root). A Scan at rank i waits for ranks 0 to i only. Blocks sit where the standard puts
 * them: at {@code offset + rank * count * type.Extent()} (MPI-3.1 §5.5, the extent: a strided type's block spans its
 * gaps), and at {@code offset + displs[rank]} for the v-variants.
 */
final class FlatCollectives {
  private static final int BCAST_TAG = 36_001;
  private static final int SCATTER_TAG = 36_002;
  private static final int GATHER_TAG = 36_003;
  private static final int REDUCE_TAG = 36_004;
  private static final int SCATTERV_TAG = 36_005;
  private static final int GATHERV_TAG = 36_006;
  private static final int SCAN_TAG = 36_007;

  private FlatCollectives() {}

  static void bcast(Intracomm comm, Object buf, int offset, int count, Datatype type, int root) throws MPIException {
    int me = comm.Rank();
    if (me != root) {
      CollectiveContext.receive(comm, buf, offset, count, type, root, BCAST_TAG);
      return;
    }
    for (int rank = 0; rank < comm.Size(); rank++) {
      if (rank != root) {
        CollectiveContext.send(comm, buf, offset, count, type, rank, BCAST_TAG);
      }
    }
  }

  static void scatter(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
    if (comm.Rank() == root) {
      for (int rank = 0; rank < comm.Size(); rank++) {
        CollectiveContext.send(comm, sendbuf, sendoffset + rank * sendcount * sendtype.Extent(), sendcount, sendtype,
            rank, SCATTER_TAG);
      }
    }
    CollectiveContext.receive(comm, recvbuf, recvoffset, recvcount, recvtype, root, SCATTER_TAG);
  }

  static void gather(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
    CollectiveContext.send(comm, sendbuf, sendoffset, sendcount, sendtype, root, GATHER_TAG);
    if (comm.Rank() == root) {
      for (int rank = 0; rank < comm.Size(); rank++) {
        CollectiveContext.receive(comm, recvbuf, recvoffset + rank * recvcount * recvtype.Extent(), recvcount,
            recvtype, rank, GATHER_TAG);
      }
    }
  }

  static void reduce(Intracomm comm, Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count,
      Datatype type, Op op, int root) throws MPIException {
    CollectiveContext.send(comm, sendbuf, sendoffset, count, type, root, REDUCE_TAG);
    if (comm.Rank() == root) {
      combine(comm, comm.Size(), REDUCE_TAG, sendbuf, recvbuf, recvoffset, count, type, op);
    }
  }

  static void scatterv(Intracomm comm, Object sendbuf, int sendoffset, int[] sendcounts, int[] displs,
      Datatype sendtype, Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root)
      throws MPIException {
    if (comm.Rank() == root) {
      for (int rank = 0; rank < comm.Size(); rank++) {
        CollectiveContext.send(comm, sendbuf, sendoffset + displs[rank], sendcounts[rank], sendtype, rank,
            SCATTERV_TAG);
      }
    }
    CollectiveContext.receive(comm, recvbuf, recvoffset, recvcount, recvtype, root, SCATTERV_TAG);
  }

  static void gatherv(Intracomm comm, Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
      Object recvbuf, int recvoffset, int[] recvcounts, int[] displs, Datatype recvtype, int root)
      throws MPIException {
    CollectiveContext.send(comm, sendbuf, sendoffset, sendcount, sendtype, root, GATHERV_TAG);
    if (comm.Rank() == root) {
      for (int rank = 0; rank < comm.Size(); rank++) {
        CollectiveContext.receive(comm, recvbuf, recvoffset + displs[rank], recvcounts[rank], recvtype, rank,
            GATHERV_TAG);
      }
    }
  }

  /** Rank i hands its contribution to every later rank and combines those of ranks 0 to i (MPI-3.1 §5.11.1). */
  static void scan(Intracomm comm, Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count,
      Datatype type, Op op) throws MPIException {
    int me = comm.Rank();
    for (int rank = me; rank < comm.Size(); rank++) {
      CollectiveContext.send(comm, sendbuf, sendoffset, count, type, rank, SCAN_TAG);
    }
    combine(comm, me + 1, SCAN_TAG, sendbuf, recvbuf, recvoffset, count, type, op);
  }

  /** Receives the contributions of ranks 0 to {@code ranks - 1} and writes their reduction into {@code recvbuf}. */
  private static void combine(Intracomm comm, int ranks, int tag, Object like, Object recvbuf, int recvoffset,
      int count, Datatype type, Op op) throws MPIException {
    List<Object> contributions = new ArrayList<>();
    for (int rank = 0; rank < ranks; rank++) {
      Object contribution = Reductions.bufferLike(like, count, type);
      CollectiveContext.receive(comm, contribution, 0, count, type, rank, tag);
      contributions.add(contribution);
    }
    Reductions.reduce(op, type, count, contributions, recvbuf, recvoffset);
  }
}
