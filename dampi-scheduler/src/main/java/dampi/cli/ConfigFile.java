package dampi.cli;

import dampi.launch.BadInputException;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Options of {@code verify} kept in a properties file, for nightly CI: {@code --config FILE}, or else
 * {@code dampi.properties} next to the program's jar when there is one. A key is an option's name without its
 * dashes, a value what would follow the option; repeatable options take a comma-separated list, flags
 * {@code true} or {@code false}:
 *
 * <pre>
 *   protocol=lvcp
 *   np=8
 *   bound-mixing=1
 *   abstract-loop=com.example.Solver#step,com.example.Solver#exchange
 *   stop-at-first-error=true
 * </pre>
 *
 * Options given on the command line win over the file. Unknown keys and bad values are rejected with one line that
 * names the file and the key.
 */
final class ConfigFile {
  static final String DEFAULT_NAME = "dampi.properties";

  private final Path path;
  private final Map<String, String> entries;

  private ConfigFile(Path path, Map<String, String> entries) {
    this.path = path;
    this.entries = entries;
  }

  /**
   * The command to run: {@code given} itself when there is no configuration file, else a new command parsed from the
   * file's entries (those the command line does not give) followed by the command line.
   */
  static VerifyCommand apply(VerifyCommand given) throws BadInputException {
    ConfigFile file = find(given);
    if (file == null) {
      return given;
    }
    CommandSpec spec = given.spec;
    ParseResult parsed = spec.commandLine().getParseResult();
    List<String> merged = new ArrayList<>();
    for (Map.Entry<String, String> entry : file.entries.entrySet()) {
      OptionSpec option = optionNamed(spec, entry.getKey());
      if (option == null) {
        throw file.error(entry, "unknown option (keys are verify's option names without dashes, e.g. protocol)");
      }
      if (parsed.hasMatchedOption(option)) {
        continue; // the command line wins
      }
      List<String> arguments = file.arguments(option, entry);
      try {
        VerifyCommand.checkOptions(arguments);
      } catch (BadInputException e) {
        throw file.error(entry, e.getMessage());
      }
      merged.addAll(arguments);
    }
    merged.addAll(parsed.expandedArgs());
    VerifyCommand effective = new VerifyCommand();
    try {
      new CommandLine(effective).setStopAtPositional(true).parseArgs(merged.toArray(String[]::new));
    } catch (ParameterException e) {
      throw new BadInputException(file.path + ": " + e.getMessage());
    }
    return effective;
  }

  private static ConfigFile find(VerifyCommand given) throws BadInputException {
    if (given.config != null) {
      if (!Files.isReadable(given.config)) {
        throw new BadInputException("config file not found or not readable: " + given.config);
      }
      return read(given.config);
    }
    Path jar = given.program.jarOrNull();
    if (jar == null) {
      return null;
    }
    Path beside = jar.toAbsolutePath().resolveSibling(DEFAULT_NAME);
    return Files.isReadable(beside) ? read(beside) : null;
  }

  private static ConfigFile read(Path path) throws BadInputException {
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
      properties.load(reader);
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new BadInputException("config file " + path + " is not a text file (not UTF-8)");
    } catch (IOException | IllegalArgumentException e) {
      throw new BadInputException("cannot read config file " + path + ": " + e.getMessage());
    }
    Map<String, String> entries = new TreeMap<>();
    properties.stringPropertyNames().forEach(key -> entries.put(key.trim(), properties.getProperty(key).trim()));
    return new ConfigFile(path, entries);
  }

  /** The option a key names: any of its names without leading dashes; help, version and config itself excluded. */
  private static OptionSpec optionNamed(CommandSpec spec, String key) {
    for (OptionSpec option : spec.options()) {
      if (option.usageHelp() || option.versionHelp() || option.longestName().equals("--config")) {
        continue;
      }
      for (String name : option.names()) {
        if (name.replaceFirst("^-+", "").equals(key)) {
          return option;
        }
      }
    }
    return null;
  }

  /** The command-line words an entry stands for. */
  private List<String> arguments(OptionSpec option, Map.Entry<String, String> entry) throws BadInputException {
    String name = option.longestName();
    String value = entry.getValue();
    if (option.arity().max() == 0) {
      if (value.equalsIgnoreCase("true")) {
        return List.of(name);
      }
      if (value.equalsIgnoreCase("false")) {
        return List.of();
      }
      throw error(entry, "expected true or false");
    }
    List<String> arguments = new ArrayList<>();
    for (String part : option.isMultiValue() ? value.split(",") : new String[] {value}) {
      if (part.isBlank()) {
        throw error(entry, "empty value");
      }
      arguments.add(name);
      arguments.add(part.trim());
    }
    return arguments;
  }

  private BadInputException error(Map.Entry<String, String> entry, String problem) {
    return new BadInputException(path + ": " + entry.getKey() + "=" + entry.getValue() + ": " + problem);
  }
}
