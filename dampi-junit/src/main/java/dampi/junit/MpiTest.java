package dampi.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.TestTemplate;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * An MPJ Express program verified by dampi as a JUnit test: the whole search (every outcome of the program's wildcard
 * receives, probes and completion calls) runs inside the test JVM, ranks as threads on the multicore device.
 *
 * <pre>
 *   &#64;MpiTest(ranks = 4, protocol = Protocol.LVCP, maxInterleavings = 500)
 *   void gatherIsRaceFree() throws Exception { RacyGather.main(new String[0]); }
 *
 *   &#64;MpiTest(main = RacyGather.class, ranks = {2, 4, 8})       // one test per rank count
 *   void gatherAtEveryScale() {}
 * </pre>
 *
 * Without {@link #main}, the method's body is the program: every rank runs it on an instance of its own (so a test
 * class's fields are per rank), and its {@code MPI.Init} may be given any arguments. The test fails with the findings,
 * their sites and the command that replays each, and passes when the search was exhausted without one. A search cut
 * short by {@link #maxInterleavings}, {@link #timeLimitSeconds} or a bound is reported as aborted (a failed
 * assumption), never as passed: nothing is known about what it did not explore. The JSON report of every search is
 * written under {@code target/dampi-reports/} (the system property {@code dampi.reports} moves it).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@TestTemplate
@ExtendWith(MpiTestExtension.class)
public @interface MpiTest {
  /** Rank counts: one test per count. */
  int[] ranks() default {4};

  /** The program's main class; {@code void.class} (the default) runs the annotated method's body instead. */
  Class<?> main() default void.class;

  /** The program's own arguments. */
  String[] args() default {};

  Protocol protocol() default Protocol.AUTO;

  Buffering buffering() default Buffering.ZERO;

  /** Stop after this many runs (0: no limit); a search stopped so is aborted, not passed. */
  int maxInterleavings() default 0;

  /** Stop the search after this long (0: no limit); a search stopped so is aborted, not passed. */
  double timeLimitSeconds() default 0;

  /** The time limit of one interleaving; a run past it is a {@code timeout} finding. */
  double runTimeoutSeconds() default 60;

  /** {@code --bound-mixing K}; -1 (the default) for full coverage. */
  int boundMixing() default -1;

  /** {@code --abstract-loop CLASS#METHOD} for each. */
  String[] abstractLoops() default {};

  /** Interleavings run at once; the verdict is the same for any number. */
  int jobs() default 1;
}
