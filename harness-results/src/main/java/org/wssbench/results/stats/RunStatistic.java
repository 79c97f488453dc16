package org.wssbench.results.stats;

import java.util.Arrays;

/**
 * How one run's samples of a cell (its per-round or per-block ratios to plain) reduce to the run's
 * figure. Which one a metric uses is part of its definition ({@link RatioMetric#statistic()}).
 */
public enum RunStatistic {
    /** Median of the samples: robust when there are many noisy ones (90 per-round ratios). */
    MEDIAN,
    /**
     * Geometric mean of the samples after dropping the lowest and highest {@link #TRIM} of them: a
     * few precise samples (nine block ratios of 160 requests each) lose most of their information
     * to a median, and keep it here, while one odd block still cannot pull the figure.
     */
    TRIMMED_GEOMETRIC_MEAN;

    /** Fraction of the samples dropped at each end by {@link #TRIMMED_GEOMETRIC_MEAN}. */
    public static final double TRIM = 0.2;

    /** The figure of the samples (none of them may be zero or negative for the geometric mean). */
    public double of(double[] samples) {
        return of(samples.clone(), samples.length);
    }

    /** The figure of the first {@code n} entries of {@code work}, which this may reorder. */
    public double of(double[] work, int n) {
        if (n == 0) {
            throw new IllegalArgumentException("no samples");
        }
        if (this == MEDIAN) {
            return Quantiles.median(n == work.length ? work : Arrays.copyOf(work, n));
        }
        Arrays.sort(work, 0, n);
        int drop = (int) Math.floor(n * TRIM);
        return GeometricMean.of(Arrays.copyOfRange(work, drop, n - drop));
    }
}
