package org.wssbench.results.compare;

import org.wssbench.results.ScenarioSequence;

/**
 * Expected overhead of one scenario+sequence.
 *
 * @param ratio expected value of {@code metric} (median over the baseline runs)
 * @param tolerancePct how far above {@code ratio}, in percent, a new run may be before the gate fails
 * @param runs number of runs the ratio was derived from
 * @param spreadPct measured spread across those runs: (max - min) / median, in percent (0 for one run)
 * @param metric name of the summary column compared, currently always time_ratio_vs_plain
 */
public record BaselineEntry(String scenario, String sequence, double ratio, double tolerancePct, int runs,
                            double spreadPct, String metric) {

    public ScenarioSequence key() {
        return new ScenarioSequence(scenario, sequence);
    }

    /** Highest ratio still accepted. */
    public double limit() {
        return ratio * (1 + tolerancePct / 100);
    }
}
