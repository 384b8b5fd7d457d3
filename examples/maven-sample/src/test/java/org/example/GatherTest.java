package org.example;

import dampi.junit.MpiTest;
import dampi.junit.Protocol;

/** The gather verified as a JUnit test: every order of the partial sums, at 3 and 4 ranks. */
class GatherTest {
  @MpiTest(main = FixedGather.class, ranks = {3, 4}, protocol = Protocol.LVCP)
  void gatherTakesThePartialSumsInAnyOrder() {}
}
