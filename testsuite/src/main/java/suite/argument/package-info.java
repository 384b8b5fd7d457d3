/**
 * Calls with arguments the standard does not accept: a rank outside the communicator, a tag outside 0..TAG_UB, a
 * count or offset outside the buffer, a root that is no member. Each is erroneous on its own, whatever the other
 * ranks do, and some pass through MPJ unnoticed.
 */
package suite.argument;
