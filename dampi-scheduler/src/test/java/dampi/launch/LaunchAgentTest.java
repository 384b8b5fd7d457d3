package dampi.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LaunchAgentTest {
  private static final List<String> JAVA = List.of("java", "-cp", "/opt/dampi.jar", "Main", "it's");

  @Test
  void sshQuotesEveryWordForTheRemoteShell() throws BadInputException {
    assertEquals(List.of("ssh", "-o", "BatchMode=yes", "node7", "java", "-cp", "/opt/dampi.jar", "Main", "'it'\\''s'"),
        LaunchAgent.parse("ssh").wrap("node7", JAVA));
  }

  @Test
  void srunStartsOneTaskPinnedToTheHostWhenThereIsOne() throws BadInputException {
    LaunchAgent srun = LaunchAgent.parse("srun");
    assertTrue(srun.placesRanks(), "Slurm places ranks without a hosts file");
    List<String> pinned = srun.wrap("node7", JAVA);
    assertEquals(List.of("srun", "--nodes=1", "--ntasks=1", "--overlap", "--quiet", "--nodelist=node7"),
        pinned.subList(0, 6));
    assertEquals(JAVA, pinned.subList(6, pinned.size()));
    assertFalse(srun.wrap(null, JAVA).stream().anyMatch(word -> word.startsWith("--nodelist")));
  }

  @Test
  void aTemplateTakesTheHostInAnyWordAndTheCommandAsWordsOfItsOwn() throws BadInputException {
    LaunchAgent agent = LaunchAgent.parse("  ip netns exec {host} {command} ");
    assertFalse(agent.placesRanks());
    assertEquals("ip", agent.program());
    List<String> line = agent.wrap("h2", JAVA);
    assertEquals(List.of("ip", "netns", "exec", "h2"), line.subList(0, 4));
    assertEquals(JAVA, line.subList(4, line.size()), "unquoted: exec takes them as they are");
    assertEquals(List.of("docker", "exec", "rank-on-n1", "java", "-cp", "/opt/dampi.jar", "Main", "it's"),
        LaunchAgent.parse("docker exec rank-on-{host} {command}").wrap("n1", JAVA));
  }

  @Test
  void anUnknownAgentOrATemplateWithoutItsCommandIsOneLineOfBadInput() {
    for (String[] bad : new String[][] {
        {"rsh", "unknown launch agent 'rsh' (expected ssh, srun or a command template such as 'CMD {host} {command}')"},
        {"", "unknown launch agent '' (expected ssh, srun or a command template such as 'CMD {host} {command}')"},
        {"ssh {host}", "launch agent template 'ssh {host}' must hold {command} once, as a word of its own (where the"
            + " rank's java command goes)"},
        {"sh -c '{command}'", "launch agent template 'sh -c '{command}'' must hold {command} once, as a word of its"
            + " own (where the rank's java command goes)"},
        {"x {command} {command}", "launch agent template 'x {command} {command}' must hold {command} once, as a word"
            + " of its own (where the rank's java command goes)"},
        {"{host} {command}", "launch agent template '{host} {command}' must start with the command to run"}}) {
      BadInputException e = assertThrows(BadInputException.class, () -> LaunchAgent.parse(bad[0]), bad[0]);
      assertEquals(bad[1], e.getMessage());
    }
  }

  @Test
  void anAgentWhoseProgramIsMissingIsBadInputBeforeAnythingStarts() throws BadInputException {
    LaunchAgent.checkRunnable(LaunchAgent.parse("sh -c {command}"));
    BadInputException e = assertThrows(BadInputException.class,
        () -> LaunchAgent.checkRunnable(LaunchAgent.parse("no-such-agent-here {host} {command}")));
    assertEquals("launch agent 'no-such-agent-here {host} {command}': no-such-agent-here not found on the PATH",
        e.getMessage());
  }
}
