package org.wssbench.service.timing;

import org.apache.axis2.context.MessageContext;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.axis2.kernel.http.HTTPConstants;

import org.wssbench.wire.ServerTiming;
import org.wssbench.wire.ServerTimingMetric;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

/**
 * Runs after Rampart's outbound "Security" phase and reports the split as a W3C Server-Timing
 * header (the metrics and their format: {@link ServerTimingMetric}, {@link ServerTiming}):
 * {@code total} (servlet entry to here), {@code sec-in} (inbound Security phase),
 * {@code app} (dispatch, data binding, query, response objects) and {@code sec-out}
 * (outbound Security phase), {@code cpu} (the request thread's CPU time over {@code total}) and
 * {@code alloc} (the heap bytes the request thread allocated over {@code total}).
 * Writing the response body happens after this point and is not in
 * {@code total}: headers must be set before the body is streamed.
 */
public class ServerTimingHeaderHandler extends AbstractHandler {

    @Override
    public InvocationResponse invoke(MessageContext context) {
        RequestTimer timer = RequestTimer.of(context);
        if (timer == null || timer.inSecurityEndNanos == 0 || timer.outSecurityStartNanos == 0) {
            return InvocationResponse.CONTINUE;
        }
        long now = System.nanoTime();
        Map<ServerTimingMetric, Long> nanos = new EnumMap<>(ServerTimingMetric.class);
        nanos.put(ServerTimingMetric.TOTAL, now - timer.arrivalNanos);
        nanos.put(ServerTimingMetric.SECURITY_IN, timer.inSecurityEndNanos - timer.inSecurityStartNanos);
        nanos.put(ServerTimingMetric.APP, timer.outSecurityStartNanos - timer.inSecurityEndNanos);
        nanos.put(ServerTimingMetric.SECURITY_OUT, now - timer.outSecurityStartNanos);
        // Negative (not on the arrival thread, or no CPU clock) leaves the metric out.
        nanos.put(ServerTimingMetric.CPU, timer.arrivalCpu == null ? -1L : timer.arrivalCpu.elapsedOnSameThread());
        long allocated = timer.arrivalCpu == null ? -1L : timer.arrivalCpu.allocatedOnSameThread();
        @SuppressWarnings("unchecked")
        Map<String, String> headers = (Map<String, String>) context.getProperty(HTTPConstants.HTTP_HEADERS);
        if (headers == null) {
            headers = new HashMap<>();
            context.setProperty(HTTPConstants.HTTP_HEADERS, headers);
        }
        headers.put(ServerTiming.HEADER, ServerTiming.of(nanos, allocated).header());
        return InvocationResponse.CONTINUE;
    }
}
