package examples.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import mpi.MPI;

/**
 * Every rank but 0 sends messages to rank 0, which receives them all with ANY_SOURCE; rank 0 prints the message
 * rate. Arguments: messages per sender (default 20), then {@code rss} to have every rank also print the peak resident
 * memory of its process (Linux {@code VmHWM}; meaningful where each rank is a process of its own, as on niodev).
 */
public class AllToOne {
  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    int perSender = own.length > 0 ? Integer.parseInt(own[0]) : 20;
    boolean reportRss = own.length > 1 && own[1].equals("rss");
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] value = {rank};
    MPI.COMM_WORLD.Barrier();
    long start = System.nanoTime();
    if (rank == 0) {
      int total = perSender * (size - 1);
      for (int i = 0; i < total; i++) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf("result messages_per_s=%.1f%n", total / seconds);
    } else {
      for (int i = 0; i < perSender; i++) {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      }
    }
    if (reportRss) {
      System.out.println("result peak_rss_kib=" + peakResidentKib());
    }
    MPI.Finalize();
  }

  private static long peakResidentKib() throws IOException {
    for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
      if (line.startsWith("VmHWM:")) {
        return Long.parseLong(line.replaceAll("[^0-9]", ""));
      }
    }
    return -1;
  }
}
