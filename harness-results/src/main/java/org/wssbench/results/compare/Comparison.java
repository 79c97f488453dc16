package org.wssbench.results.compare;

import java.util.List;
import java.util.Locale;
import org.wssbench.results.stats.HierarchicalBootstrap;
import org.wssbench.results.stats.RatioMetric;

/**
 * Result of comparing runs: one row per scenario+sequence and side, plus every way in which the
 * runs do not measure the same thing (missing cells, different catalogue or sequence parameters,
 * cells not at steady state, a baseline that could not be used for the noise).
 *
 * @param runIds one label per side (a run id, or the run ids of a side joined with '+')
 * @param metric the compared metric's summary column
 * @param secondMetric the second figure's column, judged beside the first where the noise baseline gates one
 *                     ({@link FigureChange}); null when only the first is judged
 * @param noiseNote where the run-to-run noise of one-run sides came from, for the output
 */
public record Comparison(List<String> runIds, List<ComparisonRow> rows, List<String> mismatches, int resamples,
                         long seed, String metric, String secondMetric, String noiseNote) {

    public static final String METHOD_NOTE = "Runs are compared on ratios vs plain measured inside each run "
            + "(same sequence), never on raw milliseconds, so different machines or days do not masquerade "
            + "as changes.";

    /** Family-wise error rate of the verdicts of one side's comparison (Holm). */
    public static final double ALPHA = 0.05;

    public boolean hasMismatches() {
        return !mismatches.isEmpty();
    }

    public String methodDescription() {
        return METHOD_NOTE + String.format(Locale.ROOT, " Compared metric: %s (harness-results/README.md, summary.csv "
                + "columns%s). Units of replication: rounds within a "
                + "run and runs (fresh JVM pairs), never single requests: hierarchical bootstrap (%d resamples, "
                + "seed %d; runs are resampled when a side has %d or more). Verdict slower/faster when the "
                + "Holm-adjusted p-value over the cells of one comparison is below %.2f, so an unchanged build "
                + "gets any false verdict in at most %.0f%% of comparisons; the 95%% interval is per cell.%s %s",
                metric, RatioMetric.ofColumn(metric).map(RatioMetric::hasCommonFactor).orElse(false) ? "; for the cells the baseline marks, each "
                        + "run's common factor, the median change of the sequence's other secured cells against the "
                        + "first side, is taken out, and the noise of that adjusted value over the baseline runs is "
                        + "the whole noise; all-secured is the factor itself" : "",
                resamples, seed, HierarchicalBootstrap.MIN_RUNS_TO_RESAMPLE, ALPHA, ALPHA * 100, secondMetric == null ? ""
                        : " Second figure: " + secondMetric + " (the mean of each block, which a cost on only some requests "
                        + "moves), judged the same way where the baseline gates it; its p-values join the first figure's "
                        + "in the Holm family, and a cell is slower when either figure is.", noiseNote);
    }
}
