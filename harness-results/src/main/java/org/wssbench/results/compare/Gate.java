package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.stats.CommonFactor;
import org.wssbench.results.stats.ModeratedVariance;
import org.wssbench.results.stats.RatioMetric;
import org.wssbench.results.stats.RunMetrics;

/**
 * Checks one run against a committed baseline. The gate fails when:
 * <ul>
 *   <li>the run measured other work than the baseline (metric, workload, catalogue, threads, rounds),
 *       or the baseline does not say what it was built from (refused, nothing else is checked);</li>
 *   <li>a baseline cell is unchecked (not measured, or no value of the metric);</li>
 *   <li>a cell or its plain reference did not reach steady state;</li>
 *   <li>a cell's metric is above the baseline by more than its tolerance (overhead regressed);</li>
 *   <li>a secured cell's overhead collapsed toward plain's: its time ratio lost more than half of its
 *       overhead beyond the tolerance, or its message size ratio fell by more than half toward 1
 *       (security no longer applied);</li>
 *   <li>with a common-factor metric ({@link RatioMetric#PEER_ADJUSTED}): the run measured cells the
 *       baseline lacks (refused: they would change every other cell's peers), or a sequence's
 *       {@code all-secured} factor, all secured cells together, is above its tolerance.</li>
 * </ul>
 * A baseline may gate several figures of each cell ({@link BaselineFile}): the regression check runs on
 * each figure ({@code checkRegressions}); the checks that do not depend on the figure run once per cell,
 * on the primary one ({@code checkCells}).
 * With such a metric, a cell the baseline marks {@code common_factor_out} is judged on its ratio
 * divided by its run's common factor ({@link CommonFactor}) to the power of the cell's
 * {@code common_factor_weight}; the collapse check always uses the ratio as measured.
 * Clear improvements and cells only in the run are notes. So is a run measured on another machine than
 * the baseline's, or at another speed of plain ({@link MeasuringMachine}; notes start with
 * {@link #MACHINE_NOTE}): a ratio to plain moves with the machine, so regressions found then may be
 * the machine's, and the baseline should be rebuilt there.
 */
public final class Gate {

    /** Fraction of a cell's overhead (ratio - 1) that may be lost before it counts as collapsed. */
    static final double COLLAPSE_FRACTION = 0.5;
    /** Size ratios at or below this are plain-sized; the size collapse check needs more than this. */
    static final double SIZE_OVERHEAD_MIN = 1.05;
    /** Prefix of the notes that say the run was measured elsewhere than the baseline. */
    public static final String MACHINE_NOTE = "machine: ";

    private Gate() {
    }

    public static GateResult check(RunFolder run, BaselineFile baseline) {
        return check(List.of(run), baseline);
    }

    /**
     * Judges one run, or several runs of one build together (see the class comment): figures on the geometric mean
     * of the runs' judged values; refusals, unchecked cells, steady state and collapses on each run.
     */
    public static GateResult check(List<RunFolder> runs, BaselineFile baseline) {
        return check(runs, baseline, entry -> entry.forMeanOf(runs.size()),
                runs.size() > 1 ? meanOfRunsStatement(runs) : null);
    }

    /**
     * As {@link #check(List, BaselineFile)}, with the tolerance each figure's mean is held to given by
     * {@code tolerance} (from the baseline's entry), and the note that says how the runs were judged together.
     */
    static GateResult check(List<RunFolder> runs, BaselineFile baseline, UnaryOperator<BaselineEntry> tolerance,
                            String meanStatement) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("the gate needs at least one run");
        }
        List<String> violations = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<GateResult.Regression> regressions = new ArrayList<>();
        if (baseline.entries().isEmpty()) {
            violations.add("refused: the baseline has no entries");
            return new GateResult(violations, notes);
        }
        if (baseline.identity() == null) {
            violations.add("refused: the baseline does not record the workload, catalogue, threads and rounds it was "
                    + "built from (an old file); rebuild it with the baseline command (results/baseline/README.md)");
            return new GateResult(violations, notes);
        }
        for (RunFolder run : runs) {
            refusals(run, baseline, violations);
        }
        if (!violations.isEmpty()) {
            return new GateResult(violations, notes);
        }
        for (RunFolder run : runs) {
            MeasuringMachine.of(run).differences(baseline.machine(), "run " + run.runId(), "the baseline")
                    .forEach(d -> notes.add(MACHINE_NOTE + d));
        }
        RatioMetric metric = baseline.metric();
        List<RunMetrics> metrics = runs.stream().map(RunMetrics::of).toList();
        notes.add(falseAlarmStatement(baseline));
        if (meanStatement != null) {
            notes.add(meanStatement);
        }
        List<Map<ScenarioSequence, Double>> primaryFactors = metrics.stream()
                .map(m -> commonFactor(baseline, metric, m)).toList();
        if (metric.hasCommonFactor()) {
            for (int i = 0; i < runs.size(); i++) {
                notes.add((runs.size() > 1 ? "run " + runs.get(i).runId() + ": " : "")
                        + commonFactorStatement(primaryFactors.get(i), baseline));
            }
        }
        Headroom headroom = new Headroom();
        for (RatioMetric figure : baseline.metrics()) {
            List<Map<ScenarioSequence, Double>> factors = figure == metric ? primaryFactors
                    : metrics.stream().map(m -> commonFactor(baseline, figure, m)).toList();
            checkRegressions(runs, baseline, tolerance, figure, factors, metrics, violations, regressions, headroom);
        }
        String headroomNote = headroom.note();
        if (!headroomNote.isEmpty()) {
            notes.add(headroomNote);
        }
        List<GateResult.Unsteady> unsteady = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            RunFolder run = runs.get(i);
            // with several runs, a cell's own checks name the run they failed in
            String prefix = runs.size() > 1 ? "run " + run.runId() + ": " : "";
            List<String> cellViolations = new ArrayList<>();
            List<GateResult.Unsteady> cellUnsteady = new ArrayList<>();
            List<String> cellNotes = new ArrayList<>();
            checkCells(run, baseline, primaryFactors.get(i), metrics.get(i), SteadyState.of(run), cellViolations,
                    cellUnsteady, cellNotes);
            cellViolations.forEach(v -> violations.add(prefix + v));
            cellUnsteady.forEach(u -> unsteady.add(new GateResult.Unsteady(u.cell(), prefix + u.text())));
            cellNotes.forEach(n -> notes.add(prefix + n));
            for (SummaryRow row : run.summary()) {
                if (!row.key().isPlain() && baseline.entry(row.key()).isEmpty()) {
                    notes.add(row.key() + ": measured in run " + run.runId() + " but not in the baseline (not checked)");
                }
            }
        }
        return new GateResult(violations, notes, regressions, unsteady);
    }

    /** Why a run cannot be judged against this baseline at all (other work, or cells the baseline lacks). */
    private static void refusals(RunFolder run, BaselineFile baseline, List<String> violations) {
        List<String> differences = RunIdentity.of(run).differences(baseline.identity(), "run " + run.runId(),
                "the baseline");
        if (!differences.isEmpty()) {
            differences.forEach(d -> violations.add("refused: run measured other work than the baseline: " + d
                    + " (if the change is intended, rebuild the baseline: results/baseline/README.md)"));
            return;
        }
        RatioMetric metric = baseline.metric();
        if (metric.hasCommonFactor()) {
            List<String> extra = run.summary().stream().map(SummaryRow::key)
                    .filter(k -> !k.isPlain() && baseline.entry(k).isEmpty()).map(ScenarioSequence::toString).toList();
            if (!extra.isEmpty()) {
                violations.add("refused: run " + run.runId() + " measured cells the baseline does not have (" + String.join(", ", extra)
                        + "); " + metric.column() + " compares each cell with the sequence's other secured cells, so the "
                        + "run must measure the baseline's matrix (or rebuild the baseline: results/baseline/README.md)");
            }
        }
    }

    /** What judging several runs together means, for the gate's output. */
    static String meanOfRunsStatement(List<RunFolder> runs) {
        return String.format(Locale.ROOT, "%d runs judged together (%s): each figure is the geometric mean of the runs' "
                + "values, against the tolerance for a mean of %d runs (the same false-alarm probability; the runs are "
                + "taken to vary independently, as the baseline's runs did: runs of one sitting share the host's state "
                + "of that sitting, results/baseline/README.md)", runs.size(),
                String.join(", ", runs.stream().map(RunFolder::runId).toList()), runs.size());
    }

    /** The run's common factor per secured cell against the baseline's ratios of one figure (empty without one). */
    private static Map<ScenarioSequence, Double> commonFactor(BaselineFile baseline, RatioMetric metric, RunMetrics metrics) {
        if (!metric.hasCommonFactor()) {
            return Map.of();
        }
        Map<ScenarioSequence, Double> centres = new TreeMap<>();
        baseline.entries(metric).forEach(e -> centres.put(e.key(), e.ratio()));
        return CommonFactor.ofOthers(metrics.securedValues(metric), centres);
    }

    /**
     * A cell's figure as judged: its ratio with the median change of the other secured cells taken out, as
     * strongly as the cell followed it over the baseline runs; empty when the run has no value of the figure.
     *
     * @param shown how the gate's output shows it
     */
    private record Judged(double measured, double ratio, String shown, boolean unfactored) {

        static Optional<Judged> of(BaselineEntry entry, RatioMetric metric, RunMetrics metrics,
                                   Map<ScenarioSequence, Double> factor) {
            Optional<Double> value = metrics.value(entry.key(), metric);
            if (value.isEmpty()) {
                return Optional.empty();
            }
            double measured = value.get();
            double weight = metric.hasCommonFactor() ? entry.commonFactorWeight() : 0;
            if (weight <= 0) {
                return Optional.of(new Judged(measured, measured, String.format(Locale.ROOT, "%.3f", measured), false));
            }
            if (!factor.containsKey(entry.key())) {
                return Optional.of(new Judged(measured, Double.NaN, "", true));
            }
            double ratio = measured / Math.exp(weight * factor.get(entry.key()));
            return Optional.of(new Judged(measured, ratio, String.format(Locale.ROOT, "%.3f (measured %.3f, common "
                    + "factor %+.1f%%, weight %.2f)", ratio, measured, Math.expm1(factor.get(entry.key())) * 100, weight),
                    false));
        }
    }

    /**
     * One figure of the baseline, every cell: above its tolerance (or not checkable) is a violation. With several
     * runs, a cell's figure is the geometric mean of its judged values in the runs, against the tolerance for that
     * mean; it is unchecked when any run cannot judge it.
     */
    private static void checkRegressions(List<RunFolder> runs, BaselineFile baseline,
                                         UnaryOperator<BaselineEntry> tolerance, RatioMetric metric,
                                         List<Map<ScenarioSequence, Double>> factors, List<RunMetrics> metrics,
                                         List<String> violations, List<GateResult.Regression> regressions,
                                         Headroom headroom) {
        for (BaselineEntry baselineEntry : baseline.entries(metric)) {
            BaselineEntry entry = tolerance.apply(baselineEntry);
            ScenarioSequence key = entry.key();
            if (key.isAllSecured()) {
                checkCommonFactor(entry, metric, runs, metrics, violations, regressions, headroom);
                continue;
            }
            if (runs.stream().anyMatch(run -> run.row(key).isEmpty())) {
                continue; // unchecked: reported once per run, by checkCells
            }
            List<Judged> judged = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                Optional<Judged> one = Judged.of(entry, metric, metrics.get(i), factors.get(i));
                if (one.isEmpty()) {
                    violations.add(key + ": unchecked: run " + runs.get(i).runId() + " has no " + metric.column()
                            + " (no clean plain " + key.sequence() + " to divide by" + (metric.perRound()
                            ? " in the same rounds, or no requests.csv)" : ")"));
                } else if (one.get().unfactored()) {
                    violations.add(key + ": unchecked: fewer than " + CommonFactor.MIN_PEERS + " other secured cells of "
                            + key.sequence() + " to take the run's common factor from"
                            + (runs.size() > 1 ? " in run " + runs.get(i).runId() : ""));
                } else {
                    judged.add(one.get());
                }
            }
            if (judged.size() < runs.size()) {
                continue;
            }
            double ratio = Baseline.geometricMean(judged.stream().mapToDouble(Judged::ratio).toArray());
            headroom.add(key + " " + metric.column(), ratio, entry);
            if (ratio > entry.limit()) {
                String shown = judged.size() == 1 ? judged.get(0).shown() : String.format(Locale.ROOT,
                        "%.3f (geometric mean of %d runs: %s)", ratio, judged.size(),
                        String.join(", ", judged.stream().map(Judged::shown).toList()));
                String text = String.format(Locale.ROOT,
                        "%s/%s: overhead regressed: %s %s, baseline %.3f (+%.1f%%), tolerance %.1f%%",
                        entry.scenario(), entry.sequence(), metric.column(), shown, entry.ratio(),
                        entry.changePct(ratio), entry.tolerancePct());
                violations.add(text);
                regressions.add(new GateResult.Regression(key + " " + metric.column(), key, text));
            }
        }
    }

    /**
     * The checks that do not depend on the figure, once per cell on the primary figure: the cell was measured,
     * reached steady state, its overhead did not collapse toward plain's (time or size), and a clear
     * improvement is noted.
     */
    private static void checkCells(RunFolder run, BaselineFile baseline, Map<ScenarioSequence, Double> factor,
                                   RunMetrics metrics, SteadyState steady, List<String> violations,
                                   List<GateResult.Unsteady> unsteady, List<String> notes) {
        RatioMetric metric = baseline.metric();
        for (BaselineEntry entry : baseline.entries(metric)) {
            ScenarioSequence key = entry.key();
            if (key.isAllSecured()) {
                metrics.value(key, metric).filter(ratio -> ratio < entry.lowerLimit()).ifPresent(ratio -> notes.add(
                        String.format(Locale.ROOT, "%s: all secured scenarios of %s improved together: %.3f, baseline "
                                + "%.3f (%.1f%%), beyond tolerance %.1f%%", key, entry.sequence(), ratio, entry.ratio(),
                                entry.changePct(ratio), entry.tolerancePct())));
                continue;
            }
            Optional<SummaryRow> row = run.row(key);
            if (row.isEmpty()) {
                violations.add(key + ": unchecked: in the baseline but not measured in run " + run.runId());
                continue;
            }
            Optional<Judged> judged = Judged.of(entry, metric, metrics, factor);
            if (judged.isEmpty()) {
                continue; // unchecked: reported by checkRegressions
            }
            if (steady.unsteady(key)) {
                String text = key + ": not at steady state: " + steady.describe(key) + "; its ratio cannot be trusted";
                violations.add(text);
                unsteady.add(new GateResult.Unsteady(key, text));
            }
            double ratio = judged.get().ratio();
            double changePct = entry.changePct(ratio);
            // a regressed or unfactored cell is reported by checkRegressions
            if (!judged.get().unfactored() && ratio <= entry.limit()) {
                if (collapsedTime(entry, judged.get().measured(), metric)) {
                    violations.add(String.format(Locale.ROOT,
                            "%s/%s: overhead collapsed toward plain: %s %s, baseline %.3f (%.1f%%): is security still "
                                    + "applied?", entry.scenario(), entry.sequence(), metric.column(), judged.get().shown(),
                            entry.ratio(), changePct));
                } else if (ratio < entry.lowerLimit()) {
                    notes.add(String.format(Locale.ROOT,
                            "%s/%s: overhead improved: %s %.3f, baseline %.3f (%.1f%%), beyond tolerance %.1f%%; "
                                    + "consider refreshing the baseline", entry.scenario(), entry.sequence(),
                            metric.column(), ratio, entry.ratio(), changePct, entry.tolerancePct()));
                }
            }
            collapsedSize("request", entry.requestSizeRatio(), row.get().requestSizeRatioVsPlain())
                    .ifPresent(text -> violations.add(key + ": " + text));
            collapsedSize("response", entry.responseSizeRatio(), row.get().responseSizeRatioVsPlain())
                    .ifPresent(text -> violations.add(key + ": " + text));
        }
    }

    /** What the tolerances promise, for the gate's output. */
    public static String falseAlarmStatement(BaselineFile baseline) {
        Optional<Double> stated = baseline.runFalseAlarmPct();
        if (stated.isEmpty()) {
            return "baseline tolerances are not derived from measured noise (one run, or an older noise "
                    + "model): no false-alarm probability can be stated";
        }
        BaselineEntry first = baseline.entries().get(0);
        String tails = first.tailDf() == null || first.tailDf() >= ModeratedVariance.MAX_DEGREES_OF_FREEDOM ? ""
                : String.format(Locale.ROOT, ", with tails as heavy as a t distribution of %.1f degrees of freedom "
                        + "(the heaviest the baseline runs do not rule out)", first.tailDf());
        List<String> perCell = new ArrayList<>();
        for (RatioMetric metric : baseline.metrics()) {
            BaselineEntry one = baseline.entries(metric).get(0);
            perCell.add(String.format(Locale.ROOT, "%s %.4f%% per cell", metric.column(), one.falseAlarmPct()));
        }
        String floored = NoiseFloor.used(baseline) ? " or, where larger, the noise of another baseline of this work "
                + "(noise_floor_pct, measured over more sittings)" : "";
        return String.format(Locale.ROOT, "tolerances from the run-to-run noise of %d baseline runs%s%s: an unchanged "
                + "build fails this gate in at most %.2f%% of runs (%s) while the host behaves as in those runs",
                first.runs(), floored, tails, stated.get(),
                String.join(", ", perCell));
    }

    /**
     * The sequence's common factor (all secured cells' ratios to plain, together): catches a change
     * that slows every secured scenario alike, which the per-cell peer ratios cannot see.
     */
    private static void checkCommonFactor(BaselineEntry entry, RatioMetric metric, List<RunFolder> runs,
                                          List<RunMetrics> metrics, List<String> violations,
                                          List<GateResult.Regression> regressions, Headroom headroom) {
        double[] values = new double[runs.size()];
        for (int i = 0; i < runs.size(); i++) {
            Optional<Double> value = metrics.get(i).value(entry.key(), metric);
            if (value.isEmpty()) {
                violations.add(entry.key() + ": unchecked: run " + runs.get(i).runId() + " has no common factor for "
                        + "sequence " + entry.sequence() + " (no plain or no secured cells in the same rounds, or no "
                        + "requests.csv)");
                return;
            }
            values[i] = value.get();
        }
        double ratio = Baseline.geometricMean(values);
        double changePct = entry.changePct(ratio);
        headroom.add(entry.key() + " " + metric.column(), ratio, entry);
        if (ratio > entry.limit()) {
            String text = String.format(Locale.ROOT, "%s: all secured scenarios of %s regressed together: geometric "
                    + "mean of their ratios to plain %.3f%s, baseline %.3f (+%.1f%%), tolerance %.1f%%",
                    entry.key(), entry.sequence(), ratio, runs.size() > 1 ? " over " + runs.size() + " runs" : "",
                    entry.ratio(), changePct, entry.tolerancePct());
            violations.add(text);
            regressions.add(new GateResult.Regression(entry.key() + " " + metric.column(), entry.key(), text));
        }
    }

    /** A ratio's overhead is its excess over 1; a difference metric's ({@link RatioMetric#isDifference}) is itself. */
    private static boolean collapsedTime(BaselineEntry entry, double value, RatioMetric metric) {
        double none = metric.isDifference() ? 0 : 1;
        double overhead = entry.ratio() - none;
        return overhead > 0 && value - none < overhead * COLLAPSE_FRACTION && value < entry.lowerLimit();
    }

    /** The run's common factor per cell, for the gate's output. */
    private static String commonFactorStatement(Map<ScenarioSequence, Double> factor, BaselineFile baseline) {
        StringBuilder text = new StringBuilder("common factor taken out (median change of the other secured cells of "
                + "the sequence against the baseline):");
        factor.forEach((key, f) -> {
            double weight = baseline.entry(key).map(BaselineEntry::commonFactorWeight).orElse(0.0);
            if (weight > 0) {
                text.append(String.format(Locale.ROOT, " %s %+.1f%% x %.2f;", key, Math.expm1(f) * 100, weight));
            }
        });
        return text.toString();
    }

    private static Optional<String> collapsedSize(String what, Double baselineRatio, Double ratio) {
        if (baselineRatio == null || ratio == null || baselineRatio <= SIZE_OVERHEAD_MIN) {
            return Optional.empty();
        }
        if (ratio - 1 < (baselineRatio - 1) * COLLAPSE_FRACTION) {
            return Optional.of(String.format(Locale.ROOT, "%s size collapsed toward plain's: ratio %.3f, baseline "
                    + "%.3f: is security still applied?", what, ratio, baselineRatio));
        }
        return Optional.empty();
    }
}
