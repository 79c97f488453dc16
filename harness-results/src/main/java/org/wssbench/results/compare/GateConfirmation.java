package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;

/**
 * The CI gate in two steps: a run is first held to a looser screen, and when a figure is above it (or a cell short
 * of steady state) the matrix is measured again in the same service after a wait ({@code run --confirm-against}),
 * and the gate judges the two runs together.
 *
 * <p>Why two steps: one run catches a regression only when it is well above the run-to-run noise, and a second
 * run for every build would double CI time. The screen lets an unchanged build through without a second run in
 * {@code 1 - }{@link #SCREEN_FALSE_ALARM_PCT}{@code %} of runs. The verdict then rests on the geometric mean of both
 * runs against the tolerance for such a mean ({@link BaselineEntry#forConfirmation}) at the baseline's own
 * false-alarm probability, so an unchanged build fails in no more runs than the baseline states (failing needs
 * the mean above it, whatever the screen did), while a regression near the one-run tolerance is caught far more
 * often than by one run. Until 2026-11-28 the confirmation run instead had to repeat a failure of the one-run
 * tolerance, which caught a regression at that tolerance in about a quarter of tries
 * (results/baseline/README.md, "Evidence (2026-11-28, twelfth session)").
 *
 * <p>A cell short of steady state in one run is judged on the other run alone, against the one-run tolerance, and
 * fails on steady state only when unsteady in both. Everything else that fails a run (a cell unchecked or
 * collapsed toward plain, a refused run) fails in either run.
 */
public final class GateConfirmation {

    /**
     * Probability in percent that an unchanged build is measured a second time (the screen's false-alarm
     * probability per run): a second run costs CI about as long as the first; the README weighs the trade-off.
     */
    public static final double SCREEN_FALSE_ALARM_PCT = 10.0;

    private GateConfirmation() {
    }

    /** The looser tolerances a run is screened with before a confirmation run is measured. */
    public static BaselineFile screen(BaselineFile baseline) {
        return baseline.screening(SCREEN_FALSE_ALARM_PCT);
    }

    /** Whether a run's result against the {@link #screen} calls for a confirmation run. */
    public static boolean needed(GateResult screened) {
        return screened.confirmationCanDecide();
    }

    /**
     * The verdict on a run and its confirmation run, against the baseline (not the screen).
     */
    public static GateResult judge(RunFolder first, RunFolder again, BaselineFile baseline) {
        GateResult alone = Gate.check(first, baseline);
        GateResult againAlone = Gate.check(again, baseline);
        GateResult together = Gate.check(List.of(first, again), baseline, BaselineEntry::forConfirmation,
                statement(first.runId(), again.runId()));
        Set<ScenarioSequence> unsteadyFirst = cells(alone);
        Set<ScenarioSequence> unsteadyAgain = cells(againAlone);

        List<String> violations = new ArrayList<>();
        List<String> notes = new ArrayList<>(together.notes());
        List<GateResult.Regression> confirmed = new ArrayList<>();
        for (GateResult.Regression regression : together.regressions()) {
            if (!unsteadyFirst.contains(regression.cell()) && !unsteadyAgain.contains(regression.cell())) {
                violations.add(regression.text());
                confirmed.add(regression);
            }
        }
        // a cell steady in one run only: that run judges its figures alone, on the one-run tolerance
        judgedAlone(alone, first.runId(), again.runId(), unsteadyAgain, unsteadyFirst, violations, confirmed);
        judgedAlone(againAlone, again.runId(), first.runId(), unsteadyFirst, unsteadyAgain, violations, confirmed);
        for (GateResult.Unsteady unsteady : alone.unsteady()) {
            if (unsteadyAgain.contains(unsteady.cell())) {
                violations.add(unsteady.text() + "; again in " + again.runId());
            } else {
                notes.add(unsteady.text() + "; at steady state in " + again.runId() + ", whose figures judge the cell");
            }
        }
        for (GateResult.Unsteady unsteady : againAlone.unsteady()) {
            if (!unsteadyFirst.contains(unsteady.cell())) {
                notes.add(again.runId() + ": " + unsteady.text() + "; at steady state in " + first.runId()
                        + ", whose figures judge the cell");
            }
        }
        otherViolations(alone, "", violations);
        otherViolations(againAlone, again.runId() + ": ", violations);
        return new GateResult(violations, notes, confirmed);
    }

    /** How the two runs were judged, for the gate's output. */
    static String statement(String firstId, String againId) {
        return String.format(Locale.ROOT, "run %s and its confirmation run %s judged together (run --confirm-against "
                + "measures one in the same service when a run is above its screen, the tolerances at %.0f%% false "
                + "alarms per run): each figure is the geometric mean of the two runs, against the tolerance for such "
                + "a mean (only the noise two runs of one service do not share averages out), at the "
                + "baseline's false-alarm probability; a cell short of steady state in one run is judged on the other "
                + "alone", firstId, againId, SCREEN_FALSE_ALARM_PCT);
    }

    /** The regressions of {@code steadyRun} in cells unsteady in the other run only, judged on this run alone. */
    private static void judgedAlone(GateResult steadyRun, String steadyId, String otherId,
                                    Set<ScenarioSequence> unsteadyInOther, Set<ScenarioSequence> unsteadyHere,
                                    List<String> violations, List<GateResult.Regression> confirmed) {
        for (GateResult.Regression regression : steadyRun.regressions()) {
            ScenarioSequence cell = regression.cell();
            if (unsteadyInOther.contains(cell) && !unsteadyHere.contains(cell)) {
                String text = steadyId + ": " + regression.text() + " (" + otherId + " was not at steady state there, "
                        + "so this run alone judges it)";
                violations.add(text);
                confirmed.add(new GateResult.Regression(regression.check(), cell, text));
            }
        }
    }

    /** A run's violations that are neither regressions nor cells short of steady state: they fail in either run. */
    private static void otherViolations(GateResult run, String prefix, List<String> violations) {
        Set<String> decided = new HashSet<>();
        run.regressions().forEach(r -> decided.add(r.text()));
        run.unsteady().forEach(u -> decided.add(u.text()));
        run.violations().stream().filter(v -> !decided.contains(v)).forEach(v -> violations.add(prefix + v));
    }

    private static Set<ScenarioSequence> cells(GateResult result) {
        return result.unsteady().stream().map(GateResult.Unsteady::cell).collect(Collectors.toSet());
    }
}
