package org.wssbench.results.stats;

import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.regression.SimpleRegression;

/**
 * When a series of round statistics (round medians of the client time) has settled: over the last {@code window}
 * rounds, the coefficient of variation is at most {@code maxCv} and the least-squares trend, as the relative change it
 * predicts across the window (slope x (window - 1) / mean), lies within +-{@code maxTrend}. This is the "no trend,
 * small spread" criterion of Kalibera and Jones (2013). The driver applies it online to each cell's warm-up; the SEI
 * report applies it afterwards to the calls of a cold run. One rule, so both say the same thing by "steady".
 */
public record SteadyStateRule(int window, double maxCv, double maxTrend) {

    /** The project's rule: six rounds, 5% spread, 5% trend. */
    public static final SteadyStateRule DEFAULT = new SteadyStateRule(6, 0.05, 0.05);

    public SteadyStateRule {
        if (window < 2) {
            throw new IllegalArgumentException("a steady-state window needs two rounds or more, got " + window);
        }
    }

    /**
     * Whether {@code rounds}, one full window of round statistics in round order, are steady; a window with a value
     * that is not a positive number (a round whose calls all failed) is not.
     */
    public boolean steady(double[] rounds) {
        requireWindow(rounds);
        for (double v : rounds) {
            if (!(v > 0) || !Double.isFinite(v)) {
                return false;
            }
        }
        return cv(rounds) <= maxCv && Math.abs(trend(rounds)) <= maxTrend;
    }

    /** The coefficient of variation of one full window. */
    public double cv(double[] rounds) {
        requireWindow(rounds);
        return CoefficientOfVariation.of(rounds);
    }

    /** The least-squares slope x (n - 1) / mean of one full window: the relative drift across it. */
    public double trend(double[] rounds) {
        requireWindow(rounds);
        SimpleRegression regression = new SimpleRegression();
        for (int i = 0; i < rounds.length; i++) {
            regression.addData(i, rounds[i]);
        }
        return regression.getSlope() * (rounds.length - 1) / StatUtils.mean(rounds);
    }

    private void requireWindow(double[] rounds) {
        if (rounds.length != window) {
            throw new IllegalArgumentException("the rule judges windows of " + window + " rounds, got " + rounds.length);
        }
    }
}
