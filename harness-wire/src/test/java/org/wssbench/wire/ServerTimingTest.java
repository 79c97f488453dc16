package org.wssbench.wire;

import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerTimingTest {

    /** Every metric, present and future, survives the service's formatting and the driver's parsing. */
    @Test
    void everyMetricRoundTrips() {
        Map<ServerTimingMetric, Long> sent = new EnumMap<>(ServerTimingMetric.class);
        long value = 1;
        for (ServerTimingMetric metric : ServerTimingMetric.values()) {
            value = value * 7 + 123_456_789L; // distinct, with nanosecond digits
            sent.put(metric, value);
        }
        ServerTiming timing = ServerTiming.of(sent);
        ServerTiming received = ServerTiming.parse(timing.header());
        assertEquals(timing, received);
        for (ServerTimingMetric metric : ServerTimingMetric.values()) {
            assertEquals(sent.get(metric), received.nanos(metric), metric.headerName());
            assertTrue(timing.header().contains(metric.headerName() + ";dur="), timing.header());
        }
    }

    @Test
    void writesMillisecondsWithNanosecondDigits() {
        ServerTiming timing = ServerTiming.of(Map.of(ServerTimingMetric.TOTAL, 1_234_567L,
                ServerTimingMetric.SECURITY_IN, 1L, ServerTimingMetric.APP, 500_000L,
                ServerTimingMetric.SECURITY_OUT, 12_000_000L));
        assertEquals("total;dur=1.234567, sec-in;dur=0.000001, app;dur=0.500000, sec-out;dur=12.000000",
                timing.header());
    }

    @Test
    void readsHeadersWrittenWithFewerDigits() {
        ServerTiming timing = ServerTiming.parse("total;dur=1.234567, sec-in;dur=0.5, app;dur=0.000100, sec-out;dur=12");
        assertEquals(1_234_567, timing.totalNanos());
        assertEquals(500_000, timing.securityInNanos());
        assertEquals(100, timing.appNanos());
        assertEquals(12_000_000, timing.securityOutNanos());
    }

    @Test
    void missingHeaderOrEntriesAreUnknown() {
        assertEquals(ServerTiming.UNKNOWN, ServerTiming.parse(null));
        assertEquals(ServerTiming.UNKNOWN, ServerTiming.parse("  "));
        ServerTiming foreign = ServerTiming.parse("cache;desc=hit, total;dur=2");
        assertEquals(2_000_000, foreign.totalNanos());
        assertEquals(ServerTiming.UNKNOWN_NANOS, foreign.securityInNanos());
        assertEquals(ServerTiming.UNKNOWN_NANOS, ServerTiming.UNKNOWN.appNanos());
    }

    @Test
    void unreadableValuesAreUnknownNotErrors() {
        ServerTiming timing = ServerTiming.parse("total;dur=abc, sec-in;dur=-1, app;dur=3, sec-out;dur=NaN");
        assertEquals(ServerTiming.of(Map.of(ServerTimingMetric.APP, 3_000_000L)), timing);
    }

    @Test
    void allocatedBytesRoundTripAsADescription() {
        ServerTiming timing = ServerTiming.of(Map.of(ServerTimingMetric.TOTAL, 2_000_000L), 81_234L);
        assertEquals("total;dur=2.000000, alloc;desc=81234", timing.header());
        ServerTiming received = ServerTiming.parse(timing.header());
        assertEquals(timing, received);
        assertEquals(81_234L, received.allocatedBytes());
        assertEquals(0L, ServerTiming.parse("alloc;desc=0").allocatedBytes());
        assertEquals(512L, ServerTiming.parse("alloc;desc=\"512\", total;dur=1").allocatedBytes());
    }

    @Test
    void unknownOrUnreadableAllocationIsUnknownNeverZero() {
        assertEquals(ServerTiming.UNKNOWN_BYTES, ServerTiming.UNKNOWN.allocatedBytes());
        assertEquals(ServerTiming.UNKNOWN_BYTES, ServerTiming.parse("total;dur=1").allocatedBytes());
        assertEquals(ServerTiming.UNKNOWN_BYTES, ServerTiming.parse("alloc;desc=lots").allocatedBytes());
        assertEquals(ServerTiming.UNKNOWN_BYTES, ServerTiming.parse("alloc;desc=-5").allocatedBytes());
        assertEquals(ServerTiming.UNKNOWN_BYTES, ServerTiming.parse("alloc;dur=5").allocatedBytes());
        ServerTiming unknown = ServerTiming.of(Map.of(ServerTimingMetric.TOTAL, 1L), -1L);
        assertEquals("total;dur=0.000001", unknown.header());
    }
}
