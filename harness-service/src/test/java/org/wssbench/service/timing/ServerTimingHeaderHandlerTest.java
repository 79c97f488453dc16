package org.wssbench.service.timing;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ServerTimingHeaderHandlerTest {

    @Test
    void writesMillisecondsWithNanosecondDigits() {
        assertEquals("total;dur=1.234567, sec-in;dur=0.000001, app;dur=0.500000, sec-out;dur=12.000000",
                ServerTimingHeaderHandler.format(1_234_567, 1, 500_000, 12_000_000));
    }
}
