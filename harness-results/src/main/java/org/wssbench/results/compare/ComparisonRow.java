package org.wssbench.results.compare;

import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.stats.ConfidenceInterval;

/**
 * One scenario+sequence of one run in a comparison. Ratios are against plain in the same run;
 * changes are in percent relative to the first run; nullable components are "not available".
 *
 * @param timeRatioChangePct change of time_ratio_vs_plain (best totals) vs the first run
 * @param medianRatio median(scenario) / median(plain) of this run's raw requests
 * @param medianRatioChange change of the median ratio vs the first run, with 95% bootstrap CI (fractions)
 */
public record ComparisonRow(
        ScenarioSequence key,
        String runId,
        int runIndex,
        Double timeRatio,
        Double timeRatioChangePct,
        Double requestSizeRatio,
        Double responseSizeRatio,
        Double medianRatio,
        ConfidenceInterval medianRatioChange,
        Verdict verdict,
        String note) {
}
