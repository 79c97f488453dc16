package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.apache.commons.math3.special.Gamma;
import org.junit.jupiter.api.Test;

class ModeratedVarianceTest {

    private static final int RUNS = 5;

    @Test
    void inverseTrigammaInvertsTrigamma() {
        for (double x : new double[] {0.05, 0.5, 1, 2.5, 10, 400}) {
            assertEquals(x, ModeratedVariance.inverseTrigamma(Gamma.trigamma(x)), x * 1e-6);
        }
    }

    @Test
    void cellsSharingOneNoiseLevelArePooled() {
        Random random = new Random(1);
        double[] variances = new double[40];
        for (int i = 0; i < variances.length; i++) {
            variances[i] = sampleVariance(random, 0.03);
        }
        ModeratedVariance.Prior prior = ModeratedVariance.prior(variances, filled(variances.length, RUNS - 1));
        assertTrue(prior.degreesOfFreedom() > 30, "d0 " + prior.degreesOfFreedom());
        assertEquals(0.03, Math.sqrt(prior.variance()), 0.006);
        // a cell that drew a small variance by chance is pulled most of the way to the common one
        double moderated = Math.sqrt(prior.moderate(0.01 * 0.01, RUNS - 1));
        assertTrue(moderated > 0.022, "moderated sd " + moderated);
    }

    @Test
    void cellsWithVeryDifferentNoiseKeepCloseToTheirOwn() {
        Random random = new Random(2);
        double[] variances = new double[40];
        for (int i = 0; i < variances.length; i++) {
            variances[i] = sampleVariance(random, i % 2 == 0 ? 0.005 : 0.08);
        }
        ModeratedVariance.Prior prior = ModeratedVariance.prior(variances, filled(variances.length, RUNS - 1));
        assertTrue(prior.degreesOfFreedom() < 4, "d0 " + prior.degreesOfFreedom());
        double quiet = Math.sqrt(prior.moderate(0.005 * 0.005, RUNS - 1));
        double noisy = Math.sqrt(prior.moderate(0.08 * 0.08, RUNS - 1));
        assertTrue(noisy > 3 * quiet, quiet + " vs " + noisy);
    }

    @Test
    void oneCellHasNoPriorAndKeepsItsOwnVariance() {
        ModeratedVariance.Prior prior = ModeratedVariance.prior(new double[] {4e-4}, new double[] {4});
        assertEquals(0, prior.degreesOfFreedom());
        assertEquals(4e-4, prior.moderate(4e-4, 4), 1e-15);
        assertEquals(4, prior.totalDegreesOfFreedom(4));
    }

    private static double sampleVariance(Random random, double sd) {
        double[] x = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            x[i] = random.nextGaussian() * sd;
        }
        double s = Quantiles.sd(x);
        return s * s;
    }

    private static double[] filled(int n, double value) {
        double[] a = new double[n];
        java.util.Arrays.fill(a, value);
        return a;
    }
}
