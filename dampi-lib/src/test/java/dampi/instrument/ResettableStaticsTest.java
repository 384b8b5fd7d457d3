package dampi.instrument;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.instrument.statics.Colour;
import dampi.instrument.statics.Ledger;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A reset makes the statics of a loader's initialised classes what a new loader's would be. */
class ResettableStaticsTest {
  private static final String PACKAGE = "dampi.instrument.statics.";

  @Test
  void aResetGivesEveryStaticItsInitialValueAgain() throws Throwable {
    ResettingLoader loader = new ResettingLoader();
    InitialisedClasses initialised = InitialisedClasses.track(loader);
    Class<?> ledger = Class.forName(PACKAGE + "Ledger", true, loader);
    Object identity = value(ledger, "IDENTITY");
    ledger.getMethod("use").invoke(null);
    assertEquals(3, value(ledger, "counter"));

    initialised.reset();

    assertEquals(List.of(), value(ledger, "ENTRIES"));
    assertEquals(0, value(ledger, "counter"));
    assertEquals(5L, value(ledger, "stamp"));
    assertEquals(0.5, value(ledger, "rate"));
    assertEquals("initial", value(ledger, "name"));
    assertEquals(7, value(ledger, "CONSTANT"));
    assertNotSame(identity, value(ledger, "IDENTITY"), "an initialiser's object is made anew");
    // Ledger's initialiser read Rates, so Rates completed first and is initialised again before Ledger reads it.
    assertEquals(20, value(ledger, "FROM_RATES"));
    assertEquals(10, value(Class.forName(PACKAGE + "Rates", true, loader), "current"));
    assertTrue(initialised.allCompleted());
  }

  @Test
  void aClassWhoseInitialiserThrewMakesTheLoaderUnresettable() throws Exception {
    ResettingLoader loader = new ResettingLoader();
    InitialisedClasses initialised = InitialisedClasses.track(loader);
    assertThrows(ExceptionInInitializerError.class, () -> Class.forName(PACKAGE + "FailsToInitialise", true, loader));
    assertFalse(initialised.allCompleted());
  }

  @Test
  void enumsAndInterfacesAreLeftAsTheyAre() {
    byte[] colour = classBytes(Colour.class.getName());
    assertArrayEquals(colour, new ResettableStatics().transform("dampi/instrument/statics/Colour", colour));
    byte[] transformer = classBytes(ClassTransformer.class.getName());
    assertArrayEquals(transformer, new ResettableStatics().transform("dampi/instrument/ClassTransformer", transformer));
  }

  private static Object value(Class<?> owner, String field) throws ReflectiveOperationException {
    Field declared = owner.getField(field);
    return declared.get(null);
  }

  private static byte[] classBytes(String name) {
    try (InputStream in = ResettableStaticsTest.class.getClassLoader()
        .getResourceAsStream(name.replace('.', '/') + ".class")) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Defines the fixture classes itself, made resettable; everything else comes from the test's loader. */
  private static final class ResettingLoader extends ClassLoader {
    ResettingLoader() {
      super(ResettableStaticsTest.class.getClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      synchronized (getClassLoadingLock(name)) {
        if (!name.startsWith(PACKAGE)) {
          return super.loadClass(name, resolve);
        }
        Class<?> loaded = findLoadedClass(name);
        if (loaded == null) {
          byte[] bytes = new ResettableStatics().transform(name.replace('.', '/'), classBytes(name));
          loaded = defineClass(name, bytes, 0, bytes.length);
        }
        return loaded;
      }
    }
  }
}
