package org.wssbench.seismic.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wssbench.seismic.catalog.SyntheticCatalog;
import org.wssbench.seismic.query.QueryEngine;

/**
 * Records the calibration of the named sequences on the default synthetic catalogue
 * (found with {@link SequenceCalibration}): targets are Sosnoski's totals, the band is +-10%.
 */
class SequenceCalibrationTest {

    private static QueryEngine engine;

    @BeforeAll
    static void build() {
        engine = new QueryEngine(SyntheticCatalog.generate());
    }

    @Test
    void smallSequenceMatchesAbout816Quakes() {
        assertEquals(new SequenceSpec("small", 6, 1_000, 0.0212), SequenceSpec.SMALL);
        long total = SequenceCalibration.total(engine, SequenceSpec.SMALL);
        assertWithinTenPercent(816, total);
        assertEquals(816, total, "measured at calibration time");
    }

    @Test
    void largeSequenceMatchesAbout176745Quakes() {
        assertEquals(new SequenceSpec("large", 72, 100, 0.2709), SequenceSpec.LARGE);
        long total = SequenceCalibration.total(engine, SequenceSpec.LARGE);
        assertWithinTenPercent(176_745, total);
        assertEquals(176_745, total, "measured at calibration time");
    }

    private static void assertWithinTenPercent(long target, long actual) {
        assertTrue(Math.abs(actual - target) <= target / 10, "total " + actual + " not within 10% of " + target);
    }
}
