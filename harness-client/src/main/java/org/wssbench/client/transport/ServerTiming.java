package org.wssbench.client.transport;

/**
 * The service's own split of a request, parsed from its Server-Timing header
 * ({@code total;dur=..., sec-in;dur=..., app;dur=..., sec-out;dur=...}, milliseconds).
 * Values are nanoseconds; -1 where the header or an entry is missing.
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
                    nanos = Math.round(Double.parseDouble(parameter.substring(4)) * 1_000_000.0);
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
}
