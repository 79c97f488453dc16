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
    void twoPeriodsSeparateTheShiftBetweenThemFromTheRunToRunSpread() {
        // period a: 0.00, 0.02, 0.04 (mean 0.02); period b: 0.10, 0.12, 0.14 (mean 0.12); grand mean 0.07
        // MS within = (0.0008 + 0.0008) / 4 = 0.0004; MS between = 3 (0.05^2 + 0.05^2) / 1 = 0.015
        // n0 = (6 - 18/6) / 1 = 3; sigma_b^2 = (0.015 - 0.0004) / 3 = 0.0048667
        NoiseModel model = NoiseModel.of(logValues(new String[] {"a", "a", "a", "b", "b", "b"},
                new double[] {0, 0.02, 0.04, 0.10, 0.12, 0.14}));
        assertTrue(model.periodsMeasured());
        assertEquals(0.02, model.sigmaWithin(), 1e-9);
        assertEquals(Math.sqrt(0.0146 / 3), model.sigmaBetween(), 1e-9);
        // sigma_b^2 (1 + 18/36) + sigma_w^2 (1 + 1/6)
        assertEquals(0.0146 / 3 * 1.5 + 0.0004 * 7 / 6, model.predictionVariance(1), 1e-12);
        // Satterthwaite: terms (1.5/3) 0.015 = 0.0075 with 1 df, (7/6 - 0.5) 0.0004 = 0.000266667 with 4 df
        double total = 0.0075 + 0.0004 * (7.0 / 6 - 0.5);
        double df = total * total / (0.0075 * 0.0075 / 1 + Math.pow(0.0004 * (7.0 / 6 - 0.5), 2) / 4);
        assertEquals(df, model.degreesOfFreedom(1), 1e-9);
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
