package launch;

/** A class that cannot be run: it has no {@code public static void main(String[])}. */
public class NoMain {
  public static void notMain(String[] args) {}
}
