package org.wssbench.results.compare;

import java.util.List;

/**
 * Outcome of a gate check.
 *
 * @param violations every failed check: each fails the gate
 * @param notes things worth reading that do not fail it (cells only on one side, clear improvements)
 * @param regressions the violations that are a figure above its tolerance (overhead regressed), by check,
 *                    which a confirmation run may repeat or not ({@link GateConfirmation}); the other
 *                    violations (unchecked, unsteady, collapsed, refused) fail on their own
 */
public record GateResult(List<String> violations, List<String> notes, List<Regression> regressions) {

    /**
     * One figure of one cell above its tolerance.
     *
     * @param check the cell and figure checked, the same in every run of the baseline's work
     * @param text the violation as the gate states it
     */
    public record Regression(String check, String text) {
    }

    public GateResult {
        violations = List.copyOf(violations);
        notes = List.copyOf(notes);
        regressions = List.copyOf(regressions);
    }

    public GateResult(List<String> violations, List<String> notes) {
        this(violations, notes, List.of());
    }

    public boolean passed() {
        return violations.isEmpty();
    }

    /** Failed, and only because figures were above their tolerances: the case a confirmation run can decide. */
    public boolean failedOnRegressionsOnly() {
        return !passed() && violations.size() == regressions.size();
    }
}
