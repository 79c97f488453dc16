package org.wssbench.client.transport;

/**
 * The service's own split of a request, parsed from its Server-Timing header
 * ({@code total;dur=..., sec-in;dur=..., app;dur=..., sec-out;dur=...}, milliseconds).
 * Values are nanoseconds; -1 where the header or an entry is missing or unreadable (a foreign
 * server's header must never break the recording of a request).
 */
public record ServerTiming(long totalNanos, long securityInNanos, long appNanos, long securityOutNanos) {

    public static final ServerTiming UNKNOWN = new ServerTiming(-1, -1, -1, -1);

    public static ServerTiming parse(String header) {
        if (header == null || header.isBlank()) {
            return UNKNOWN;
        }
        long total = -1;
        long in = -1;
        long app = -1;
        long out = -1;
        for (String entry : header.split(",")) {
            String[] parts = entry.trim().split(";");
            long nanos = -1;
            for (int i = 1; i < parts.length; i++) {
                String parameter = parts[i].trim();
                if (parameter.startsWith("dur=")) {
                    nanos = nanos(parameter.substring(4));
                }
            }
            switch (parts[0].trim()) {
                case "total" -> total = nanos;
                case "sec-in" -> in = nanos;
                case "app" -> app = nanos;
                case "sec-out" -> out = nanos;
                default -> { /* other servers' metrics are ignored */ }
            }
        }
        return new ServerTiming(total, in, app, out);
    }

    private static long nanos(String millis) {
        try {
            double value = Double.parseDouble(millis.trim());
            return Double.isFinite(value) && value >= 0 ? Math.round(value * 1_000_000.0) : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
