package org.wssbench.service.timing;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThreadCpuTest {

    @Test
    void countsWorkOnTheSameThreadOnly() throws Exception {
        ThreadCpu.Reading start = ThreadCpu.now();
        long sink = 0;
        for (int i = 0; i < 5_000_000; i++) {
            sink += Long.numberOfTrailingZeros(i ^ sink);
        }
        assertTrue(sink != 42 && start.elapsedOnSameThread() > 0, "a busy loop used CPU");
        long[] other = new long[1];
        Thread thread = new Thread(() -> other[0] = start.elapsedOnSameThread());
        thread.start();
        thread.join();
        assertEquals(-1, other[0], "a reading from another thread is not comparable");
    }

    @Test
    void countsAllocationOnTheSameThreadOnly() throws Exception {
        ThreadCpu.Reading start = ThreadCpu.now();
        if (start.allocatedBytes() < 0) {
            assertEquals(-1, start.allocatedOnSameThread(), "unsupported stays unknown, never 0");
            return;
        }
        byte[][] kept = new byte[64][];
        for (int i = 0; i < kept.length; i++) {
            kept[i] = new byte[16 * 1024];
        }
        long allocated = start.allocatedOnSameThread();
        assertTrue(kept[63].length > 0 && allocated >= 64L * 16 * 1024, "1 MiB allocated, read " + allocated);
        long[] other = new long[1];
        Thread thread = new Thread(() -> other[0] = start.allocatedOnSameThread());
        thread.start();
        thread.join();
        assertEquals(-1, other[0], "a reading from another thread is not comparable");
    }
}
