package dampi.launch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Turns what the user typed ({@code APP.jar} or {@code --classpath CP MAINCLASS}) into a {@link Program}, checking
 * everything that can be checked before any rank starts: files exist and are readable, the main class exists and has
 * {@code public static void main(String[])}. The class is inspected as bytes, never initialised.
 */
public final class ProgramResolver {
  private ProgramResolver() {}

  public static Program fromJar(Path jar, String mainClassOrNull, List<String> args) throws BadInputException {
    requireReadable(jar, "jar");
    String mainClass = mainClassOrNull;
    try (JarFile file = new JarFile(jar.toFile())) {
      if (mainClass == null) {
        Manifest manifest = file.getManifest();
        mainClass = manifest == null ? null : manifest.getMainAttributes().getValue("Main-Class");
        if (mainClass == null || mainClass.isBlank()) {
          throw new BadInputException(jar + " has no Main-Class in its manifest; name the class with --classpath "
              + jar + " MAINCLASS");
        }
        mainClass = mainClass.trim();
      }
    } catch (IOException e) {
      throw new BadInputException(jar + " is not a readable jar: " + e.getMessage());
    }
    List<Path> classpath = List.of(jar.toAbsolutePath());
    requireMain(classpath, mainClass);
    return new Program(classpath, mainClass, args, jar);
  }

  public static Program fromClasspath(String classpath, String mainClass, List<String> args) throws BadInputException {
    if (classpath.isBlank()) {
      throw new BadInputException("--classpath is empty");
    }
    List<Path> entries = new ArrayList<>();
    for (String entry : classpath.split(java.io.File.pathSeparator)) {
      if (entry.isBlank()) {
        continue;
      }
      Path path = Path.of(entry);
      requireReadable(path, "class path entry");
      entries.add(path.toAbsolutePath());
    }
    requireMain(entries, mainClass);
    return new Program(entries, mainClass, args, null);
  }

  private static void requireReadable(Path path, String what) throws BadInputException {
    if (!Files.exists(path)) {
      throw new BadInputException(what + " not found: " + path);
    }
    if (!Files.isReadable(path)) {
      throw new BadInputException(what + " is not readable: " + path);
    }
  }

  /**
   * Checks that {@code className} on the program's class path declares a method {@code methodName} with a body (any
   * parameters), as {@code --abstract-loop Class#method} needs.
   */
  public static void requireMethod(Program program, String className, String methodName) throws BadInputException {
    byte[] bytes = classBytes(program.classpath(), className);
    boolean[] found = {false};
    try {
      new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
          if (name.equals(methodName) && (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0) {
            found[0] = true;
          }
          return null;
        }
      }, ClassReader.SKIP_CODE);
    } catch (RuntimeException e) {
      throw new BadInputException("class " + className + " is not a valid class file: " + e);
    }
    if (!found[0]) {
      throw new BadInputException("class " + className + " has no method " + methodName + " with a body");
    }
  }

  private static byte[] classBytes(List<Path> classpath, String className) throws BadInputException {
    try (URLClassLoader resources = new URLClassLoader(urls(classpath), null);
        InputStream in = resources.getResourceAsStream(className.replace('.', '/') + ".class")) {
      if (in == null) {
        throw new BadInputException("class " + className + " not found in " + classpath);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void requireMain(List<Path> classpath, String mainClass) throws BadInputException {
    byte[] bytes = classBytes(classpath, mainClass);
    boolean[] hasMain = {false};
    try {
      new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
          int required = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;
          if (name.equals("main") && desc.equals("([Ljava/lang/String;)V") && (access & required) == required) {
            hasMain[0] = true;
          }
          return null;
        }
      }, ClassReader.SKIP_CODE);
    } catch (RuntimeException e) {
      throw new BadInputException("class " + mainClass + " is not a valid class file: " + e);
    }
    if (!hasMain[0]) {
      throw new BadInputException("class " + mainClass + " has no public static void main(String[])");
    }
  }

  private static java.net.URL[] urls(List<Path> classpath) {
    return classpath.stream().map(path -> {
      try {
        return path.toUri().toURL();
      } catch (java.net.MalformedURLException e) {
        throw new IllegalArgumentException(e);
      }
    }).toArray(java.net.URL[]::new);
  }
}
