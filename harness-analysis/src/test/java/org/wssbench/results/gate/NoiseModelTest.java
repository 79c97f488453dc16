package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NoiseModelTest {

    private static List<Map.Entry<String, Double>> logValues(String[] periods, double[] logs) {
        List<Map.Entry<String, Double>> values = new ArrayList<>();
        for (int i = 0; i < logs.length; i++) {
            values.add(Map.entry(periods[i], Math.exp(logs[i])));
        }
        return values;
    }

    @Test
    void onePeriodIsOneSampleWithItsStandardDeviation() {
        // logs 0.00, 0.02, 0.04, 0.06: mean 0.03, SD sqrt(0.002/3) = 0.025820
        NoiseModel model = NoiseModel.of(logValues(new String[] {"p", "p", "p", "p"}, new double[] {0, 0.02, 0.04, 0.06}));
        assertEquals(0.03, model.mean(), 1e-12);
        assertEquals(0.025820, model.sigmaWithin(), 1e-6);
        assertFalse(model.periodsMeasured());
        assertEquals(3, model.degreesOfFreedom(1), 1e-12);
        // prediction variance s^2 (1 + 1/4)
        assertEquals(0.002 / 3 * 1.25, model.predictionVariance(1), 1e-12);
        // one-sided t(3) 0.95 quantile 2.353363
        assertEquals(2.353363 * Math.sqrt(0.002 / 3 * 1.25), model.toleranceLog(1, 0.05), 1e-5);
    }

    @Test
    void threePeriodsSeparateTheShiftBetweenThemFromTheRunToRunSpread() {
        // periods a, b, c: logs (0, .02, .04), (.10, .12, .14), (.05, .07, .09); means .02, .12, .07; grand .07
        // MS within = 3 x 0.0008 / 6 = 0.0004; MS between = 3 (0.05^2 + 0.05^2 + 0) / 2 = 0.0075
        // n0 = (9 - 27/9) / 2 = 3; sigma_b^2 = (0.0075 - 0.0004) / 3
        NoiseModel model = NoiseModel.of(logValues(new String[] {"a", "a", "a", "b", "b", "b", "c", "c", "c"},
                new double[] {0, 0.02, 0.04, 0.10, 0.12, 0.14, 0.05, 0.07, 0.09}));
        assertTrue(model.periodsMeasured());
        double sb2 = 0.0071 / 3;
        assertEquals(0.02, model.sigmaWithin(), 1e-9);
        assertEquals(Math.sqrt(sb2), model.sigmaBetween(), 1e-9);
        // sigma_b^2 (1 + 27/81) + sigma_w^2 (1 + 1/9)
        double a = 1 + 27.0 / 81;
        double b = 1 + 1.0 / 9;
        assertEquals(sb2 * a + 0.0004 * b, model.predictionVariance(1), 1e-12);
        // Satterthwaite: terms (a/3) MS_between with 2 df, (b - a/3) MS_within with 6 df
        double tb = a / 3 * 0.0075;
        double tw = (b - a / 3) * 0.0004;
        double df = (tb + tw) * (tb + tw) / (tb * tb / 2 + tw * tw / 6);
        assertEquals(df, model.degreesOfFreedom(1), 1e-9);
    }

    @Test
    void aPeriodEffectTheFTestDoesNotShowLeavesTheRunsOneSample() {
        // periods a, b, c: logs (0, .02), (.03, .05), (.06, .08); means .01, .04, .07: MS within 0.0002,
        // MS between 2 (0.0009 + 0 + 0.0009) / 2 = 0.0018, F = 9 on (2, 3): p = 0.054, not significant at 5%
        NoiseModel model = NoiseModel.of(logValues(new String[] {"a", "a", "b", "b", "c", "c"},
                new double[] {0, 0.02, 0.03, 0.05, 0.06, 0.08}));
        assertEquals(0.0544, NoiseModel.periodEffectPValue(0.0018, 0.0002, 2, 3), 5e-4);
        assertTrue(model.exchangeable());
        assertEquals(5, model.degreesOfFreedom(3), 1e-12);
        // the same spread of period means with a tighter spread inside them is shown: F = 36, p = 0.008
        NoiseModel shown = NoiseModel.of(logValues(new String[] {"a", "a", "b", "b", "c", "c"},
                new double[] {0, 0.01, 0.03, 0.04, 0.06, 0.07}));
        assertFalse(shown.exchangeable());
        assertEquals(0.0083, NoiseModel.periodEffectPValue(0.0018, 0.00005, 2, 3), 5e-4);
    }

    @Test
    void twoPeriodsAreOneSampleWhoseSpreadHoldsTheShiftBetweenThem() {
        NoiseModel model = NoiseModel.of(logValues(new String[] {"a", "a", "a", "b", "b", "b"},
                new double[] {0, 0.02, 0.04, 0.10, 0.12, 0.14}));
        assertFalse(model.periodsMeasured());
        assertTrue(model.exchangeable());
        assertEquals(5, model.degreesOfFreedom(1), 1e-12);
        // the plain SD of the six values, sqrt(0.0166 / 5) = 0.057619, holds the shift between the two periods
        assertEquals(0.057619, model.sigmaWithin(), 1e-6);
    }

    @Test
    void aMeanOfMoreRunsHasTheNarrowerTolerance() {
        NoiseModel model = NoiseModel.of(logValues(new String[] {"p", "p", "p", "p", "p"},
                new double[] {0, 0.01, 0.03, 0.02, 0.015}));
        assertTrue(model.tolerancePct(3, 0.01) < model.tolerancePct(1, 0.01));
        assertTrue(model.tolerancePct(1, 0.001) > model.tolerancePct(1, 0.01));
    }

    @Test
    void tooFewRunsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> NoiseModel.of(logValues(new String[] {"p", "p"},
                new double[] {0, 0.01})));
    }
}
