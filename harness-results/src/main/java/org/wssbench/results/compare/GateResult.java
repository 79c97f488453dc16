package org.wssbench.results.compare;

import java.util.List;

/**
 * Outcome of a gate check.
 *
 * @param violations regressions beyond tolerance: each fails the gate
 * @param notes things worth reading that do not fail it (cells only on one side, clear improvements)
 */
public record GateResult(List<String> violations, List<String> notes) {

    public GateResult {
        violations = List.copyOf(violations);
        notes = List.copyOf(notes);
    }

    public boolean passed() {
        return violations.isEmpty();
    }
}
