package org.wssbench.results.stats;

import org.HdrHistogram.Histogram;

/** The one way latency histograms are built here: nanosecond resolution, 3 significant digits. */
public final class LatencyHistograms {

    public static final int SIGNIFICANT_DIGITS = 3;

    private LatencyHistograms() {
    }

    public static Histogram of(long[] nanos) {
        // Auto-resizing, so no assumption about the slowest request is baked in.
        Histogram histogram = new Histogram(SIGNIFICANT_DIGITS);
        for (long value : nanos) {
            histogram.recordValue(value);
        }
        return histogram;
    }

    /** Value at a percentile (0..100) in milliseconds. */
    public static double percentileMs(Histogram histogram, double percentile) {
        return histogram.getValueAtPercentile(percentile) / 1e6;
    }
}
