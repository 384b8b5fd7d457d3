package dampi.instrument;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Load-time repairs of MPJ Express 0.44 itself, applied to MPJ's own classes (never to the application).
 *
 * <ul>
 *   <li>{@code xdev.smpdev.SMPDeviceImpl$Key.hashCode()} returns -1 for every key, which puts every pending message
 *       of the multicore device into one hash bucket and makes {@code MPI.Init} quadratic in the rank count (256 ranks
 *       never finish). We replace it with a hash of the same four fields that {@code equals} compares.</li>
 *   <li>{@code mpi.MPI.Init} reads {@code MPJ_HOME} from the process environment only to find a log configuration
 *       and prints a stack trace when it is missing. We route that one {@code System.getenv()} call to
 *       {@link MpjEnvironment}, which supplies a configuration with logging off.</li>
 *   <li>{@code mpjdev.javampjdev.Comm} is where every message meets the device: its calls of {@code xdev.Device}
 *       send and receive methods go to {@code dampi.piggyback.DeviceCalls}, which carries the logical clock.</li>
 *   <li>The synchronous-send rendezvous (see {@code dampi.rendezvous}): where smpdev's {@code SMPDeviceImpl} hands a
 *       matched message's dynamic bytes to the receive buffer, {@code RendezvousBoard.delivered} sees the pair first;
 *       niodev's acknowledgement of a rendezvous ({@code NIODevice.rendezCtrlMsgR2S}) is followed by the receive's
 *       clock, which the sender reads right after the acknowledgement ({@code doRendezSendCompletion}).</li>
 *   <li>{@code mpjdev.javampjdev.Comm.calculateContext}, the context agreement of every new communicator, sends from
 *       every member to every other: a million messages per communicator at 1024 ranks, which made {@code MPI.Init}
 *       take half a minute there. Its body becomes a call of {@code dampi.repair.ContextAgreement}, which gathers
 *       and returns the same highest proposal with 2(n-1) messages.</li>
 *   <li>The packers of indexed types ({@code mpi.GatherPacker*}) hand an element's buffer offset to
 *       {@code Buffer.gather} and {@code scatter} as a position in the displacement list: their calls go to
 *       {@code dampi.repair.GatherScatterOffsets}, which moves the displacements by the offset instead.</li>
 *   <li>{@code mpi.Request.Testall} sleeps half a second whenever a request is incomplete before it answers false: a
 *       loop that polls with it was taken for one that paces itself (and may give up), so its deadlock showed only at
 *       the time limit, and every poll cost half a second. The sleep is dropped.</li>
 * </ul>
 */
public final class MpjPatches implements ClassTransformer {
  static final String SMP_KEY = "xdev/smpdev/SMPDeviceImpl$Key";
  static final String MPI = "mpi/MPI";
  static final String DEVICE_COMM = "mpjdev/javampjdev/Comm";
  static final String SMP_DEVICE = "xdev/smpdev/SMPDeviceImpl";
  static final String NIO_DEVICE = "xdev/niodev/NIODevice";
  static final String GATHER_PACKER = "mpi/GatherPacker";
  static final String REQUEST = "mpi/Request";
  private static final String BOARD = "dampi/rendezvous/RendezvousBoard";
  private static final String NIODEV_ACKS = "dampi/rendezvous/NiodevAcks";
  private static final java.util.Set<String> MESSAGE_CALLS = java.util.Set.of("send", "isend", "ssend", "issend",
      "recv", "irecv");

  private final boolean piggyback;

  /** All patches, the piggyback included. */
  public MpjPatches() {
    this(true);
  }

  /** @param piggyback whether messages carry dampi's clock (off for plain-MPJ baselines) */
  public MpjPatches(boolean piggyback) {
    this.piggyback = piggyback;
  }

  @Override
  public byte[] transform(String internalName, byte[] bytes) {
    return switch (internalName) {
      case SMP_KEY -> rewrite(bytes, KeyHashCodeFix::new);
      case MPI -> rewrite(bytes, EnvironmentRedirect::new);
      case REQUEST -> rewrite(bytes, TestallWithoutSleep::new);
      case DEVICE_COMM -> rewrite(bytes, next -> new ContextAgreementRedirect(piggyback ? new DeviceRedirect(next) : next,
          piggyback));
      case SMP_DEVICE -> piggyback ? rewrite(bytes, SmpDeliveryHook::new) : bytes;
      case NIO_DEVICE -> rewrite(bytes, next -> new ListenAddressRedirect(piggyback ? new NiodevAckHook(next) : next));
      default -> internalName.startsWith(GATHER_PACKER) ? rewrite(bytes, GatherOffsetFix::new) : bytes;
    };
  }

  private static byte[] rewrite(byte[] bytes, java.util.function.Function<ClassVisitor, ClassVisitor> patch) {
    ClassReader reader = new ClassReader(bytes);
    ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
    reader.accept(patch.apply(writer), 0);
    return writer.toByteArray();
  }

  /** Replaces the body of one method, named by name and descriptor; the original body is dropped. */
  private abstract static class BodyReplacement extends ClassVisitor {
    private final String method;
    private final String descriptor;

    BodyReplacement(ClassVisitor next, String method, String descriptor) {
      super(Opcodes.ASM9, next);
      this.method = method;
      this.descriptor = descriptor;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
      MethodVisitor mv = super.visitMethod(access, name, desc, sig, exceptions);
      if (!name.equals(method) || !desc.equals(descriptor)) {
        return mv;
      }
      mv.visitCode();
      writeBody(mv);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
      return null;
    }

    abstract void writeBody(MethodVisitor mv);
  }

  /** hashCode = hash(context, tag, destID.uuid(), srcID.uuid()), consistent with Key.equals. */
  private static final class KeyHashCodeFix extends BodyReplacement {
    KeyHashCodeFix(ClassVisitor next) {
      super(next, "hashCode", "()I");
    }

    @Override
    void writeBody(MethodVisitor mv) {
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitFieldInsn(Opcodes.GETFIELD, SMP_KEY, "context", "I");
      mv.visitIntInsn(Opcodes.BIPUSH, 31);
      mv.visitInsn(Opcodes.IMUL);
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitFieldInsn(Opcodes.GETFIELD, SMP_KEY, "tag", "I");
      mv.visitInsn(Opcodes.IADD);
      for (String field : new String[] {"destID", "srcID"}) {
        mv.visitIntInsn(Opcodes.BIPUSH, 31);
        mv.visitInsn(Opcodes.IMUL);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitFieldInsn(Opcodes.GETFIELD, SMP_KEY, field, "Lxdev/ProcessID;");
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "xdev/ProcessID", "uuid", "()Ljava/util/UUID;", false);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/util/UUID", "hashCode", "()I", false);
        mv.visitInsn(Opcodes.IADD);
      }
      mv.visitInsn(Opcodes.IRETURN);
    }
  }

  /**
   * calculateContext(context, isIComm, nextContext) becomes {@code ContextAgreement.highest(device, this, isIComm,
   * context, nextContext, calContextTag, piggyback)}.
   */
  private static final class ContextAgreementRedirect extends BodyReplacement {
    private final boolean piggyback;

    ContextAgreementRedirect(ClassVisitor next, boolean piggyback) {
      super(next, "calculateContext", "(IZI)I");
      this.piggyback = piggyback;
    }

    @Override
    void writeBody(MethodVisitor mv) {
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitFieldInsn(Opcodes.GETFIELD, DEVICE_COMM, "device", "Lxdev/Device;");
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitVarInsn(Opcodes.ILOAD, 2);
      mv.visitVarInsn(Opcodes.ILOAD, 1);
      mv.visitVarInsn(Opcodes.ILOAD, 3);
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitFieldInsn(Opcodes.GETFIELD, DEVICE_COMM, "calContextTag", "I");
      mv.visitInsn(piggyback ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, "dampi/repair/ContextAgreement", "highest",
          "(Lxdev/Device;Lmpjdev/Comm;ZIIIZ)I", false);
      mv.visitInsn(Opcodes.IRETURN);
    }
  }

  /** Rewrites the method calls of every method of a class, one call instruction at a time. */
  private abstract static class CallRewrite extends ClassVisitor {
    CallRewrite(ClassVisitor next) {
      super(Opcodes.ASM9, next);
    }

    /** Emits into {@code out} the call, or what replaces it. */
    abstract void call(MethodVisitor out, int opcode, String owner, String method, String desc, boolean itf);

    @Override
    public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
      MethodVisitor out = super.visitMethod(access, name, desc, sig, exceptions);
      return new MethodVisitor(Opcodes.ASM9, out) {
        @Override
        public void visitMethodInsn(int opcode, String owner, String method, String mdesc, boolean itf) {
          call(out, opcode, owner, method, mdesc, itf);
        }
      };
    }
  }

  /**
   * {@code Buffer.gather} and {@code scatter} inside MPJ's indexed-type packers become {@code GatherScatterOffsets}
   * calls, which shift the type's displacements by the element's buffer offset where MPJ took that offset for a
   * position in the displacement list.
   */
  private static final class GatherOffsetFix extends CallRewrite {
    GatherOffsetFix(ClassVisitor next) {
      super(next);
    }

    @Override
    void call(MethodVisitor out, int opcode, String owner, String method, String desc, boolean itf) {
      if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("mpjbuf/Buffer")
          && (method.equals("gather") || method.equals("scatter")) && desc.endsWith("II[I)V")) {
        out.visitMethodInsn(Opcodes.INVOKESTATIC, "dampi/repair/GatherScatterOffsets", method,
            "(Lmpjbuf/Buffer;" + desc.substring(1), false);
      } else {
        out.visitMethodInsn(opcode, owner, method, desc, itf);
      }
    }
  }

  /**
   * {@code Thread.sleep(500)} inside {@code mpi.Request} (its {@code Testall}, the only caller) is dropped: the long
   * argument is popped instead.
   */
  private static final class TestallWithoutSleep extends CallRewrite {
    TestallWithoutSleep(ClassVisitor next) {
      super(next);
    }

    @Override
    void call(MethodVisitor out, int opcode, String owner, String method, String desc, boolean itf) {
      if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/Thread") && method.equals("sleep")
          && desc.equals("(J)V")) {
        out.visitInsn(Opcodes.POP2);
      } else {
        out.visitMethodInsn(opcode, owner, method, desc, itf);
      }
    }
  }

  /** System.getenv() inside mpi.MPI becomes MpjEnvironment.getenv(). */
  private static final class EnvironmentRedirect extends CallRewrite {
    EnvironmentRedirect(ClassVisitor next) {
      super(next);
    }

    @Override
    void call(MethodVisitor out, int opcode, String owner, String method, String desc, boolean itf) {
      if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/System") && method.equals("getenv")
          && desc.equals("()Ljava/util/Map;")) {
        out.visitMethodInsn(opcode, "dampi/instrument/MpjEnvironment", "getenv", desc, false);
      } else {
        out.visitMethodInsn(opcode, owner, method, desc, itf);
      }
    }
  }

  /** xdev.Device.send/isend/ssend/issend/recv/irecv inside mpjdev.javampjdev.Comm become DeviceCalls.* calls. */
  private static final class DeviceRedirect extends CallRewrite {
    DeviceRedirect(ClassVisitor next) {
      super(next);
    }

    @Override
    void call(MethodVisitor out, int opcode, String owner, String method, String desc, boolean itf) {
      if (opcode == Opcodes.INVOKEINTERFACE && owner.equals("xdev/Device") && MESSAGE_CALLS.contains(method)) {
        out.visitMethodInsn(Opcodes.INVOKESTATIC, "dampi/piggyback/DeviceCalls", method,
            "(Lxdev/Device;" + desc.substring(1), false);
      } else {
        out.visitMethodInsn(opcode, owner, method, desc, itf);
      }
    }
  }

  /** Before each {@code Buffer.setDynamicBuffer(bytes)} in SMPDeviceImpl: {@code RendezvousBoard.delivered(buffer, bytes)}. */
  private static final class SmpDeliveryHook extends CallRewrite {
    SmpDeliveryHook(ClassVisitor next) {
      super(next);
    }

    @Override
    void call(MethodVisitor out, int opcode, String owner, String method, String desc, boolean itf) {
      if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("mpjbuf/Buffer") && method.equals("setDynamicBuffer")
          && desc.equals("([B)V")) {
        out.visitInsn(Opcodes.DUP2);
        out.visitMethodInsn(Opcodes.INVOKESTATIC, BOARD, "delivered", "(Ljava/lang/Object;[B)V", false);
      }
      out.visitMethodInsn(opcode, owner, method, desc, itf);
    }
  }

  /** Every {@code ServerSocket.bind(address)} of niodev becomes {@code ListenAddress.bind(socket, address)}. */
  private static final class ListenAddressRedirect extends CallRewrite {
    ListenAddressRedirect(ClassVisitor next) {
      super(next);
    }

    @Override
    void call(MethodVisitor out, int opcode, String owner, String method, String desc, boolean itf) {
      if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("java/net/ServerSocket") && method.equals("bind")
          && desc.equals("(Ljava/net/SocketAddress;)V")) {
        out.visitMethodInsn(Opcodes.INVOKESTATIC, "dampi/repair/ListenAddress", "bind",
            "(Ljava/net/ServerSocket;Ljava/net/SocketAddress;)V", false);
      } else {
        out.visitMethodInsn(opcode, owner, method, desc, itf);
      }
    }
  }

  /**
   * At the end of {@code rendezCtrlMsgR2S(channel, request)}: {@code NiodevAcks.acknowledged(channel, request.buffer)};
   * at the end of {@code doRendezSendCompletion(channel, key)}: {@code NiodevAcks.acknowledgementRead(channel,
   * rendez_send_buffer)}.
   */
  private static final class NiodevAckHook extends ClassVisitor {
    NiodevAckHook(ClassVisitor next) {
      super(Opcodes.ASM9, next);
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
      MethodVisitor mv = super.visitMethod(access, name, desc, sig, exceptions);
      if (name.equals("rendezCtrlMsgR2S")) {
        return beforeReturn(mv, hook -> {
          hook.visitVarInsn(Opcodes.ALOAD, 0);
          hook.visitVarInsn(Opcodes.ALOAD, 1);
          hook.visitFieldInsn(Opcodes.GETFIELD, "xdev/niodev/NIORecvRequest", "buffer", "Lmpjbuf/Buffer;");
          hook.visitMethodInsn(Opcodes.INVOKESTATIC, NIODEV_ACKS, "acknowledged",
              "(Ljava/nio/channels/SocketChannel;Ljava/lang/Object;)V", false);
        });
      }
      if (name.equals("doRendezSendCompletion")) {
        return beforeReturn(mv, hook -> {
          hook.visitVarInsn(Opcodes.ALOAD, 1);
          hook.visitVarInsn(Opcodes.ALOAD, 0);
          hook.visitFieldInsn(Opcodes.GETFIELD, NIO_DEVICE, "rendez_send_buffer", "Ljava/nio/ByteBuffer;");
          hook.visitMethodInsn(Opcodes.INVOKESTATIC, NIODEV_ACKS, "acknowledgementRead",
              "(Ljava/nio/channels/SocketChannel;Ljava/nio/ByteBuffer;)V", false);
        });
      }
      return mv;
    }

    private static MethodVisitor beforeReturn(MethodVisitor mv, java.util.function.Consumer<MethodVisitor> hook) {
      return new MethodVisitor(Opcodes.ASM9, mv) {
        @Override
        public void visitInsn(int opcode) {
          if (opcode == Opcodes.RETURN) {
            hook.accept(getDelegate());
          }
          super.visitInsn(opcode);
        }
      };
    }
  }
}
