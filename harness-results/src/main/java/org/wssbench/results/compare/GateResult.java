package org.wssbench.results.compare;

import java.util.List;
import org.wssbench.results.ScenarioSequence;

/**
 * Outcome of a gate check.
 *
 * @param violations every failed check: each fails the gate
 * @param notes things worth reading that do not fail it (cells only on one side, clear improvements)
 * @param regressions the violations that are a figure above its tolerance (overhead regressed), by check,
 *                    which a confirmation run may repeat or not ({@link GateConfirmation})
 * @param unsteady    the violations that are a cell (or its plain) short of steady state, which a confirmation
 *                    run may reach; the other violations (unchecked, collapsed, refused) fail on their own
 */
public record GateResult(List<String> violations, List<String> notes, List<Regression> regressions,
                         List<Unsteady> unsteady) {

    /**
     * One figure of one cell above its tolerance.
     *
     * @param check the cell and figure checked, the same in every run of the baseline's work
     * @param cell  the cell
     * @param text  the violation as the gate states it
     */
    public record Regression(String check, ScenarioSequence cell, String text) {
    }

    /**
     * A cell whose ratio cannot be trusted because it or its plain did not reach steady state in the warm-up.
     *
     * @param cell the secured cell
     * @param text the violation as the gate states it
     */
    public record Unsteady(ScenarioSequence cell, String text) {
    }

    public GateResult {
        violations = List.copyOf(violations);
        notes = List.copyOf(notes);
        regressions = List.copyOf(regressions);
        unsteady = List.copyOf(unsteady);
    }

    public GateResult(List<String> violations, List<String> notes, List<Regression> regressions) {
        this(violations, notes, regressions, List.of());
    }

    public GateResult(List<String> violations, List<String> notes) {
        this(violations, notes, List.of(), List.of());
    }

    public boolean passed() {
        return violations.isEmpty();
    }

    /** Failed, and only because figures were above their tolerances. */
    public boolean failedOnRegressionsOnly() {
        return confirmationCanDecide() && unsteady.isEmpty();
    }

    /**
     * Failed, and only because figures were above their tolerances or cells short of steady state: the cases a
     * second measurement of the matrix can decide ({@link GateConfirmation}).
     */
    public boolean confirmationCanDecide() {
        return !passed() && violations.size() == regressions.size() + unsteady.size();
    }
}
