package org.wssbench.wire;

/**
 * The metrics of the service's Server-Timing header, in header order. Adding a metric here is the
 * whole contract change: {@link ServerTiming} formats and parses every constant, and the round-trip
 * test covers it. The service still has to measure it and the driver to record it.
 */
public enum ServerTimingMetric {
    /** Servlet entry until the outbound security phase is done (the response body is not written yet). */
    TOTAL("total"),
    /** The inbound Security phase: Rampart/WSS4J checking the request (plus the replay guard). */
    SECURITY_IN("sec-in"),
    /** Dispatch, data binding, the query and building the response objects. */
    APP("app"),
    /** The outbound Security phase: Rampart/WSS4J securing the response. */
    SECURITY_OUT("sec-out"),
    /**
     * CPU time of the request thread over the {@code total} span (ThreadMXBean); left out when the
     * span did not stay on one thread. Immune to waiting for a core, unlike the durations above.
     */
    CPU("cpu");

    private final String headerName;

    ServerTimingMetric(String headerName) {
        this.headerName = headerName;
    }

    /** The metric's name in the header, e.g. {@code sec-in}. */
    public String headerName() {
        return headerName;
    }

    /** The metric with this header name, or null for names of other servers. */
    static ServerTimingMetric byHeaderName(String name) {
        for (ServerTimingMetric metric : values()) {
            if (metric.headerName.equals(name)) {
                return metric;
            }
        }
        return null;
    }
}
