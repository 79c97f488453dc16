package org.wssbench.results.stats;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.wssbench.results.RoundsCsv;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

/** The candidate ratio metrics of every cell of one run, derived from its requests.csv rounds. */
public final class RunMetrics {

    private final RunFolder run;
    private final CellRounds rounds;
    private final Map<ScenarioSequence, PairedRatios> paired = new TreeMap<>();
    /** Block (or round) ratios by what they were computed from: a metric and its peer-adjusted twin share them. */
    private final Map<BlockKey, double[]> blocks = new HashMap<>();

    private record BlockKey(ScenarioSequence cell, BlockRatios.Statistic statistic, BlockRatios.Pairing pairing) {
    }

    private RunMetrics(RunFolder run) {
        this.run = run;
        this.rounds = CellRounds.of(run.requests());
    }

    /** The run's metrics: from its requests.csv, or, for a digested run, from the samples it kept (rounds.csv). */
    public static RunMetrics of(RunFolder run) {
        return new RunMetrics(run);
    }

    /** Where a cell's samples of a metric come from, as rounds.csv names it: a metric and its peer-adjusted twin share them. */
    public static String sampleSource(ScenarioSequence key, RatioMetric metric) {
        return key.isAllSecured() ? RoundsCsv.COMMON_FACTOR : metric.unadjusted().column();
    }

    /** The digested samples of the cell, or null when this run kept none for it. */
    private double[] digestedRounds(ScenarioSequence key, RatioMetric metric) {
        return run.hasRequests() ? null : run.keptRounds(key, sampleSource(key, metric));
    }

    public RunFolder run() {
        return run;
    }

    public PairedRatios paired(ScenarioSequence key) {
        return paired.computeIfAbsent(key, k -> PairedRatios.of(rounds, k));
    }

    /**
     * The metric's value for the cell, if the run has what it needs. {@link RatioMetric#PEER_ADJUSTED}
     * gives the unadjusted ratio to plain here: the adjustment needs a reference ({@link CommonFactor}).
     */
    public Optional<Double> value(ScenarioSequence key, RatioMetric metric) {
        if (key.isAllSecured()) {
            if (!metric.hasCommonFactor()) {
                return Optional.empty();
            }
            return Optional.ofNullable(median(rounds(key, metric)));
        }
        if (metric == RatioMetric.BEST_TOTAL) {
            return run.row(key).map(SummaryRow::timeRatioVsPlain);
        }
        double[] kept = metric.perRound() ? digestedRounds(key, metric) : null;
        if (kept != null) {
            return kept.length == 0 ? Optional.empty() : Optional.of(statisticOf(key, metric).of(kept));
        }
        if (!run.hasRequests()) {
            // A summary without requests.csv still carries the per-round figures.
            return run.row(key).map(row -> switch (metric.unadjusted()) {
                case CPU -> row.roundRatios().cpuRatio();
                case OVERHEAD_MS -> row.roundRatios().overheadMsMedian();
                case BLOCK -> row.roundRatios().blockRatio();
                case BLOCK_LOW -> row.roundRatios().blockLowRatio();
                case BLOCK_MEAN -> row.roundRatios().blockMeanRatio();
                case ROUND_LOW -> row.roundRatios().roundLowRatio();
                case ROUND_MEAN -> row.roundRatios().roundMeanRatio();
                default -> row.roundRatios().roundRatioMedian();
            });
        }
        double[] samples = rounds(key, metric);
        return samples.length == 0 ? Optional.empty() : Optional.of(statisticOf(key, metric).of(samples));
    }

    /**
     * How the cell's samples reduce to the run's figure: the metric's statistic, except for the
     * common-factor pseudo cells, whose samples are always per-round ({@link CommonFactor#perRound}).
     */
    public static RunStatistic statisticOf(ScenarioSequence key, RatioMetric metric) {
        return key.isAllSecured() ? RunStatistic.MEDIAN : metric.statistic();
    }

    /** Per-round (or, for the block metrics paired per block, per-block) samples of the metric (empty if the run has none). */
    public double[] rounds(ScenarioSequence key, RatioMetric metric) {
        if (!run.hasRequests()) {
            double[] kept = digestedRounds(key, metric);
            return kept == null ? new double[0] : kept;
        }
        if (key.isAllSecured()) {
            return metric.hasCommonFactor() ? CommonFactor.perRound(rounds, key.sequence()) : new double[0];
        }
        Optional<BlockRatios.Statistic> statistic = metric.blockStatistic();
        if (statistic.isPresent()) {
            return blocks.computeIfAbsent(new BlockKey(key, statistic.get(), metric.pairing()),
                    b -> BlockRatios.of(rounds, b.cell(), b.statistic(), b.pairing()));
        }
        return switch (metric.unadjusted()) {
            case ROUND_MEDIAN -> paired(key).time();
            case CPU -> paired(key).cpu();
            case OVERHEAD_MS -> paired(key).overheadMs();
            case BEST_TOTAL -> new double[0]; // one number per run, no per-round samples
            default -> throw new IllegalStateException("no per-round samples defined for " + metric.column());
        };
    }

    /** The common-factor pseudo cells this metric gates, one per sequence of the run. */
    public List<ScenarioSequence> commonFactorCells(RatioMetric metric) {
        if (!metric.gatesCommonFactorCell()) {
            return List.of();
        }
        return run.summary().stream().map(row -> row.key().sequence()).distinct()
                .map(ScenarioSequence::allSecured).toList();
    }

    /** The values of the run's secured cells (plain and the common-factor cells left out). */
    public Map<ScenarioSequence, Double> securedValues(RatioMetric metric) {
        Map<ScenarioSequence, Double> values = new TreeMap<>();
        for (SummaryRow row : run.summary()) {
            if (!row.key().isPlain()) {
                value(row.key(), metric).ifPresent(v -> values.put(row.key(), v));
            }
        }
        return values;
    }

    private static Double median(double[] values) {
        return values.length == 0 ? null : Quantiles.median(values);
    }
}
