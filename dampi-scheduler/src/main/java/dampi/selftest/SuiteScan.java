package dampi.selftest;

import dampi.rank.Buffering;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Finds the labelled programs of a suite (a jar or a directory of classes) by reading class files as bytes: no suite
 * class is loaded, so the scheduler needs neither the suite module nor MPJ on its own class path. The label's
 * defaults come from the suite's own {@code suite/Expect.class}, so they are stated in one place.
 */
public final class SuiteScan {
  static final String EXPECT_CLASS = "suite/Expect";
  private static final String EXPECT_DESCRIPTOR = "L" + EXPECT_CLASS + ";";

  private SuiteScan() {}

  /** The labelled programs of {@code suite}, ordered by class name. */
  public static List<SuiteProgram> programs(Path suite) throws IOException, InvalidSuiteException {
    Map<String, byte[]> classes = classFiles(suite);
    byte[] expect = classes.get(EXPECT_CLASS + ".class");
    if (expect == null) {
      throw new InvalidSuiteException(suite + " holds no " + EXPECT_CLASS + ".class: not a dampi test suite");
    }
    Map<String, Object> defaults = defaults(expect);
    List<SuiteProgram> programs = new ArrayList<>();
    for (byte[] bytes : classes.values()) {
      Map<String, Object> label = label(bytes);
      if (label != null) {
        Map<String, Object> values = new HashMap<>(defaults);
        values.putAll(label);
        programs.add(program(new ClassReader(bytes).getClassName().replace('/', '.'), values));
      }
    }
    programs.sort(Comparator.comparing(SuiteProgram::className));
    return programs;
  }

  @SuppressWarnings("unchecked")
  private static SuiteProgram program(String className, Map<String, Object> values) throws InvalidSuiteException {
    if (!(values.get("category") instanceof String category)) {
      throw new InvalidSuiteException(className + ": @Expect without a category");
    }
    Buffering buffering = switch (String.valueOf(values.get("buffering"))) {
      case "zero" -> Buffering.ZERO;
      case "eager" -> Buffering.EAGER;
      default -> throw new InvalidSuiteException(className + ": @Expect buffering must be \"zero\" or \"eager\", not \""
          + values.get("buffering") + "\"");
    };
    return SuiteProgram.of(className, new java.util.TreeSet<>((List<String>) values.get("findings")), category,
        (Integer) values.get("ranks"), (Integer) values.get("interleavings"), buffering,
        (List<String>) values.get("args"));
  }

  private static Map<String, byte[]> classFiles(Path suite) throws IOException, InvalidSuiteException {
    Map<String, byte[]> classes = new HashMap<>();
    if (Files.isDirectory(suite)) {
      try (Stream<Path> files = Files.walk(suite)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
          classes.put(suite.relativize(file).toString().replace(java.io.File.separatorChar, '/'),
              Files.readAllBytes(file));
        }
      }
      return classes;
    }
    if (!Files.isReadable(suite)) {
      throw new InvalidSuiteException("suite not found: " + suite);
    }
    try (JarFile jar = new JarFile(suite.toFile())) {
      for (JarEntry entry : java.util.Collections.list(jar.entries())) {
        if (entry.getName().endsWith(".class")) {
          try (InputStream in = jar.getInputStream(entry)) {
            classes.put(entry.getName(), in.readAllBytes());
          }
        }
      }
    } catch (java.util.zip.ZipException e) {
      throw new InvalidSuiteException(suite + " is not a jar: " + e.getMessage());
    }
    return classes;
  }

  /** The element values of the class's {@code @Expect}, or null when it carries none. */
  private static Map<String, Object> label(byte[] classFile) {
    Map<String, Object>[] found = new Map[1];
    new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
        if (!descriptor.equals(EXPECT_DESCRIPTOR)) {
          return null;
        }
        found[0] = new HashMap<>();
        return new Values(found[0]::put);
      }
    }, ClassReader.SKIP_CODE);
    return found[0];
  }

  /** The default of every element of the annotation type, read from its class file. */
  private static Map<String, Object> defaults(byte[] expectClassFile) {
    Map<String, Object> defaults = new HashMap<>();
    new ClassReader(expectClassFile).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM9) {
          @Override
          public AnnotationVisitor visitAnnotationDefault() {
            return new Values((ignored, value) -> defaults.put(name, value));
          }
        };
      }
    }, ClassReader.SKIP_CODE);
    return defaults;
  }

  /** Collects annotation element values: scalars as they are, arrays as lists. */
  private static final class Values extends AnnotationVisitor {
    private final java.util.function.BiConsumer<String, Object> sink;

    Values(java.util.function.BiConsumer<String, Object> sink) {
      super(Opcodes.ASM9);
      this.sink = sink;
    }

    @Override
    public void visit(String name, Object value) {
      sink.accept(name, value);
    }

    @Override
    public AnnotationVisitor visitArray(String name) {
      List<Object> items = new ArrayList<>();
      return new AnnotationVisitor(Opcodes.ASM9) {
        @Override
        public void visit(String ignored, Object value) {
          items.add(value);
        }

        @Override
        public void visitEnd() {
          sink.accept(name, List.copyOf(items));
        }
      };
    }
  }
}
