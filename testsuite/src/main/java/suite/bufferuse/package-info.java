/**
 * Buffers still owned by a pending nonblocking operation (MBI's "local concurrency", MPI-3.1 §3.7.2): MPJ copies send
 * data at the call and fills receive arrays at completion, so these errors are silent under MPJ.
 */
package suite.bufferuse;
