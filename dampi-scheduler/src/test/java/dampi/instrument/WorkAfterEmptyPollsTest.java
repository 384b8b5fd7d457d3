package dampi.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.site.Site;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import polls.PollShapes;
import org.junit.jupiter.api.Test;

/**
 * Which polls the program may work after when they find nothing, read from the bytecode: a loop that only polls again
 * (sleeping or spinning between polls, or serving only what it found) does not, nor does a poll whose answer is
 * returned to its caller, nor one that only reads the clock; one that runs a task, counts in a field or computes
 * between its polls does. A loop that reads the clock between its polls may give up when its time is over.
 */
class WorkAfterEmptyPollsTest {
  private static final Path SOURCE = Path.of("src", "test", "java", "polls", "PollShapes.java");

  @Test
  void thePollsFollowedByWorkOnTheirEmptyAnswerAreExactlyTheOnesMarkedSo() throws IOException {
    assertEquals(marked("// works"), new TreeSet<>(WorkAfterEmptyPolls.in(bytesOf(PollShapes.class))));
  }

  @Test
  void theLoopsThatReadTheClockBetweenPollsAreTheOnesMarkedSo() throws IOException {
    assertEquals(marked("// reads the clock"), new TreeSet<>(WorkAfterEmptyPolls.timedIn(bytesOf(PollShapes.class))));
  }

  @Test
  void theLoopsThatPollUntilTheyFindAreTheOnesMarkedSo() throws IOException {
    assertEquals(marked("until found"), new TreeSet<>(WorkAfterEmptyPolls.untilFoundIn(bytesOf(PollShapes.class))));
  }

  @Test
  void aClassWithoutPollsIsSkippedOnTheCheapTestAndOneWithPollsIsNot() throws IOException {
    assertFalse(WorkAfterEmptyPolls.mayPoll(bytesOf(WorkAfterEmptyPollsTest.Nothing.class)));
    assertTrue(WorkAfterEmptyPolls.mayPoll(bytesOf(PollShapes.class)));
  }

  /** No MPI at all. */
  static final class Nothing {
    int value;
  }

  private static Set<Site> marked(String marker) throws IOException {
    List<String> lines = Files.readAllLines(SOURCE);
    return new TreeSet<>(IntStream.range(0, lines.size())
        .filter(i -> lines.get(i).contains(marker))
        .mapToObj(i -> Site.of("PollShapes.java", i + 1))
        .toList());
  }

  private static byte[] bytesOf(Class<?> type) throws IOException {
    String name = type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class";
    try (InputStream in = type.getResourceAsStream(name)) {
      return in.readAllBytes();
    }
  }
}
