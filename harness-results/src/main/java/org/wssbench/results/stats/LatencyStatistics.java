package org.wssbench.results.stats;

import org.HdrHistogram.Histogram;

/**
 * Distribution of request times in milliseconds. Mean, median, stddev, min and max are exact;
 * p90 and p99 come from an HdrHistogram (3 significant digits, ns resolution), like the
 * latency chart, so the table and the chart agree.
 */
record LatencyStatistics(long count, double meanMs, double medianMs, double stddevMs, double minMs,
                                double p90Ms, double p99Ms, double maxMs) {

    public static LatencyStatistics of(long[] nanos) {
        Histogram histogram = LatencyHistograms.of(nanos);
        return new LatencyStatistics(
                nanos.length,
                SampleStatistics.mean(nanos) / 1e6,
                SampleStatistics.median(nanos) / 1e6,
                SampleStatistics.sampleStddev(nanos) / 1e6,
                SampleStatistics.min(nanos) / 1e6,
                LatencyHistograms.percentileMs(histogram, 90),
                LatencyHistograms.percentileMs(histogram, 99),
                SampleStatistics.max(nanos) / 1e6);
    }
}
