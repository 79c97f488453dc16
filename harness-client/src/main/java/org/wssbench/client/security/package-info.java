/**
 * Client-side checks Rampart 1.8.0 does not make. {@link org.wssbench.client.security.ResponseBindingHandler}
 * refuses a secured response that does not answer the request just sent (a replayed old response): it demands the
 * confirmation of the client's own signature, or for secure conversation the signed RelatesTo of its own
 * MessageID. It runs in its own phase right after Rampart's Security phase, outbound to note what the request
 * sent and inbound to check the response (wssbench-client-axis2.xml); a refused response is recorded as a failed
 * request. The attacks it stops, and the tests that prove it, are in docs/security.md.
 */
package org.wssbench.client.security;
