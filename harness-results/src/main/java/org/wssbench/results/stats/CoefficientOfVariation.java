package org.wssbench.results.stats;

import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/** Sample standard deviation (n - 1) over the mean: a spread that does not depend on the unit or the level. */
public final class CoefficientOfVariation {

    private CoefficientOfVariation() {
    }

    /** The coefficient of variation of {@code values}, at least two of them. */
    public static double of(double[] values) {
        if (values.length < 2) {
            throw new IllegalArgumentException("a coefficient of variation needs two values or more, got " + values.length);
        }
        SummaryStatistics stats = new SummaryStatistics();
        for (double v : values) {
            stats.addValue(v);
        }
        return stats.getStandardDeviation() / stats.getMean();
    }
}
