package arrays;

import java.util.Arrays;

/** Array loads and stores of every element type, for the array-access rewriter's test: it must not change them. */
public final class EveryArrayKind {
  private EveryArrayKind() {}

  /** Stores into and loads from an array of each type, and copies between two; returns what it read. */
  public static String storeLoadAndCopy() {
    int[] ints = new int[2];
    long[] longs = new long[2];
    float[] floats = new float[2];
    double[] doubles = new double[2];
    byte[] bytes = new byte[2];
    boolean[] flags = new boolean[2];
    char[] chars = new char[2];
    short[] shorts = new short[2];
    String[] strings = new String[2];
    int[][] rows = new int[2][];
    ints[1] = 7;
    longs[1] = 1L << 40;
    floats[1] = 1.5f;
    doubles[1] = 2.25;
    bytes[1] = (byte) 200;
    flags[1] = true;
    chars[1] = 'x';
    shorts[1] = (short) 40000;
    strings[1] = "s";
    rows[1] = ints;
    int[] copy = new int[2];
    System.arraycopy(ints, 0, copy, 0, 2);
    return ints[1] + " " + longs[1] + " " + floats[1] + " " + doubles[1] + " " + bytes[1] + " " + flags[1] + " "
        + chars[1] + " " + shorts[1] + " " + strings[1] + " " + rows[1][1] + " " + Arrays.toString(copy);
  }

  /** Stores one element past the end of an array. */
  public static void storesPastTheEnd() {
    int[] ints = new int[2];
    ints[2] = 1; // the line the exception's trace must start at
  }

  /** Stores an Integer into an array of strings seen as objects. */
  public static void storesTheWrongType() {
    Object[] strings = new String[1];
    strings[0] = 1;
  }
}
