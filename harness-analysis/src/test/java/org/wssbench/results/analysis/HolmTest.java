package org.wssbench.results.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HolmTest {

    @Test
    void holmAdjustsStepDownAndKeepsOrder() {
        double[] adjusted = Holm.adjust(new double[] {0.01, 0.04, Double.NaN, 0.03});
        // sorted: 0.01 (x3), 0.03 (x2), 0.04 (x1); monotone
        assertEquals(0.03, adjusted[0], 1e-12);
        assertEquals(0.06, adjusted[3], 1e-12);
        assertEquals(0.06, adjusted[1], 1e-12);
        assertTrue(Double.isNaN(adjusted[2]));
    }
}
