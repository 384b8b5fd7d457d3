package dampi.intercept;

/** Called before every MPI call the layer does not model, so that the verdict can say coverage is incomplete. */
public final class Coverage {
  private Coverage() {}

  public static void unsupported(String call) {
    RankBinding.recorder().unsupported(call);
  }
}
