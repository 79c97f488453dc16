package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

/** The statistics kernel against hand-checked values and commons-math3's own t-tests. */
class KernelTest {

    private static final double[] BASE = {1.00, 1.10, 0.95, 1.05, 1.02};
    private static final double[] NEXT = {1.20, 1.15, 1.30, 1.10};

    @Test
    void geometricMeanAveragesARatioAndItsInverseToOne() {
        assertEquals(1.0, GeometricMean.of(2.0, 0.5), 1e-15);
        assertEquals(4.0, GeometricMean.of(List.of(2.0, 8.0)), 1e-15);
        assertTrue(Double.isNaN(GeometricMean.of(new double[0])));
        assertEquals(Math.log(3), GeometricMean.logs(new double[] {3})[0], 0);
    }

    @Test
    void coefficientOfVariationIsTheSampleSdOverTheMean() {
        // mean 2, sample SD 1
        assertEquals(0.5, CoefficientOfVariation.of(new double[] {1, 2, 3}), 1e-15);
        assertThrows(IllegalArgumentException.class, () -> CoefficientOfVariation.of(new double[] {1}));
    }

    @Test
    void welchAgreesWithCommonsMathsTTest() {
        MeanDifference welch = MeanDifference.welch(BASE, NEXT);
        assertEquals(new TTest().tTest(BASE, NEXT), welch.pValue(), 1e-12);
        assertEquals(1.1875 - 1.024, welch.estimate(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> MeanDifference.welch(new double[] {1}, NEXT));
    }

    @Test
    void pairedAgreesWithCommonsMathsPairedTTest() {
        double[] a = {1.0, 2.0, 3.0, 4.0};
        double[] b = {1.1, 2.3, 3.2, 4.6};
        MeanDifference paired = MeanDifference.paired(a, b);
        assertEquals(new TTest().pairedTTest(a, b), paired.pValue(), 1e-12);
        assertEquals(0.3, paired.estimate(), 1e-12);
        assertEquals(3, paired.degreesOfFreedom(), 0);
        // the differences 0.1 0.3 0.2 0.6 have sample SD 0.2160
        assertEquals(0.21602, paired.pairedSd(), 1e-5);
    }

    @Test
    void theSmallestDetectedPairedDifferenceAddsTheCriticalAndThePowerQuantiles() {
        // t(4): 97.5% 2.776445, 80% 0.940965; (2.776445 + 0.940965) x 0.1 / sqrt(5) = 0.166248
        assertEquals(0.166248, MeanDifference.pairedMinimumDetectable(0.1, 5, 0.05, 0.8), 1e-6);
    }

    @Test
    void withoutSpreadOnlyAZeroDifferenceIsNoChange() {
        assertEquals(1, MeanDifference.paired(new double[] {1, 2}, new double[] {1, 2}).pValue(), 0);
        assertEquals(0, MeanDifference.paired(new double[] {1, 2}, new double[] {2, 3}).pValue(), 0);
        assertEquals(0, MeanDifference.paired(new double[] {1, 2}, new double[] {2, 3}).halfWidth(0.95), 0);
    }

    @Test
    void intervalIsStudentsTOnTheLogScaleReadAsARelativeChange() {
        // t(10) 97.5% = 2.228139
        MeanDifference d = new MeanDifference(Math.log(1.1), 0.01, 10);
        ConfidenceInterval ci = d.relativeChange(0.95);
        assertEquals(0.1, ci.estimate(), 1e-12);
        assertEquals(Math.expm1(Math.log(1.1) - 0.02228139), ci.low(), 1e-7);
        assertEquals(Math.expm1(Math.log(1.1) + 0.02228139), ci.high(), 1e-7);
        assertEquals(0, new MeanDifference(0.1, 0.01, 0.5).halfWidth(0.95), 0, "under one degree of freedom: no interval");
    }

    @Test
    void steadyStateNeedsASmallSpreadAndNoTrend() {
        SteadyStateRule rule = new SteadyStateRule(4, 0.05, 0.05);
        assertTrue(rule.steady(new double[] {100, 100, 100, 100}));
        // slope -2 per round, x 3 rounds / mean 101: a trend of -5.9% with a CV of 2.6%
        double[] decline = {104, 102, 100, 98};
        assertEquals(-6.0 / 101, rule.trend(decline), 1e-12);
        assertTrue(rule.cv(decline) < 0.05);
        assertFalse(rule.steady(decline));
        assertFalse(rule.steady(new double[] {100, 0, 100, 100}), "a round without calls is not steady");
        assertThrows(IllegalArgumentException.class, () -> rule.steady(new double[] {100, 100, 100}));
        assertEquals(new SteadyStateRule(6, 0.05, 0.05), SteadyStateRule.DEFAULT);
    }
}
