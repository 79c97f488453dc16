package org.wssbench.results.stats;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

/** The candidate ratio metrics of every cell of one run, derived from its requests.csv rounds. */
public final class RunMetrics {

    private final RunFolder run;
    private final CellRounds rounds;
    private final Map<ScenarioSequence, PairedRatios> paired = new TreeMap<>();

    private RunMetrics(RunFolder run) {
        this.run = run;
        this.rounds = CellRounds.of(run.requests());
    }

    public static RunMetrics of(RunFolder run) {
        return new RunMetrics(run);
    }

    public RunFolder run() {
        return run;
    }

    public PairedRatios paired(ScenarioSequence key) {
        return paired.computeIfAbsent(key, k -> PairedRatios.of(rounds, k));
    }

    /** The metric's value for the cell, if the run has what it needs. */
    public Optional<Double> value(ScenarioSequence key, RatioMetric metric) {
        if (metric == RatioMetric.BEST_TOTAL) {
            return run.row(key).map(SummaryRow::timeRatioVsPlain);
        }
        if (!run.hasRequests()) {
            // A summary without requests.csv still carries the per-round figures.
            return run.row(key).map(row -> metric == RatioMetric.CPU ? row.roundRatios().cpuRatio()
                    : row.roundRatios().roundRatioMedian());
        }
        PairedRatios ratios = paired(key);
        return Optional.ofNullable(metric == RatioMetric.CPU ? ratios.cpuMedian() : ratios.timeMedian());
    }

    /** Per-round samples of a per-round metric (empty if the run has none). */
    public double[] rounds(ScenarioSequence key, RatioMetric metric) {
        return run.hasRequests() ? metric.rounds(paired(key)) : new double[0];
    }
}
