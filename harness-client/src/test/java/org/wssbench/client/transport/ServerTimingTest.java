package org.wssbench.client.transport;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ServerTimingTest {

    @Test
    void readsTheServicesSplitInNanoseconds() {
        ServerTiming timing = ServerTiming.parse("total;dur=1.234567, sec-in;dur=0.5, app;dur=0.000100, sec-out;dur=12");
        assertEquals(new ServerTiming(1_234_567, 500_000, 100, 12_000_000), timing);
    }

    @Test
    void missingHeaderOrEntriesAreUnknown() {
        assertEquals(ServerTiming.UNKNOWN, ServerTiming.parse(null));
        assertEquals(ServerTiming.UNKNOWN, ServerTiming.parse("  "));
        assertEquals(new ServerTiming(2_000_000, -1, -1, -1), ServerTiming.parse("cache;desc=hit, total;dur=2"));
    }

    @Test
    void unreadableValuesAreUnknownNotErrors() {
        assertEquals(new ServerTiming(-1, -1, 3_000_000, -1), ServerTiming.parse("total;dur=abc, sec-in;dur=-1, app;dur=3, sec-out;dur=NaN"));
    }
}
