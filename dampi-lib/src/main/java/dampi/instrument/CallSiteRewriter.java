package dampi.instrument;

import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites the application's own call sites of MPI methods into calls of dampi's wrappers (the PMPI idea, done on
 * bytecode). Only application classes are rewritten: MPJ's internal calls to itself (Finalize calls Barrier,
 * Sendrecv calls Isend and Irecv) stay invisible, so nothing is counted twice.
 *
 * <p>A call to an MPI method that has no wrapper and is not known to be harmless is preceded by a call to
 * {@code dampi.intercept.Coverage.unsupported(String)}, so the verdict can say that coverage is incomplete.
 */
public final class CallSiteRewriter implements ClassTransformer {
  /** MPI methods that neither communicate nor create state worth tracking. */
  private static final Set<String> HARMLESS = Set.of(
      "Rank", "Size", "Wtick", "Get_processor_name", "Initialized", "Get_count", "Get_elements",
      "Test_cancelled", "Is_null", "Extent", "Lb", "Ub", "Group", "Compare", "Test_inter", "Topo_test",
      "Get", "Get_dim", "Get_topo", "Coords", "Dims_create", "Get_error_string", "Errorhandler_get",
      "Errorhandler_set", "Attr_get", "Get_attr", "Incl", "Excl", "Translate_ranks", "Union", "Intersection",
      "Difference", "Range_incl", "Range_excl", "Pack_size", "toString", "hashCode", "equals", "getSize", "<init>",
      "Neighbours", "Map", "Remote_size", "queryThread", "isMainThread");

  /**
   * Methods of MPI's classes that are no MPI routine (Java's own), and the routines MPI-3.1 §8.7 allows after
   * MPI.Finalize (and before MPI.Init): every other call is checked against them ({@code dampi.intercept.CallOrder}).
   */
  private static final Set<String> NOT_CHECKED_AFTER_FINALIZE = Set.of("Initialized", "Finalized", "Get_version",
      "Get_library_version", "toString", "hashCode", "equals", "getClass");

  /**
   * MPI methods without a call-level wrapper that are nevertheless modelled: their messages carry the clock through
   * the device-level piggyback, and they open no epoch.
   */
  private static final Set<String> MODELLED_AT_DEVICE = Set.of(
      "Send_init", "Ssend_init",
      "Bsend_init", "Rsend_init", "Start", "Startall", "Barrier", "Bcast", "Gather", "Gatherv", "Scatter", "Scatterv",
      "Allgather", "Allgatherv", "Alltoall", "Alltoallv", "Reduce", "Allreduce", "Reduce_scatter", "Scan", "clone",
      "Split", "Create", "Create_cart", "Create_graph", "Create_intercomm", "Free", "Contiguous", "Vector", "Hvector",
      "Indexed", "Hindexed", "Struct", "Commit", "free", "Buffer_attach", "Buffer_detach", "Pack", "Unpack");

  /** MPJ's user-defined reduction operation, which the application constructs with {@code new}. */
  private static final String OPERATION = "mpi/Op";

  private final InterceptionTable table;

  private final MpjClasses mpj;

  public CallSiteRewriter(InterceptionTable table, MpjClasses mpj) {
    this.table = table;
    this.mpj = mpj;
  }

  @Override
  public byte[] transform(String internalName, byte[] bytes) {
    ClassReader reader = new ClassReader(bytes);
    ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
    boolean[] changed = {false};
    String[] sourceFile = {null};
    reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
      @Override
      public void visitSource(String source, String debug) {
        sourceFile[0] = source;
        super.visitSource(source, debug);
      }

      @Override
      public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, name, desc, sig, exceptions)) {
          private int line = -1;
          // user-defined operations under construction here (new mpi.Op seen, its constructor not yet called)
          private int operationsUnderConstruction;

          @Override
          public void visitTypeInsn(int opcode, String type) {
            if (opcode == Opcodes.NEW && type.equals(OPERATION)) {
              operationsUnderConstruction++;
            }
            super.visitTypeInsn(opcode, type);
          }

          @Override
          public void visitLineNumber(int lineNumber, Label start) {
            line = lineNumber;
            super.visitLineNumber(lineNumber, start);
          }

          @Override
          public void visitMethodInsn(int opcode, String owner, String method, String mdesc, boolean itf) {
            if (opcode == Opcodes.INVOKESPECIAL) {
              super.visitMethodInsn(opcode, owner, method, mdesc, itf);
              if (owner.equals(OPERATION) && method.equals("<init>") && operationsUnderConstruction > 0) {
                // the new Op is on the stack (javac's NEW, DUP, arguments, <init>): the ledger takes it from here
                operationsUnderConstruction--;
                changed[0] = true;
                super.visitInsn(Opcodes.DUP);
                pushSite();
                super.visitMethodInsn(Opcodes.INVOKESTATIC, "dampi/intercept/OpCalls", "constructed",
                    "(Lmpi/Op;Ljava/lang/String;)V", false);
              }
              return;
            }
            if (InterceptionTable.isMpiOwner(owner, mpj) && !NOT_CHECKED_AFTER_FINALIZE.contains(method)) {
              // Every MPI call is checked against MPI.Init and MPI.Finalize (CallOrder), wrapped or not.
              changed[0] = true;
              super.visitLdcInsn(InterceptionTable.describe(owner, method));
              pushSite();
              super.visitMethodInsn(Opcodes.INVOKESTATIC, "dampi/intercept/CallOrder", "check",
                  "(Ljava/lang/String;Ljava/lang/String;)V", false);
            }
            var target = table.lookup(owner, method, mdesc, opcode == Opcodes.INVOKESTATIC);
            if (target.isPresent()) {
              changed[0] = true;
              // The call's own line, known here for free, spares the wrapper a stack walk (CallSite.at).
              pushSite();
              super.visitMethodInsn(Opcodes.INVOKESTATIC, "dampi/intercept/CallSite", "at", "(Ljava/lang/String;)V",
                  false);
              super.visitMethodInsn(Opcodes.INVOKESTATIC, target.get().owner(), target.get().name(),
                  target.get().descriptor(), false);
              return;
            }
            if (InterceptionTable.isMpiOwner(owner, mpj) && !HARMLESS.contains(method)
                && !MODELLED_AT_DEVICE.contains(method)) {
              changed[0] = true;
              super.visitLdcInsn(InterceptionTable.describe(owner, method));
              super.visitMethodInsn(Opcodes.INVOKESTATIC, "dampi/intercept/Coverage", "unsupported",
                  "(Ljava/lang/String;)V", false);
            }
            super.visitMethodInsn(opcode, owner, method, mdesc, itf);
          }

          /** The call's {@code File.java:line}, or null where the class has no line numbers. */
          private void pushSite() {
            if (sourceFile[0] != null && line > 0) {
              super.visitLdcInsn(sourceFile[0] + ":" + line);
            } else {
              super.visitInsn(Opcodes.ACONST_NULL);
            }
          }
        };
      }
    }, 0);
    return changed[0] ? writer.toByteArray() : bytes;
  }
}
