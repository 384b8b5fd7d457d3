package dampi.intercept;

import dampi.replay.ReplayRecorder;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import mpi.Cartcomm;
import mpi.Comm;
import mpi.Graphcomm;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Communicators made by {@code Split}, {@code clone} (MPI_COMM_DUP), {@code Create}, {@code Create_cart},
 * {@code Create_graph}, {@code Cartcomm.Sub}, {@code Create_intercomm} and {@code Merge}, in a subset replay. MPJ makes them collectively, exchanging colours and agreeing on contexts with
 * every member, some of which may stand in. What the new communicator is for this rank is what the recorded run made:
 * its members (world ranks, in order; an intercommunicator's local and remote groups) and its contexts. A run recorded
 * for replay writes that down as the call's answer (see {@link ReplayedAnswers}); a replay makes the same communicator
 * locally, from MPJ's own parts, with no message.
 *
 * <p>MPJ 0.44 keeps the pieces package-private: the device communicator's contexts and groups are public fields, the
 * rest is set by reflection. The device's count of contexts handed out ({@code staticContext}) is recorded too and set
 * again, so that a communicator a replay makes for real later (every member re-executed) agrees on the context it had.
 *
 * <p>Answer layout: the device's context count, then nothing for Java null; {@value #NO_DEVICE_COMMUNICATOR} and the
 * members for MPJ's MPI_COMM_NULL placeholder ({@code Create} outside the group); or the send, receive and collective
 * contexts, then the members, or for an intercommunicator the size of the local group, its members and the remote
 * group's.
 */
final class ReplayedCommunicators {
  private static final int NO_DEVICE_COMMUNICATOR = -1;
  private static final int CONTEXTS = 4; // the context count and the three contexts
  private static final String DEVICE_COMMUNICATOR = "mpjdev.javampjdev.Comm";
  /** Where MPJ 0.44's device communicator starts counting its barriers. */
  private static final int FRESH_BARRIER_COUNT = 1000;

  private ReplayedCommunicators() {}

  /** What MPJ's collective call makes, e.g. {@code comm.Split(color, key)}. */
  @FunctionalInterface
  interface Making<T extends Comm> {
    T make() throws MPIException;
  }

  /** Whether {@code operation} of an intracommunicator makes a communicator that a replay makes locally. */
  static boolean makesLocally(String operation) {
    return Set.of("Split", "clone", "Create", "Create_cart", "Create_graph").contains(operation);
  }

  /** Makes the communicator of a kind (plain, grid, graph) from its device communicator and group. */
  @FunctionalInterface
  interface Kind<T extends Intracomm> {
    T make(mpjdev.Comm device, mpjdev.Group group) throws ReflectiveOperationException;
  }

  /** A plain intracommunicator, as Split, clone, Create and Merge make. */
  static Kind<Intracomm> plain() {
    return (device, group) -> (Intracomm) constructor("mpi.Intracomm", Class.forName("mpi.IntracommImpl", true,
        Intracomm.class.getClassLoader())).newInstance(
            constructor("mpi.PureIntracomm", mpjdev.Comm.class, mpjdev.Group.class).newInstance(device, group));
  }

  /** A grid, as Create_cart and Cartcomm.Sub make. */
  static Kind<Cartcomm> grid(int[] dims, boolean[] periods, boolean reorder) {
    return (device, group) -> (Cartcomm) constructor("mpi.Cartcomm", int[].class, boolean[].class, boolean.class,
        mpjdev.Comm.class, mpjdev.Group.class).newInstance(dims, periods, reorder, device, group);
  }

  /** A graph, as Create_graph makes. */
  static Kind<Graphcomm> graph(int[] index, int[] edges, boolean reorder) {
    return (device, group) -> (Graphcomm) constructor("mpi.Graphcomm", int[].class, int[].class, boolean.class,
        mpjdev.Comm.class, mpjdev.Group.class).newInstance(index, edges, reorder, device, group);
  }

  /**
   * The intracommunicator {@code call} on {@code parent} makes: MPJ's, written down in a run recorded for replay; in a
   * replay, the recorded one, made locally.
   */
  static Intracomm made(String call, Comm parent, Making<Intracomm> making) throws MPIException {
    if (ReplayedAnswers.replaying() && (parent instanceof Cartcomm || parent instanceof Graphcomm)) {
      SubsetReplay.unsupported(call + " of a " + parent.getClass().getSimpleName()); // its copy is one of its kind
    }
    return made(call, parent, making, plain());
  }

  /** As {@link #made(String, Comm, Making)}, for a communicator of {@code kind} (needed in a replay only). */
  static <T extends Intracomm> T made(String call, Comm parent, Making<T> making, Kind<T> kind)
      throws MPIException {
    if (ReplayedAnswers.replaying()) {
      return remadeIntra(call, parent, ReplayedAnswers.next(call, parent), kind);
    }
    T made = making.make();
    ReplayRecorder recorder = RankBinding.recorder().replay();
    if (recorder != null) {
      recorder.answered(call, describe(parent, made, null));
    }
    return made;
  }

  /** As {@link #made}, for {@code Create_intercomm} of {@code local} with the group {@code peer} leads. */
  static Intercomm madeInter(Comm local, Comm peer, int localLeader, int remoteLeader, Making<Intercomm> making)
      throws MPIException {
    String call = "Comm.Create_intercomm";
    if (ReplayedAnswers.replaying()) {
      return remadeInter(call, local, peer, localLeader, remoteLeader, ReplayedAnswers.next(call, local));
    }
    Intercomm made = making.make();
    ReplayRecorder recorder = RankBinding.recorder().replay();
    if (recorder != null) {
      recorder.answered(call, describe(local, made, made.mpjdevComm.localgroup));
    }
    return made;
  }

  private static int[] describe(Comm parent, Comm made, mpjdev.Group localGroup) {
    int count = staticContext(parent);
    if (made == null) {
      return new int[] {count};
    }
    if (made.mpjdevComm == null) {
      int[] members = worldRanks(made.group == null ? null : groupOf(made));
      int[] answer = new int[2 + members.length];
      answer[0] = count;
      answer[1] = NO_DEVICE_COMMUNICATOR;
      System.arraycopy(members, 0, answer, 2, members.length);
      return answer;
    }
    int[] local = localGroup == null ? new int[0] : worldRanks(localGroup);
    int[] members = worldRanks(made.mpjdevComm.group);
    int[] answer = new int[CONTEXTS + (localGroup == null ? 0 : 1 + local.length) + members.length];
    answer[0] = count;
    answer[1] = made.mpjdevComm.sendctxt;
    answer[2] = made.mpjdevComm.recvctxt;
    answer[3] = made.mpjdevComm.collctxt;
    int at = CONTEXTS;
    if (localGroup != null) {
      answer[at++] = local.length;
      System.arraycopy(local, 0, answer, at, local.length);
      at += local.length;
    }
    System.arraycopy(members, 0, answer, at, members.length);
    return answer;
  }

  private static <T extends Intracomm> T remadeIntra(String call, Comm parent, int[] answer, Kind<T> kind)
      throws MPIException {
    try {
      setStaticContext(parent, answer[0]);
      if (answer.length == 1) {
        return null;
      }
      boolean placeholder = answer[1] == NO_DEVICE_COMMUNICATOR;
      mpjdev.Group group = worldGroup(Arrays.copyOfRange(answer, placeholder ? 2 : CONTEXTS, answer.length));
      mpjdev.Comm device = placeholder ? null : deviceCommunicator(parent.mpjdevComm, group, null, answer);
      return kind.make(device, group);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw cannotMake(call, e);
    }
  }

  private static Intercomm remadeInter(String call, Comm local, Comm peer, int localLeader, int remoteLeader,
      int[] answer) throws MPIException {
    try {
      setStaticContext(local, answer[0]);
      int localSize = answer[CONTEXTS];
      int localFrom = CONTEXTS + 1;
      mpjdev.Group localGroup = worldGroup(Arrays.copyOfRange(answer, localFrom, localFrom + localSize));
      mpjdev.Group remoteGroup = worldGroup(Arrays.copyOfRange(answer, localFrom + localSize, answer.length));
      mpjdev.Comm device = deviceCommunicator(local.mpjdevComm, remoteGroup, localGroup, answer);
      return (Intercomm) constructor("mpi.Intercomm", mpjdev.Comm.class, mpjdev.Group.class, mpjdev.Group.class,
          Comm.class, int.class, int.class, Comm.class)
          .newInstance(device, localGroup, remoteGroup, peer, localLeader, remoteLeader, local);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw cannotMake(call, e);
    }
  }

  private static RuntimeException cannotMake(String call, Exception e) {
    if (e instanceof IllegalStateException replayError) {
      return replayError; // a divergence, or a refusal naming the call
    }
    return new IllegalStateException("subset replay cannot yet replay " + call + " at " + CallSite.current()
        + " on this MPJ (" + e + ")", e);
  }

  private static Constructor<?> constructor(String type, Class<?>... parameters) throws ReflectiveOperationException {
    Constructor<?> constructor = Class.forName(type, true, Intracomm.class.getClassLoader())
        .getDeclaredConstructor(parameters);
    constructor.setAccessible(true);
    return constructor;
  }

  /**
   * A device communicator like {@code parent}, over {@code group} (and {@code localGroup} for an intercommunicator),
   * with the contexts of {@code answer}: a copy of the parent's fields (its device and MPJ's constant tags), none of
   * its constructors run, since each of them exchanges messages.
   */
  private static mpjdev.Comm deviceCommunicator(mpjdev.Comm parent, mpjdev.Group group, mpjdev.Group localGroup,
      int[] answer) throws ReflectiveOperationException {
    Class<?> type = parent.getClass();
    if (!type.getName().equals(DEVICE_COMMUNICATOR)) {
      throw new IllegalStateException("subset replay cannot yet make a communicator of " + type.getName());
    }
    mpjdev.Comm made = (mpjdev.Comm) unsafeAllocate(type);
    for (Class<?> level = type; level != Object.class; level = level.getSuperclass()) {
      for (Field field : level.getDeclaredFields()) {
        if (!Modifier.isStatic(field.getModifiers())) {
          field.setAccessible(true);
          field.set(made, field.get(parent));
        }
      }
    }
    made.group = group;
    made.localgroup = localGroup;
    made.sendctxt = answer[1];
    made.recvctxt = answer[2];
    made.collctxt = answer[3];
    Field barriers = type.getDeclaredField("bCount");
    barriers.setAccessible(true);
    barriers.setInt(made, FRESH_BARRIER_COUNT);
    return made;
  }

  private static Object unsafeAllocate(Class<?> type) throws ReflectiveOperationException {
    Class<?> unsafeType = Class.forName("sun.misc.Unsafe");
    Field theUnsafe = unsafeType.getDeclaredField("theUnsafe");
    theUnsafe.setAccessible(true);
    return unsafeType.getMethod("allocateInstance", Class.class).invoke(theUnsafe.get(null), type);
  }

  /** The group of the world's processes {@code worldRanks}, in that order. */
  private static mpjdev.Group worldGroup(int[] worldRanks) {
    return MPI.COMM_WORLD.mpjdevComm.group.incl(worldRanks);
  }

  private static mpjdev.Group groupOf(Comm comm) {
    try {
      Field field = mpi.Group.class.getDeclaredField("mpjdevGroup");
      field.setAccessible(true);
      return (mpjdev.Group) field.get(comm.group);
    } catch (ReflectiveOperationException e) {
      return null;
    }
  }

  /** The world ranks of {@code group}'s processes, in its order. */
  private static int[] worldRanks(mpjdev.Group group) {
    if (group == null) {
      return new int[0];
    }
    xdev.ProcessID[] world = MPI.COMM_WORLD.mpjdevComm.group.ids;
    int[] ranks = new int[group.ids.length];
    for (int i = 0; i < ranks.length; i++) {
      ranks[i] = -1;
      for (int rank = 0; rank < world.length; rank++) {
        if (world[rank].uuid().equals(group.ids[i].uuid())) {
          ranks[i] = rank;
          break;
        }
      }
    }
    return ranks;
  }

  private static int staticContext(Comm parent) {
    try {
      return contextCount(parent).getInt(null);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return 0; // not MPJ's Java device: nothing to keep in step
    }
  }

  private static void setStaticContext(Comm parent, int value) throws ReflectiveOperationException {
    contextCount(parent).setInt(null, value);
  }

  private static Field contextCount(Comm parent) throws ReflectiveOperationException {
    Field field = parent.mpjdevComm.getClass().getDeclaredField("staticContext");
    field.setAccessible(true);
    return field;
  }
}
