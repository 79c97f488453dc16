package org.wssbench.results.compare;

import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.stats.ConfidenceInterval;

/**
 * One scenario+sequence of one side of a comparison (a run, or several runs of one build).
 * Ratios are against plain in the same run (geometric mean over a side's runs); changes are
 * relative to the first side; nullable components are "not available".
 *
 * @param runId the run, or the runs of the side joined with '+'
 * @param timeRatioChangePct change of time_ratio_vs_plain (best totals) vs the first side, percent
 * @param figure the gated figure, round_low_ratio_vs_plain (docs/methodology.md)
 * @param change change of the figure vs the first side, with its 95% interval (fractions)
 * @param pValue two-sided p-value of "no change" for this cell alone
 * @param pAdjusted Holm-adjusted over the cells of this side's comparison; the verdict uses it
 * @param noise where the run-to-run noise came from: the sides' own runs, or the machine's baseline
 * @param steady false when the cell or its plain did not reach steady state on either side, null unknown
 * @param runs runs on this side
 */
public record ComparisonRow(
        ScenarioSequence key,
        String runId,
        int runIndex,
        Double timeRatio,
        Double timeRatioChangePct,
        Double requestSizeRatio,
        Double responseSizeRatio,
        Double figure,
        ConfidenceInterval change,
        Verdict verdict,
        String note,
        Double pValue,
        Double pAdjusted,
        String noise,
        Boolean steady,
        int runs) {

    /** The row of a side that is not compared (reference, plain, missing, ...). */
    static ComparisonRow uncompared(ScenarioSequence key, String runId, int runIndex, Double timeRatio,
                                    Double requestSizeRatio, Double responseSizeRatio, Double figure,
                                    Verdict verdict, String note, Boolean steady, int runs) {
        return new ComparisonRow(key, runId, runIndex, timeRatio, null, requestSizeRatio, responseSizeRatio,
                figure, null, verdict, note, null, null, "", steady, runs);
    }
}
