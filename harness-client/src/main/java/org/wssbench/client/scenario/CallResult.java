package org.wssbench.client.scenario;

import org.wssbench.results.RequestStatus;

/**
 * The measurements of one call, as cheap to build as possible: the Server-Timing header is kept
 * raw and parsed later, off the request thread.
 *
 * @param status     FAULT when the service answered with a fault or an unreadable message,
 *                   ERROR when there was no usable answer (connection refused or reset, timeout, or
 *                   a secured response the client's WS-Security rejected: unsigned, altered,
 *                   replayed, not encrypted)
 * @param reconnects connections opened during the call (0 when the kept-alive one was reused;
 *                   a reconnect, with TLS its handshake, then sits inside the timing); -1 unknown
 * @param tokenIssued the client obtained a new secure-conversation token during the call (its first
 *                   call, or a renewal): the token exchange sits inside the timing
 */
public record CallResult(long clientNanos, String serverTimingHeader, long requestBytes, long responseBytes,
                         int matches, RequestStatus status, String error, int reconnects, boolean tokenIssued) {

    public CallResult(long clientNanos, String serverTimingHeader, long requestBytes, long responseBytes,
                      int matches, RequestStatus status, String error, int reconnects) {
        this(clientNanos, serverTimingHeader, requestBytes, responseBytes, matches, status, error, reconnects, false);
    }

    public CallResult(long clientNanos, String serverTimingHeader, long requestBytes, long responseBytes,
                      int matches, RequestStatus status, String error) {
        this(clientNanos, serverTimingHeader, requestBytes, responseBytes, matches, status, error, -1);
    }

    public boolean ok() {
        return status == RequestStatus.OK;
    }
}
