package dampi.launch;

import dampi.instrument.ArrayAccessRewriter;
import dampi.instrument.CallSiteRewriter;
import dampi.instrument.ClassTransformer;
import dampi.instrument.FieldStoreRewriter;
import dampi.instrument.InterceptionTable;
import dampi.instrument.LoopMethod;
import dampi.instrument.LoopRegionRewriter;
import dampi.instrument.MpjClasses;
import dampi.instrument.MpjPatches;
import dampi.intercept.RankBinding;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

/**
 * The pieces every rank's class loader is made of, besides MPJ itself: dampi's in-rank interception layer (defined
 * anew in each rank, so its statics are per rank) and the transformers applied to MPJ and to the application.
 */
public final class RankLayer {
  /** Packages of dampi-lib that live inside a rank; everything else of dampi is shared with the scheduler. */
  private static final List<String> IN_RANK_PACKAGES = List.of("dampi.intercept.", "dampi.piggyback.", "dampi.repair.");

  private RankLayer() {}

  /** dampi's in-rank classes, read from wherever dampi-lib was loaded from (a jar or a classes directory). */
  public static ClassPathContents inRankClasses() {
    return inRankClasses(ClassTransformer.NONE);
  }

  /** dampi's in-rank classes, each transformed by {@code transformer}. */
  public static ClassPathContents inRankClasses(ClassTransformer transformer) {
    return new ClassPathContents(List.of(dampiLibLocation()), transformer,
        name -> IN_RANK_PACKAGES.stream().anyMatch(name::startsWith));
  }

  public static ClassTransformer mpjTransformer(Interception interception) {
    return new MpjPatches(interception != Interception.OFF);
  }

  /**
   * @param mpj MPJ's classes, whose calls are the MPI calls
   * @param abstractedLoops methods made into region executions ({@code --abstract-loop})
   */
  public static ClassTransformer applicationTransformer(Interception interception, MpjClasses mpj,
      List<LoopMethod> abstractedLoops) {
    if (interception == Interception.OFF) {
      return ClassTransformer.NONE;
    }
    ClassTransformer calls = new CallSiteRewriter(InterceptionTable.load(RankBinding.class.getClassLoader()), mpj);
    if (!abstractedLoops.isEmpty()) {
      calls = new LoopRegionRewriter(abstractedLoops).andThen(calls);
    }
    return interception == Interception.CALLS_ONLY ? calls
        : calls.andThen(new ArrayAccessRewriter()).andThen(new FieldStoreRewriter());
  }

  private static Path dampiLibLocation() {
    try {
      return Path.of(RankBinding.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate dampi-lib", e);
    }
  }
}
