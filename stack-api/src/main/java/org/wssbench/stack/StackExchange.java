package org.wssbench.stack;

/**
 * What one call of a {@link StackClient} saw on the wire and got back.
 *
 * @param outcome       how it ended
 * @param matches       quakes returned (query) or characters echoed (echo); 0 unless OK
 * @param answer        the echoed text (echo only), else null
 * @param serverTiming  the response's Server-Timing header, null if none
 * @param requestBytes  bytes of the request body sent, -1 unknown
 * @param responseBytes bytes of the response body read, -1 unknown
 * @param httpStatus    the response's HTTP status, 0 if there was none
 * @param error         why it failed, "" when OK
 */
public record StackExchange(Outcome outcome, int matches, String answer, String serverTiming, long requestBytes,
                            long responseBytes, int httpStatus, String error) {

    /** The ways a call ends. */
    public enum Outcome {
        /** the answer came back and the client's security accepted it */
        OK,
        /** the service answered with a SOAP fault or an unreadable message */
        FAULT,
        /** the service answered normally but the client's WS-Security refused the answer */
        REJECTED,
        /** no answer (connection refused or reset, timeout) */
        ERROR
    }
}
