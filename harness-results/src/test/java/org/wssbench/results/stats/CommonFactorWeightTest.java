package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
