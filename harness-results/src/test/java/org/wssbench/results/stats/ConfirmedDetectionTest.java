package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.wssbench.results.ScenarioSequence;

class ConfirmedDetectionTest {

    private static final ScenarioSequence KEY = new ScenarioSequence("sign", "small");

    /** The two steps drawn at random under the model of the class comment, as a check of its integral. */
    private static double simulated(RunNoise.Cell cell, double screen, double mean, double regression, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double between = cell.sharedSd();
        double shared = Math.sqrt(between * between + cell.sd() * cell.sd() / cell.runs());
        double own = Math.sqrt(cell.sd() * cell.sd() - between * between);
        int caught = 0;
        int draws = 400_000;
        for (int i = 0; i < draws; i++) {
            double s = shared * gaussian(random);
            double x1 = Math.log1p(regression) + s + own * gaussian(random);
            double x2 = Math.log1p(regression) + s + own * gaussian(random);
            if (x1 > Math.log1p(screen) && (x1 + x2) / 2 > Math.log1p(mean)) {
                caught++;
            }
        }
        return caught / (double) draws;
    }

    private static double gaussian(SplittableRandom random) {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }

    @Test
    void theIntegralAgreesWithTheTwoStepsDrawnAtRandom() {
        RunNoise.Cell within = new RunNoise.Cell(KEY, 12.5, 28, 0.017, 0.0193, 10.8, 0.0);
        RunNoise.Cell mixed = new RunNoise.Cell(KEY, 2.7, 28, 0.0407, 0.0407, 10.8, 0.0305);
        for (RunNoise.Cell cell : new RunNoise.Cell[] {within, mixed}) {
            for (double regression : new double[] {0, 0.04, 0.08, 0.12}) {
                double screen = 6 * cell.sd();
                double mean = 7 * cell.sd();
                assertEquals(simulated(cell, screen, mean, regression, 7), ConfirmedDetection.probability(cell, screen,
                        mean, regression), 0.004, cell + " at +" + regression);
            }
        }
    }

    @Test
    void theDetectableRegressionIsCaughtWithThePowerAsked() {
        RunNoise.Cell cell = new RunNoise.Cell(KEY, 12.5, 28, 0.017, 0.0193, 10.8, 0.0);
        double detectable = ConfirmedDetection.detectable(cell, 0.065, 0.067, 0.8);
        assertEquals(0.8, ConfirmedDetection.probability(cell, 0.065, 0.067, detectable), 1e-6);
        // both steps must be passed: never easier than either step alone
        assertTrue(detectable > 0.067 && detectable > 0.065, "" + detectable);
        assertTrue(ConfirmedDetection.probability(cell, 0.065, 0.067, 0.05)
                < ConfirmedDetection.probability(cell, 0.065, 0.067, 0.10));
        assertThrows(IllegalArgumentException.class, () -> ConfirmedDetection.detectable(cell, 0.065, 0.067, 1));
        // no within-run noise: the second run repeats the first, and only the larger tolerance counts
        RunNoise.Cell shared = new RunNoise.Cell(KEY, 12.5, 1_000_000, 0.02, 0.02, 10.8, 0.02);
        assertEquals(0.5, ConfirmedDetection.probability(shared, 0.05, 0.08, 0.08), 1e-3);
    }
}
