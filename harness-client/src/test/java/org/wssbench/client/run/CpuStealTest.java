package org.wssbench.client.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class CpuStealTest {

    @Test
    void theStealShareIsTheStolenTicksOverAllTicksBetweenTwoReadings() {
        // user nice system idle iowait irq softirq steal guest guest_nice
        CpuSteal before = CpuSteal.parse("cpu  1000 0 200 8000 100 0 50 150 400 0").orElseThrow();
        CpuSteal after = CpuSteal.parse("cpu  1500 0 300 8300 100 0 50 250 600 0").orElseThrow();

        assertEquals(9500, before.total()); // guest time is inside user: not counted twice
        assertEquals(100.0 * 100 / 1000, after.percentSince(before), 1e-9);
        assertEquals(0.0, before.percentSince(before));
    }

    @Test
    void aLineWithoutStealOrNotTheCpuTotalGivesNoReading() {
        assertEquals(Optional.empty(), CpuSteal.parse("cpu  1000 0 200 8000 100 0 50"));
        assertEquals(Optional.empty(), CpuSteal.parse("cpu0 1000 0 200 8000 100 0 50 150 0 0"));
        assertEquals(Optional.empty(), CpuSteal.parse("cpu  1000 x 200 8000 100 0 50 150 0 0"));
    }

    @Test
    void thisMachineIsReadWhereItHasProcStat() {
        if (java.nio.file.Files.isReadable(java.nio.file.Path.of("/proc/stat"))) {
            CpuSteal now = CpuSteal.read().orElseThrow();
            assertTrue(now.total() > 0 && now.steal() >= 0 && now.steal() <= now.total(), now.toString());
        }
    }
}
