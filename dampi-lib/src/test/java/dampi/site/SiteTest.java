package dampi.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class SiteTest {
  @Test
  void aSitePrintsAsFileColonLine() {
    assertEquals("Foo.java:31", Site.of("Foo.java", 31).toString());
    assertEquals("Foo.java:-1", Site.of("Foo.java", -1).toString()); // a stack walk through a class without lines
    assertEquals("Foo.java", Site.inFile("Foo.java").toString());
    assertEquals("unknown site", Site.unknown().toString());
  }

  @Test
  void whatASitePrintsParsesBackToTheSameSite() {
    for (Site site : List.of(Site.of("Foo.java", 31), Site.of("Foo.java", -1), Site.of("pkg.Foo", 7),
        Site.inFile("Foo.java"), Site.unknown())) {
      assertEquals(site, Site.parse(site.toString()), site.toString());
    }
  }

  @Test
  void anEmptyTextIsTheUnknownSite() {
    assertEquals(Site.unknown(), Site.parse(""));
    assertFalse(Site.parse("").isKnown());
    assertTrue(Site.parse("Foo.java:3").isKnown());
  }

  @Test
  void aFileNameThatEndsInNoNumberKeepsItsColon() {
    assertEquals(Site.inFile("odd:name"), Site.parse("odd:name"));
  }

  @Test
  void sitesSortByFileThenLineAsANumberWithUnknownOnesLast() {
    TreeSet<Site> sites = new TreeSet<>(List.of(Site.of("B.java", 2), Site.unknown(), Site.of("A.java", 118),
        Site.of("A.java", 90)));
    assertEquals("[A.java:90, A.java:118, B.java:2, unknown site]", sites.toString());
  }

  @Test
  void aSiteNeedsAFile() {
    assertThrows(IllegalArgumentException.class, () -> Site.of("", 3));
    assertThrows(IllegalArgumentException.class, () -> Site.inFile(""));
  }
}
