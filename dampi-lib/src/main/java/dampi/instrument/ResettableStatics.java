package dampi.instrument;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Makes a class's static state resettable, so that a loader can serve run after run as if it were new: its classes
 * stay defined, linked and compiled, and only what they hold is made anew.
 *
 * <p>The class initialiser becomes {@value #CLINIT}, and a new initialiser calls it between telling
 * {@link InitialisedClasses} that the class started and completed its initialisation. {@value #ZERO} gives every
 * static field its default value again. A reset zeroes every initialised class, then runs the initialisers again in
 * the order in which they completed: a class whose initialiser read another's state had that one initialised first.
 *
 * <p>Static fields lose {@code final} (the JVM allows stores to a final static only in the initialiser), except the
 * compile-time constants, which the JVM sets itself and nothing can change. Interfaces (whose fields must stay final)
 * and enums (whose constants' identity is cached by {@link Class#getEnumConstants}) are left alone: their statics are
 * constants. Class files older than 49 become 49, the first version whose {@code ldc} loads a class.
 */
public final class ResettableStatics implements ClassTransformer {
  public static final String CLINIT = "dampi$clinit";
  public static final String ZERO = "dampi$zero";
  private static final String REGISTRY = Type.getInternalName(InitialisedClasses.class);

  @Override
  public byte[] transform(String internalName, byte[] bytes) {
    ClassReader reader = new ClassReader(bytes);
    if ((reader.getAccess() & (Opcodes.ACC_INTERFACE | Opcodes.ACC_ENUM | Opcodes.ACC_MODULE)) != 0
        || "java/lang/Enum".equals(reader.getSuperName())) {
      return bytes;
    }
    StaticFields statics = new StaticFields();
    reader.accept(statics, ClassReader.SKIP_CODE);
    if (statics.resettable.isEmpty() && !statics.hasInitialiser) {
      return bytes;
    }
    ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
    reader.accept(new Rewrite(writer, internalName, statics), 0);
    return writer.toByteArray();
  }

  private record Field(String name, String descriptor) {}

  /** The static fields that a reset must set again, and whether the class has an initialiser. */
  private static final class StaticFields extends ClassVisitor {
    final List<Field> resettable = new ArrayList<>();
    boolean hasInitialiser;

    StaticFields() {
      super(Opcodes.ASM9);
    }

    @Override
    public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
      if ((access & Opcodes.ACC_STATIC) != 0 && !isConstant(access, value)) {
        resettable.add(new Field(name, descriptor));
      }
      return null;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] ex) {
      hasInitialiser |= name.equals("<clinit>");
      return null;
    }
  }

  private static boolean isConstant(int access, Object value) {
    return (access & Opcodes.ACC_FINAL) != 0 && value != null;
  }

  private static final class Rewrite extends ClassVisitor {
    private final String owner;
    private final StaticFields statics;
    private int version;

    Rewrite(ClassVisitor next, String owner, StaticFields statics) {
      super(Opcodes.ASM9, next);
      this.owner = owner;
      this.statics = statics;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] ifaces) {
      this.version = Math.max(version & 0xFFFF, Opcodes.V1_5) | (version & 0xFFFF0000);
      super.visit(this.version, access, name, signature, superName, ifaces);
    }

    @Override
    public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
      boolean mutable = (access & Opcodes.ACC_STATIC) != 0 && !isConstant(access, value);
      return super.visitField(mutable ? access & ~Opcodes.ACC_FINAL : access, name, descriptor, signature, value);
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] ex) {
      if (name.equals("<clinit>")) {
        return super.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, CLINIT,
            descriptor, signature, ex);
      }
      return super.visitMethod(access, name, descriptor, signature, ex);
    }

    @Override
    public void visitEnd() {
      writeInitialiser();
      writeZero();
      super.visitEnd();
    }

    private void writeInitialiser() {
      MethodVisitor mv = super.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
      mv.visitCode();
      mv.visitLdcInsn(Type.getObjectType(owner));
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, REGISTRY, "started", "(Ljava/lang/Class;)V", false);
      if (statics.hasInitialiser) {
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, CLINIT, "()V", false);
      }
      mv.visitLdcInsn(Type.getObjectType(owner));
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, REGISTRY, "completed", "(Ljava/lang/Class;)V", false);
      mv.visitInsn(Opcodes.RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }

    private void writeZero() {
      MethodVisitor mv = super.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, ZERO,
          "()V", null, null);
      mv.visitCode();
      for (Field field : statics.resettable) {
        pushDefault(mv, Type.getType(field.descriptor()));
        mv.visitFieldInsn(Opcodes.PUTSTATIC, owner, field.name(), field.descriptor());
      }
      mv.visitInsn(Opcodes.RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }

    private static void pushDefault(MethodVisitor mv, Type type) {
      switch (type.getSort()) {
        case Type.LONG -> mv.visitInsn(Opcodes.LCONST_0);
        case Type.FLOAT -> mv.visitInsn(Opcodes.FCONST_0);
        case Type.DOUBLE -> mv.visitInsn(Opcodes.DCONST_0);
        case Type.OBJECT, Type.ARRAY -> mv.visitInsn(Opcodes.ACONST_NULL);
        default -> mv.visitInsn(Opcodes.ICONST_0);
      }
    }
  }
}
