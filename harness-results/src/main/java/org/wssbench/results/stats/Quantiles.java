package org.wssbench.results.stats;

import java.util.Arrays;

/** Medians and quantiles of double samples (type 7: linear between order statistics). */
public final class Quantiles {

    private Quantiles() {
    }

    public static double median(double[] values) {
        return quantile(values, 0.5);
    }

    public static double quantile(double[] values, double p) {
        if (values.length == 0) {
            throw new IllegalArgumentException("empty sample");
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return quantileOfSorted(sorted, p);
    }

    static double quantileOfSorted(double[] sorted, double p) {
        double position = p * (sorted.length - 1);
        int lower = (int) Math.floor(position);
        int upper = Math.min(lower + 1, sorted.length - 1);
        return sorted[lower] + (position - lower) * (sorted[upper] - sorted[lower]);
    }

    public static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** Sample standard deviation (n - 1); 0 for fewer than two values. */
    public static double sd(double[] values) {
        if (values.length < 2) {
            return 0;
        }
        double mean = mean(values);
        double ss = 0;
        for (double v : values) {
            ss += (v - mean) * (v - mean);
        }
        return Math.sqrt(ss / (values.length - 1));
    }
}
