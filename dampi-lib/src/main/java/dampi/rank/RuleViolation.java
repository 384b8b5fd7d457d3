package dampi.rank;

import dampi.site.Site;
import java.io.Serializable;

/**
 * An MPI call that broke a rule of the standard on its own, whatever the other ranks do: an argument outside what the
 * call accepts ({@link Rule#INVALID_ARGUMENT}), or a request used against its life cycle ({@link
 * Rule#REQUEST_LIFECYCLE}: a Start on a persistent request still active, a persistent request never used), or a
 * ready send that started before its receive was posted ({@link Rule#READY_MODE}), or a call whose buffer overlaps
 * one a pending operation still owns ({@link Rule#BUFFER_IN_USE}), or any call before MPI.Init or after MPI.Finalize
 * but the few the standard allows ({@link Rule#CALL_BEFORE_INIT}, {@link Rule#CALL_AFTER_FINALIZE}). It is erroneous
 * even where MPJ
 * accepts the call; the layer fails an invalid argument or a second Start with an {@code MPIException} naming the
 * rule, as MPI's default error handler would abort, and lets the others go on as MPJ does.
 *
 * @param site the application's call, Class.java:line (for a request never used, the call that created it)
 * @param call the MPI call, e.g. {@code Comm.Send}
 * @param detail the argument and the rule, e.g. {@code tag -1 is not in 0..TAG_UB (MPI-3.1 §3.2.3)}
 */
public record RuleViolation(Rule rule, Site site, String call, String detail) implements Serializable {
  public enum Rule {
    INVALID_ARGUMENT, REQUEST_LIFECYCLE, READY_MODE, BUFFER_IN_USE, CALL_BEFORE_INIT, CALL_AFTER_FINALIZE, BUFFER_SPACE
  }
}
