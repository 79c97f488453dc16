package org.wssbench.results.compare;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.wssbench.results.CsvFiles;
import org.wssbench.results.CsvRow;
import org.wssbench.results.ResultFileException;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.stats.CommonFactorWeight;
import org.wssbench.results.stats.RatioMetric;

/**
 * The committed baseline, one CSV row per cell:
 * {@code scenario,sequence,ratio,tolerance_pct,runs,spread_pct,metric} (the original columns),
 * then the noise ({@code noise_pct,cell_noise_pct,between_noise_pct,noise_df,false_alarm_pct}),
 * the size ratios, and the identity of the runs it was built from
 * ({@code workload,catalogue,threads,rounds,sequences}, and last {@code warmup_rule}, the same on every row), and whether the gate
 * takes the run's common factor out of the cell ({@code common_factor_out}; how much of it, last,
 * {@code common_factor_weight}: a file without it takes all of it out where {@code common_factor_out} is true), and the degrees of freedom of
 * the run-to-run tail fitted on the baseline runs ({@code tail_df}), and the machine they ran on
 * ({@code machine}, the same on every row, and the row's sequence's {@code plain_median_ms_min} and
 * {@code plain_median_ms_max}; see {@link MeasuringMachine}).
 *
 * <p>A file may gate more than one figure: each row names its {@code metric}, and each cell has at
 * most one row per metric. The first row's metric is the file's primary figure ({@link #metric()}:
 * what compare takes its noise from, and what every check besides the regression check uses); the
 * gate checks each cell against every metric's row, each with its share of the false-alarm
 * probability.
 *
 * @param identity what the baseline runs measured; null for an old file without these columns
 * @param machine  where the baseline runs were measured; {@link MeasuringMachine#UNKNOWN} for a file from before
 */
public record BaselineFile(List<BaselineEntry> entries, RunIdentity identity, MeasuringMachine machine) {

    /** The original metric name; kept as a constant for callers of the old API. */
    public static final String METRIC_TIME_RATIO = RatioMetric.BEST_TOTAL.column();
    static final List<String> REQUIRED = List.of("scenario", "sequence", "ratio", "tolerance_pct", "runs",
            "spread_pct", "metric");
    static final List<String> HEADER = List.of("scenario", "sequence", "ratio", "tolerance_pct", "runs",
            "spread_pct", "metric", "noise_pct", "cell_noise_pct", "between_noise_pct", "noise_df",
            "false_alarm_pct", "request_size_ratio", "response_size_ratio", "workload", "catalogue", "threads",
            "rounds", "sequences", "common_factor_out", "tail_df", "machine", "plain_median_ms_min",
            "plain_median_ms_max", "warmup_rule", "common_factor_weight", "noise_floor_pct");

    public BaselineFile {
        entries = List.copyOf(entries);
        machine = machine == null ? MeasuringMachine.UNKNOWN : machine;
    }

    /** A baseline that does not say where it was measured. */
    public BaselineFile(List<BaselineEntry> entries, RunIdentity identity) {
        this(entries, identity, MeasuringMachine.UNKNOWN);
    }

    /** The cell's entry of the primary metric ({@link #metric()}). */
    public Optional<BaselineEntry> entry(ScenarioSequence key) {
        return entries.isEmpty() ? Optional.empty() : entry(key, metric());
    }

    public Optional<BaselineEntry> entry(ScenarioSequence key, RatioMetric metric) {
        return entries(metric).stream().filter(e -> e.key().equals(key)).findFirst();
    }

    /** The entries of one metric, in file order. */
    public List<BaselineEntry> entries(RatioMetric metric) {
        return entries.stream().filter(e -> e.metric().equals(metric.column())).toList();
    }

    /** The primary metric: the first row's; null for an empty file. */
    public RatioMetric metric() {
        return entries.isEmpty() ? null : RatioMetric.ofColumn(entries.get(0).metric()).orElseThrow();
    }

    /** Every metric the file gates, the primary first. */
    public List<RatioMetric> metrics() {
        return entries.stream().map(e -> RatioMetric.ofColumn(e.metric()).orElseThrow()).distinct().toList();
    }

    /**
     * This file with the entries of another built from the same runs on other metrics appended.
     *
     * @throws IllegalArgumentException when the other file measured other work or another machine, or repeats a metric
     */
    public BaselineFile plus(BaselineFile other) {
        if (!Objects.equals(identity, other.identity) || !Objects.equals(machine.description(), other.machine.description())) {
            throw new IllegalArgumentException("the baselines were not built from the same runs: " + identity + " on "
                    + machine.description() + " against " + other.identity + " on " + other.machine.description());
        }
        List<RatioMetric> repeated = other.metrics().stream().filter(metrics()::contains).toList();
        if (!repeated.isEmpty()) {
            throw new IllegalArgumentException("metric already in the baseline: " + repeated);
        }
        List<BaselineEntry> all = new ArrayList<>(entries);
        all.addAll(other.entries);
        return new BaselineFile(all, identity, machine);
    }

    /**
     * Probability in percent that an unchanged run fails this file, all figures together (the sum of their
     * false_alarm_pct, as the baseline command split it); empty when an entry states none.
     */
    public Optional<Double> runFalseAlarmPct() {
        double sum = 0;
        for (BaselineEntry entry : entries) {
            if (entry.falseAlarmPct() == null) {
                return Optional.empty();
            }
            sum += entry.falseAlarmPct();
        }
        return Optional.of(sum);
    }

    /**
     * This file as a screen that an unchanged run fails with probability {@code runPct} percent: every entry's
     * false-alarm probability scaled alike ({@link BaselineEntry#screening}). A file that states none, or already
     * as loose, is its own screen.
     */
    public BaselineFile screening(double runPct) {
        double multiple = screeningMultiple(runPct);
        return multiple == 1 ? this
                : new BaselineFile(entries.stream().map(e -> e.screening(multiple)).toList(), identity, machine);
    }

    /**
     * How many times its false-alarm probability each entry gets in the screen of {@link #screening}: 1 for a file
     * that states none or is already as loose.
     */
    public double screeningMultiple(double runPct) {
        return runFalseAlarmPct().filter(stated -> stated > 0 && runPct > stated).map(stated -> runPct / stated)
                .orElse(1.0);
    }

    public static BaselineFile read(Path file) throws IOException {
        List<BaselineEntry> entries = new ArrayList<>();
        RunIdentity identity = null;
        boolean legacy = false;
        Set<String> cells = new HashSet<>(); // scenario/sequence/metric, each once
        String machine = null;
        Map<String, double[]> plainRanges = new TreeMap<>();
        for (CsvRow row : CsvFiles.readRows(file, REQUIRED)) {
            String metric = row.requireText("metric");
            if (RatioMetric.ofColumn(metric).isEmpty()) {
                throw row.fail("metric", "'" + metric + "' is not supported (expected one of "
                        + Arrays.stream(RatioMetric.values()).map(RatioMetric::column).toList() + ")");
            }
            if (!cells.add(row.requireText("scenario") + "/" + row.requireText("sequence") + "/" + metric)) {
                throw row.fail("metric", "a second row for " + row.requireText("scenario") + "/"
                        + row.requireText("sequence") + " on '" + metric + "' (one row per cell and metric)");
            }
            legacy = !row.hasColumn("workload");
            RunIdentity rowIdentity = identity(row);
            if (identity != null && !Objects.equals(identity, rowIdentity)) {
                throw row.fail("workload", "identity " + rowIdentity + " differs from the first row's " + identity);
            }
            identity = rowIdentity;
            String rowMachine = emptyToNull(row.optionalText("machine"));
            if (machine != null && !machine.equals(rowMachine)) {
                throw row.fail("machine", "'" + rowMachine + "' differs from the first row's '" + machine
                        + "' (one machine per baseline)");
            }
            machine = rowMachine;
            Double plainMin = optional(row, "plain_median_ms_min");
            Double plainMax = optional(row, "plain_median_ms_max");
            if (plainMin != null && plainMax != null) {
                plainRanges.put(row.requireText("sequence"), new double[] {plainMin, plainMax});
            }
            Double spread = row.optionalDouble("spread_pct");
            entries.add(new BaselineEntry(row.requireText("scenario"), row.requireText("sequence"),
                    positive(row, "ratio"), positive(row, "tolerance_pct"), row.requireInt("runs"),
                    spread == null ? 0 : spread, metric, optional(row, "noise_pct"), optional(row, "cell_noise_pct"),
                    optional(row, "between_noise_pct"), optional(row, "noise_df"), optional(row, "false_alarm_pct"),
                    optional(row, "request_size_ratio"), optional(row, "response_size_ratio"),
                    commonFactorWeight(row), optional(row, "tail_df"), optional(row, "noise_floor_pct")));
        }
        // A file from before the identity columns existed cannot say what it was built from.
        return new BaselineFile(entries, legacy ? null : identity, new MeasuringMachine(machine, plainRanges));
    }

    public void write(Path file) throws IOException {
        RunIdentity id = identity == null ? RunIdentity.UNKNOWN : identity;
        CsvFiles.writeAll(file, HEADER, entries.stream()
                .map(e -> Arrays.<Object>asList(e.scenario(), e.sequence(), round(e.ratio(), 4),
                        round(e.tolerancePct(), 2), e.runs(), round(e.spreadPct(), 2), e.metric(),
                        round(e.noisePct(), 3), round(e.cellNoisePct(), 3), round(e.betweenNoisePct(), 3),
                        round(e.noiseDf(), 1), round(e.falseAlarmPct(), 4), round(e.requestSizeRatio(), 4),
                        round(e.responseSizeRatio(), 4), blank(id.workload()), blank(id.catalogue()),
                        blank(id.threads()), blank(id.rounds()), blank(id.sequences()), e.commonFactorOut(),
                        round(e.tailDf(), 1), blank(machine.description()),
                        round(plainRange(e.sequence(), 0), 4), round(plainRange(e.sequence(), 1), 4),
                        blank(id.warmup()), round(e.commonFactorWeight(), 3), round(e.noiseFloorPct(), 3)))
                .toList());
    }

    private Double plainRange(String sequence, int end) {
        double[] range = machine.plainRange(sequence);
        return range == null ? null : range[end];
    }

    /** The weight on the common factor; a file from before the weight was fitted took all of it or none. */
    private static double commonFactorWeight(CsvRow row) throws ResultFileException {
        Double weight = optional(row, "common_factor_weight");
        if (weight == null) {
            return "true".equalsIgnoreCase(blankToEmpty(row.optionalText("common_factor_out"))) ? 1 : 0;
        }
        if (!(weight >= 0 && weight <= CommonFactorWeight.MAX)) {
            throw row.fail("common_factor_weight", "must be between 0 and " + CommonFactorWeight.MAX + ", got " + weight);
        }
        return weight;
    }

    private static RunIdentity identity(CsvRow row) throws ResultFileException {
        return new RunIdentity(emptyToNull(row.optionalText("workload")), emptyToNull(row.optionalText("catalogue")),
                row.optionalInt("threads"), row.optionalInt("rounds"), emptyToNull(row.optionalText("sequences")),
                emptyToNull(row.optionalText("warmup_rule")));
    }

    private static String blankToEmpty(String text) {
        return text == null ? "" : text.trim();
    }

    private static String emptyToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }

    private static Double optional(CsvRow row, String column) throws ResultFileException {
        return row.optionalDouble(column);
    }

    private static double positive(CsvRow row, String column) throws ResultFileException {
        Double value = row.optionalDouble(column);
        if (value == null || value <= 0) {
            throw row.fail(column, "must be a positive number");
        }
        return value;
    }

    private static String blank(Object value) {
        return value == null ? "" : value.toString();
    }

    private static String round(Double value, int decimals) {
        if (value == null || value.isNaN() || value.isInfinite()) {
            return "";
        }
        return new BigDecimal(value).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
    }
}
