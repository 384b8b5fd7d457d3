package dampi.junit;

import dampi.intercept.RankBinding;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;

/**
 * The main class of a rank whose program is a test method's body: {@code main(rank, size, device, CLASS, METHOD)}
 * runs {@code CLASS.METHOD()} on an instance of its own. It is loaded by the rank's class loader, so the test class,
 * its fields and the in-rank layer it declares the launch arguments to are the rank's own.
 */
public final class TestMethodProgram {
  /** What MPJ's launch puts before the program's arguments: rank, size and device. */
  private static final int LAUNCH_ARGUMENTS = 3;

  private TestMethodProgram() {}

  public static void main(String[] args) throws Throwable {
    if (args.length != LAUNCH_ARGUMENTS + 2) {
      throw new IllegalArgumentException("expected rank, size, device, test class and method, got "
          + Arrays.toString(args));
    }
    // The body calls MPI.Init with arguments of its own (often none): the rank's come first, as MPJ needs them.
    RankBinding.embeddedWith(Arrays.copyOf(args, LAUNCH_ARGUMENTS));
    Class<?> testClass = Class.forName(args[LAUNCH_ARGUMENTS], true, TestMethodProgram.class.getClassLoader());
    Method body = testClass.getDeclaredMethod(args[LAUNCH_ARGUMENTS + 1]);
    body.setAccessible(true); // JUnit 5 test classes and methods need not be public
    Object instance = null;
    if (!Modifier.isStatic(body.getModifiers())) {
      Constructor<?> constructor = testClass.getDeclaredConstructor();
      constructor.setAccessible(true);
      instance = constructor.newInstance();
    }
    try {
      body.invoke(instance);
    } catch (InvocationTargetException e) {
      throw e.getCause(); // what the body threw, at its own line, as a main that threw it
    }
  }
}
