package dampi.instrument;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Routes the application's array loads and stores, and its {@code System.arraycopy} calls, through
 * {@code dampi.intercept.ArrayAccess}, which tells whether the elements belong to a pending nonblocking operation
 * (MPI-3.1 §3.7.2). A load keeps its instruction and is preceded by a check of a copy of its array and index; a store
 * becomes a call that checks and stores, since its value lies above the array and index on the stack. Neither changes
 * the stack at any branch target, so the class's frames stay valid as they are.
 *
 * <p>A method that would grow past the JVM's 64 KiB limit is left whole: the class is loaded unchanged.
 */
public final class ArrayAccessRewriter implements ClassTransformer {
  private static final String ACCESS = "dampi/intercept/ArrayAccess";

  @Override
  public byte[] transform(String internalName, byte[] bytes) {
    return EveryMethod.rewrite(bytes, ClassWriter.COMPUTE_MAXS, AccessesChecked::new);
  }

  private static final class AccessesChecked extends MethodVisitor {
    private final boolean[] changed;

    AccessesChecked(MethodVisitor next, boolean[] changed) {
      super(Opcodes.ASM9, next);
      this.changed = changed;
    }

    @Override
    public void visitInsn(int opcode) {
      String store = storeDescriptor(opcode);
      if (store != null) {
        changed[0] = true;
        super.visitMethodInsn(Opcodes.INVOKESTATIC, ACCESS, "store", store, false);
        return;
      }
      if (opcode >= Opcodes.IALOAD && opcode <= Opcodes.SALOAD) {
        changed[0] = true;
        super.visitInsn(Opcodes.DUP2);
        super.visitMethodInsn(Opcodes.INVOKESTATIC, ACCESS, "load", "(Ljava/lang/Object;I)V", false);
      }
      super.visitInsn(opcode);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
      if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/System") && name.equals("arraycopy")) {
        changed[0] = true;
        super.visitMethodInsn(Opcodes.INVOKESTATIC, ACCESS, "arraycopy", desc, false);
        return;
      }
      super.visitMethodInsn(opcode, owner, name, desc, itf);
    }

    /** The descriptor of the checking store that replaces {@code opcode}, or null when it stores no element. */
    private static String storeDescriptor(int opcode) {
      return switch (opcode) {
        case Opcodes.IASTORE -> "([III)V";
        case Opcodes.LASTORE -> "([JIJ)V";
        case Opcodes.FASTORE -> "([FIF)V";
        case Opcodes.DASTORE -> "([DID)V";
        case Opcodes.AASTORE -> "([Ljava/lang/Object;ILjava/lang/Object;)V";
        // BASTORE stores into byte[] and boolean[] alike, which the instruction alone does not tell apart.
        case Opcodes.BASTORE -> "(Ljava/lang/Object;II)V";
        case Opcodes.CASTORE -> "([CIC)V";
        case Opcodes.SASTORE -> "([SIS)V";
        default -> null;
      };
    }
  }
}
