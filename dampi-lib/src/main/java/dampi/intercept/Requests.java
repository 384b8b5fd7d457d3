package dampi.intercept;

import dampi.rank.PendingCall;
import dampi.rank.ResourceKind;
import dampi.rank.ResourceLedger;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mpi.Comm;
import mpi.MPI;
import mpi.Prequest;
import mpi.Request;

/**
 * The application's requests: each is held in the rank's resource ledger from its creation (persistent ones from
 * each Start) until a Wait or Test completes it, and remembers whom completing it waits for, so that a rank blocked
 * in Wait can be explained like one blocked in Recv.
 */
final class Requests {
  /** Whom completing a request waits for, and on which communicator; persistent requests keep theirs for good. */
  private record Peer(List<Integer> peers, boolean any, int tag, int context) {}

  private static final Map<Request, Peer> PEERS = new IdentityHashMap<>();
  private static final Map<Request, Site> PERSISTENT_SITES = new IdentityHashMap<>();
  /** A persistent request's creating call, until the program first starts it or asks a completion call about it. */
  private static final Map<Request, Created> UNUSED = new LinkedHashMap<>();
  /** Where each persistent request still active was started. */
  private static final Map<Request, Site> ACTIVE = new IdentityHashMap<>();

  /** The call that created a persistent request, and where. */
  record Created(String call, Site site) {}

  private Requests() {}

  /** A nonblocking call created {@code request} with {@code peer} (a rank of {@code comm}, or ANY_SOURCE). */
  static void issued(Request request, Comm comm, int peer, int tag, Site site) {
    if (request == null) {
      return;
    }
    ledger().created(request, ResourceKind.REQUEST, site);
    remember(request, comm, peer, tag);
  }

  /**
   * A nonblocking call with the null process made {@code request}: active until completed like any other (MPI-3.1
   * §3.11), so one never completed is left at MPI_Finalize as the others are.
   */
  static void issuedWithTheNullProcess(Request request) {
    ledger().created(request, ResourceKind.REQUEST, CallSite.current());
  }

  /** A persistent request was created; it is held from each Start until completed. */
  static void persistent(String call, Prequest request, Comm comm, int peer, int tag, Site site) {
    if (request == null) {
      return;
    }
    synchronized (Requests.class) {
      PERSISTENT_SITES.put(request, site);
      UNUSED.put(request, new Created(call, site));
    }
    remember(request, comm, peer, tag);
  }

  static void started(Prequest request, Site startedAt) {
    Site site;
    synchronized (Requests.class) {
      site = PERSISTENT_SITES.get(request);
      UNUSED.remove(request);
      if (site != null) {
        ACTIVE.put(request, startedAt);
      }
    }
    if (site != null) {
      ledger().created(request, ResourceKind.PERSISTENT_REQUEST, site);
    }
  }

  /** Completed by Wait or Test, or cancelled. */
  static void completed(Request request) {
    if (request == null) {
      return;
    }
    ledger().released(request);
    BuffersInFlight.completed(request);
    synchronized (Requests.class) {
      ACTIVE.remove(request);
      if (!PERSISTENT_SITES.containsKey(request)) {
        PEERS.remove(request);
      }
    }
  }

  /** Where {@code request}, a persistent request started and not completed since, was started; null if it is not. */
  static synchronized Site activeSince(Prequest request) {
    return ACTIVE.get(request);
  }

  /**
   * A completion call (Wait, Test, their array forms) is made with {@code request}: whether it is a persistent request
   * not started since it was created or last completed, inactive, for which the call returns at once with an empty
   * status (MPI-3.1 §3.7.3; MPJ 0.44 returns null, or waits for ever). Asking about a request uses it, started or not.
   */
  static synchronized boolean inactivePersistent(Request request) {
    UNUSED.remove(request);
    return PERSISTENT_SITES.containsKey(request) && !ACTIVE.containsKey(request);
  }

  /**
   * The persistent requests created for nothing, in creation order: never started, and never given to a completion
   * call. In C such a request is a leak unless freed; MPJ 0.44 has no call that frees a request, so a Java program can
   * only avoid the leak by not creating it. One only tested or waited while inactive is used (MPI-3.1 §3.7.3 defines
   * what those calls return), and no error: MPI asks no persistent request to be started (§3.9).
   */
  static synchronized List<Created> unused() {
    return List.copyOf(UNUSED.values());
  }

  /** The pending call of a Wait on {@code requests}: all of them ({@code any} false) or one of them. */
  static PendingCall waiting(String call, Request[] requests, boolean any) {
    Cancellations.beforeWaiting(requests);
    Set<Integer> peers = new LinkedHashSet<>();
    int tag = -1;
    int context = -1;
    synchronized (Requests.class) {
      for (Request request : requests) {
        Peer peer = request == null ? null : PEERS.get(request);
        if (peer != null) {
          peers.addAll(peer.peers());
          any |= peer.any();
          tag = requests.length == 1 ? peer.tag() : -1;
          context = peer.context();
        }
      }
    }
    return new PendingCall(call, new ArrayList<>(peers), any, tag, context);
  }

  private static void remember(Request request, Comm comm, int peer, int tag) {
    boolean any = peer == MPI.ANY_SOURCE;
    List<Integer> peers = any ? Members.allWorld(comm, RankBinding.recorder().rank())
        : List.of(Members.world(comm, peer));
    synchronized (Requests.class) {
      PEERS.put(request, new Peer(peers, any, tag == MPI.ANY_TAG ? -1 : tag, Receives.context(comm)));
    }
  }

  private static ResourceLedger ledger() {
    return RankBinding.recorder().resources();
  }
}
