package org.wssbench.results.stats;

import java.util.Collection;
import org.apache.commons.math3.stat.StatUtils;

/**
 * The geometric mean, exp(mean of ln x): how the project averages ratios (to plain, between runs, between
 * periods), since a ratio and its inverse must average to inverses. Every value must be positive.
 */
public final class GeometricMean {

    private GeometricMean() {
    }

    /** The geometric mean of {@code values}; NaN for none. */
    public static double of(double... values) {
        return values.length == 0 ? Double.NaN : StatUtils.geometricMean(values);
    }

    /** The geometric mean of {@code values}; NaN for none. */
    public static double of(Collection<Double> values) {
        return of(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** The natural logarithm of each value: the scale on which ratios are averaged and tested. */
    public static double[] logs(double[] values) {
        double[] logs = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            logs[i] = Math.log(values[i]);
        }
        return logs;
    }
}
