package org.wssbench.results.stats;

import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.apache.commons.math3.stat.StatUtils;

/**
 * Distribution of request times in milliseconds. Mean, median, stddev, min and max are exact;
 * p90 and p99 come from an HdrHistogram (3 significant digits, ns resolution), like the
 * latency chart, so the table and the chart agree.
 */
record LatencyStatistics(long count, double meanMs, double medianMs, double stddevMs, double minMs,
                                double p90Ms, double p99Ms, double maxMs) {

    public static LatencyStatistics of(long[] nanos) {
        if (nanos.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
        Histogram histogram = LatencyHistograms.of(nanos);
        double[] ms = Arrays.stream(nanos).mapToDouble(n -> n / 1e6).toArray();
        return new LatencyStatistics(nanos.length, Quantiles.mean(ms), Quantiles.median(ms), Quantiles.sd(ms),
                StatUtils.min(ms), LatencyHistograms.percentileMs(histogram, 90),
                LatencyHistograms.percentileMs(histogram, 99), StatUtils.max(ms));
    }
}
