package dampi.instrument;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Counts the application's stores into its fields: each {@code putfield} and {@code putstatic} is preceded by a call
 * of {@code dampi.intercept.ProgramWrites.field()}, which takes nothing from the stack, so frames stay valid. A field
 * of an MPJ type ({@code mpi.Status}, {@code mpi.Request}, ...) is not counted: keeping what a call answered is no
 * work of the program's own.
 *
 * <p>A method that would grow past the JVM's 64 KiB limit is left whole: the class is loaded unchanged.
 */
public final class FieldStoreRewriter implements ClassTransformer {
  private static final String WRITES = "dampi/intercept/ProgramWrites";

  @Override
  public byte[] transform(String internalName, byte[] bytes) {
    // No stack grows: the call takes nothing and returns nothing.
    return EveryMethod.rewrite(bytes, 0, (next, changed) -> new MethodVisitor(Opcodes.ASM9, next) {
      @Override
      public void visitFieldInsn(int opcode, String owner, String field, String fieldDesc) {
        if ((opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC) && !fieldDesc.startsWith("Lmpi/")) {
          changed[0] = true;
          super.visitMethodInsn(Opcodes.INVOKESTATIC, WRITES, "field", "()V", false);
        }
        super.visitFieldInsn(opcode, owner, field, fieldDesc);
      }
    });
  }
}
