package org.wssbench.results.compare;

import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Builds a {@link BaselineFile} from runs on the reference machine.
 *
 * <p>Noise model: for each scenario+sequence the expected ratio is the median of the runs'
 * time_ratio_vs_plain and the relative spread is (max - min) / median. The tolerance is
 * {@code max(FLOOR_PCT, K * spread)}; with a single run there is no spread to measure, so the
 * conservative {@link #SINGLE_RUN_TOLERANCE_PCT} is used. README.md explains the constants.
 */
public final class Baseline {

    /** Margin over the observed range: a few runs see only part of the real run-to-run spread. */
    public static final double K = 2.0;
    /** Smallest tolerance: best-of-N ratios on a shared 2-core machine drift by a few percent anyway. */
    public static final double FLOOR_PCT = 5.0;
    /** Tolerance when only one run is available and the noise is unknown. */
    public static final double SINGLE_RUN_TOLERANCE_PCT = 25.0;

    private Baseline() {
    }

    public static BaselineFile fromRuns(List<RunFolder> runs) {
        return fromRuns(runs, K, FLOOR_PCT);
    }

    public static BaselineFile fromRuns(List<RunFolder> runs, double k, double floorPct) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a baseline needs at least one run");
        }
        Map<ScenarioSequence, List<Double>> ratios = new TreeMap<>();
        for (RunFolder run : runs) {
            for (SummaryRow row : run.summary()) {
                if (!row.key().isPlain() && row.timeRatioVsPlain() != null) {
                    ratios.computeIfAbsent(row.key(), key -> new ArrayList<>()).add(row.timeRatioVsPlain());
                }
            }
        }
        List<BaselineEntry> entries = new ArrayList<>();
        ratios.forEach((key, values) -> entries.add(entry(key, values, k, floorPct)));
        return new BaselineFile(entries);
    }

    private static BaselineEntry entry(ScenarioSequence key, List<Double> values, double k, double floorPct) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        double spreadPct = (sorted[n - 1] - sorted[0]) / median * 100;
        double tolerancePct = n == 1 ? SINGLE_RUN_TOLERANCE_PCT : Math.max(floorPct, k * spreadPct);
        return new BaselineEntry(key.scenario(), key.sequence(), median, tolerancePct, n, spreadPct,
                BaselineFile.METRIC_TIME_RATIO);
    }
}
