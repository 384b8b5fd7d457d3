package dampi.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dampi.launch.ChildFirstClassLoader;
import dampi.launch.ClassPathContents;
import dampi.launch.RankLayer;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import polls.FieldWrites;

/**
 * The rewritten application stores into its fields as before, and each store but those of MPJ objects is counted in
 * its rank's {@code ProgramWrites}; a class that stores into no field is left as it is.
 */
class FieldStoreRewriterTest {
  private static final Path TEST_CLASSES = Path.of("target", "test-classes");

  @Test
  void fieldStoresKeepTheirEffectAndAreCountedButThoseOfMpjObjects() throws Exception {
    ClassPathContents application = new ClassPathContents(List.of(TEST_CLASSES), new FieldStoreRewriter(),
        name -> name.startsWith("polls."));
    ClassLoader rank = new ChildFirstClassLoader("rank-0", List.of(RankLayer.inRankClasses(), application),
        FieldStoreRewriterTest.class.getClassLoader());
    Class<?> program = rank.loadClass(FieldWrites.class.getName());
    assertNotEquals(FieldWrites.class, program, "loaded anew, rewritten");
    Method count = rank.loadClass("dampi.intercept.ProgramWrites").getDeclaredMethod("count");
    count.setAccessible(true);

    long before = (long) count.invoke(null);
    assertEquals(FieldWrites.storeFourTimes(), program.getMethod("storeFourTimes").invoke(null));
    assertEquals(3L, (long) count.invoke(null) - before, "two of the counter, one of the instance's own field");
  }

  @Test
  void aClassThatStoresIntoNoFieldIsLeftAlone() throws IOException {
    byte[] bytes;
    try (InputStream in = Nothing.class.getResourceAsStream("FieldStoreRewriterTest$Nothing.class")) {
      bytes = in.readAllBytes();
    }
    assertSame(bytes, new FieldStoreRewriter().transform("dampi/instrument/FieldStoreRewriterTest$Nothing", bytes));
  }

  /** Reads a field, never stores one. */
  static final class Nothing {
    static int value() {
      return Integer.MAX_VALUE;
    }
  }
}
