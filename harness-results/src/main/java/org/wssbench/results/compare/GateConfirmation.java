package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.wssbench.results.ScenarioSequence;

/**
 * The gate's verdict on a run and its confirmation run: the same matrix measured again in the same service, after
 * a wait (Rampart's nonce lifetime), by {@code run --confirm-against} when the first run failed on regressions or
 * cells short of steady state alone.
 *
 * <p>Why: on a shared host, a state of the host that the baseline runs never met can lift one cell above its
 * tolerance in one run. Three unchanged builds failed CI so on 2026-11-26, each on another cell and by 6 to 32 %
 * of the tolerance (results/baseline/README.md). A regression is in the code, so it is in both runs; such a
 * false alarm seldom lands on the same cell twice. So a figure of a cell fails only when it is above its
 * tolerance in both runs. The same host states can keep a cell from steady state until its warm-up cap (plain/small
 * in 1 of 25 unchanged runs on the 2026-11-27 Intel host, its last rounds 10.4 % slower than the ones before): such
 * a cell's figures count only from a run in which it was steady, and the cell fails on steady state only when it
 * was steady in neither. Everything else that fails a run (a cell unchecked or collapsed toward plain, a refused
 * run) fails in either run. An unchanged build fails at most as often as with one run, apart from a cell unsteady
 * in one run, which the other run then judges alone; a regression near the tolerance is caught less often (it
 * must exceed it twice), one well above it as before.
 */
public final class GateConfirmation {

    private GateConfirmation() {
    }

    /**
     * @param first the gate's result on the run
     * @param confirmation the gate's result on its confirmation run, against the same baseline
     */
    public static GateResult combine(GateResult first, String firstRunId, GateResult confirmation,
                                     String confirmationRunId) {
        Map<String, GateResult.Regression> firstByText = byText(first);
        Map<String, GateResult.Regression> againByText = byText(confirmation);
        Map<String, GateResult.Regression> againByCheck = new HashMap<>();
        againByText.values().forEach(r -> againByCheck.put(r.check(), r));
        Set<String> firstChecks = new HashSet<>();
        firstByText.values().forEach(r -> firstChecks.add(r.check()));
        Map<String, GateResult.Unsteady> firstUnsteady = new HashMap<>();
        first.unsteady().forEach(u -> firstUnsteady.put(u.text(), u));
        Map<String, GateResult.Unsteady> againUnsteady = new HashMap<>();
        confirmation.unsteady().forEach(u -> againUnsteady.put(u.text(), u));
        Set<ScenarioSequence> unsteadyInFirst = cells(firstUnsteady);
        Set<ScenarioSequence> unsteadyAgain = cells(againUnsteady);

        List<String> violations = new ArrayList<>();
        List<String> notes = new ArrayList<>(first.notes());
        List<GateResult.Regression> confirmed = new ArrayList<>();
        notes.add("run " + firstRunId + " was measured again as " + confirmationRunId + " (it failed on regressions "
                + "or cells short of steady state alone): a figure fails only when above its tolerance in every run "
                + "in which its cell reached steady state, and a cell fails on steady state only when it reached it "
                + "in neither run");
        for (String violation : first.violations()) {
            GateResult.Regression regression = firstByText.get(violation);
            GateResult.Unsteady unsteady = firstUnsteady.get(violation);
            if (regression != null) {
                if (unsteadyInFirst.contains(regression.cell())) {
                    continue; // untrusted here: the confirmation run alone judges this figure, below
                }
                GateResult.Regression again = againByCheck.get(regression.check());
                if (again != null) {
                    String text = violation + "; again in " + confirmationRunId + ": " + again.text();
                    violations.add(text);
                    confirmed.add(new GateResult.Regression(regression.check(), regression.cell(), text));
                } else if (unsteadyAgain.contains(regression.cell())) {
                    violations.add(violation + "; not judged in " + confirmationRunId + " (not at steady state "
                            + "there), so this run alone judges it");
                    confirmed.add(regression);
                } else {
                    notes.add(violation + "; not confirmed: within tolerance in " + confirmationRunId);
                }
            } else if (unsteady != null) {
                if (unsteadyAgain.contains(unsteady.cell())) {
                    violations.add(violation + "; again in " + confirmationRunId);
                } else {
                    notes.add(violation + "; at steady state in " + confirmationRunId + ", whose figures judge the cell");
                }
            } else {
                violations.add(violation);
            }
        }
        for (String violation : confirmation.violations()) {
            GateResult.Regression regression = againByText.get(violation);
            if (regression != null) {
                if (unsteadyInFirst.contains(regression.cell()) && !unsteadyAgain.contains(regression.cell())) {
                    String text = confirmationRunId + ": " + violation + " (" + firstRunId + " was not at steady "
                            + "state there, so this run alone judges it)";
                    violations.add(text);
                    confirmed.add(new GateResult.Regression(regression.check(), regression.cell(), text));
                } else if (!firstChecks.contains(regression.check())) {
                    notes.add(confirmationRunId + ": " + violation + "; not in " + firstRunId + ": not confirmed");
                }
            } else if (againUnsteady.containsKey(violation)) {
                if (!unsteadyInFirst.contains(againUnsteady.get(violation).cell())) {
                    notes.add(confirmationRunId + ": " + violation + "; at steady state in " + firstRunId
                            + ", whose figures judge the cell");
                } // else reported with the first run's violation
            } else {
                violations.add(confirmationRunId + ": " + violation);
            }
        }
        confirmation.notes().stream().filter(note -> note.startsWith(Gate.MACHINE_NOTE) || note.startsWith(Headroom.NOTE))
                .forEach(note -> notes.add(confirmationRunId + ": " + note));
        return new GateResult(violations, notes, confirmed);
    }

    private static Set<ScenarioSequence> cells(Map<String, GateResult.Unsteady> unsteady) {
        return unsteady.values().stream().map(GateResult.Unsteady::cell).collect(Collectors.toSet());
    }

    /** A result's regressions by the text of their violation (the violations list holds the same strings). */
    private static Map<String, GateResult.Regression> byText(GateResult result) {
        Map<String, GateResult.Regression> map = new HashMap<>();
        result.regressions().forEach(r -> map.put(r.text(), r));
        return map;
    }
}
