package org.wssbench.results.stats;

import org.apache.commons.math3.special.Erf;

/**
 * How likely a regression is caught by the CI gate's two steps: a run is screened against a looser tolerance, and
 * only when a figure is above it is the matrix measured again in the same service (a confirmation run); then the
 * geometric mean of the two runs must be above the tolerance for such a mean. Both must happen.
 *
 * <p>Why a model: the probability of two correlated events is not the product of two single-run powers. In log
 * terms, with the cell's noise sd, the part b two runs of one service share ({@link RunNoise.Cell#sharedSd}) and n baseline
 * runs: the first run is {@code d + S + W1}, the confirmation {@code d + S + W2}, with S ~ N(0, b^2 + sd^2/n) common
 * to both (the JVM pair's part and the baseline centre's own error) and W1, W2 ~ N(0, sd^2 - b^2) each run's own.
 * The probability is one integral over the first run's value; normal tails, so it is an estimate beside the
 * t-quantile tolerances, not a promise.
 */
public final class ConfirmedDetection {

    private static final int STEPS = 2000;
    private static final double Z_MAX = 9;

    private ConfirmedDetection() {
    }

    /**
     * Probability that a true regression of {@code regression} (a fraction) passes the screen and then fails the
     * mean of both runs.
     *
     * @param screenTolerance tolerance (fraction) of the first run alone, the screen
     * @param meanTolerance tolerance (fraction) of the mean of the run and its confirmation run
     */
    public static double probability(RunNoise.Cell cell, double screenTolerance, double meanTolerance,
                                     double regression) {
        double delta = Math.log1p(regression);
        double screen = Math.log1p(screenTolerance);
        double mean = Math.log1p(meanTolerance);
        double variance = cell.sd() * cell.sd();
        double between = cell.sharedSd();
        double shared = between * between + variance / cell.runs();
        double own = variance - between * between;
        double first = shared + own; // variance of the first run's deviation U
        if (first <= 0) {
            return delta > Math.max(screen, mean) ? 1 : 0;
        }
        double sdFirst = Math.sqrt(first);
        // the confirmation run given U: mean d + U * shared / first, variance shared - shared^2 / first + own
        double slope = shared / first;
        double conditionalSd = Math.sqrt(Math.max(0, shared - shared * shared / first + own));
        if (conditionalSd == 0) {
            return upperTail((Math.max(screen, mean) - delta) / sdFirst);
        }
        double from = (screen - delta) / sdFirst;
        if (from >= Z_MAX) {
            return 0;
        }
        from = Math.max(from, -Z_MAX);
        double step = (Z_MAX - from) / STEPS;
        double sum = 0;
        for (int i = 0; i <= STEPS; i++) {
            double z = from + i * step;
            double u = z * sdFirst;
            // the mean exceeds its tolerance when X2 > 2 * mean - X1
            double need = (2 * mean - 2 * delta - u * (1 + slope)) / conditionalSd;
            double f = Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI) * upperTail(need);
            sum += f * (i == 0 || i == STEPS ? 1 : i % 2 == 1 ? 4 : 2);
        }
        return Math.min(1, sum * step / 3);
    }

    /**
     * Smallest regression (a fraction) caught by the two steps with probability {@code power}.
     */
    public static double detectable(RunNoise.Cell cell, double screenTolerance, double meanTolerance, double power) {
        if (!(power > 0 && power < 1)) {
            throw new IllegalArgumentException("power must be between 0 and 1, got " + power);
        }
        double low = 0;
        double high = Math.expm1(Math.max(Math.log1p(screenTolerance), Math.log1p(meanTolerance)) + 12 * cell.sd());
        for (int i = 0; i < 60; i++) {
            double middle = (low + high) / 2;
            if (probability(cell, screenTolerance, meanTolerance, middle) >= power) {
                high = middle;
            } else {
                low = middle;
            }
        }
        return high;
    }

    private static double upperTail(double z) {
        return 0.5 * Erf.erfc(z / Math.sqrt(2));
    }
}
