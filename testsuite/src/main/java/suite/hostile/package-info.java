/**
 * Hostile programs: what a careless or unlucky user writes that MPJ lets through quietly (a collective skipped before
 * {@code MPI.Finalize}, ...). Each is labelled with what {@code dampi verify} must report; a new case is one more
 * class here.
 */
package suite.hostile;
