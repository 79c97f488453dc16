package org.wssbench.client.scenario;

import org.wssbench.client.transport.ServerTiming;

/**
 * The measurements of one call.
 *
 * @param status "ok", "fault" (the service answered with a fault or an unreadable message) or
 *               "error" (no answer: connection refused or reset, timeout)
 */
public record CallResult(long clientNanos, ServerTiming server, long requestBytes, long responseBytes,
                         int matches, String status, String error) {
}
