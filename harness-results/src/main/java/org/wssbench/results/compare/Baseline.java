package org.wssbench.results.compare;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.CommonFactor;
import org.wssbench.results.stats.CommonFactorWeight;
import org.wssbench.results.stats.HierarchicalBootstrap;
import org.wssbench.results.stats.MeasuringPeriods;
import org.wssbench.results.stats.Quantiles;
import org.wssbench.results.stats.RatioMetric;
import org.wssbench.results.stats.RunMetrics;
import org.wssbench.results.stats.RunNoise;
import org.wssbench.results.stats.TailFit;

/**
 * Builds a {@link BaselineFile} from independent runs (fresh Tomcat and client JVM each) of one
 * build on the reference machine.
 *
 * <p>Per cell: the expected value is the geometric mean of the runs' metric; the noise is the
 * standard deviation of its log over the runs, moderated toward a prior from the cells of its
 * sequence ({@link RunNoise}). The tolerance is the one-sided t prediction bound for one new run at a
 * per-cell false-alarm probability of (per-run false-alarm probability / cells), so an unchanged
 * build fails the gate in at most that fraction of runs (Bonferroni). The t distribution's tails are
 * no lighter than the baseline runs' own excursions allow ({@link TailFit}): a normal model let
 * unchanged runs fail far more often than it promised. With one run there is no
 * noise to measure: the tolerance is a conservative {@link #SINGLE_RUN_TOLERANCE_PCT} and no
 * false-alarm probability can be stated.
 *
 * <p>With a common-factor metric ({@link RatioMetric#BLOCK_LOW_PEER_ADJUSTED}, the default), each secured
 * cell gets a weight on its run's common factor ({@link CommonFactor}), fitted over the runs
 * ({@link CommonFactorWeight}); its noise is that of its value with the weighted factor taken out, the
 * weight of each run's value fitted on the other runs, or, when the runs span several measuring
 * periods ({@link MeasuringPeriods}), weight and level fitted on the other periods' runs, so that a
 * cell's shift between states of the host counts as noise. Each sequence gets an {@code all-secured}
 * entry for the factor itself, its level likewise predicted from the other periods.
 */
public final class Baseline {

    /** Probability that an unchanged build fails the gate, in percent per run, all cells together. */
    public static final double DEFAULT_FALSE_ALARM_PCT = 1.0;
    /** Extra multiplier on the statistical tolerance (1 = none). */
    public static final double K = 1.0;
    /** Smallest tolerance in percent: below this a single run cannot tell a change from drift anyway. */
    public static final double FLOOR_PCT = 2.0;
    /**
     * With fewer than {@link CommonFactorWeight#MIN_RUNS} runs, too few to fit a weight: cells whose ratio
     * to plain is at least this take the whole common factor out (weight 1), the others none (ssl: TLS
     * on plain's work, whose time is mostly plain's own and does not follow the factor the
     * message-security cells share).
     */
    public static final double COMMON_FACTOR_MIN_RATIO = 1.5;
    /**
     * Share of the false-alarm probability the baseline command gives a second figure
     * ({@link RatioMetric#GATED_MEAN} beside {@link RatioMetric#GATED}): it is there for costs the first
     * figure cannot see, which are caught when they are large; the first keeps most of the budget and
     * so nearly all of its sensitivity.
     */
    public static final double SECOND_FIGURE_SHARE = 0.2;
    /** Tolerance when only one run is available and the noise is unknown. */
    public static final double SINGLE_RUN_TOLERANCE_PCT = 25.0;

    private Baseline() {
    }

    public static BaselineFile fromRuns(List<RunFolder> runs) {
        return fromRuns(runs, RatioMetric.GATED, DEFAULT_FALSE_ALARM_PCT, K, FLOOR_PCT);
    }

    /**
     * A baseline that gates two figures of each cell, {@code metric} and {@code second}, built from the same
     * runs; the second gets {@code secondShare} of the false-alarm probability, so that an unchanged build still
     * fails in at most {@code falseAlarmPct} percent of runs.
     */
    public static BaselineFile fromRuns(List<RunFolder> runs, RatioMetric metric, RatioMetric second, double secondShare,
                                        double falseAlarmPct, double k, double floorPct) {
        java.util.Objects.requireNonNull(second, "second");
        if (second == metric || !(secondShare > 0 && secondShare < 1)) {
            throw new IllegalArgumentException("a second figure must differ from the first (" + metric.column()
                    + ") and get a share between 0 and 1 of the false-alarm probability, got " + second.column() + " and "
                    + secondShare);
        }
        List<RunMetrics> metrics = runs.stream().map(RunMetrics::of).toList(); // requests.csv read once for both
        // where every block holds one request (the quick large sequence) the two block figures are the same
        // samples: a second row would check the same values again and spend false-alarm probability on it
        List<ScenarioSequence> sameSamples = metrics.isEmpty() ? List.of() : metrics.get(0).securedValues(second).keySet()
                .stream().filter(key -> metrics.stream().allMatch(m -> m.rounds(key, metric).length > 0
                        && Arrays.equals(m.rounds(key, metric), m.rounds(key, second))))
                .toList();
        return fromRuns(runs, metrics, metric, falseAlarmPct * (1 - secondShare), k, floorPct, List.of())
                .plus(fromRuns(runs, metrics, second, falseAlarmPct * secondShare, k, floorPct, sameSamples));
    }

    /**
     * @param falseAlarmPct probability, in percent per run, that an unchanged build fails the gate
     * @param k multiplier on the statistical tolerance (1 = none)
     * @param floorPct smallest tolerance in percent
     */
    public static BaselineFile fromRuns(List<RunFolder> runs, RatioMetric metric, double falseAlarmPct, double k,
                                        double floorPct) {
        return fromRuns(runs, runs.stream().map(RunMetrics::of).toList(), metric, falseAlarmPct, k, floorPct, List.of());
    }

    /**
     * @param leaveOut cells measured and used as peers for the common factor, but given no entry (and no share
     *                 of the false-alarm probability)
     */
    private static BaselineFile fromRuns(List<RunFolder> runs, List<RunMetrics> metrics, RatioMetric metric,
                                         double falseAlarmPct, double k, double floorPct, List<ScenarioSequence> leaveOut) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a baseline needs at least one run");
        }
        if (!(falseAlarmPct > 0 && falseAlarmPct < 50)) {
            throw new IllegalArgumentException("false-alarm probability must be between 0 and 50 percent, got "
                    + falseAlarmPct);
        }
        RunIdentity identity = RunIdentity.of(runs.get(0));
        List<String> differences = new ArrayList<>();
        for (RunFolder run : runs.subList(1, runs.size())) {
            RunIdentity.of(run).differences(identity, run.runId(), runs.get(0).runId())
                    .forEach(d -> differences.add(d));
        }
        if (!differences.isEmpty()) {
            throw new IllegalArgumentException("the runs do not measure the same work: " + String.join("; ", differences));
        }
        TreeSet<ScenarioSequence> keys = new TreeSet<>();
        runs.forEach(run -> run.summary().forEach(row -> {
            if (!row.key().isPlain()) {
                keys.add(row.key());
            }
        }));
        metrics.forEach(m -> keys.addAll(m.commonFactorCells(metric)));
        Map<ScenarioSequence, double[]> values = new TreeMap<>();
        Map<ScenarioSequence, int[]> valueRuns = new TreeMap<>(); // which run each value came from
        Map<ScenarioSequence, double[]> within = new TreeMap<>();
        HierarchicalBootstrap bootstrap = new HierarchicalBootstrap(HierarchicalBootstrap.DEFAULT_RESAMPLES);
        for (ScenarioSequence key : keys) {
            List<Double> v = new ArrayList<>();
            List<Integer> from = new ArrayList<>();
            List<Double> w = new ArrayList<>();
            for (int r = 0; r < metrics.size(); r++) {
                RunMetrics m = metrics.get(r);
                Optional<Double> value = m.value(key, metric);
                if (value.isEmpty() || value.get() <= 0) {
                    continue;
                }
                v.add(value.get());
                from.add(r);
                double[] rounds = m.rounds(key, metric);
                if (metric.perRound() && rounds.length > 1) {
                    w.add(bootstrap.withinRunSe(rounds, key.hashCode(), RunMetrics.statisticOf(key, metric)));
                }
            }
            if (!v.isEmpty()) {
                values.put(key, v.stream().mapToDouble(Double::doubleValue).toArray());
                valueRuns.put(key, from.stream().mapToInt(Integer::intValue).toArray());
                within.put(key, w.stream().mapToDouble(Double::doubleValue).toArray());
            }
        }
        boolean multiRun = values.values().stream().allMatch(v -> v.length >= 2);
        // the values each cell is judged on: with the run's common factor taken out, weighted per cell
        Map<ScenarioSequence, double[]> judged = new TreeMap<>(values);
        Map<ScenarioSequence, Double> weights = new TreeMap<>();
        int[] period = MeasuringPeriods.of(runs.stream().map(Baseline::start).toList());
        if (metric.hasCommonFactor() && multiRun) {
            withoutCommonFactor(metrics, metric, period, weights, judged);
            if (CommonFactorWeight.periodsPredictable(period)) {
                // the common-factor cells: their level in each period predicted from the other periods
                judged.keySet().stream().filter(ScenarioSequence::isAllSecured).toList().forEach(key ->
                        judged.put(key, predictedFromOtherPeriods(values.get(key), valueRuns.get(key), period)));
            }
        }
        Map<ScenarioSequence, RunNoise.Cell> noise = multiRun ? RunNoise.estimate(judged, within) : Map.of();
        Double tailDf = multiRun ? TailFit.fit(judged).df() : null;
        double perCellFalseAlarm = falseAlarmPct / 100 / Math.max(1, values.keySet().stream().filter(key -> !leaveOut.contains(key)).count());
        List<BaselineEntry> entries = new ArrayList<>();
        values.forEach((key, v) -> {
            if (leaveOut.contains(key)) {
                return;
            }
            RunNoise.Cell cell = noise.get(key);
            double[] sorted = v.clone();
            Arrays.sort(sorted);
            double median = Quantiles.median(sorted);
            double spreadPct = (sorted[sorted.length - 1] - sorted[0]) / median * 100;
            Double request = medianOf(runs, key, SummaryRow::requestSizeRatioVsPlain);
            Double response = medianOf(runs, key, SummaryRow::responseSizeRatioVsPlain);
            if (cell == null) {
                entries.add(new BaselineEntry(key.scenario(), key.sequence(), median, SINGLE_RUN_TOLERANCE_PCT,
                        v.length, spreadPct, metric.column(), null, null, null, null, null, request, response, 0,
                        null, null));
            } else {
                cell = cell.withTail(tailDf);
                double tolerancePct = tolerancePct(cell, perCellFalseAlarm, k, floorPct);
                // the centre is the unadjusted ratio: the gate adjusts a new run against it
                entries.add(new BaselineEntry(key.scenario(), key.sequence(), geometricMean(v), tolerancePct, v.length,
                        spreadPct, metric.column(), cell.sd() * 100, cell.cellSd() * 100, cell.betweenSd() * 100,
                        cell.degreesOfFreedom(), perCellFalseAlarm * 100, request, response,
                        weights.getOrDefault(key, 0.0), tailDf, null));
            }
        });
        return new BaselineFile(entries, identity, MeasuringMachine.of(runs));
    }

    /** The tolerance in percent of a cell with this noise at this per-cell false-alarm probability (a fraction). */
    static double tolerancePct(RunNoise.Cell cell, double perCellFalseAlarm, double k, double floorPct) {
        return Math.max(floorPct, k * cell.tolerance(perCellFalseAlarm) * 100);
    }

    /**
     * Fits each secured cell's weight on the common factor ({@link CommonFactorWeight}) and puts into
     * {@code judged} the values its noise is measured on: each run's value divided by that run's
     * common factor (the median change of the sequence's other secured cells against the runs'
     * geometric means) to the power of the weight fitted on the other runs (on the other periods' runs, with
     * their level, when every period can be predicted so: {@link CommonFactorWeight#periodsPredictable}). With fewer than
     * {@link CommonFactorWeight#MIN_RUNS} runs the weight is the fixed rule of {@link #COMMON_FACTOR_MIN_RATIO}.
     * The common-factor cells keep their own values.
     */
    private static void withoutCommonFactor(List<RunMetrics> metrics, RatioMetric metric, int[] runPeriod,
                                            Map<ScenarioSequence, Double> weights,
                                            Map<ScenarioSequence, double[]> judged) {
        List<Map<ScenarioSequence, Double>> runs = metrics.stream().map(m -> m.securedValues(metric)).toList();
        Map<ScenarioSequence, Double> centres = new TreeMap<>();
        RunNoise.byCell(runs).forEach((key, v) -> centres.put(key, geometricMean(v)));
        // per cell, per run that has it: {ln change, ln factor, the run's measuring period}
        Map<ScenarioSequence, List<double[]>> changes = new TreeMap<>();
        for (int r = 0; r < runs.size(); r++) {
            Map<ScenarioSequence, Double> run = runs.get(r);
            int period = runPeriod[r];
            CommonFactor.ofOthers(run, centres).forEach((key, factor) -> changes.computeIfAbsent(key, k -> new ArrayList<>())
                    .add(new double[] {Math.log(run.get(key) / centres.get(key)), factor, period}));
        }
        changes.forEach((key, pairs) -> {
            double[] change = pairs.stream().mapToDouble(p -> p[0]).toArray();
            double[] factor = pairs.stream().mapToDouble(p -> p[1]).toArray();
            int[] period = pairs.stream().mapToInt(p -> (int) p[2]).toArray();
            boolean fitted = pairs.size() >= CommonFactorWeight.MIN_RUNS;
            double weight = fitted ? CommonFactorWeight.fit(change, factor)
                    : centres.get(key) >= COMMON_FACTOR_MIN_RATIO ? 1 : 0;
            weights.put(key, weight);
            if (!fitted && weight == 0) {
                return; // judged on its values as measured
            }
            double[] adjusted = !fitted
                    ? java.util.stream.IntStream.range(0, change.length).mapToDouble(i -> change[i] - factor[i]).toArray()
                    : CommonFactorWeight.periodsPredictable(period)
                    ? CommonFactorWeight.leavePeriodOutAdjusted(change, factor, period)
                    : CommonFactorWeight.leaveOneOutAdjusted(change, factor);
            double centre = Math.log(centres.get(key));
            judged.put(key, Arrays.stream(adjusted).map(a -> Math.exp(centre + a)).toArray());
        });
    }

    /** The values, each moved by how far its period's level lies from the level the other periods predict. */
    private static double[] predictedFromOtherPeriods(double[] values, int[] fromRun, int[] runPeriod) {
        double centre = Math.log(geometricMean(values));
        double[] change = Arrays.stream(values).map(v -> Math.log(v) - centre).toArray();
        int[] period = Arrays.stream(fromRun).map(r -> runPeriod[r]).toArray();
        // no factor to follow: the weight fitted on zeros is 0, and only the level is predicted
        double[] adjusted = CommonFactorWeight.leavePeriodOutAdjusted(change, new double[change.length], period);
        return Arrays.stream(adjusted).map(a -> Math.exp(centre + a)).toArray();
    }

    private static Instant start(RunFolder run) {
        try {
            return run.manifest().map(RunManifest::date).map(Instant::parse).orElse(null);
        } catch (DateTimeParseException e) {
            return null; // no usable start time: the run is a period of its own
        }
    }

    static double geometricMean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += Math.log(v);
        }
        return Math.exp(sum / values.length);
    }

    private static Double medianOf(List<RunFolder> runs, ScenarioSequence key,
                                   java.util.function.Function<SummaryRow, Double> column) {
        double[] values = runs.stream().map(r -> r.row(key).map(column).orElse(null))
                .filter(v -> v != null && v > 0).mapToDouble(Double::doubleValue).toArray();
        return values.length == 0 ? null : Quantiles.median(values);
    }
}
