package dampi.instrument;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The classes of one loader whose statics {@link ResettableStatics} made resettable, in the order their initialisers
 * completed, and a reset that makes their statics what a new loader's would be. The initialisers of those classes
 * report here (by their loader), whatever thread runs them.
 */
public final class InitialisedClasses {
  // Both weak: the tracked classes hold their loader, and whoever tracks holds this; a strong value would keep every
  // loader ever tracked.
  private static final Map<ClassLoader, WeakReference<InitialisedClasses>> TRACKED =
      Collections.synchronizedMap(new WeakHashMap<>());

  private final List<Class<?>> completed = new ArrayList<>();
  private final Map<Class<?>, Reset> resets = new HashMap<>();
  private int initialising;

  private InitialisedClasses() {}

  /** Starts tracking the classes {@code loader} defines; their initialisers report to the result. */
  public static InitialisedClasses track(ClassLoader loader) {
    InitialisedClasses classes = new InitialisedClasses();
    TRACKED.put(loader, new WeakReference<>(classes));
    return classes;
  }

  /** Called by a resettable class's initialiser before its original code. */
  public static void started(Class<?> initialised) {
    InitialisedClasses classes = trackerOf(initialised);
    if (classes != null) {
      synchronized (classes) {
        classes.initialising++;
      }
    }
  }

  /** Called by a resettable class's initialiser after its original code returned. */
  public static void completed(Class<?> initialised) {
    InitialisedClasses classes = trackerOf(initialised);
    if (classes != null) {
      synchronized (classes) {
        // Added first: should the heap be exhausted here, the class is still counted as initialising, and its
        // loader is not reused with a class that the reset would miss.
        classes.completed.add(initialised);
        classes.initialising--;
      }
    }
  }

  private static InitialisedClasses trackerOf(Class<?> initialised) {
    WeakReference<InitialisedClasses> tracker = TRACKED.get(initialised.getClassLoader());
    return tracker == null ? null : tracker.get();
  }

  /**
   * Whether every class that started its initialisation completed it. One that threw (or was stopped, or is still
   * running) is left erroneous by the JVM, and no reset can make it new again.
   */
  public synchronized boolean allCompleted() {
    return initialising == 0;
  }

  /** Every initialised class's statics to their defaults, then each initialiser again, in the order they completed. */
  public synchronized void reset() throws Throwable {
    // A class first initialised by another's initialiser during the reset joins the list: iterate over a copy.
    List<Class<?>> inOrder = List.copyOf(completed);
    List<Reset> resets = new ArrayList<>();
    for (Class<?> initialised : inOrder) {
      resets.add(this.resets.computeIfAbsent(initialised, Reset::of));
    }
    for (Reset reset : resets) {
      reset.zero().invokeExact();
    }
    for (Reset reset : resets) {
      if (reset.initialiser() != null) {
        reset.initialiser().invokeExact();
      }
    }
  }

  /** How one class is reset: its zeroing method, and its original initialiser where it had one. */
  private record Reset(MethodHandle zero, MethodHandle initialiser) {
    /** By method handle: reflection would resolve every signature of the class, some from loaders it cannot see. */
    static Reset of(Class<?> owner) {
      try {
        MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(owner, MethodHandles.lookup());
        MethodType none = MethodType.methodType(void.class);
        MethodHandle zero = lookup.findStatic(owner, ResettableStatics.ZERO, none);
        MethodHandle initialiser;
        try {
          initialiser = lookup.findStatic(owner, ResettableStatics.CLINIT, none);
        } catch (NoSuchMethodException noOriginalInitialiser) {
          initialiser = null;
        }
        return new Reset(zero, initialiser);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(owner.getName() + " was not made resettable", e);
      }
    }
  }
}
