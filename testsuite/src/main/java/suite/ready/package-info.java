/**
 * Ready-mode sends (MPI-3.1 §3.4): correct only when the matching receive is already posted as the send starts. MPJ
 * sends them as standard sends, so the error never shows there.
 */
package suite.ready;
