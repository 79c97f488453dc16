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
 * @param medianRatio the compared metric (median of per-round paired ratios unless the baseline says
 *                    otherwise)
 * @param medianRatioChange change of the compared metric vs the first side, with its 95% interval (fractions)
 * @param pValue two-sided p-value of "no change" for this cell alone
 * @param pAdjusted Holm-adjusted over the cells of this side's comparison; the verdict uses it
 * @param noise where the run-to-run noise came from (see {@link org.wssbench.results.stats.ChangeEstimate})
 * @param steady false when the cell or its plain did not reach steady state on either side, null unknown
 * @param runs runs on this side
 * @param second the cell's second figure, where the noise baseline gates one ({@link FigureChange}); null otherwise.
 *               The verdict is slower when either figure is significantly slower, faster when one is
 *               significantly faster and neither slower
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
        String note,
        Double pValue,
        Double pAdjusted,
        String noise,
        Boolean steady,
        int runs,
        FigureChange second) {

    /** The row of a side that is not compared (reference, plain, missing, ...). */
    static ComparisonRow uncompared(ScenarioSequence key, String runId, int runIndex, Double timeRatio,
                                    Double requestSizeRatio, Double responseSizeRatio, Double medianRatio,
                                    Verdict verdict, String note, Boolean steady, int runs) {
        return new ComparisonRow(key, runId, runIndex, timeRatio, null, requestSizeRatio, responseSizeRatio,
                medianRatio, null, verdict, note, null, null, "", steady, runs, null);
    }
}
