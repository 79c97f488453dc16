package org.wssbench.results;

/**
 * The per-round overhead figures of a cell, for summary.csv (all nullable = not available, e.g.
 * without plain in the same rounds). Computed by {@code stats.PairedRatios}.
 *
 * @param roundRatioMedian median over measured rounds of (cell round total / plain round total, same round)
 * @param cpuRatio the same on CPU time (client thread + server request)
 * @param roundRatioCvPct coefficient of variation of the per-round time ratios, percent (round-to-round noise)
 * @param overheadMsMedian median over measured rounds of (cell round time - plain round time, same round) per
 *                         request, ms (0 for plain)
 * @param blockRatio the block ratio to plain ({@code stats.BlockRatios}, trimmed geometric mean over blocks),
 * @param blockLowRatio the same on the fast end of each block ({@code stats.BlockRatios#LOW_QUANTILE})
 * @param blockMeanRatio the same on the mean of each block's request times
 * @param roundLowRatio the fast-end ratio paired round by round instead of per block ({@code stats.BlockRatios.Pairing#ROUND}):
 *                      the figure the gate, compare and ab judge
 * @param roundMeanRatio the mean ratio paired round by round
 * @param measuredDriftPct the last third of the measured rounds against the first, percent ({@code stats.MeasuredDrift}):
 *                         the paired ratio for a secured cell, the time per request for plain
 */
public record RoundRatios(Double roundRatioMedian, Double cpuRatio, Double roundRatioCvPct, Double overheadMsMedian,
                          Double blockRatio, Double blockLowRatio, Double blockMeanRatio, Double roundLowRatio,
                          Double roundMeanRatio, Double measuredDriftPct) {

    public static final RoundRatios NONE = new RoundRatios(null, null, null, null, null, null, null, null, null, null);
}
