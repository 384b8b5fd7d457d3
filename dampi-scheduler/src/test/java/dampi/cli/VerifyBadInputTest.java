package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.cli.FreshJvm.Exit;
import dampi.launch.TestPrograms;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Options {@code dampi verify} must refuse before running anything: exit 2, exactly one line on standard error that
 * names the option and value, no stack trace, nothing on standard output (checked in a {@link FreshJvm}).
 */
@Timeout(120)
class VerifyBadInputTest {
  static Stream<Arguments> badOptions() {
    return Stream.of(
        Arguments.of(List.of("--protocol", "foo"), "foo"),
        Arguments.of(List.of("--max-interleavings", "-1"), "-1"),
        Arguments.of(List.of("--time-limit", "0"), "--time-limit"),
        Arguments.of(List.of("--timeout", "-5"), "--timeout"),
        Arguments.of(List.of("--jobs", "0"), "--jobs"),
        // Once 32,429 threads and a stack trace; once "internal error: long overflow".
        Arguments.of(List.of("--jobs", "100000"), "--jobs"),
        Arguments.of(List.of("--timeout", "1e300"), "--timeout"),
        Arguments.of(List.of("--timeout", "Infinity"), "--timeout"),
        Arguments.of(List.of("--time-limit", "NaN"), "--time-limit"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badOptions")
  void badOptionExitsTwoWithOneLineOnStandardError(List<String> option, String mentions) {
    List<String> args = new ArrayList<>(List.of("verify", "-np", "3"));
    args.addAll(option);
    args.addAll(List.of("--classpath", TestPrograms.CLASSES.toString(), "suite.wildcard.WildcardFanInCorrect"));
    Exit exit = FreshJvm.dampi(args.toArray(String[]::new));
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.out() + exit.err());
    assertEquals(1, exit.errLines().size(), "exactly one line on standard error: " + exit.err());
    String line = exit.errLines().get(0);
    assertTrue(line.startsWith("dampi verify: "), line);
    assertTrue(line.contains(mentions), line);
    assertFalse(line.contains("internal error") || exit.err().contains("\tat "), "no stack trace: " + exit.err());
    assertEquals("", exit.out(), "nothing runs, nothing on standard output");
  }
}
