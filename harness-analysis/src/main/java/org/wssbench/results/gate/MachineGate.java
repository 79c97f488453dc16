package org.wssbench.results.gate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunHealth;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.RunIdentity;
import org.wssbench.results.RunSteadiness;
import org.wssbench.results.stats.GeometricMean;

/**
 * The CI gate: judges one run (or the mean of several runs of one build) against the baseline of the machine it
 * ran on.
 *
 * <p>Checks that hold on any machine come first and always apply: no failed request, a finished matrix, every
 * cell at steady state, no message-security cell costing no more than plain, no message that shrank toward
 * plain's size. Then, only where a baseline of this machine exists and the host worked at a speed its runs spanned
 * ({@link HostSpeed}, with no margin), every figure ({@link GatedFigure}) is judged on its raw change: it fails
 * when it rose by more than its
 * tolerance, the rise that unchanged runs exceed with probability {@code falseAlarmPerRun / figures}
 * ({@link NoiseModel}; Bonferroni over the figures, so at most {@code falseAlarmPerRun} per run under the
 * model). Nothing common to the cells is taken out: a change that hits every scenario fails each cell as it
 * would fail one, and moves the message-security row by its full size.
 */
public final class MachineGate {

    /** What a row against peers is, for the reader. */
    static final String PEERS_LEGEND = "<scenario>-vs-peers/<sequence> is the cell's figure over the geometric mean of "
            + "the other message-security cells of its sequence: a slowdown of that scenario alone moves it in full, one "
            + "shared by every scenario leaves it alone (the raw figures and message-security carry that)";
    /** A message-security cell whose figure is below this costs no more than plain: is security still applied? */
    static final double COLLAPSED_FIGURE = 1.02;
    /** A message whose size overhead fell below this share of the reference's has lost its security header. */
    static final double COLLAPSED_SIZE_SHARE = 0.5;

    private MachineGate() {
    }

    /**
     * @param runs             the runs judged together (one build, one machine)
     * @param baseline         the baseline of the runs' machine, if any
     * @param sizeReference    any baseline of the same work (message sizes do not depend on the machine); may be
     *                         the same as {@code baseline}, or empty
     * @param falseAlarmPerRun the false-alarm probability per run the tolerances are set to, e.g. 0.01
     * @param makeBaseline     the command that makes a baseline for this machine, for the "no baseline" line
     */
    public static GateReport judge(List<RunFolder> runs, Optional<MachineBaseline> baseline,
                                   Optional<MachineBaseline> sizeReference, double falseAlarmPerRun, String makeBaseline) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("the gate needs at least one run");
        }
        List<String> runProblems = new ArrayList<>();
        for (RunFolder run : runs) {
            RunHealth.problems(run).forEach(p -> runProblems.add(runs.size() > 1 ? run.runId() + ": " + p : p));
        }
        String judged = runs.size() == 1 ? "run " + runs.get(0).runId()
                : runs.size() + " runs (" + String.join(", ", runs.stream().map(RunFolder::runId).toList()) + ")";
        if (!runProblems.isEmpty()) {
            return new GateReport(GateReport.Verdict.RUN_FAILED, judged + ": requests failed or the matrix is unfinished",
                    List.of(), List.of(), List.of(), runProblems);
        }
        List<String> failures = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Map<ScenarioSequence, Double> measured = meanFigures(runs);
        Set<String> messageSecurity = GatedFigure.messageSecurityScenarios(runs.get(0));
        machineIndependentChecks(runs, measured, messageSecurity, sizeReference, failures, notes);

        Optional<MachineKey> key = MachineKey.of(runs.get(0));
        Optional<String> unjudgedWhy = baseline.isEmpty()
                ? Optional.of("no baseline for this machine (" + key.map(MachineKey::describe).orElse("machine not "
                        + "recorded in run.json") + ")")
                : otherWork(runs, baseline.get());
        HostSpeeds speeds = unjudgedWhy.isPresent() ? null : HostSpeeds.of(runs, baseline.get());
        boolean otherHostState = speeds != null && speeds.kept().isEmpty();
        if (otherHostState) {
            unjudgedWhy = Optional.of(speeds.leftOut().get(0));
        } else if (speeds != null && runs.size() > 1) {
            speeds.leftOut().forEach(why -> notes.add("left out of the mean: " + why));
        }
        if (unjudgedWhy.isPresent()) {
            Map<ScenarioSequence, Double> shown = GatedFigure.judgedWithAggregates(measured, messageSecurity);
            List<CellVerdict> cells = new ArrayList<>();
            Map<ScenarioSequence, Double> reference = sizeReference.map(MachineGate::meanOfBaseline).orElse(Map.of());
            shown.forEach((cell, value) -> cells.add(new CellVerdict(cell, value,
                    reference.getOrDefault(cell, Double.NaN), Double.NaN, CellVerdict.Outcome.INFORMATION, null)));
            String whose = otherHostState ? "this machine in another host state: the ratios move with it"
                    : key.isPresent() && sizeReference.isPresent() && key.get().sameCpu(sizeReference.get().machineSlug())
                    ? "this CPU on another JDK or crypto provider: the changes are theirs and the host state's"
                    : "another machine: differences of 10-40% are expected";
            notes.add(unjudgedWhy.get() + ": the ratios above are information only" + (reference.isEmpty() ? ""
                    : ", beside the committed baseline of " + sizeReference.get().machine() + " (" + whose + ")"));
            GatedFigure.notJudgedNote(runs).ifPresent(notes::add);
            notes.add(otherHostState
                    ? "to compare two builds in this host state, use benchmark/ab.sh; to gate ratios in it, keep a "
                    + "history of this machine's runs (-Dwssbench.history=DIR), which spans its host states (a period "
                    + "of this state added to the committed baseline would widen every tolerance: docs/methodology.md)"
                    : "to gate ratios on this machine, make its baseline: " + makeBaseline);
            GateReport.Verdict verdict = failures.isEmpty() ? GateReport.Verdict.NOT_JUDGED : GateReport.Verdict.FAIL;
            return new GateReport(verdict, judged + ": " + (failures.isEmpty()
                    ? "machine-independent checks passed; " + unjudgedWhy.get() : failures.size() + " check(s) failed"),
                    cells, failures, notes, List.of());
        }

        MachineBaseline reference = baseline.get();
        List<RunFolder> comparable = speeds.kept();
        List<CellVerdict> cells = judgeFigures(comparable.size() == runs.size() ? measured : meanFigures(comparable),
                reference, comparable.size(), falseAlarmPerRun);
        if (comparable.size() < runs.size()) {
            judged = comparable.size() + " of " + judged + ", judged on their mean";
        }
        long slower = cells.stream().filter(c -> c.outcome() == CellVerdict.Outcome.SLOWER).count();
        cells.stream().filter(c -> c.outcome() == CellVerdict.Outcome.SLOWER).forEach(c -> failures.add(String.format(
                Locale.ROOT, "%s is slower: %+.1f%% against a tolerance of %+.1f%%", c.key(), c.changePct(),
                c.tolerancePct())));
        cells.stream().filter(c -> c.outcome() == CellVerdict.Outcome.FASTER).forEach(c -> notes.add(String.format(
                Locale.ROOT, "%s is cheaper: %+.1f%%, beyond the tolerance mirrored (consider adding runs of the new "
                        + "build to the baseline)", c.key(), c.changePct())));
        for (RunFolder run : runs) {
            for (ScenarioSequence cell : reference.judgedFigures()) {
                if (!GatedFigure.isAggregate(cell) && !GatedFigure.cells(run).containsKey(cell)) {
                    failures.add(cell + ": in the baseline but not measured in run " + run.runId());
                }
            }
        }
        if (reference.periods().size() < NoiseModel.MIN_PERIODS) {
            notes.add("the baseline holds " + reference.periods().size() + " measuring period(s): shifts between "
                    + "periods (days, host states) are in its tolerances only as far as its runs span periods, and are "
                    + "estimated on their own from " + NoiseModel.MIN_PERIODS + " periods on; add runs on another day "
                    + "with " + makeBaseline);
        }
        if (cells.stream().anyMatch(c -> c.key().scenario().endsWith(GatedFigure.VS_PEERS))) {
            notes.add(PEERS_LEGEND);
        }
        GatedFigure.notJudgedNote(runs).ifPresent(notes::add);
        notes.add(falseAlarmStatement(reference, falseAlarmPerRun));
        int judgedCount = (int) cells.stream().filter(c -> c.model() != null).count();
        String headline = String.format(Locale.ROOT, "%s against the baseline of %s (%d runs in %d period(s)): "
                        + "%d of %d figures slower than their tolerance%s", judged, reference.machine(),
                reference.runs().size(), reference.periods().size(), slower, judgedCount,
                failures.size() > slower ? ", " + (failures.size() - slower) + " other check(s) failed" : "");
        return new GateReport(failures.isEmpty() ? GateReport.Verdict.PASS : GateReport.Verdict.FAIL, headline, cells,
                failures, notes, List.of());
    }

    /** Judges each figure the baseline has against its noise model; figures without enough runs are skipped. */
    public static List<CellVerdict> judgeFigures(Map<ScenarioSequence, Double> runFigures, MachineBaseline reference,
                                                 int k, double falseAlarmPerRun) {
        Map<ScenarioSequence, Double> measured = new TreeMap<>(runFigures);
        measured.putAll(GatedFigure.aggregates(runFigures, reference.messageSecurityCells()));
        Map<ScenarioSequence, NoiseModel> models = new TreeMap<>(reference.noiseModels());
        models.keySet().retainAll(measured.keySet());
        double alpha = falseAlarmPerRun / Math.max(1, models.size());
        List<CellVerdict> cells = new ArrayList<>();
        models.forEach((cell, model) -> {
            double value = measured.get(cell);
            double change = Math.log(value) - model.mean();
            double tolerance = model.toleranceLog(k, alpha);
            CellVerdict.Outcome outcome = change > tolerance ? CellVerdict.Outcome.SLOWER
                    : change < -tolerance ? CellVerdict.Outcome.FASTER : CellVerdict.Outcome.PASS;
            cells.add(new CellVerdict(cell, value, model.figure(), Math.expm1(tolerance) * 100, outcome, model));
        });
        return cells;
    }

    /**
     * What the stated false-alarm rate rests on: the model, and how the baseline's own unchanged runs fare when each
     * is judged against the others. Leaving one run out keeps the most runs in the reference, so it shows the tails
     * of the run-to-run spread (one odd JVM pair); leaving one period out, from three periods on, shows the shift
     * between periods. Both are printed: either alone can hide what the other finds.
     */
    public static String falseAlarmStatement(MachineBaseline reference, double falseAlarmPerRun) {
        List<String> periods = reference.periods();
        String evidence = leaveOut(reference, falseAlarmPerRun, false, "leaving the run out");
        if (periods.size() >= NoiseModel.MIN_PERIODS) {
            evidence += "; " + leaveOut(reference, falseAlarmPerRun, true, "leaving its period out");
        }
        return String.format(Locale.ROOT, "false alarms: at most %.0f%% of unchanged runs under the noise model "
                        + "(one-sided, shared among the figures); evidence: %d unchanged runs in %d period(s), each judged "
                        + "against the others, %s", falseAlarmPerRun * 100, reference.runs().size(), periods.size(),
                evidence);
    }

    private static String leaveOut(MachineBaseline reference, double falseAlarmPerRun, boolean byPeriod, String how) {
        Map<String, List<CellVerdict>> judged = judgedLeftOut(reference, falseAlarmPerRun, byPeriod);
        long failed = judged.values().stream().filter(MachineGate::anySlower).count();
        return String.format(Locale.ROOT, "%s: %d of %d failed", how, failed, judged.size());
    }

    /**
     * Each of the baseline's runs judged against the others (leaving out the run, or its whole period), by run id in
     * the baseline's order; runs whose rest holds fewer than {@link NoiseModel#MIN_RUNS} runs are not judged.
     */
    public static Map<String, List<CellVerdict>> judgedLeftOut(MachineBaseline reference, double falseAlarmPerRun,
                                                               boolean byPeriod) {
        Map<String, List<CellVerdict>> judged = new java.util.LinkedHashMap<>();
        for (MachineBaseline.Run run : reference.runs()) {
            MachineBaseline rest = byPeriod ? reference.without(run.period()) : reference.withoutRun(run.runId());
            if (rest.runs().size() >= NoiseModel.MIN_RUNS) {
                judged.put(run.runId(), judgeFigures(run.figures(), rest, 1, falseAlarmPerRun));
            }
        }
        return judged;
    }

    public static boolean anySlower(List<CellVerdict> verdicts) {
        return verdicts.stream().anyMatch(v -> v.outcome() == CellVerdict.Outcome.SLOWER);
    }

    /** The geometric mean of the runs' figures, per cell present in every run. */
    public static Map<ScenarioSequence, Double> meanFigures(List<RunFolder> runs) {
        Map<ScenarioSequence, List<Double>> values = new TreeMap<>();
        for (RunFolder run : runs) {
            GatedFigure.cells(run).forEach((cell, value) -> values.computeIfAbsent(cell, c -> new ArrayList<>()).add(value));
        }
        Map<ScenarioSequence, Double> means = new TreeMap<>();
        values.forEach((cell, list) -> {
            if (list.size() == runs.size()) {
                means.put(cell, GeometricMean.of(list));
            }
        });
        return means;
    }

    /** The baseline's figure per judged cell and row: the geometric mean of its runs'. */
    public static Map<ScenarioSequence, Double> meanOfBaseline(MachineBaseline reference) {
        Map<ScenarioSequence, Double> means = new TreeMap<>();
        for (ScenarioSequence cell : reference.judgedFigures()) {
            means.put(cell, GeometricMean.of(reference.values(cell).stream().map(Map.Entry::getValue).toList()));
        }
        return means;
    }

    private static void machineIndependentChecks(List<RunFolder> runs, Map<ScenarioSequence, Double> measured,
                                                 Set<String> messageSecurity, Optional<MachineBaseline> sizeReference,
                                                 List<String> failures, List<String> notes) {
        for (RunFolder run : runs) {
            String prefix = runs.size() > 1 ? "run " + run.runId() + ": " : "";
            RunSteadiness steady = RunSteadiness.of(run);
            for (SummaryRow row : run.summary()) {
                if (steady.unsteady(row.key())) {
                    failures.add(prefix + row.key() + " did not reach steady state (" + steady.describe(row.key())
                            + "): its figures cannot be trusted");
                }
            }
        }
        measured.forEach((cell, value) -> {
            if (messageSecurity.contains(cell.scenario()) && value < COLLAPSED_FIGURE) {
                failures.add(String.format(Locale.ROOT, "%s costs no more than plain (%.3f): is security still applied?",
                        cell, value));
            }
        });
        if (sizeReference.isEmpty()) {
            return;
        }
        MachineBaseline.Run reference = sizeReference.get().runs().get(0);
        for (SummaryRow row : runs.get(0).summary()) {
            Double[] sizes = reference.sizeRatios().get(row.key());
            if (sizes == null) {
                continue;
            }
            checkSize(row.key(), "request", sizes[0], row.requestSizeRatioVsPlain(), failures, notes);
            checkSize(row.key(), "response", sizes[1], row.responseSizeRatioVsPlain(), failures, notes);
        }
    }

    private static void checkSize(ScenarioSequence cell, String what, Double reference, Double ratio,
                                  List<String> failures, List<String> notes) {
        if (reference == null || ratio == null || reference <= 1.05) {
            return;
        }
        if (ratio - 1 < (reference - 1) * COLLAPSED_SIZE_SHARE) {
            failures.add(String.format(Locale.ROOT, "%s: %s size collapsed toward plain's: %.3f x plain, committed %.3f: "
                    + "is security still applied?", cell, what, ratio, reference));
        } else if (Math.abs(ratio / reference - 1) > 0.02) {
            notes.add(String.format(Locale.ROOT, "%s: %s size %.3f x plain, committed %.3f (%+.1f%%): the message "
                    + "changed", cell, what, ratio, reference, (ratio / reference - 1) * 100));
        }
    }

    private static Optional<String> otherWork(List<RunFolder> runs, MachineBaseline reference) {
        for (RunFolder run : runs) {
            List<String> differences = RunIdentity.of(run).measuredWork().differences(reference.identity(),
                    "run " + run.runId(), "the baseline");
            if (!differences.isEmpty()) {
                return Optional.of("the baseline of this machine measured other work (" + String.join("; ", differences)
                        + ")");
            }
        }
        return Optional.empty();
    }

    /**
     * The runs whose host worked at a speed the baseline's runs spanned ({@link HostSpeed}), and why each other one
     * did not, in run order. Of several runs the gate judges the mean of those kept; a single run is judged or not.
     */
    public record HostSpeeds(List<RunFolder> kept, List<String> leftOut) {

        public static HostSpeeds of(List<RunFolder> runs, MachineBaseline reference) {
            List<RunFolder> kept = new ArrayList<>();
            List<String> leftOut = new ArrayList<>();
            for (RunFolder run : runs) {
                reference.otherHost(HostSpeed.of(run), run.runId()).ifPresentOrElse(leftOut::add, () -> kept.add(run));
            }
            return new HostSpeeds(kept, leftOut);
        }
    }
}
