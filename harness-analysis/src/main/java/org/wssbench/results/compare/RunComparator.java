package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;
import org.wssbench.results.RunManifestJson;
import org.wssbench.results.RunSteadiness;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.gate.GatedFigure;
import org.wssbench.results.gate.MachineBaseline;
import org.wssbench.results.gate.MachineKey;
import org.wssbench.results.gate.NoiseModel;
import org.wssbench.results.analysis.Holm;
import org.wssbench.results.stats.ConfidenceInterval;
import org.wssbench.results.stats.GeometricMean;
import org.wssbench.results.stats.MeanDifference;
import org.wssbench.results.stats.Quantiles;

/**
 * Compares runs, or sides of several runs, with the first, per cell on the gated figure ({@link GatedFigure}).
 * The unit of replication is the run: two sides of two or more runs each are compared with Welch's t-test on
 * the log figure; where a side has one run, the run-to-run noise comes from the machine's baseline
 * ({@link NoiseModel#differenceVariance}), and without one the cell is shown but not tested. Holm's procedure
 * keeps the family-wise error of one side's verdicts at {@link Comparison#ALPHA}.
 */
public final class RunComparator {

    private final MachineBaseline noiseBaseline;
    /** The baseline's noise models, one period share for all its figures; empty without a baseline. */
    private final Map<ScenarioSequence, NoiseModel> noiseModels;
    private final String noiseBaselineName;

    /** Without a baseline: one-run sides are shown, not tested. */
    public RunComparator() {
        this(null, null);
    }

    public RunComparator(MachineBaseline noiseBaseline, String noiseBaselineName) {
        this.noiseBaseline = noiseBaseline;
        this.noiseModels = noiseBaseline == null ? Map.of() : noiseBaseline.noiseModels();
        this.noiseBaselineName = noiseBaselineName;
    }

    /** Each run is its own side; every run is compared with the first. */
    public Comparison compare(List<RunFolder> runs) {
        return compareSides(runs.stream().map(List::of).toList());
    }

    public Comparison compareSides(List<List<RunFolder>> sides) {
        if (sides.size() < 2) {
            throw new IllegalArgumentException("compare needs at least two runs, got " + sides.size());
        }
        sides.forEach(side -> {
            if (side.isEmpty()) {
                throw new IllegalArgumentException("a side of the comparison has no runs");
            }
        });
        List<RunFolder> all = sides.stream().flatMap(List::stream).toList();
        TreeSet<ScenarioSequence> keys = new TreeSet<>(RunFolder.order(all).cellOrder());
        all.forEach(run -> run.summary().forEach(row -> keys.add(row.key())));
        List<Side> measured = sides.stream().map(Side::new).toList();
        measured.forEach(side -> side.figures.forEach(f -> keys.addAll(f.keySet())));

        List<String> mismatches = new ArrayList<>();
        mismatches.addAll(runInfoMismatches(all));
        mismatches.addAll(machineMismatches(all));
        mismatches.addAll(inputFileMismatches(all));
        mismatches.addAll(cellMismatches(all, keys));
        String noiseNote = noiseNote(all, mismatches);
        for (Side side : measured) {
            for (ScenarioSequence key : keys) {
                if (side.steady.stream().anyMatch(s -> s.unsteady(key))) {
                    mismatches.add(key + " is not at steady state in " + side.label + ": "
                            + side.steady.stream().map(s -> s.describe(key)).filter(t -> !t.isEmpty()).findFirst()
                            .orElse("") + "; its verdict is flagged");
                }
            }
        }
        List<ComparisonRow> rows = new ArrayList<>();
        for (int i = 0; i < measured.size(); i++) {
            rows.addAll(compareSide(keys, measured.get(0), measured.get(i), i));
        }
        rows.sort((a, b) -> a.key().equals(b.key()) ? Integer.compare(a.runIndex(), b.runIndex())
                : a.key().compareTo(b.key()));
        return new Comparison(measured.stream().map(s -> s.label).toList(), rows, mismatches, noiseNote);
    }

    private String noiseNote(List<RunFolder> runs, List<String> mismatches) {
        if (noiseBaseline == null) {
            return "Sides of one run: no baseline of this machine, so their cells are shown but not tested (take two "
                    + "or more runs per side, or use ab, or make this machine's baseline with benchmark/baseline.sh).";
        }
        for (RunFolder run : runs) {
            Optional<MachineKey> key = MachineKey.of(run);
            if (key.isEmpty() || !key.get().slug().equals(noiseBaseline.machineSlug())) {
                mismatches.add("run " + run.runId() + " was not measured on the noise baseline's machine ("
                        + noiseBaseline.machine() + "): its noise may not be this run's");
            }
        }
        return "Sides of one run: run-to-run noise from the baseline " + noiseBaselineName + " ("
                + noiseBaseline.runs().size() + " runs in " + noiseBaseline.periods().size() + " period(s) of "
                + noiseBaseline.machine() + ").";
    }

    private List<ComparisonRow> compareSide(TreeSet<ScenarioSequence> keys, Side first, Side side, int index) {
        List<ComparisonRow> rows = new ArrayList<>();
        Map<Integer, Double> tested = new LinkedHashMap<>();
        for (ScenarioSequence key : keys) {
            Boolean steady = steadyOf(first, side, key);
            Double timeRatio = side.geometricMean(key, SummaryRow::timeRatioVsPlain);
            double[] figures = side.figures(key);
            double[] logs = GeometricMean.logs(figures);
            Double value = figures.length == 0 ? null : GeometricMean.of(figures);
            Double request = side.summaryMean(key, SummaryRow::requestSizeRatioVsPlain);
            Double response = side.summaryMean(key, SummaryRow::responseSizeRatioVsPlain);
            boolean aggregate = GatedFigure.isAggregate(key);
            if (!aggregate && side.runs.stream().noneMatch(r -> r.row(key).isPresent())) {
                rows.add(ComparisonRow.uncompared(key, side.label, index, null, null, null, null, Verdict.MISSING,
                        key + " not measured in " + side.label, steady, side.runs.size()));
                continue;
            }
            if (index == 0 || key.isPlain() || value == null && timeRatio == null) {
                Verdict verdict = key.isPlain() ? Verdict.REFERENCE
                        : value == null && timeRatio == null ? Verdict.NO_PLAIN : Verdict.FIRST_RUN;
                rows.add(ComparisonRow.uncompared(key, side.label, index, timeRatio, request, response, value,
                        verdict, "", steady, side.runs.size()));
                continue;
            }
            Double firstTime = first.geometricMean(key, SummaryRow::timeRatioVsPlain);
            Double timeChange = firstTime == null || timeRatio == null ? null : (timeRatio / firstTime - 1) * 100;
            double[] base = GeometricMean.logs(first.figures(key));
            Optional<Test> test = logs.length == 0 || base.length == 0 ? Optional.empty() : test(key, base, logs);
            if (test.isEmpty()) {
                Verdict verdict = base.length == 0 ? Verdict.MISSING : logs.length == 0 ? Verdict.NO_REQUEST_DATA
                        : Verdict.UNTESTED;
                rows.add(new ComparisonRow(key, side.label, index, timeRatio, timeChange, request, response, value,
                        logs.length == 0 || base.length == 0 ? null : new ConfidenceInterval(
                                Math.expm1(Quantiles.mean(logs) - Quantiles.mean(base)), Double.NaN, Double.NaN,
                                0.95),
                        verdict, "", null, null, "", steady, side.runs.size()));
                continue;
            }
            Test t = test.get();
            tested.put(rows.size(), t.change().pValue());
            rows.add(new ComparisonRow(key, side.label, index, timeRatio, timeChange, request, response, value,
                    t.change().relativeChange(0.95), null, Boolean.FALSE.equals(steady) ? "not at steady state" : "",
                    t.change().pValue(), null, t.noise(), steady, side.runs.size()));
        }
        double[] adjusted = Holm.adjust(tested.values().stream().mapToDouble(Double::doubleValue).toArray());
        int next = 0;
        for (int position : tested.keySet()) {
            ComparisonRow row = rows.get(position);
            double pAdjusted = adjusted[next++];
            Verdict verdict = pAdjusted >= Comparison.ALPHA ? Verdict.NO_SIGNIFICANT_CHANGE
                    : row.change().estimate() > 0 ? Verdict.SLOWER : Verdict.FASTER;
            rows.set(position, new ComparisonRow(row.key(), row.runId(), row.runIndex(), row.timeRatio(),
                    row.timeRatioChangePct(), row.requestSizeRatio(), row.responseSizeRatio(), row.figure(),
                    row.change(), verdict, row.note(), row.pValue(), pAdjusted, row.noise(), row.steady(), row.runs()));
        }
        return rows;
    }

    /** A change of the log figure and where its noise came from. */
    private record Test(MeanDifference change, String noise) {
    }

    private Optional<Test> test(ScenarioSequence key, double[] base, double[] next) {
        if (base.length >= 2 && next.length >= 2) {
            MeanDifference welch = MeanDifference.welch(base, next);
            return welch.standardError() == 0 ? Optional.empty() : Optional.of(new Test(welch, "runs (Welch)"));
        }
        NoiseModel model = noiseModels.get(key);
        if (model == null) {
            return Optional.empty();
        }
        double change = Quantiles.mean(next) - Quantiles.mean(base);
        return Optional.of(new Test(new MeanDifference(change, Math.sqrt(model.differenceVariance(base.length,
                next.length)), model.degreesOfFreedom()), "machine baseline"));
    }

    private static Boolean steadyOf(Side first, Side side, ScenarioSequence key) {
        boolean anyKnown = false;
        for (Side s : List.of(first, side)) {
            for (RunSteadiness state : s.steady) {
                if (state.unsteady(key)) {
                    return false;
                }
                anyKnown |= state.of(key).isPresent();
            }
        }
        return anyKnown ? Boolean.TRUE : null;
    }

    /** One side: its runs, their figures and steady-state records. */
    private static final class Side {
        final List<RunFolder> runs;
        final List<Map<ScenarioSequence, Double>> figures;
        final List<RunSteadiness> steady;
        final String label;

        Side(List<RunFolder> runs) {
            this.runs = runs;
            this.figures = runs.stream().map(GatedFigure::withAggregates).toList();
            this.steady = runs.stream().map(RunSteadiness::of).toList();
            this.label = String.join("+", runs.stream().map(RunFolder::runId).toList());
        }

        /** The figure of each run that has it. */
        double[] figures(ScenarioSequence key) {
            return figures.stream().map(f -> f.get(key)).filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
        }

        Double geometricMean(ScenarioSequence key, Function<SummaryRow, Double> column) {
            double[] values = runs.stream().map(r -> r.row(key).map(column).orElse(null)).filter(Objects::nonNull)
                    .filter(v -> v > 0).mapToDouble(Double::doubleValue).toArray();
            return values.length == 0 ? null : GeometricMean.of(values);
        }

        Double summaryMean(ScenarioSequence key, Function<SummaryRow, Double> column) {
            double[] values = runs.stream().map(r -> r.row(key).map(column).orElse(null)).filter(Objects::nonNull)
                    .mapToDouble(Double::doubleValue).toArray();
            return values.length == 0 ? null : Quantiles.mean(values);
        }
    }

    private static List<String> cellMismatches(List<RunFolder> runs, TreeSet<ScenarioSequence> keys) {
        List<String> mismatches = new ArrayList<>();
        for (ScenarioSequence key : keys) {
            if (GatedFigure.isAggregate(key)) {
                continue;
            }
            List<String> missingIn = runs.stream().filter(r -> r.row(key).isEmpty()).map(RunFolder::runId).toList();
            if (!missingIn.isEmpty()) {
                mismatches.add(key + " is missing in run(s) " + String.join(", ", missingIn)
                        + "; it is compared only where present");
            }
        }
        return mismatches;
    }

    /** Runs measured on another machine than the first: their ratios to plain need not agree. */
    static List<String> machineMismatches(List<RunFolder> runs) {
        List<String> mismatches = new ArrayList<>();
        Optional<MachineKey> first = MachineKey.of(runs.get(0));
        for (RunFolder run : runs.subList(1, runs.size())) {
            Optional<MachineKey> other = MachineKey.of(run);
            if (!first.map(MachineKey::slug).equals(other.map(MachineKey::slug))) {
                mismatches.add(run.runId() + " ran on " + other.map(MachineKey::describe).orElse("an unrecorded machine")
                        + ", " + runs.get(0).runId() + " on " + first.map(MachineKey::describe).orElse("an unrecorded "
                        + "machine") + "; ratios measured on different machines or JDKs are not comparable");
            }
        }
        return mismatches;
    }

    private static List<String> runInfoMismatches(List<RunFolder> runs) {
        List<String> mismatches = new ArrayList<>();
        RunFolder first = runs.get(0);
        Map<String, Object> expected = RunManifest.compatibilityOf(first.manifest().orElse(null));
        for (RunFolder run : runs.subList(1, runs.size())) {
            Map<String, Object> actual = RunManifest.compatibilityOf(run.manifest().orElse(null));
            for (Map.Entry<String, Object> field : expected.entrySet()) {
                Object a = field.getValue();
                Object b = actual.get(field.getKey());
                if (!Objects.equals(a, b)) {
                    mismatches.add("run.json \"" + field.getKey() + "\" differs: " + first.runId() + " has "
                            + abbreviate(a) + ", " + run.runId() + " has " + abbreviate(b)
                            + "; ratios may not measure the same work");
                }
            }
        }
        return mismatches;
    }

    /**
     * Policies, scenario and workload files whose SHA-256 in run.json differs from the first run's:
     * the runs then measured other security (intended when a policy change is what is compared,
     * but never to be missed). Files one run did not use are not compared.
     */
    static List<String> inputFileMismatches(List<RunFolder> runs) {
        List<String> mismatches = new ArrayList<>();
        RunFolder first = runs.get(0);
        Map<String, String> expected = inputDigests(first);
        for (RunFolder run : runs.subList(1, runs.size())) {
            Map<String, String> actual = inputDigests(run);
            expected.forEach((file, digest) -> {
                String other = actual.get(file);
                if (other != null && !other.equals(digest)) {
                    mismatches.add("input file " + file + " differs (SHA-256 " + shortDigest(digest) + " in "
                            + first.runId() + ", " + shortDigest(other) + " in " + run.runId()
                            + "): the runs measured other " + (file.endsWith(".xml") ? "policies" : "settings"));
                }
            });
        }
        return mismatches;
    }

    private static Map<String, String> inputDigests(RunFolder run) {
        return run.manifest().map(RunManifest::source).map(RunManifest.Source::files).orElse(Map.of());
    }

    private static String shortDigest(String digest) {
        return digest.length() <= 12 ? digest : digest.substring(0, 12);
    }

    private static String abbreviate(Object value) {
        if (value == null) {
            return "nothing";
        }
        String text = RunManifestJson.toText(value);
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }
}
