package org.wssbench.results.stats;

import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType;

/**
 * Medians, quantiles, means and standard deviations of double samples, through commons-math3. Quantiles are type 7
 * (linear between order statistics), the definition every figure of the project was computed with.
 */
public final class Quantiles {

    private Quantiles() {
    }

    public static double median(double[] values) {
        return quantile(values, 0.5);
    }

    /** The {@code p} quantile, {@code 0 <= p <= 1}. */
    public static double quantile(double[] values, double p) {
        if (values.length == 0) {
            throw new IllegalArgumentException("empty sample");
        }
        if (p <= 0) {
            return StatUtils.min(values);
        }
        return new Percentile().withEstimationType(EstimationType.R_7).evaluate(values, p * 100);
    }

    public static double mean(double[] values) {
        return StatUtils.mean(values);
    }

    /** Sample standard deviation (n - 1); 0 for fewer than two values. */
    public static double sd(double[] values) {
        return values.length < 2 ? 0 : new StandardDeviation(true).evaluate(values);
    }
}
