package org.wssbench.results.stats;

/**
 * Estimated relative change of a cell's overhead ratio between two sides of a comparison.
 *
 * @param estimate change as a fraction (0.10 = 10% more overhead on the new side)
 * @param low lower end of the 95% interval, fraction
 * @param high upper end of the 95% interval, fraction
 * @param pValue two-sided p-value of "no change", before any multiple-comparison adjustment
 * @param logStandardError standard error of the log change
 * @param noise where the run-to-run part of the noise came from
 */
public record ChangeEstimate(double estimate, double low, double high, double pValue, double logStandardError,
                             NoiseSource noise) {

    /** Where the run-to-run variance in an interval comes from. */
    public enum NoiseSource {
        /** Several runs per side: runs resampled (with two to four per side, rounds within each run too). */
        RUNS("runs resampled"),
        /**
         * Several runs per side, but their own spread was narrower than the baseline's run-to-run noise
         * (five runs fix a spread poorly): the baseline's noise is used instead.
         */
        RUNS_BASELINE_FLOOR("runs resampled; their spread was below the baseline's run-to-run noise, which is used"),
        /** Too few runs per side: rounds resampled, run-to-run noise taken from the committed baseline. */
        BASELINE("rounds resampled + run-to-run noise of the baseline"),
        /**
         * Too few runs per side, the cell judged with the run's common factor taken out: the baseline's
         * spread of that adjusted value over its runs is the whole noise (round noise included), so
         * nothing is resampled.
         */
        BASELINE_ADJUSTED("common factor taken out; noise of the adjusted value over the baseline runs"),
        /** Too few runs and no matching baseline: only round-to-round noise; the interval is too narrow. */
        ROUNDS_ONLY("rounds resampled only: run-to-run noise unknown, interval too narrow");

        private final String description;

        NoiseSource(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    /**
     * The change between the sides' mean log values when the whole noise of one run's value is
     * known: a t interval with the noise's degrees of freedom.
     *
     * @param logChange difference of the sides' mean ln(value)
     * @param runSd standard deviation of one run's ln(value)
     */
    public static ChangeEstimate fromRunNoise(double logChange, double runSd, int baseRuns, int nextRuns,
                                              double degreesOfFreedom) {
        return tInterval(logChange, runSd * Math.sqrt(1.0 / baseRuns + 1.0 / nextRuns), degreesOfFreedom,
                NoiseSource.BASELINE_ADJUSTED);
    }

    /**
     * This estimate, or the same change judged with the baseline's noise of one run when that is wider:
     * a handful of runs may happen to agree more closely than runs of this build do.
     */
    public ChangeEstimate atLeast(double runSd, int baseRuns, int nextRuns, double degreesOfFreedom) {
        double floor = runSd * Math.sqrt(1.0 / baseRuns + 1.0 / nextRuns);
        return floor <= logStandardError ? this
                : tInterval(Math.log1p(estimate), floor, degreesOfFreedom, NoiseSource.RUNS_BASELINE_FLOOR);
    }

    /** Two-sided p-value and 95% interval of a log change with standard error {@code se}, Student t with {@code df}. */
    static ChangeEstimate tInterval(double logChange, double se, double df, NoiseSource source) {
        if (se <= 0) {
            return new ChangeEstimate(Math.expm1(logChange), Math.expm1(logChange), Math.expm1(logChange),
                    logChange == 0 ? 1 : 0, se, source);
        }
        org.apache.commons.math3.distribution.TDistribution t =
                new org.apache.commons.math3.distribution.TDistribution(df);
        double halfWidth = t.inverseCumulativeProbability(0.975) * se;
        return new ChangeEstimate(Math.expm1(logChange), Math.expm1(logChange - halfWidth),
                Math.expm1(logChange + halfWidth), 2 * t.cumulativeProbability(-Math.abs(logChange) / se), se, source);
    }
}
