package dampi.instrument;

import java.util.function.BiFunction;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodTooLargeException;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites every method of a class with one method visitor. The class is returned as it was when the visitor changed
 * nothing (it sets its flag when it does), and when a method would grow past the JVM's 64 KiB limit.
 */
final class EveryMethod {
  private EveryMethod() {}

  /**
   * @param writerFlags the {@link ClassWriter} flags the rewrite needs
   * @param rewrite makes the visitor of one method from the next one and the flag it sets when it changes something
   */
  static byte[] rewrite(byte[] bytes, int writerFlags, BiFunction<MethodVisitor, boolean[], MethodVisitor> rewrite) {
    ClassReader reader = new ClassReader(bytes);
    ClassWriter writer = new ClassWriter(reader, writerFlags);
    boolean[] changed = {false};
    reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
        return rewrite.apply(super.visitMethod(access, name, desc, sig, exceptions), changed);
      }
    }, 0);
    if (!changed[0]) {
      return bytes;
    }
    try {
      return writer.toByteArray();
    } catch (MethodTooLargeException e) {
      return bytes;
    }
  }
}
