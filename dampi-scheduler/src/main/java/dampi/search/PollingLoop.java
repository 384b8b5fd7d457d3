package dampi.search;

import dampi.site.Site;

/**
 * A site where a rank polled again at once after its poll found nothing: a loop. One that a rank left having found
 * nothing ({@code givesUp}) may end either way; one only ever seen ending with a find waits for its message, and
 * finding nothing is no choice of its polls. Learnt by the search from every run and judged per site, whichever rank
 * polled there (ranks run the same code), since a run forced to find a message at once never shows the loop. One
 * whose program works between its polls ({@code worksBetweenPolls}: it stored into its arrays or fields) acts on an
 * empty answer: finding nothing is a choice of its single polls (those that did not end a loop).
 */
record PollingLoop(Site site, boolean givesUp, boolean worksBetweenPolls) {}
