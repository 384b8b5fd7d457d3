package dampi.rank;

import dampi.site.Site;
import java.io.Serializable;

/**
 * A receive that could not take its message as sent: the message's basic type differs from the receive's
 * ({@link Kind#TYPE_MISMATCH}), or it is longer than the receive buffer ({@link Kind#TRUNCATION}).
 *
 * @param site the application's receive or completion call, Class.java:line
 * @param detail what MPJ found, e.g. {@code count <5> is less than length <10>}
 */
public record MessageError(Kind kind, Site site, String detail) implements Serializable {
  public enum Kind { TYPE_MISMATCH, TRUNCATION }
}
