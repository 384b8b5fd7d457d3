package dampi.search;

import dampi.site.Site;

/**
 * A site where a rank polled again at once after its poll found nothing: a loop waiting for its message. Learnt by
 * the search from any run, since a run forced to find a message at once never shows the loop.
 */
record PollingLoop(int rank, Site site) {}
