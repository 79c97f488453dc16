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
        /** Several runs per side: runs resampled, then rounds within each run. */
        RUNS("runs and rounds resampled"),
        /** Too few runs per side: rounds resampled, run-to-run noise taken from the committed baseline. */
        BASELINE("rounds resampled + run-to-run noise of the baseline"),
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
}
