package dampi.instrument;

import dampi.site.Site;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The polls ({@code Iprobe}, a request's {@code Test}) of a class after whose empty answer the program may work before
 * it polls again, read from its bytecode. Whether a poll that found its message at once could have found nothing is a
 * question of what the program does with nothing: a loop that only polls again would have found the same message at
 * its next poll, while one that runs a task of its own first (work stealing) or computes its next slice would have
 * done that work before the find. A run that shows its polls finding at once never tells, so the code is read.
 *
 * <p>From a poll, the paths its empty answer (a null {@code Status}) can take are followed, the answer tracked through
 * the stack and the locals it is stored in so that a test of it takes only its null branch. The poll is followed by
 * work when such a path comes back to it after storing into a field or an array, calling a method of the application
 * or making another MPI call. Calls into the JDK ({@code Thread.sleep}, {@code System.nanoTime}, printing) are no
 * work: they change nothing a later match depends on. A path that leaves the loop is no concern here: a loop left
 * after finding nothing gives up, which the runs themselves show.
 *
 * <p>The same paths tell which polls are loops that only poll until they find ({@link #untilFoundIn}): every path of
 * their empty answer comes back to them, doing nothing on the way that a find could make a difference to (no store, no
 * read of an array, which may be a buffer a pending receive fills, no call of the application's or of MPI's). There
 * finding nothing is no choice of the loop, so no run need force it to find nothing to learn that (one that did would
 * wait for ever, an infeasible run). Besides {@code Iprobe} and {@code Test}, {@code Testany} and {@code Testall} count
 * here, whose empty answer is null too.
 */
public final class WorkAfterEmptyPolls {
  private WorkAfterEmptyPolls() {}

  /** The sites of the polls of {@code classBytes} after whose empty answer the program may work. */
  public static Set<Site> in(byte[] classBytes) {
    return sites(classBytes, WorkAfterEmptyPolls::isPoll, paths -> paths.comeBackPassing(WorkAfterEmptyPolls::works));
  }

  /**
   * The sites of the polls of {@code classBytes} whose loop reads the clock between polls when they find nothing
   * ({@code MPI.Wtime}, {@code System.nanoTime}, {@code System.currentTimeMillis}): loops that poll for a while, and
   * may give up when their time is over (MPI promises only that repeated polls see a message eventually, §3.8.1).
   */
  public static Set<Site> timedIn(byte[] classBytes) {
    return sites(classBytes, WorkAfterEmptyPolls::isPoll,
        paths -> paths.comeBackPassing(WorkAfterEmptyPolls::readsTheClock));
  }

  /**
   * The sites of the polls of {@code classBytes} that only poll until they find: every path of their empty answer
   * comes back to the poll without working or reading an array on the way, none leaves the loop (MPI promises that
   * repeated polls see a message eventually, §3.7.4, §3.8.1, so such a loop cannot end having found nothing, and
   * nothing it does depends on how many polls found nothing).
   */
  public static Set<Site> untilFoundIn(byte[] classBytes) {
    return sites(classBytes, insn -> isPoll(insn) || isRequestsPoll(insn), EmptyAnswerPaths::onlyPollUntilFound);
  }

  private static Set<Site> sites(byte[] classBytes, java.util.function.Predicate<AbstractInsnNode> polls,
      java.util.function.Predicate<EmptyAnswerPaths> holds) {
    ClassNode node = new ClassNode();
    new ClassReader(classBytes).accept(node, ClassReader.SKIP_FRAMES);
    String file = node.sourceFile != null ? node.sourceFile : node.name.substring(node.name.lastIndexOf('/') + 1);
    Set<Site> sites = new HashSet<>();
    for (MethodNode method : node.methods) {
      AbstractInsnNode[] code = method.instructions.toArray();
      int line = -1;
      for (int i = 0; i < code.length; i++) {
        if (code[i] instanceof LineNumberNode number) {
          line = number.line;
        } else if (polls.test(code[i]) && line > 0 && holds.test(new EmptyAnswerPaths(code, i))) {
          sites.add(Site.of(file, line));
        }
      }
    }
    return sites;
  }

  /** Whether the class file may hold a poll: most classes are skipped on this cheap test of its constant pool. */
  public static boolean mayPoll(byte[] classBytes) {
    String text = new String(classBytes, java.nio.charset.StandardCharsets.ISO_8859_1);
    return text.contains("(II)Lmpi/Status;") || text.contains("()Lmpi/Status;")
        || text.contains("([Lmpi/Request;)Lmpi/Status;") || text.contains("([Lmpi/Request;)[Lmpi/Status;");
  }

  private static boolean isPoll(AbstractInsnNode insn) {
    if (!(insn instanceof MethodInsnNode call) || !call.owner.startsWith("mpi/")) {
      return false;
    }
    return call.name.equals("Iprobe") && call.desc.equals("(II)Lmpi/Status;")
        || call.name.equals("Test") && call.desc.equals("()Lmpi/Status;");
  }

  /** A {@code Testany} or {@code Testall}, whose empty answer is null. */
  private static boolean isRequestsPoll(AbstractInsnNode insn) {
    return insn instanceof MethodInsnNode call && call.owner.equals("mpi/Request")
        && (call.name.equals("Testany") && call.desc.equals("([Lmpi/Request;)Lmpi/Status;")
            || call.name.equals("Testall") && call.desc.equals("([Lmpi/Request;)[Lmpi/Status;"));
  }

  /**
   * A place on a path from the poll: an instruction, whether the path has worked since the poll, and where the
   * poll's answer is (the two top stack slots, for {@code (status = poll()) == null}; the locals it was stored in).
   */
  private record State(int at, boolean worked, boolean answerOnTop, boolean answerBelowTop, BitSet answerLocals) {}

  /** The paths a poll's empty answer can take, followed until they come back to the poll or leave its loop. */
  private record EmptyAnswerPaths(AbstractInsnNode[] code, int poll) {
    /** Whether some path comes back to the poll through an instruction {@code passing}. */
    boolean comeBackPassing(java.util.function.Predicate<AbstractInsnNode> passing) {
      return walk(passing, true);
    }

    /**
     * Whether every path comes back to the poll, and some does, none working or reading an array on the way: the loop
     * never ends on an empty answer, and does nothing but poll meanwhile.
     */
    boolean onlyPollUntilFound() {
      return !walk(insn -> false, false) && walk(insn -> true, true)
          && !walk(insn -> works(insn) || readsAnArray(insn), true);
    }

    /**
     * Follows the paths, each with whether it passed an instruction {@code passing}; returns true as soon as one comes
     * back having passed one ({@code back}) or, with {@code back} false, as soon as one leaves the loop (returns, throws
     * or runs off the method's end).
     */
    private boolean walk(java.util.function.Predicate<AbstractInsnNode> passing, boolean back) {
      List<AbstractInsnNode> instructions = List.of(code);
      Deque<State> paths = new ArrayDeque<>();
      Set<State> seen = new HashSet<>();
      paths.push(new State(poll + 1, false, true, false, new BitSet()));
      while (!paths.isEmpty()) {
        State state = paths.pop();
        if (state.at >= code.length) {
          if (!back) {
            return true;
          }
          continue;
        }
        if (!seen.add(state)) {
          continue;
        }
        if (state.at == poll) {
          if (back && state.worked) {
            return true;
          }
          continue; // back at the poll: this path polls again
        }
        AbstractInsnNode insn = code[state.at];
        boolean worked = state.worked || passing.test(insn);
        int opcode = insn.getOpcode();
        if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN || opcode == Opcodes.ATHROW) {
          if (!back) {
            return true;
          }
          continue; // left the loop: the program went on to something else, not back to this poll
        }
        boolean onTop = false;
        boolean belowTop = false;
        BitSet locals = state.answerLocals;
        switch (opcode) {
          case Opcodes.ASTORE -> {
            locals = (BitSet) locals.clone();
            locals.set(((VarInsnNode) insn).var, state.answerOnTop);
            onTop = state.answerBelowTop;
          }
          case Opcodes.ALOAD -> {
            onTop = locals.get(((VarInsnNode) insn).var);
            belowTop = state.answerOnTop;
          }
          case Opcodes.DUP -> {
            onTop = state.answerOnTop;
            belowTop = state.answerOnTop;
          }
          case Opcodes.CHECKCAST -> {
            onTop = state.answerOnTop;
            belowTop = state.answerBelowTop;
          }
          case Opcodes.IFNULL, Opcodes.IFNONNULL -> {
            int target = instructions.indexOf(((JumpInsnNode) insn).label);
            if (!state.answerOnTop || opcode == Opcodes.IFNULL) {
              paths.push(new State(target, worked, state.answerBelowTop, false, locals));
            }
            if (!state.answerOnTop || opcode == Opcodes.IFNONNULL) {
              paths.push(new State(state.at + 1, worked, state.answerBelowTop, false, locals));
            }
            continue;
          }
          default -> { // labels and line numbers leave the stack as it is; anything else, the answer is lost track of
            onTop = opcode < 0 && state.answerOnTop;
            belowTop = opcode < 0 && state.answerBelowTop;
          }
        }
        for (int next : successors(insn, state.at, instructions)) {
          paths.push(new State(next, worked, onTop, belowTop, locals));
        }
      }
      return false;
    }
  }

  /**
   * Whether the instruction is work of the program's own, or hands control to code that may do some: reading the
   * clock is none.
   */
  private static boolean works(AbstractInsnNode insn) {
    int opcode = insn.getOpcode();
    if (opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC) {
      return !((FieldInsnNode) insn).desc.startsWith("Lmpi/");
    }
    if (opcode >= Opcodes.IASTORE && opcode <= Opcodes.SASTORE) {
      return true;
    }
    if (insn instanceof MethodInsnNode call) {
      return !isJdk(call.owner) && !readsTheClock(call);
    }
    return opcode == Opcodes.INVOKEDYNAMIC;
  }

  private static boolean readsAnArray(AbstractInsnNode insn) {
    return insn.getOpcode() >= Opcodes.IALOAD && insn.getOpcode() <= Opcodes.SALOAD;
  }

  private static boolean readsTheClock(AbstractInsnNode insn) {
    if (!(insn instanceof MethodInsnNode call)) {
      return false;
    }
    return call.owner.equals("mpi/MPI") && call.name.equals("Wtime")
        || call.owner.equals("java/lang/System") && (call.name.equals("nanoTime") || call.name.equals("currentTimeMillis"));
  }

  private static boolean isJdk(String owner) {
    return owner.startsWith("java/") || owner.startsWith("javax/") || owner.startsWith("jdk/")
        || owner.startsWith("sun/");
  }

  private static int[] successors(AbstractInsnNode insn, int at, List<AbstractInsnNode> instructions) {
    if (insn instanceof JumpInsnNode jump) {
      int target = instructions.indexOf(jump.label);
      return insn.getOpcode() == Opcodes.GOTO ? new int[] {target} : new int[] {target, at + 1};
    }
    if (insn instanceof TableSwitchInsnNode table) {
      return targets(table.dflt, table.labels, instructions);
    }
    if (insn instanceof LookupSwitchInsnNode lookup) {
      return targets(lookup.dflt, lookup.labels, instructions);
    }
    return new int[] {at + 1};
  }

  private static int[] targets(LabelNode dflt, List<LabelNode> labels, List<AbstractInsnNode> instructions) {
    int[] targets = new int[labels.size() + 1];
    targets[0] = instructions.indexOf(dflt);
    for (int i = 0; i < labels.size(); i++) {
      targets[i + 1] = instructions.indexOf(labels.get(i));
    }
    return targets;
  }
}
