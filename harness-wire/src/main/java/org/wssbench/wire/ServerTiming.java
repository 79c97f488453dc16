package org.wssbench.wire;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * The service's own split of one request, as sent in its W3C Server-Timing header, e.g.
 * {@code total;dur=1.234567, sec-in;dur=0.5, app;dur=0.0001, sec-out;dur=0.3, alloc;desc=81234}. The
 * header's unit is milliseconds; the service writes nanosecond digits and values here are nanoseconds.
 * The one entry that is not a time, {@code alloc}, carries the bytes the request thread allocated
 * over the {@code total} span as its description (a Server-Timing {@code dur} is always a time).
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
    /** The allocated bytes when the header did not carry them or carried them unreadably. */
    public static final long UNKNOWN_BYTES = -1;
    /** The header entry of the request thread's allocated bytes. */
    static final String ALLOC = "alloc";
    /** No header at all. */
    public static final ServerTiming UNKNOWN = new ServerTiming(new EnumMap<>(ServerTimingMetric.class), UNKNOWN_BYTES);

    private final EnumMap<ServerTimingMetric, Long> nanos;
    private final long allocatedBytes;

    private ServerTiming(EnumMap<ServerTimingMetric, Long> nanos, long allocatedBytes) {
        this.nanos = nanos;
        this.allocatedBytes = allocatedBytes;
    }

    /** Known metrics in nanoseconds; negative values and absent metrics count as unknown. */
    public static ServerTiming of(Map<ServerTimingMetric, Long> nanos) {
        return of(nanos, UNKNOWN_BYTES);
    }

    /**
     * Known metrics in nanoseconds and the bytes the request thread allocated over {@code total};
     * negative values and absent metrics count as unknown.
     */
    public static ServerTiming of(Map<ServerTimingMetric, Long> nanos, long allocatedBytes) {
        EnumMap<ServerTimingMetric, Long> known = new EnumMap<>(ServerTimingMetric.class);
        nanos.forEach((metric, value) -> {
            if (value != null && value >= 0) {
                known.put(metric, value);
            }
        });
        return new ServerTiming(known, allocatedBytes >= 0 ? allocatedBytes : UNKNOWN_BYTES);
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

    /**
     * Bytes the request thread allocated over the {@code total} span (ThreadMXBean), or
     * {@link #UNKNOWN_BYTES} where the service could not tell.
     */
    public long allocatedBytes() {
        return allocatedBytes;
    }

    /**
     * The header value: known metrics in declaration order, milliseconds with nanosecond digits, then
     * {@code alloc;desc=<bytes>} when the allocation is known.
     */
    public String header() {
        StringBuilder text = new StringBuilder(24 * (nanos.size() + 1));
        nanos.forEach((metric, value) -> {
            if (text.length() > 0) {
                text.append(", ");
            }
            String fraction = Long.toString(1_000_000 + value % 1_000_000).substring(1);
            text.append(metric.headerName()).append(";dur=").append(value / 1_000_000).append('.').append(fraction);
        });
        if (allocatedBytes >= 0) {
            text.append(text.length() > 0 ? ", " : "").append(ALLOC).append(";desc=").append(allocatedBytes);
        }
        return text.toString();
    }

    /** Reads a header value; null, blank, unknown names and unreadable durations give unknown metrics. */
    public static ServerTiming parse(String header) {
        if (header == null || header.isBlank()) {
            return UNKNOWN;
        }
        EnumMap<ServerTimingMetric, Long> values = new EnumMap<>(ServerTimingMetric.class);
        long allocated = UNKNOWN_BYTES;
        for (String entry : header.split(",")) {
            String[] parts = entry.trim().split(";");
            String name = parts[0].trim();
            if (ALLOC.equals(name)) {
                allocated = bytes(parts);
                continue;
            }
            ServerTimingMetric metric = ServerTimingMetric.byHeaderName(name);
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
        return new ServerTiming(values, allocated);
    }

    /** The {@code desc} of an alloc entry as a whole non-negative number of bytes, else unknown. */
    private static long bytes(String[] parts) {
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].trim();
            if (parameter.startsWith("desc=")) {
                String value = parameter.substring(5).trim();
                if (value.length() > 1 && value.startsWith("\"") && value.endsWith("\"")) {
                    value = value.substring(1, value.length() - 1);
                }
                try {
                    long bytes = Long.parseLong(value);
                    return bytes >= 0 ? bytes : UNKNOWN_BYTES;
                } catch (NumberFormatException e) {
                    return UNKNOWN_BYTES;
                }
            }
        }
        return UNKNOWN_BYTES;
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
        return other instanceof ServerTiming that && nanos.equals(that.nanos) && allocatedBytes == that.allocatedBytes;
    }

    @Override
    public int hashCode() {
        return Objects.hash(nanos, allocatedBytes);
    }

    @Override
    public String toString() {
        return nanos.isEmpty() && allocatedBytes < 0 ? "ServerTiming(unknown)" : "ServerTiming(" + header() + ")";
    }
}
