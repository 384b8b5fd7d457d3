package dampi.search;

/**
 * What the bounds of a search cut, counted per choice point: an epoch with alternatives on one explored path (an
 * epoch that several paths reach counts once per path).
 *
 * @param epochsExplored choice points whose alternatives were all tried
 * @param epochsCutByMixing choice points whose alternatives the mixing bound withheld
 * @param epochsCutByRegions choice points in a repeated execution of an abstracted region
 */
public record BoundedCoverage(int epochsExplored, int epochsCutByMixing, int epochsCutByRegions) {
  public static final BoundedCoverage NOTHING = new BoundedCoverage(0, 0, 0);

  public boolean cutAnything() {
    return epochsCutByMixing > 0 || epochsCutByRegions > 0;
  }

  BoundedCoverage plus(BoundedCoverage other) {
    return new BoundedCoverage(epochsExplored + other.epochsExplored, epochsCutByMixing + other.epochsCutByMixing,
        epochsCutByRegions + other.epochsCutByRegions);
  }

  BoundedCoverage plus(ChoiceBounds.Cut cut) {
    return switch (cut) {
      case NONE -> new BoundedCoverage(epochsExplored + 1, epochsCutByMixing, epochsCutByRegions);
      case MIXING -> new BoundedCoverage(epochsExplored, epochsCutByMixing + 1, epochsCutByRegions);
      case REGION -> new BoundedCoverage(epochsExplored, epochsCutByMixing, epochsCutByRegions + 1);
    };
  }
}
