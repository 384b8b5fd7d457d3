package dampi.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arrays.EveryArrayKind;
import arrays.NoArrayAccess;
import dampi.launch.ChildFirstClassLoader;
import dampi.launch.ClassPathContents;
import dampi.launch.RankLayer;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rewritten application's array accesses do what the JVM's instructions did, for every element type (bastore on
 * byte[] and boolean[] alike), and an exception an access raises starts its trace at the application's line.
 */
class ArrayAccessRewriterTest {
  private static final Path TEST_CLASSES = Path.of("target", "test-classes");

  private static Class<?> rewritten() throws ClassNotFoundException {
    ClassPathContents application = new ClassPathContents(List.of(TEST_CLASSES), new ArrayAccessRewriter(),
        name -> name.startsWith("arrays."));
    ClassLoader rank = new ChildFirstClassLoader("rank-0", List.of(RankLayer.inRankClasses(), application),
        ArrayAccessRewriterTest.class.getClassLoader());
    Class<?> program = rank.loadClass(EveryArrayKind.class.getName());
    assertNotEquals(EveryArrayKind.class, program, "loaded anew, rewritten");
    return program;
  }

  @Test
  void accessesAreRoutedThroughTheCheckAndAClassWithoutAnyIsLeftAlone() throws IOException {
    String rewritten = new String(new ArrayAccessRewriter().transform("arrays/EveryArrayKind",
        bytesOf(EveryArrayKind.class)), StandardCharsets.ISO_8859_1);
    assertTrue(rewritten.contains("dampi/intercept/ArrayAccess"));
    byte[] noArrays = bytesOf(NoArrayAccess.class);
    assertSame(noArrays, new ArrayAccessRewriter().transform("arrays/NoArrayAccess", noArrays));
  }

  private static byte[] bytesOf(Class<?> type) throws IOException {
    try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
      return in.readAllBytes();
    }
  }

  @Test
  void storesLoadsAndCopiesOfEveryElementTypeAreUnchanged() throws Exception {
    Object result = rewritten().getMethod("storeLoadAndCopy").invoke(null);
    assertEquals(EveryArrayKind.storeLoadAndCopy(), result);
    assertEquals("7 1099511627776 1.5 2.25 -56 true x -25536 s 7 [0, 7]", result);
  }

  @Test
  void anExceptionOfAStoreStartsAtTheApplicationsLine() throws Exception {
    Class<?> program = rewritten();
    InvocationTargetException thrown = assertThrows(InvocationTargetException.class,
        () -> program.getMethod("storesPastTheEnd").invoke(null));
    assertSame(ArrayIndexOutOfBoundsException.class, thrown.getCause().getClass());
    StackTraceElement top = thrown.getCause().getStackTrace()[0];
    assertEquals(EveryArrayKind.class.getName() + ".storesPastTheEnd", top.getClassName() + "." + top.getMethodName());
    assertEquals(expectedLine(), top.getLineNumber());

    thrown = assertThrows(InvocationTargetException.class, () -> program.getMethod("storesTheWrongType").invoke(null));
    assertSame(ArrayStoreException.class, thrown.getCause().getClass());
    assertEquals("storesTheWrongType", thrown.getCause().getStackTrace()[0].getMethodName());
  }

  /** The line of {@code ints[2] = 1}, as the unrewritten class reports it. */
  private static int expectedLine() {
    try {
      EveryArrayKind.storesPastTheEnd();
    } catch (ArrayIndexOutOfBoundsException e) {
      return e.getStackTrace()[0].getLineNumber();
    }
    throw new AssertionError("the unrewritten store did not fail");
  }
}
