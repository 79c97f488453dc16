package org.wssbench.results.compare;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The gate's verdict on a run and its confirmation run: the same matrix measured again in the same service, after
 * a wait (Rampart's nonce lifetime), by {@code run --confirm-against} when the first run failed on regressions alone.
 *
 * <p>Why: on a shared host, a state of the host that the baseline runs never met can lift one cell above its
 * tolerance in one run. Three unchanged builds failed CI so on 2026-11-26, each on another cell and by 6 to 32 %
 * of the tolerance (results/baseline/README.md). A regression is in the code, so it is in both runs; such a
 * false alarm seldom lands on the same cell twice. So a figure of a cell fails only when it is above its
 * tolerance in both runs. Everything else that fails a run (a cell unchecked, unsteady or collapsed toward
 * plain, a refused run) fails in either run. An unchanged build fails at most as often as with one run
 * (both must fail); a regression near the tolerance is caught less often (it must exceed it twice), one
 * well above it as before.
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

        List<String> violations = new ArrayList<>();
        List<String> notes = new ArrayList<>(first.notes());
        List<GateResult.Regression> confirmed = new ArrayList<>();
        notes.add("run " + firstRunId + " was measured again as " + confirmationRunId + " (it failed on regressions "
                + "alone): a figure fails only when above its tolerance in both runs");
        for (String violation : first.violations()) {
            GateResult.Regression regression = firstByText.get(violation);
            GateResult.Regression again = regression == null ? null : againByCheck.get(regression.check());
            if (regression == null) {
                violations.add(violation);
            } else if (again != null) {
                String text = violation + "; again in " + confirmationRunId + ": " + again.text();
                violations.add(text);
                confirmed.add(new GateResult.Regression(regression.check(), text));
            } else {
                notes.add(violation + "; not confirmed: within tolerance in " + confirmationRunId);
            }
        }
        for (String violation : confirmation.violations()) {
            GateResult.Regression regression = againByText.get(violation);
            if (regression == null) {
                violations.add(confirmationRunId + ": " + violation);
            } else if (!firstChecks.contains(regression.check())) {
                notes.add(confirmationRunId + ": " + violation + "; not in " + firstRunId + ": not confirmed");
            }
        }
        confirmation.notes().stream().filter(note -> note.startsWith(Gate.MACHINE_NOTE))
                .forEach(note -> notes.add(confirmationRunId + ": " + note));
        return new GateResult(violations, notes, confirmed);
    }

    /** A result's regressions by the text of their violation (the violations list holds the same strings). */
    private static Map<String, GateResult.Regression> byText(GateResult result) {
        Map<String, GateResult.Regression> map = new HashMap<>();
        result.regressions().forEach(r -> map.put(r.text(), r));
        return map;
    }
}
