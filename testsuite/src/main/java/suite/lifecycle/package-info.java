/**
 * Requests used against their life cycle (MPI-3.1 §3.9): a persistent request started again while still active, one
 * created and never used. MPJ 0.44 has no call that frees a request, so "used after it was freed" cannot be written.
 */
package suite.lifecycle;
