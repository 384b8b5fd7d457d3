package suite;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The label of a testsuite program: what {@code dampi verify} must report for it. A reader sees it at the top of the
 * class; {@code dampi selftest} reads it from the class file and compares it with the verdict.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Expect {
  /** The finding kinds of the report contract (e.g. {@code "deadlock"}) that must be reported; empty: no findings. */
  String[] findings() default {};

  /** The category the scorecard counts the program under, e.g. {@code "wildcard-deadlock"}. */
  String category();

  /** The number of ranks it is verified with. */
  int ranks() default 4;

  /** The exact number of interleavings under LVCP, or -1 where the label does not state one. */
  int interleavings() default -1;

  /**
   * The buffering model it is verified under, {@code "zero"} or {@code "eager"}: with it, how collectives synchronise
   * (README, "Buffering models").
   */
  String buffering() default "zero";

  /** Arguments passed to the program's main. */
  String[] args() default {};
}
