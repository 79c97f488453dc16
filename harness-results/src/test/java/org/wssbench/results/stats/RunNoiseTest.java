package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wssbench.results.ScenarioSequence;

class RunNoiseTest {

    private static final ScenarioSequence SSL = new ScenarioSequence("ssl", "small");

    /** Ten runs whose log ratios spread by about 4.7%, each with a within-run standard error of 4%. */
    private static RunNoise.Cell cell() {
        double[] ratios = {1.05, 1.16, 1.10, 1.02, 1.13, 1.09, 1.18, 1.07, 1.11, 1.12};
        double[] within = new double[ratios.length];
        java.util.Arrays.fill(within, 0.04);
        return RunNoise.estimate(Map.of(SSL, ratios), Map.of(SSL, within)).get(SSL);
    }

    @Test
    void theRunToRunPartIsWhatTheRoundsOfEachRunDoNotExplain() {
        RunNoise.Cell cell = cell();
        assertEquals(Math.sqrt(cell.sd() * cell.sd() - 0.04 * 0.04), cell.betweenSd(), 1e-12);
    }

    @Test
    void moreRoundsShrinkOnlyTheWithinRunPartOfTheNoise() {
        RunNoise.Cell cell = cell();
        double within = cell.sd() * cell.sd() - cell.betweenSd() * cell.betweenSd();
        RunNoise.Cell doubled = cell.withRounds(2);
        assertEquals(Math.sqrt(cell.betweenSd() * cell.betweenSd() + within / 2), doubled.sd(), 1e-12);
        assertEquals(cell.betweenSd(), cell.withRounds(Double.POSITIVE_INFINITY).sd(), 1e-12);
        assertEquals(cell.sd(), cell.withRounds(1).sd(), 1e-12);
        // so the minimum detectable regression falls with more rounds, but not below the run-to-run floor
        double falseAlarm = 0.01 / 18;
        double now = cell.detectable(falseAlarm, 0.8);
        double four = cell.withRounds(4).detectable(falseAlarm, 0.8);
        double floor = cell.withRounds(Double.POSITIVE_INFINITY).detectable(falseAlarm, 0.8);
        assertTrue(now > four && four > floor && floor > 0, now + " > " + four + " > " + floor);
    }

    @Test
    void fewerRoundsAreNotAProjection() {
        assertThrows(IllegalArgumentException.class, () -> cell().withRounds(0.5));
    }
}
