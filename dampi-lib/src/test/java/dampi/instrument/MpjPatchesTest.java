package dampi.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** The load-time repairs of MPJ's classes, read back from the bytes they produce. */
class MpjPatchesTest {
  /** Once every niodev rank listened on all interfaces during MPI.Init, two ports per rank. */
  @Test
  void niodevBindsItsServerSocketsThroughListenAddress() throws Exception {
    byte[] original;
    try (InputStream in = ClassLoader.getSystemResourceAsStream(MpjPatches.NIO_DEVICE + ".class")) {
      assertNotNull(in, "MPJ's NIODevice on the test class path");
      original = in.readAllBytes();
    }
    assertEquals(List.of("java/net/ServerSocket.bind"), binds(original));
    for (boolean piggyback : new boolean[] {true, false}) {
      assertEquals(List.of("dampi/repair/ListenAddress.bind"),
          binds(new MpjPatches(piggyback).transform(MpjPatches.NIO_DEVICE, original)));
    }
  }

  private static List<String> binds(byte[] classFile) {
    List<String> calls = new ArrayList<>();
    new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM9) {
          @Override
          public void visitMethodInsn(int opcode, String owner, String method, String mdesc, boolean itf) {
            if (method.equals("bind")) {
              calls.add(owner + "." + method);
            }
          }
        };
      }
    }, 0);
    return calls;
  }
}
