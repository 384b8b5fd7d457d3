package dampi.replay;

import java.io.Serializable;
import java.util.Arrays;

/**
 * What a call whose answer depends on timing answered in a recorded run: a probe (the message it saw, or none) or a
 * completion call that may return before all its requests complete (which of them it returned). A subset replay gives
 * the same answers in the same order, so the program takes the same path whatever the replay's timing. Runs of the
 * same answer to the same call (a polling loop's empty answers) are kept once, with how many times they came.
 *
 * @param call the call, e.g. {@code Comm.Iprobe} or {@code Request.Waitany}
 * @param answer for a probe, nothing when it saw no message, else {@link #probed}'s fields; for a completion call, the
 *     indices of the requests it returned (Test and Testall: {@code 0} when complete), none when it returned none
 * @param times how many times in a row the call answered so
 */
public record RecordedAnswer(String call, int[] answer, int times) implements Serializable {
  /** The positions in a probe's answer of the message's fields. */
  public static final int SOURCE = 0;
  public static final int TAG = 1;
  public static final int COUNT = 2;
  public static final int COUNT_IN_BYTES = 3;
  public static final int ELEMENTS = 4;
  public static final int TYPE_CODE = 5;

  public RecordedAnswer {
    answer = answer.clone();
    if (times < 1) {
      throw new IllegalArgumentException("an answer given " + times + " times");
    }
  }

  /** A probe's answer that saw a message: its sender (a world rank), tag and MPJ's size fields of its status. */
  public static int[] probed(int source, int tag, int count, int countInBytes, int elements, int typeCode) {
    return new int[] {source, tag, count, countInBytes, elements, typeCode};
  }

  /** Whether the call returned nothing: no message, no request. */
  public boolean none() {
    return answer.length == 0;
  }

  @Override
  public int[] answer() {
    return answer.clone();
  }

  /** The same call with the same answer: one more of a run. */
  public boolean repeats(String otherCall, int[] otherAnswer) {
    return call.equals(otherCall) && Arrays.equals(answer, otherAnswer);
  }

  public RecordedAnswer oneMore() {
    return new RecordedAnswer(call, answer, times + 1);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof RecordedAnswer that && call.equals(that.call) && Arrays.equals(answer, that.answer)
        && times == that.times;
  }

  @Override
  public int hashCode() {
    return 31 * (31 * call.hashCode() + Arrays.hashCode(answer)) + times;
  }

  @Override
  public String toString() {
    return call + " -> " + Arrays.toString(answer) + (times > 1 ? " x" + times : "");
  }
}
