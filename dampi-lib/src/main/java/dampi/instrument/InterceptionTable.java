package dampi.instrument;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Which MPI calls of an application are redirected, and to where. The table is read from the wrapper classes in
 * {@code dampi.intercept} themselves: every public static method of a wrapper class intercepts the MPJ method of the
 * same name. A wrapper for an instance method takes the receiver as its first parameter (its declared type names the
 * most general class it applies to); a wrapper for a static method has exactly the MPJ method's descriptor. Adding a
 * wrapper method is therefore all it takes to intercept one more call.
 */
public final class InterceptionTable {
  /** One family of MPJ classes whose calls a wrapper class handles. */
  record WrapperClass(String wrapper, Set<String> owners, String receiver) {}

  private static final Set<String> COMMUNICATORS =
      Set.of("mpi/Comm", "mpi/Intracomm", "mpi/Intercomm", "mpi/Cartcomm", "mpi/Graphcomm");
  private static final Set<String> INTRACOMMUNICATORS = Set.of("mpi/Intracomm", "mpi/Cartcomm", "mpi/Graphcomm");
  private static final Set<String> REQUESTS = Set.of("mpi/Request", "mpi/Prequest");

  static final List<WrapperClass> WRAPPERS = List.of(
      new WrapperClass("dampi/intercept/MpiCalls", Set.of("mpi/MPI"), null),
      new WrapperClass("dampi/intercept/CommCalls", COMMUNICATORS, "mpi/Comm"),
      new WrapperClass("dampi/intercept/IntracommCalls", INTRACOMMUNICATORS, "mpi/Intracomm"),
      new WrapperClass("dampi/intercept/RequestCalls", REQUESTS, "mpi/Request"),
      new WrapperClass("dampi/intercept/PrequestCalls", Set.of("mpi/Prequest"), "mpi/Prequest"),
      new WrapperClass("dampi/intercept/DatatypeCalls", Set.of("mpi/Datatype"), "mpi/Datatype"),
      new WrapperClass("dampi/intercept/GroupCalls", Set.of("mpi/Group"), "mpi/Group"),
      new WrapperClass("dampi/intercept/IntercommCalls", Set.of("mpi/Intercomm"), "mpi/Intercomm"),
      new WrapperClass("dampi/intercept/CartcommCalls", Set.of("mpi/Cartcomm"), "mpi/Cartcomm"),
      new WrapperClass("dampi/intercept/OpCalls", Set.of("mpi/Op"), "mpi/Op"),
      new WrapperClass("dampi/intercept/ProcessCalls", Set.of("java/lang/System"), null),
      new WrapperClass("dampi/intercept/ProcessCalls", Set.of("java/lang/Runtime"), "java/lang/Runtime"),
      new WrapperClass("dampi/intercept/ThreadCalls", Set.of("java/lang/Thread"), "java/lang/Thread"),
      new WrapperClass("dampi/intercept/RegionCalls", Set.of("dampi/Regions"), null));

  /** Where one intercepted call goes. */
  public record Target(String owner, String name, String descriptor) {}

  private final Map<String, Target> targets; // key: owner + "." + name + wrapper descriptor

  private InterceptionTable(Map<String, Target> targets) {
    this.targets = Map.copyOf(targets);
  }

  /** Reads the wrapper classes through {@code loader} (which must see dampi-lib's class files as resources). */
  public static InterceptionTable load(ClassLoader loader) {
    Map<String, Target> targets = new HashMap<>();
    for (WrapperClass wrapper : WRAPPERS) {
      byte[] bytes = read(loader, wrapper.wrapper() + ".class");
      if (bytes == null) {
        continue; // a family without wrappers yet: all its calls count as unsupported
      }
      new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
          boolean publicStatic = (access & (Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC)) == (Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC);
          if (publicStatic && !name.startsWith("<")) {
            for (String owner : wrapper.owners()) {
              targets.put(owner + "." + name + desc, new Target(wrapper.wrapper(), name, desc));
            }
          }
          return null;
        }
      }, ClassReader.SKIP_CODE);
    }
    return new InterceptionTable(targets);
  }

  /**
   * The wrapper for one call instruction of the application, if there is one.
   *
   * @param isStatic whether the instruction is {@code invokestatic}
   */
  public Optional<Target> lookup(String owner, String name, String descriptor, boolean isStatic) {
    if (isStatic) {
      return Optional.ofNullable(targets.get(owner + "." + name + descriptor));
    }
    for (WrapperClass wrapper : WRAPPERS) {
      if (wrapper.receiver() != null && wrapper.owners().contains(owner)) {
        String withReceiver = "(L" + wrapper.receiver() + ";" + descriptor.substring(1);
        Target target = targets.get(owner + "." + name + withReceiver);
        if (target != null && target.owner().equals(wrapper.wrapper())) {
          return Optional.of(target);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Whether calls to this owner are MPI calls at all (the rest of the program is left alone): MPJ's API classes in
   * package {@code mpi}, and not an application class that happens to share the prefix, nor MPJ's exception, whose
   * methods ({@code getMessage}, {@code printStackTrace}) are Java's, not MPI's.
   */
  public static boolean isMpiOwner(String owner, MpjClasses mpj) {
    return owner.startsWith("mpi/") && mpj.contains(owner) && !owner.equals(MPI_EXCEPTION);
  }

  private static final String MPI_EXCEPTION = "mpi/MPIException";

  static String describe(String owner, String name) {
    return Type.getObjectType(owner).getClassName().replace("mpi.", "") + "." + name;
  }

  private static byte[] read(ClassLoader loader, String resource) {
    try (InputStream in = loader.getResourceAsStream(resource)) {
      return in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  int size() {
    return targets.size();
  }
}
