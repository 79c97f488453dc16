package org.wssbench.service.timing;

import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.axis2.kernel.http.HTTPConstants;

import java.util.HashMap;
import java.util.Map;

/**
 * Runs after Rampart's outbound "Security" phase and reports the split as a W3C Server-Timing
 * header: {@code total} (servlet entry to here), {@code sec-in} (inbound Security phase),
 * {@code app} (dispatch, data binding, query, response objects) and {@code sec-out}
 * (outbound Security phase). Writing the response body happens after this point and is not in
 * {@code total}: headers must be set before the body is streamed.
 */
public class ServerTimingHeaderHandler extends AbstractHandler {

    public static final String HEADER = "Server-Timing";

    @Override
    public InvocationResponse invoke(MessageContext context) {
        RequestTimer timer = RequestTimer.of(context);
        if (timer == null || timer.inSecurityEndNanos == 0 || timer.outSecurityStartNanos == 0) {
            return InvocationResponse.CONTINUE;
        }
        long now = System.nanoTime();
        String value = format(
                now - timer.arrivalNanos,
                timer.inSecurityEndNanos - timer.inSecurityStartNanos,
                timer.outSecurityStartNanos - timer.inSecurityEndNanos,
                now - timer.outSecurityStartNanos);
        @SuppressWarnings("unchecked")
        Map<String, String> headers = (Map<String, String>) context.getProperty(HTTPConstants.HTTP_HEADERS);
        if (headers == null) {
            headers = new HashMap<>();
            context.setProperty(HTTPConstants.HTTP_HEADERS, headers);
        }
        headers.put(HEADER, value);
        return InvocationResponse.CONTINUE;
    }

    static String format(long totalNanos, long securityInNanos, long appNanos, long securityOutNanos) {
        StringBuilder text = new StringBuilder(96);
        metric(text, "total", totalNanos).append(", ");
        metric(text, "sec-in", securityInNanos).append(", ");
        metric(text, "app", appNanos).append(", ");
        return metric(text, "sec-out", securityOutNanos).toString();
    }

    /** dur is in milliseconds (the header's unit), written with nanosecond digits. */
    private static StringBuilder metric(StringBuilder text, String name, long nanos) {
        long millis = nanos / 1_000_000;
        String fraction = Long.toString(1_000_000 + nanos % 1_000_000).substring(1);
        return text.append(name).append(";dur=").append(millis).append('.').append(fraction);
    }
}
