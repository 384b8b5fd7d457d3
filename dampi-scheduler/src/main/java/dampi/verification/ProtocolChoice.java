package dampi.verification;

import dampi.clock.Protocol;
import dampi.launch.BadInputException;
import java.util.Locale;

/**
 * The protocol a verification asks for: one by name, or {@code auto}, which takes LVCP (complete: it finds every
 * potential match) up to a rank count where its cost stays within 1.5x of LLCP's, and LLCP (scalable, but blind to
 * matches that follow another rank's wildcard, Vo Theorem 5.3) above. BENCHMARKS.md has the measurement.
 */
public record ProtocolChoice(Protocol named) {
  /** The most ranks auto verifies with LVCP. */
  public static final int AUTO_LVCP_MAX_RANKS = 256;

  public static ProtocolChoice parse(String name) throws BadInputException {
    if (name.equalsIgnoreCase("auto")) {
      return new ProtocolChoice(null);
    }
    for (Protocol candidate : Protocol.values()) {
      if (candidate.name().equalsIgnoreCase(name)) {
        return new ProtocolChoice(candidate);
      }
    }
    throw new BadInputException("unknown protocol '" + name + "' (expected auto, llcp or lvcp)");
  }

  public Protocol forRanks(int ranks) {
    if (named != null) {
      return named;
    }
    return ranks <= AUTO_LVCP_MAX_RANKS ? Protocol.LVCP : Protocol.LLCP;
  }

  @Override
  public String toString() {
    return named == null ? "auto" : named.name().toLowerCase(Locale.ROOT);
  }
}
