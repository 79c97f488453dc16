package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.stats.RatioMetric;
import org.wssbench.results.stats.RunMetrics;
import org.wssbench.results.stats.RunNoise;

/**
 * A/A check over independent runs of one build: how noisy each candidate metric is, what the gate
 * could detect, and whether compare and gate stay quiet when nothing changed.
 * <ul>
 *   <li>per cell and metric: geometric mean and coefficient of variation over the runs;</li>
 *   <li>for the gated metric, and the second figure when one is gated beside it: tolerance and minimum
 *       detectable regression of the gate (one new run against a baseline of these runs);</li>
 *   <li>every pair of runs compared, the noise for each pair taken from a baseline of the other runs
 *       (so no pair is judged with its own noise; with both figures where a second is given): false
 *       slower/faster verdicts;</li>
 *   <li>every run gated against a baseline built from the other runs.</li>
 * </ul>
 */
public final class AaCheck {

    /** Detection probability of the minimum detectable regression, unless asked otherwise. */
    public static final double DEFAULT_POWER = 0.8;

    /**
     * Rounds per run multiplied by these factors in {@link CellSpread#detectablePctWithRounds}; infinity
     * leaves only the run-to-run noise, the floor that more rounds in one run cannot go below.
     */
    public static final List<Double> ROUND_FACTORS = List.of(2.0, 4.0, Double.POSITIVE_INFINITY);

    /**
     * One cell's spread over the runs, per metric.
     *
     * @param gatedCvPct the cell's own spread over the runs of what the gate judges (with the common
     *                   factor taken out as the baseline weights it), percent
     * @param commonFactorWeight the baseline's weight on the common factor for the cell (0 = not taken out)
     * @param runLevelCvPct the part of the gated noise that is run to run (what remains once the
     *                      rounds' own noise is taken out), percent
     * @param detectablePctWithRounds the minimum detectable regression if every run measured
     *                                {@link #ROUND_FACTORS} times as many rounds (a projection), in
     *                                that order; empty without a noise estimate
     * @param secondTolerancePct the second figure's tolerance, null where it has no row (no second figure, or
     *                           the same samples as the first)
     * @param secondDetectablePct the second figure's minimum detectable regression, null as the tolerance
     */
    public record CellSpread(ScenarioSequence key, Map<RatioMetric, Double> mean, Map<RatioMetric, Double> cvPct,
                             Double tolerancePct, Double detectablePct, Double gatedCvPct, double commonFactorWeight,
                             Double runLevelCvPct, List<Double> detectablePctWithRounds, Double secondTolerancePct,
                             Double secondDetectablePct) {
    }

    /** One compared pair and its false verdicts (marked where only the second figure gave them). */
    public record Pair(String first, String second, int cells, List<String> falseVerdicts) {
    }

    /** One run gated against the others. */
    public record GateRun(String run, boolean passed, List<String> violations) {
    }

    /**
     * @param second the figure gated and judged beside {@code metric}, null for one figure
     */
    public record Result(int runs, RatioMetric metric, RatioMetric second, double falseAlarmPct, double power,
                         List<CellSpread> cells, List<Pair> pairs, List<GateRun> gates) {

        public int cellComparisons() {
            return pairs.stream().mapToInt(Pair::cells).sum();
        }

        public int falseVerdicts() {
            return pairs.stream().mapToInt(p -> p.falseVerdicts().size()).sum();
        }

        public int maxFalseVerdictsInAPair() {
            return pairs.stream().mapToInt(p -> p.falseVerdicts().size()).max().orElse(0);
        }
    }

    private AaCheck() {
    }

    /**
     * @param second a figure gated and compared beside {@code metric} (null: one figure), with {@code secondShare}
     *               of the false-alarm probability, as the baseline command builds it
     */
    public static Result run(List<RunFolder> runs, RatioMetric metric, RatioMetric second, double secondShare,
                             double falseAlarmPct, double power, int resamples, long seed) {
        if (runs.size() < 3) {
            throw new IllegalArgumentException("an A/A check needs at least three runs, got " + runs.size());
        }
        List<RunMetrics> metrics = runs.stream().map(RunMetrics::of).toList();
        TreeSet<ScenarioSequence> keys = new TreeSet<>();
        runs.forEach(r -> r.summary().forEach(row -> {
            if (!row.key().isPlain()) {
                keys.add(row.key());
            }
        }));
        java.util.function.BiFunction<List<RunFolder>, Double, BaselineFile> baseline = (of, floorPct) -> second == null
                ? Baseline.fromRuns(of, metric, falseAlarmPct, Baseline.K, floorPct)
                : Baseline.fromRuns(of, metric, second, secondShare, falseAlarmPct, Baseline.K, floorPct);
        BaselineFile all = baseline.apply(runs, Baseline.FLOOR_PCT);
        all.entries().stream().map(BaselineEntry::key).filter(ScenarioSequence::isAllSecured).forEach(keys::add);
        List<CellSpread> cells = new ArrayList<>();
        for (ScenarioSequence key : keys) {
            Map<RatioMetric, Double> mean = new TreeMap<>();
            Map<RatioMetric, Double> cv = new TreeMap<>();
            for (RatioMetric m : RatioMetric.values()) {
                double[] values = metrics.stream().map(x -> x.value(key, m)).filter(Optional::isPresent)
                        .mapToDouble(Optional::get).filter(v -> v > 0).toArray();
                if (values.length >= 2) {
                    double[] logs = java.util.Arrays.stream(values).map(Math::log).toArray();
                    double sd = org.wssbench.results.stats.Quantiles.sd(logs);
                    mean.put(m, Math.exp(org.wssbench.results.stats.Quantiles.mean(logs)));
                    cv.put(m, Math.sqrt(Math.expm1(sd * sd)) * 100);
                }
            }
            Optional<BaselineEntry> entry = all.entry(key);
            Optional<BaselineEntry> secondEntry = second == null ? Optional.empty() : all.entry(key, second);
            RunNoise.Cell noise = entry.map(BaselineEntry::noise).orElse(null);
            List<Double> withRounds = new ArrayList<>();
            if (noise != null) {
                double perCellFalseAlarm = entry.get().falseAlarmPct() / 100;
                for (double factor : ROUND_FACTORS) {
                    RunNoise.Cell projected = noise.withRounds(factor);
                    double tolerance = Math.max(Baseline.FLOOR_PCT, projected.tolerance(perCellFalseAlarm) * 100);
                    withRounds.add(projected.detectableAbove(tolerance / 100, power) * 100);
                }
            }
            cells.add(new CellSpread(key, mean, cv, entry.map(BaselineEntry::tolerancePct).orElse(null),
                    noise == null ? null : noise.detectableAbove(entry.get().tolerancePct() / 100, power) * 100,
                    noise == null ? null : noise.cvPct(), entry.map(BaselineEntry::commonFactorWeight).orElse(0.0),
                    noise == null ? null : Math.sqrt(Math.expm1(noise.betweenSd() * noise.betweenSd())) * 100,
                    List.copyOf(withRounds), secondEntry.map(BaselineEntry::tolerancePct).orElse(null),
                    secondEntry.filter(e -> e.noise() != null).map(e -> e.noise().detectableAbove(e.tolerancePct() / 100,
                            power) * 100).orElse(null)));
        }
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            for (int j = i + 1; j < runs.size(); j++) {
                List<RunFolder> others = new ArrayList<>(runs);
                others.remove(runs.get(j));
                others.remove(runs.get(i));
                BaselineFile noise = others.size() >= 2 ? baseline.apply(others, 0.0) : null;
                Comparison c = new RunComparator(resamples, seed, noise, "the other runs")
                        .compare(List.of(runs.get(i), runs.get(j)));
                List<String> wrong = new ArrayList<>();
                int compared = 0;
                for (ComparisonRow row : c.rows()) {
                    if (row.runIndex() == 1 && row.pValue() != null) {
                        compared++;
                        if (row.verdict() == Verdict.SLOWER || row.verdict() == Verdict.FASTER) {
                            boolean secondOnly = row.pAdjusted() != null && row.pAdjusted() >= Comparison.ALPHA;
                            wrong.add(row.key() + " " + row.verdict().label() + (secondOnly ? " (second figure)" : ""));
                        }
                    }
                }
                pairs.add(new Pair(runs.get(i).runId(), runs.get(j).runId(), compared, wrong));
            }
        }
        List<GateRun> gates = new ArrayList<>();
        for (RunFolder run : runs) {
            List<RunFolder> others = new ArrayList<>(runs);
            others.remove(run);
            GateResult result = Gate.check(run, baseline.apply(others, Baseline.FLOOR_PCT));
            gates.add(new GateRun(run.runId(), result.passed(), result.violations()));
        }
        return new Result(runs.size(), metric, second, falseAlarmPct, power, cells, pairs, gates);
    }
}
