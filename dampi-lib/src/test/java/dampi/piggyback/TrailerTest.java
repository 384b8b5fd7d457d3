package dampi.piggyback;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Every shape of trailer comes off as it went on, and leaves the user's own dynamic bytes as they were. */
class TrailerTest {
  @Property(tries = 300)
  void whatIsAppendedDecodesToTheSameParts(@ForAll @Size(max = 12) int[] clock, @ForAll @Size(max = 20) byte[] user,
      @ForAll boolean withUser, @ForAll @IntRange(min = -1, max = 40) int ssendSender,
      @ForAll @Size(max = 9) int[] replaySet, @ForAll boolean recorded) {
    byte[] dynamic = withUser ? user : null;
    int[] set = recorded ? replaySet : null;
    byte[] appended = ssendSender >= 0 ? Trailer.appendSsend(dynamic, clock, ssendSender, set)
        : Trailer.append(dynamic, clock, set);
    assertEquals((dynamic == null ? 0 : dynamic.length) + Trailer.size(clock.length) + Trailer.replaySize(set)
        + (ssendSender >= 0 ? Trailer.SSEND_EXTRA : 0), appended.length);
    Trailer.Decoded decoded = Trailer.decode(appended);
    assertArrayEquals(clock, decoded.clock());
    assertArrayEquals(dynamic == null || dynamic.length == 0 ? null : dynamic, decoded.userDynamic());
    assertEquals(ssendSender >= 0 ? ssendSender : Trailer.NOT_SSEND, decoded.ssendSender());
    assertArrayEquals(set, decoded.replaySet());
  }

  @Test
  void bytesWithoutATrailerAreNotMistakenForOne() {
    assertNull(Trailer.decode(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9}));
    assertNull(Trailer.decode(null));
    byte[] claimsTooMuch = Trailer.append(null, new int[] {1, 2}, new int[] {0, 1});
    claimsTooMuch[claimsTooMuch.length - 12] = 100; // the set's length, now beyond the bytes there are
    assertNull(Trailer.decode(claimsTooMuch));
  }
}
