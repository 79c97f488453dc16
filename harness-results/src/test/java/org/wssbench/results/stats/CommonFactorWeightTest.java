package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CommonFactorWeightTest {

    private static final double[] FACTOR = {0.02, -0.01, 0.03, 0.01, -0.02};

    private static double[] times(double weight, double[] factor) {
        double[] result = new double[factor.length];
        for (int i = 0; i < factor.length; i++) {
            result[i] = weight * factor[i];
        }
        return result;
    }

    @Test
    void theWeightIsTheLeastSquaresSlopeThroughTheOrigin() {
        double[] change = {0.03, -0.02, 0.02, 0.0, -0.01};
        double cross = 0;
        double square = 0;
        for (int i = 0; i < change.length; i++) {
            cross += change[i] * FACTOR[i];
            square += FACTOR[i] * FACTOR[i];
        }
        assertEquals(cross / square, CommonFactorWeight.fit(change, FACTOR), 1e-12);
        // a cell that follows its peers exactly, at 0.8 of their change, is left with nothing
        assertEquals(0.8, CommonFactorWeight.fit(times(0.8, FACTOR), FACTOR), 1e-12);
        assertArrayEquals(new double[FACTOR.length], CommonFactorWeight.leaveOneOutAdjusted(times(0.8, FACTOR), FACTOR), 1e-12);
    }

    @Test
    void aLevelShiftBetweenPeriodsIsNoiseWhenEachPeriodIsPredictedFromTheOthers() {
        // ten runs that follow the factor at 0.8 exactly; the second period's five stand 0.05 higher (the
        // factor sums to 0 in each period, so a fit through the origin inside one period is exactly 0.8)
        double[] factor = {0.02, -0.01, 0.03, -0.02, -0.02, 0.01, 0.02, -0.03, 0.0, 0.0};
        int[] period = {0, 0, 0, 0, 0, 1, 1, 1, 1, 1};
        double[] change = times(0.8, factor);
        for (int i = 5; i < 10; i++) {
            change[i] += 0.05;
        }
        double[] byPeriod = CommonFactorWeight.leavePeriodOutAdjusted(change, factor, period);
        double[] byRun = CommonFactorWeight.leaveOneOutAdjusted(change, factor);
        for (int i = 0; i < 10; i++) {
            // the other period's weight is 0.8 as well: what is left is the shift, against the other level
            assertEquals(i < 5 ? -0.05 : 0.05, byPeriod[i], 1e-12, "run " + i);
        }
        // leave-one-out keeps each run among its own period and sees only part of the shift
        assertTrue(spread(byPeriod) > 1.5 * spread(byRun), spread(byPeriod) + " vs " + spread(byRun));
        // no factor (all zero): the level alone is predicted
        double[] level = CommonFactorWeight.leavePeriodOutAdjusted(change, new double[10], period);
        assertEquals(change[0] - (change[5] + change[6] + change[7] + change[8] + change[9]) / 5, level[0], 1e-12);
    }

    @Test
    void periodsAreUsedOnlyWhenEachCanBePredictedFromEnoughRunsOfTheOthers() {
        assertTrue(CommonFactorWeight.periodsPredictable(new int[] {0, 0, 0, 0, 0, 1, 1, 1, 1, 1}));
        assertFalse(CommonFactorWeight.periodsPredictable(new int[] {0, 0, 0, 0, 0, 0, 1}),
                "one run of another period cannot predict the six");
        assertTrue(CommonFactorWeight.periodsPredictable(new int[] {0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2}));
        assertFalse(CommonFactorWeight.periodsPredictable(new int[] {0, 0, 0, 0, 1, 1, 1, 1}), "four runs predict the other four");
        assertFalse(CommonFactorWeight.periodsPredictable(new int[] {0, 0, 0, 0, 0, 0}), "one period");
    }

    private static double spread(double[] values) {
        return Quantiles.sd(values);
    }

    @Test
    void theWeightIsBoundedAndZeroWithoutAFactor() {
        assertEquals(0, CommonFactorWeight.fit(times(-0.7, FACTOR), FACTOR), 1e-12, "never against the peers");
        assertEquals(CommonFactorWeight.MAX, CommonFactorWeight.fit(times(5, FACTOR), FACTOR), 1e-12);
        assertEquals(0, CommonFactorWeight.fit(new double[] {0.01, -0.01}, new double[] {0, 0}), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> CommonFactorWeight.fit(new double[] {0.01}, FACTOR));
    }

    @Test
    void eachRunIsAdjustedWithTheWeightOfTheOtherRuns() {
        double[] change = {0.03, -0.02, 0.02, 0.0, -0.01};
        double[] adjusted = CommonFactorWeight.leaveOneOutAdjusted(change, FACTOR);
        for (int i = 0; i < change.length; i++) {
            double cross = 0;
            double square = 0;
            for (int j = 0; j < change.length; j++) {
                if (j != i) {
                    cross += change[j] * FACTOR[j];
                    square += FACTOR[j] * FACTOR[j];
                }
            }
            double weight = Math.max(0, Math.min(CommonFactorWeight.MAX, cross / square));
            assertEquals(change[i] - weight * FACTOR[i], adjusted[i], 1e-12, "run " + i);
        }
    }
}
