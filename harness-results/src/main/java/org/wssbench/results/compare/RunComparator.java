package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;
import org.wssbench.results.RunManifestJson;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.ChangeEstimate;
import org.wssbench.results.stats.CommonFactor;
import org.wssbench.results.stats.ConfidenceInterval;
import org.wssbench.results.stats.HierarchicalBootstrap;
import org.wssbench.results.stats.Holm;
import org.wssbench.results.stats.RatioMetric;
import org.wssbench.results.stats.RunMetrics;
import org.wssbench.results.stats.RunNoise;
import org.wssbench.results.stats.RunStatistic;

/**
 * Compares sides of runs, each against the first side, on overhead ratios vs plain. A side is
 * one run or several independent runs of one build. Within a side's comparison with the first,
 * the cells' p-values are Holm-adjusted together. With fewer than
 * {@link HierarchicalBootstrap#MIN_RUNS_TO_RESAMPLE} runs per side the run-to-run noise is taken
 * from a baseline measured on the same work, if one is given and matches.
 */
public final class RunComparator {

    private final HierarchicalBootstrap bootstrap;
    private final long seed;
    private final BaselineFile noiseBaseline;
    private final String noiseBaselineName;

    public RunComparator() {
        this(HierarchicalBootstrap.DEFAULT_RESAMPLES, HierarchicalBootstrap.DEFAULT_SEED);
    }

    public RunComparator(int resamples, long seed) {
        this(resamples, seed, null, null);
    }

    /**
     * @param noiseBaseline baseline whose per-cell run-to-run noise is used for sides with few runs; may be null
     * @param noiseBaselineName how to name it in the output (its path)
     */
    public RunComparator(int resamples, long seed, BaselineFile noiseBaseline, String noiseBaselineName) {
        this.bootstrap = new HierarchicalBootstrap(resamples);
        this.seed = seed;
        this.noiseBaseline = noiseBaseline;
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
        TreeSet<ScenarioSequence> keys = new TreeSet<>(RunFolder.order(all).cellOrder()); // the runs' own matrix order
        all.forEach(run -> run.summary().forEach(row -> keys.add(row.key())));

        List<String> mismatches = new ArrayList<>();
        RatioMetric metric = metricFor(all, keys, mismatches);
        if (metric.hasCommonFactor()) {
            all.forEach(run -> keys.addAll(RunMetrics.of(run).commonFactorCells(metric)));
        }
        mismatches.addAll(runInfoMismatches(all));
        mismatches.addAll(machineMismatches(all));
        mismatches.addAll(inputFileMismatches(all));
        mismatches.addAll(cellMismatches(all, keys));
        String noiseNote = noiseNote(all, metric, mismatches);
        boolean useBaseline = noiseNote.startsWith(NOISE_FROM);

        // the baseline's second figure, judged beside the first where the baseline's noise is used
        RatioMetric second = useBaseline && noiseBaseline.metrics().size() > 1 ? noiseBaseline.metrics().get(1) : null;
        List<Side> measured = sides.stream().map(Side::new).toList();
        for (RatioMetric figure : second == null ? List.of(metric) : List.of(metric, second)) {
            if (figure.hasCommonFactor()) {
                Map<ScenarioSequence, Double> centres = measured.get(0).securedGeometricMeans(figure);
                measured.forEach(side -> side.takeOutCommonFactor(centres, figure, key -> commonFactorWeight(key, figure)));
            }
        }
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
            rows.addAll(compareSide(keys, measured.get(0), measured.get(i), i, metric, second, useBaseline));
        }
        rows.sort((a, b) -> a.key().equals(b.key()) ? Integer.compare(a.runIndex(), b.runIndex())
                : a.key().compareTo(b.key()));
        return new Comparison(measured.stream().map(s -> s.label).toList(), rows, mismatches, bootstrap.resamples(),
                seed, metric.column(), second == null ? null : second.column(), noiseNote);
    }

    private static final String NOISE_FROM = "Run-to-run noise for sides with fewer than ";

    private String noiseNote(List<RunFolder> runs, RatioMetric metric, List<String> mismatches) {
        String fewRuns = NOISE_FROM + HierarchicalBootstrap.MIN_RUNS_TO_RESAMPLE + " runs: ";
        if (noiseBaseline == null) {
            return "No baseline given for the run-to-run noise: with fewer than "
                    + HierarchicalBootstrap.MIN_RUNS_TO_RESAMPLE + " runs per side the intervals reflect only the "
                    + "round-to-round noise inside the runs and are too narrow; repeat the runs or pass --noise.";
        }
        List<String> problems = new ArrayList<>();
        if (noiseBaseline.identity() == null) {
            problems.add("it does not record what it was built from");
        } else {
            for (RunFolder run : runs) {
                RunIdentity.of(run).differences(noiseBaseline.identity(), run.runId(), "the baseline")
                        .forEach(problems::add);
            }
        }
        MeasuringMachine.of(runs).differences(noiseBaseline.machine(), "these runs", "the noise baseline "
                + noiseBaselineName).forEach(d -> mismatches.add(d + "; its noise may not be this machine's"));
        if (noiseBaseline.metric() != metric) {
            problems.add("its metric is " + (noiseBaseline.metric() == null ? "unknown" : noiseBaseline.metric().column())
                    + ", not " + metric.column());
        }
        if (noiseBaseline.entries().stream().noneMatch(BaselineEntry::hasNoise)) {
            problems.add("it was built from one run and has no noise");
        }
        if (!problems.isEmpty()) {
            mismatches.add("baseline " + noiseBaselineName + " not used for the noise: " + String.join("; ", problems));
            return "The baseline " + noiseBaselineName + " does not match these runs, so with fewer than "
                    + HierarchicalBootstrap.MIN_RUNS_TO_RESAMPLE + " runs per side the intervals reflect only the "
                    + "round-to-round noise inside the runs and are too narrow.";
        }
        return fewRuns + "taken from the committed baseline " + noiseBaselineName + " (built from "
                + noiseBaseline.entries().get(0).runs() + " independent runs of the same work).";
    }

    private List<ComparisonRow> compareSide(TreeSet<ScenarioSequence> keys, Side first, Side side, int index,
                                            RatioMetric metric, RatioMetric second, boolean useBaseline) {
        List<ComparisonRow> rows = new ArrayList<>();
        List<Tested> tested = new ArrayList<>();
        for (ScenarioSequence key : keys) {
            Boolean steady = steadyOf(first, side, key);
            Double timeRatio = side.geometricMean(key, RatioMetric.BEST_TOTAL);
            Double value = side.geometricMean(key, metric);
            Double request = side.summaryMean(key, SummaryRow::requestSizeRatioVsPlain);
            Double response = side.summaryMean(key, SummaryRow::responseSizeRatioVsPlain);
            if (side.runs.stream().noneMatch(r -> measuredIn(r, key))) {
                rows.add(ComparisonRow.uncompared(key, side.label, index, null, null, null, null, Verdict.MISSING,
                        key + " not measured in " + side.label, steady, side.runs.size()));
                continue;
            }
            if (index == 0 || key.isPlain() || timeRatio == null && value == null) {
                Verdict verdict = key.isPlain() ? Verdict.REFERENCE
                        : timeRatio == null && value == null ? Verdict.NO_PLAIN : Verdict.FIRST_RUN;
                rows.add(ComparisonRow.uncompared(key, side.label, index, timeRatio, request, response, value,
                        verdict, "", steady, side.runs.size()));
                continue;
            }
            Double firstTime = first.geometricMean(key, RatioMetric.BEST_TOTAL);
            Double timeChange = firstTime == null || timeRatio == null ? null : (timeRatio / firstTime - 1) * 100;
            List<double[]> base = first.rounds(key, metric);
            List<double[]> next = side.rounds(key, metric);
            if (base.isEmpty() || next.isEmpty()) {
                Verdict verdict = first.runs.stream().noneMatch(r -> measuredIn(r, key)) ? Verdict.MISSING
                        : Verdict.NO_REQUEST_DATA;
                rows.add(new ComparisonRow(key, side.label, index, timeRatio, timeChange, request, response, value,
                        null, verdict, "", null, null, "", steady, side.runs.size(), null));
                continue;
            }
            ChangeEstimate change = estimate(key, metric, base, next, useBaseline, side.label, 0);
            // the second figure where the baseline gates one for the cell (not where it coincides with the first)
            ChangeEstimate secondChange = null;
            if (second != null && noiseBaseline.entry(key, second).isPresent()) {
                List<double[]> secondBase = first.rounds(key, second);
                List<double[]> secondNext = side.rounds(key, second);
                if (!secondBase.isEmpty() && !secondNext.isEmpty()) {
                    secondChange = estimate(key, second, secondBase, secondNext, useBaseline, side.label,
                            second.column().hashCode());
                }
            }
            tested.add(new Tested(rows.size(), change, secondChange, secondChange == null ? null
                    : side.geometricMean(key, second)));
            rows.add(new ComparisonRow(key, side.label, index, timeRatio, timeChange, request, response, value,
                    new ConfidenceInterval(change.estimate(), change.low(), change.high(), 0.95), null,
                    Boolean.FALSE.equals(steady) ? "not at steady state" : "", change.pValue(), null,
                    change.noise().description(), steady, side.runs.size(), null));
        }
        // one Holm family over every figure of every cell, so the 5 % family-wise bound covers both figures
        double[] p = tested.stream().flatMap(t -> t.estimates().stream()).mapToDouble(ChangeEstimate::pValue).toArray();
        double[] adjusted = Holm.adjust(p);
        int next = 0;
        for (Tested t : tested) {
            ComparisonRow row = rows.get(t.position());
            double firstAdjusted = adjusted[next++];
            Verdict firstVerdict = verdictOf(t.first(), firstAdjusted);
            FigureChange figure = null;
            Verdict verdict = firstVerdict;
            String note = row.note();
            if (t.second() != null) {
                double secondAdjusted = adjusted[next++];
                Verdict secondVerdict = verdictOf(t.second(), secondAdjusted);
                figure = new FigureChange(second.column(), t.secondRatio(), new ConfidenceInterval(t.second().estimate(),
                        t.second().low(), t.second().high(), 0.95), t.second().pValue(), secondAdjusted, secondVerdict,
                        t.second().noise().description());
                verdict = combined(firstVerdict, secondVerdict);
                if (verdict != firstVerdict) {
                    note = joinNotes(note, verdict.label() + " on " + second.column() + " (" + metric.column() + ": "
                            + firstVerdict.label() + ")");
                }
            }
            rows.set(t.position(), new ComparisonRow(row.key(), row.runId(), row.runIndex(), row.timeRatio(),
                    row.timeRatioChangePct(), row.requestSizeRatio(), row.responseSizeRatio(), row.medianRatio(),
                    row.medianRatioChange(), verdict, note, row.pValue(), firstAdjusted, row.noise(), row.steady(),
                    row.runs(), figure));
        }
        return rows;
    }

    /** A compared cell awaiting its Holm-adjusted verdict: its row's position and one estimate per figure. */
    private record Tested(int position, ChangeEstimate first, ChangeEstimate second, Double secondRatio) {
        List<ChangeEstimate> estimates() {
            return second == null ? List.of(first) : List.of(first, second);
        }
    }

    /**
     * One figure's change in one cell. With one run on a side, the noise comes from the baseline entry of
     * this figure; where the baseline takes the common factor out of the cell, that adjusted noise is the whole
     * noise. {@code salt} keeps each figure's bootstrap stream apart (0 for the first, so its intervals are those
     * of a one-figure comparison).
     */
    private ChangeEstimate estimate(ScenarioSequence key, RatioMetric metric, List<double[]> base, List<double[]> next,
                                    boolean useBaseline, String label, int salt) {
        RunNoise.Cell noise = useBaseline ? noiseBaseline.entry(key, metric).map(BaselineEntry::noise).orElse(null) : null;
        // Seed derived from the cell, so a cell's interval does not depend on which other cells exist.
        long cellSeed = seed * 31 + Objects.hash(key.scenario(), key.sequence(), label) + salt;
        boolean adjusted = metric.hasCommonFactor() && noise != null && commonFactorWeight(key, metric) > 0
                && Math.min(base.size(), next.size()) < HierarchicalBootstrap.MIN_RUNS_TO_RESAMPLE;
        RunStatistic statistic = RunMetrics.statisticOf(key, metric);
        ChangeEstimate change = adjusted
                ? ChangeEstimate.fromRunNoise(HierarchicalBootstrap.sideStatistic(next, statistic)
                        - HierarchicalBootstrap.sideStatistic(base, statistic), noise.sd(), base.size(), next.size(),
                        noise.degreesOfFreedom())
                : bootstrap.change(base, next, noise, cellSeed, statistic);
        if (noise != null && change.noise() == ChangeEstimate.NoiseSource.RUNS) {
            // the baseline measured the noise of this very figure (adjusted where it adjusts) on more runs
            change = change.atLeast(noise.sd(), base.size(), next.size(), noise.degreesOfFreedom());
        }
        return change;
    }

    private static Verdict verdictOf(ChangeEstimate change, double pAdjusted) {
        return pAdjusted >= Comparison.ALPHA ? Verdict.NO_SIGNIFICANT_CHANGE
                : change.estimate() > 0 ? Verdict.SLOWER : Verdict.FASTER;
    }

    /** A regression on either figure is a regression; faster needs one figure faster and neither slower. */
    static Verdict combined(Verdict first, Verdict second) {
        if (first == Verdict.SLOWER || second == Verdict.SLOWER) {
            return Verdict.SLOWER;
        }
        return first == Verdict.FASTER || second == Verdict.FASTER ? Verdict.FASTER : Verdict.NO_SIGNIFICANT_CHANGE;
    }

    private static String joinNotes(String note, String more) {
        return note.isEmpty() ? more : note + "; " + more;
    }

    private static Boolean steadyOf(Side first, Side side, ScenarioSequence key) {
        boolean anyKnown = false;
        for (Side s : List.of(first, side)) {
            for (SteadyState state : s.steady) {
                if (state.unsteady(key)) {
                    return false;
                }
                anyKnown |= state.of(key).isPresent();
            }
        }
        return anyKnown ? Boolean.TRUE : null;
    }

    /** One side: its runs, their metrics and steady-state records. */
    private static final class Side {
        final List<RunFolder> runs;
        final List<RunMetrics> metrics;
        final List<SteadyState> steady;
        final String label;

        /** Per figure and run, the weighted log common factor of each secured cell (absent: nothing taken out). */
        final Map<RatioMetric, List<Map<ScenarioSequence, Double>>> factors = new java.util.EnumMap<>(RatioMetric.class);

        Side(List<RunFolder> runs) {
            this.runs = runs;
            this.metrics = runs.stream().map(RunMetrics::of).toList();
            this.steady = runs.stream().map(SteadyState::of).toList();
            this.label = String.join("+", runs.stream().map(RunFolder::runId).toList());
        }

        Map<ScenarioSequence, Double> securedGeometricMeans(RatioMetric metric) {
            Map<ScenarioSequence, Double> means = new java.util.TreeMap<>();
            metrics.forEach(m -> m.securedValues(metric).keySet().forEach(key -> means.put(key, geometricMean(key, metric))));
            return means;
        }

        /**
         * From now on, the figure's values and rounds of each run's cells are divided by that run's common
         * factor against the centres, to the power of the cell's {@code weight} (0: left as they are).
         */
        void takeOutCommonFactor(Map<ScenarioSequence, Double> centres, RatioMetric metric,
                                 java.util.function.ToDoubleFunction<ScenarioSequence> weight) {
            factors.put(metric, metrics.stream().map(m -> {
                Map<ScenarioSequence, Double> weighted = new java.util.TreeMap<>();
                CommonFactor.ofOthers(m.securedValues(metric), centres).forEach((key, f) -> {
                    double w = weight.applyAsDouble(key);
                    if (w > 0) {
                        weighted.put(key, w * f);
                    }
                });
                return weighted;
            }).toList());
        }

        Double geometricMean(ScenarioSequence key, RatioMetric metric) {
            double sum = 0;
            int n = 0;
            for (int i = 0; i < metrics.size(); i++) {
                Optional<Double> value = metrics.get(i).value(key, metric);
                if (value.isPresent() && value.get() > 0) {
                    sum += Math.log(value.get()) - factor(i, key, metric);
                    n++;
                }
            }
            return n == 0 ? null : Math.exp(sum / n);
        }

        private double factor(int run, ScenarioSequence key, RatioMetric metric) {
            List<Map<ScenarioSequence, Double>> ofMetric = factors.get(metric);
            return ofMetric == null ? 0.0 : ofMetric.get(run).getOrDefault(key, 0.0);
        }

        Double summaryMean(ScenarioSequence key, java.util.function.Function<SummaryRow, Double> column) {
            double sum = 0;
            int n = 0;
            for (RunFolder run : runs) {
                Double value = run.row(key).map(column).orElse(null);
                if (value != null) {
                    sum += value;
                    n++;
                }
            }
            return n == 0 ? null : sum / n;
        }

        List<double[]> rounds(ScenarioSequence key, RatioMetric metric) {
            List<double[]> result = new ArrayList<>();
            for (int i = 0; i < metrics.size(); i++) {
                double[] rounds = metrics.get(i).rounds(key, metric);
                if (rounds.length > 0) {
                    double scale = Math.exp(-factor(i, key, metric));
                    result.add(java.util.Arrays.stream(rounds).map(v -> v * scale).toArray());
                }
            }
            return result;
        }
    }

    /** How much of the common factor the noise baseline takes out of the cell's figure (none without a baseline). */
    private double commonFactorWeight(ScenarioSequence key, RatioMetric metric) {
        return noiseBaseline == null ? 0
                : noiseBaseline.entry(key, metric).map(BaselineEntry::commonFactorWeight).orElse(0.0);
    }

    /**
     * The noise baseline's common-factor metric when one is given and every run measured the same secured cells, at least
     * {@link CommonFactor#MIN_PEERS} + 1 per sequence (the common factor is taken from a cell's peers,
     * and they must be the same on both sides); otherwise the ratio to plain, and a line saying why.
     */
    RatioMetric metricFor(List<RunFolder> runs, TreeSet<ScenarioSequence> keys, List<String> notes) {
        if (noiseBaseline == null || !noiseBaseline.metric().hasCommonFactor()) {
            // which cells follow the common factor is measured when a baseline is built; without one, none is adjusted
            return RatioMetric.ROUND_MEDIAN;
        }
        // the baseline's own metric: an older baseline (round_ratio_peer_adjusted) keeps being judged on what it measured
        RatioMetric gated = noiseBaseline.metric();
        for (ScenarioSequence key : keys) {
            if (!key.isPlain() && runs.stream().anyMatch(r -> r.row(key).isEmpty())) {
                notes.add("compared on " + RatioMetric.ROUND_MEDIAN.column() + ", not " + gated.column()
                        + ": the runs did not all measure the same cells (" + key + "), so their peers differ");
                return RatioMetric.ROUND_MEDIAN;
            }
        }
        for (String sequence : keys.stream().map(ScenarioSequence::sequence).distinct().toList()) {
            long secured = keys.stream().filter(k -> k.sequence().equals(sequence) && !k.isPlain()).count();
            if (secured < CommonFactor.MIN_PEERS + 1) {
                notes.add("compared on " + RatioMetric.ROUND_MEDIAN.column() + ", not " + gated.column()
                        + ": sequence " + sequence + " has " + secured + " secured cell(s), too few to serve as peers");
                return RatioMetric.ROUND_MEDIAN;
            }
        }
        return gated;
    }

    /** Whether the run has the cell; the common-factor pseudo cell exists where its sequence was measured. */
    private static boolean measuredIn(RunFolder run, ScenarioSequence key) {
        if (key.isAllSecured()) {
            return run.summary().stream().anyMatch(row -> row.key().sequence().equals(key.sequence()));
        }
        return run.row(key).isPresent();
    }

    private static List<String> cellMismatches(List<RunFolder> runs, TreeSet<ScenarioSequence> keys) {
        List<String> mismatches = new ArrayList<>();
        for (ScenarioSequence key : keys) {
            List<String> missingIn = runs.stream().filter(r -> !measuredIn(r, key)).map(RunFolder::runId).toList();
            if (!missingIn.isEmpty()) {
                mismatches.add(key + " is missing in run(s) " + String.join(", ", missingIn)
                        + "; it is compared only where present");
            }
        }
        return mismatches;
    }

    /**
     * Runs measured on another machine than the first, or with plain at another speed: their ratios
     * to plain need not agree even when nothing else changed.
     */
    static List<String> machineMismatches(List<RunFolder> runs) {
        List<String> mismatches = new ArrayList<>();
        MeasuringMachine first = MeasuringMachine.of(runs.get(0));
        for (RunFolder run : runs.subList(1, runs.size())) {
            MeasuringMachine.of(run).differences(first, run.runId(), runs.get(0).runId())
                    .forEach(d -> mismatches.add(d + "; ratios measured on different machines are not comparable"));
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
