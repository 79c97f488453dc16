package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.FDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

class NoiseModelTest {

    private static List<Map.Entry<String, Double>> logValues(String[] periods, double[] logs) {
        List<Map.Entry<String, Double>> values = new ArrayList<>();
        for (int i = 0; i < logs.length; i++) {
            values.add(Map.entry(periods[i], Math.exp(logs[i])));
        }
        return values;
    }

    /** The model of one figure alone: its period share from its own runs. */
    private static NoiseModel alone(List<Map.Entry<String, Double>> values) {
        return NoiseModel.of(Map.of("figure", values)).get("figure");
    }

    /** Nine runs in periods a, a, a, b, b, b, c, c, c, the log values of each period spread by +-{@code within}. */
    private static List<Map.Entry<String, Double>> threePeriods(double a, double b, double c, double within) {
        return logValues(new String[] {"a", "a", "a", "b", "b", "b", "c", "c", "c"}, new double[] {
            a - within, a, a + within, b - within, b, b + within, c - within, c, c + within});
    }

    @Test
    void onePeriodIsOneSampleWithItsStandardDeviation() {
        // logs 0.00, 0.02, 0.04, 0.06: mean 0.03, SD sqrt(0.002/3) = 0.025820
        NoiseModel model = alone(logValues(new String[] {"p", "p", "p", "p"}, new double[] {0, 0.02, 0.04, 0.06}));
        assertEquals(0.03, model.mean(), 1e-12);
        assertEquals(0.025820, model.sigmaWithin(), 1e-6);
        assertEquals(0, model.periodShare(), 1e-12);
        assertEquals(3, model.degreesOfFreedom(), 1e-12);
        // prediction variance s^2 (1 + 1/4)
        assertEquals(0.002 / 3 * 1.25, model.predictionVariance(1), 1e-12);
        // one-sided t(3) 0.95 quantile 2.353363
        assertEquals(2.353363 * Math.sqrt(0.002 / 3 * 1.25), model.toleranceLog(1, 0.05), 1e-5);
    }

    @Test
    void thePeriodShareComesFromTheMedianFRatioOfTheFiguresAndEachKeepsItsOwnRunSpread() {
        // each figure: MS within = 3 x 2 within^2 / 6 = within^2; period means (0, d, d/2): MS between = 3 d^2 / 4
        Map<String, List<Map.Entry<String, Double>>> figures = new LinkedHashMap<>();
        figures.put("strong", threePeriods(0, 0.10, 0.05, 0.02));   // F = 0.0075 / 0.0004 = 18.75
        figures.put("middle", threePeriods(0, 0.04, 0.02, 0.02));   // F = 0.0012 / 0.0004 = 3
        figures.put("none", threePeriods(0, 0.004, 0.002, 0.02));   // F = 0.03
        Map<String, NoiseModel> models = NoiseModel.of(figures);
        double nullMedian = new FDistribution(2, 6).inverseCumulativeProbability(0.5);
        // n0 = (9 - 27/9) / 2 = 3
        double share = (3 / nullMedian - 1) / 3;
        for (NoiseModel model : models.values()) {
            assertEquals(share, model.periodShare(), 1e-9);
            assertEquals(8, model.degreesOfFreedom(), 1e-12);
        }
        // the run variance from all 8 degrees of freedom: (SS within + SS between / (1 + n0 share)) / 8
        double ssBetween = 3 * (0.05 * 0.05 + 0.05 * 0.05);
        double variance = (6 * 0.0004 + ssBetween / (1 + 3 * share)) / 8;
        assertEquals(Math.sqrt(variance), models.get("strong").sigmaWithin(), 1e-9);
        // sigma_w^2 (share (1 + 27/81) + 1 + 1/9)
        assertEquals(variance * (share * (1 + 27.0 / 81) + 1 + 1.0 / 9), models.get("strong").predictionVariance(1),
                1e-12);
        assertEquals(Math.sqrt(share) * Math.sqrt(variance), models.get("strong").sigmaBetween(), 1e-9);
    }

    @Test
    void aStrongPeriodEffectInOneFigureAmongFiguresWithoutOneGetsTheirShare() {
        // alone, "strong"'s own F ratio would set the share; among figures that show none, the median is theirs
        Map<String, List<Map.Entry<String, Double>>> figures = new LinkedHashMap<>();
        figures.put("strong", threePeriods(0, 0.10, 0.05, 0.02));
        figures.put("none-1", threePeriods(0, 0.004, 0.002, 0.02));
        figures.put("none-2", threePeriods(0, -0.004, 0.002, 0.03));
        NoiseModel strong = NoiseModel.of(figures).get("strong");
        assertEquals(0, strong.periodShare(), 1e-12);
        // the runs are one sample: the SD of all nine values
        assertEquals(Math.sqrt((6 * 0.0004 + 3 * 0.005) / 8), strong.sigmaWithin(), 1e-9);
        assertTrue(strong.tolerancePct(3, 0.001) < strong.tolerancePct(1, 0.001));
        // alone it keeps its period effect, and a mean of runs of one new period cannot average that away
        NoiseModel alone = alone(figures.get("strong"));
        assertTrue(alone.periodShare() > 1);
        double periodPart = new TDistribution(8).inverseCumulativeProbability(0.999) * alone.sigmaBetween()
                * Math.sqrt(1 + 27.0 / 81);
        assertTrue(alone.toleranceLog(1000, 0.001) > periodPart);
    }

    @Test
    void twoPeriodsAreOneSampleWhoseSpreadHoldsTheShiftBetweenThem() {
        NoiseModel model = alone(logValues(new String[] {"a", "a", "a", "b", "b", "b"},
                new double[] {0, 0.02, 0.04, 0.10, 0.12, 0.14}));
        assertEquals(0, model.periodShare(), 1e-12);
        assertEquals(5, model.degreesOfFreedom(), 1e-12);
        // the plain SD of the six values, sqrt(0.0166 / 5) = 0.057619, holds the shift between the two periods
        assertEquals(0.057619, model.sigmaWithin(), 1e-6);
    }

    @Test
    void aMeanOfMoreRunsHasTheNarrowerTolerance() {
        NoiseModel model = alone(logValues(new String[] {"p", "p", "p", "p", "p"},
                new double[] {0, 0.01, 0.03, 0.02, 0.015}));
        assertTrue(model.tolerancePct(3, 0.01) < model.tolerancePct(1, 0.01));
        assertTrue(model.tolerancePct(1, 0.001) > model.tolerancePct(1, 0.01));
    }

    @Test
    void tooFewRunsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> alone(logValues(new String[] {"p", "p"},
                new double[] {0, 0.01})));
    }
}
