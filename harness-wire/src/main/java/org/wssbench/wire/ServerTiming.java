package org.wssbench.wire;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * The service's own split of one request, as sent in its W3C Server-Timing header, e.g.
 * {@code total;dur=1.234567, sec-in;dur=0.5, app;dur=0.0001, sec-out;dur=0.3}. The header's unit
 * is milliseconds; the service writes nanosecond digits and values here are nanoseconds.
 *
 * <p>The service builds one with {@link #of} and sends {@link #header()}; the driver reads it with
 * {@link #parse}. A missing or unreadable entry is {@link #UNKNOWN_NANOS}: a foreign server's header
 * must never break the recording of a request.
 */
public final class ServerTiming {

    /** The HTTP response header. */
    public static final String HEADER = "Server-Timing";
    /** The value of a metric the header did not carry or carried unreadably. */
    public static final long UNKNOWN_NANOS = -1;
    /** No header at all. */
    public static final ServerTiming UNKNOWN = new ServerTiming(new EnumMap<>(ServerTimingMetric.class));

    private final EnumMap<ServerTimingMetric, Long> nanos;

    private ServerTiming(EnumMap<ServerTimingMetric, Long> nanos) {
        this.nanos = nanos;
    }

    /** Known metrics in nanoseconds; negative values and absent metrics count as unknown. */
    public static ServerTiming of(Map<ServerTimingMetric, Long> nanos) {
        EnumMap<ServerTimingMetric, Long> known = new EnumMap<>(ServerTimingMetric.class);
        nanos.forEach((metric, value) -> {
            if (value != null && value >= 0) {
                known.put(metric, value);
            }
        });
        return new ServerTiming(known);
    }

    public long nanos(ServerTimingMetric metric) {
        return nanos.getOrDefault(metric, UNKNOWN_NANOS);
    }

    public long totalNanos() {
        return nanos(ServerTimingMetric.TOTAL);
    }

    public long securityInNanos() {
        return nanos(ServerTimingMetric.SECURITY_IN);
    }

    public long appNanos() {
        return nanos(ServerTimingMetric.APP);
    }

    public long securityOutNanos() {
        return nanos(ServerTimingMetric.SECURITY_OUT);
    }

    /** The header value: known metrics in declaration order, milliseconds with nanosecond digits. */
    public String header() {
        StringBuilder text = new StringBuilder(24 * nanos.size());
        nanos.forEach((metric, value) -> {
            if (text.length() > 0) {
                text.append(", ");
            }
            String fraction = Long.toString(1_000_000 + value % 1_000_000).substring(1);
            text.append(metric.headerName()).append(";dur=").append(value / 1_000_000).append('.').append(fraction);
        });
        return text.toString();
    }

    /** Reads a header value; null, blank, unknown names and unreadable durations give unknown metrics. */
    public static ServerTiming parse(String header) {
        if (header == null || header.isBlank()) {
            return UNKNOWN;
        }
        EnumMap<ServerTimingMetric, Long> values = new EnumMap<>(ServerTimingMetric.class);
        for (String entry : header.split(",")) {
            String[] parts = entry.trim().split(";");
            ServerTimingMetric metric = ServerTimingMetric.byHeaderName(parts[0].trim());
            if (metric == null) {
                continue; // other servers' metrics are ignored
            }
            for (int i = 1; i < parts.length; i++) {
                String parameter = parts[i].trim();
                if (parameter.startsWith("dur=")) {
                    long value = nanos(parameter.substring(4));
                    if (value >= 0) {
                        values.put(metric, value);
                    }
                }
            }
        }
        return new ServerTiming(values);
    }

    private static long nanos(String millis) {
        try {
            double value = Double.parseDouble(millis.trim());
            return Double.isFinite(value) && value >= 0 ? Math.round(value * 1_000_000.0) : UNKNOWN_NANOS;
        } catch (NumberFormatException e) {
            return UNKNOWN_NANOS;
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ServerTiming that && nanos.equals(that.nanos);
    }

    @Override
    public int hashCode() {
        return Objects.hash(nanos);
    }

    @Override
    public String toString() {
        return nanos.isEmpty() ? "ServerTiming(unknown)" : "ServerTiming(" + header() + ")";
    }
}
