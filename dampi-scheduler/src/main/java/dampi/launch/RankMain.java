package dampi.launch;

import dampi.rank.RankExit;
import dampi.rank.RankOutcome;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.lang.reflect.InvocationTargetException;
import java.util.function.Supplier;

/**
 * One rank's {@code main}, the same on both devices (a multicore rank thread and a niodev rank JVM run it): binds the
 * rank's recorder to its interception layer, runs the application's {@code main} in the rank's class loader, and says
 * how it ended. The outcome is the rank's own word; {@link EndOfRun} decides whether it still counts.
 */
public final class RankMain {
  private static final String STAND_IN = "dampi.intercept.StandIn";

  private RankMain() {}

  /**
   * @param loader makes the rank's class loader (MPJ, dampi's in-rank layer and the application); what fails there
   *     ends the rank as what its {@code main} throws does
   * @param args what MPJ's {@code MPI.Init} expects on the device, then the application's own arguments
   */
  public static RankOutcome run(RankRecorder recorder, Supplier<ClassLoader> loader, String mainClass, String[] args,
      Interception interception) {
    int rank = recorder.rank();
    try {
      ClassLoader rankLoader = loader.get();
      Thread.currentThread().setContextClassLoader(rankLoader);
      rankLoader.loadClass("dampi.intercept.RankBinding").getMethod("bind", RankRecorder.class).invoke(null, recorder);
      // In a subset replay a rank outside the replay set stands in: it joins MPI and ends (see ReplayPlan).
      boolean standIn = recorder.plan().replay() != null && recorder.plan().replay().standIn();
      Class<?> main = Class.forName(standIn ? STAND_IN : mainClass, true, rankLoader);
      java.lang.reflect.Method entry = main.getMethod("main", String[].class);
      entry.setAccessible(true); // a main class need not be public, as for java and MPJ's own starter
      entry.invoke(null, (Object) args);
      // Without the layer nothing records Finalize: a plain rank succeeds when its main returns.
      if (recorder.isFinalized() || interception == Interception.OFF) {
        return new RankOutcome.Finalized(rank);
      }
      return recorder.isInitialized() ? new RankOutcome.MissingFinalize(rank) : new RankOutcome.WithoutMpi(rank);
    } catch (InvocationTargetException | ExceptionInInitializerError e) {
      return failure(recorder, e.getCause() != null ? e.getCause() : e);
    } catch (Throwable e) {
      return failure(recorder, e);
    }
  }

  /** How a rank whose main threw ended: it exited, MPJ raised an MPI error, or the application threw. */
  private static RankOutcome failure(RankRecorder recorder, Throwable thrown) {
    int rank = recorder.rank();
    if (thrown instanceof RankExit exit) {
      if (exit.orderly() && recorder.isFinalized()) {
        return new RankOutcome.Finalized(rank);
      }
      return new RankOutcome.Exited(rank, exit.call(), exit.status(), UserSite.of(exit.getStackTrace()));
    }
    // Report the innermost exception that the application's own code saw, not MPJ's wrapper around it.
    Throwable reported = thrown;
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      if (UserSite.of(cause.getStackTrace()).isKnown()) {
        reported = cause;
      }
    }
    Site site = UserSite.of(reported.getStackTrace());
    String text = reported.toString();
    int newline = text.indexOf('\n');
    String line = newline < 0 ? text : text.substring(0, newline);
    return raisedByMpi(reported) ? new RankOutcome.MpiError(rank, line, site) : new RankOutcome.Threw(rank, line, site);
  }

  /**
   * Whether MPJ raised the exception inside an MPI call of the application (an invalid rank, tag or communicator):
   * it was thrown from MPJ's own code, or it is MPJ's exception type.
   */
  private static boolean raisedByMpi(Throwable reported) {
    for (Throwable cause = reported; cause != null; cause = cause.getCause()) {
      StackTraceElement[] stack = cause.getStackTrace();
      if (UserSite.isMpj(cause.getClass().getName())
          || stack.length > 0 && UserSite.isMpj(stack[0].getClassName())) {
        return true;
      }
    }
    return false;
  }
}
