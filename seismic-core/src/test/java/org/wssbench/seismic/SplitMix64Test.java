package org.wssbench.seismic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SplitMix64Test {

    @Test
    void producesTheReferenceSplitMix64Stream() {
        // First outputs of the reference C implementation for seed 0.
        SplitMix64 random = new SplitMix64(0);
        assertEquals(0xE220A8397B1DCDAFL, random.nextLong());
        assertEquals(0x6E789E6AA1B965F4L, random.nextLong());
        assertEquals(0x06C45D188009454FL, random.nextLong());
    }

    @Test
    void boundedValuesStayInRange() {
        SplitMix64 random = new SplitMix64(42);
        for (int i = 0; i < 10_000; i++) {
            long value = random.nextLong(7);
            assertTrue(value >= 0 && value < 7);
            double d = random.nextDouble();
            assertTrue(d >= 0 && d < 1);
        }
    }
}
