package dampi.instrument;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Makes every invocation of a method named by {@code --abstract-loop} one execution of a region, as if its body were
 * wrapped in {@code Regions.enter(name); try { ... } finally { Regions.exit(name); }}: MPJ has no {@code Pcontrol},
 * so a loop body can be marked without touching the program's source.
 */
public final class LoopRegionRewriter implements ClassTransformer {
  private static final String REGION_CALLS = "dampi/intercept/RegionCalls";
  private static final String NAME_TO_VOID = "(Ljava/lang/String;)V";

  private final Map<String, Set<String>> methodsByClass = new HashMap<>();

  public LoopRegionRewriter(Collection<LoopMethod> loops) {
    for (LoopMethod loop : loops) {
      methodsByClass.computeIfAbsent(loop.internalClassName(), name -> new HashSet<>()).add(loop.methodName());
    }
  }

  @Override
  public byte[] transform(String internalName, byte[] bytes) {
    Set<String> methods = methodsByClass.get(internalName);
    if (methods == null) {
      return bytes;
    }
    ClassReader reader = new ClassReader(bytes);
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    String className = internalName.replace('/', '.');
    // Expanded frames: the handler's frame below is written in full, and ASM cannot mix full and compressed ones.
    reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
        MethodVisitor visitor = super.visitMethod(access, name, desc, sig, exceptions);
        boolean hasCode = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0;
        return hasCode && methods.contains(name) ? new RegionBody(visitor, className + "#" + name) : visitor;
      }
    }, ClassReader.EXPAND_FRAMES);
    return writer.toByteArray();
  }

  /** One method body between an enter and, on every way out (returns and exceptions), an exit. */
  private static final class RegionBody extends MethodVisitor {
    private final String region;
    private final Label bodyStart = new Label();
    private final Label handler = new Label();

    RegionBody(MethodVisitor next, String region) {
      super(Opcodes.ASM9, next);
      this.region = region;
    }

    @Override
    public void visitCode() {
      super.visitCode();
      call("enter");
      super.visitLabel(bodyStart);
    }

    @Override
    public void visitInsn(int opcode) {
      if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
        call("exit");
      }
      super.visitInsn(opcode);
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
      // Registered last, so the method's own handlers keep precedence; the handler needs no locals.
      super.visitTryCatchBlock(bodyStart, handler, handler, null);
      super.visitLabel(handler);
      super.visitFrame(Opcodes.F_NEW, 0, new Object[0], 1, new Object[] {"java/lang/Throwable"});
      call("exit");
      super.visitInsn(Opcodes.ATHROW);
      super.visitMaxs(maxStack, maxLocals);
    }

    private void call(String method) {
      super.visitLdcInsn(region);
      super.visitMethodInsn(Opcodes.INVOKESTATIC, REGION_CALLS, method, NAME_TO_VOID, false);
    }
  }
}
