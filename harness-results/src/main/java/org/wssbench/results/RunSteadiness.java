package org.wssbench.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Whether each cell of a run reached steady state in its warm-up (warmup.csv of the run folder).
 * A cell that did not is still measured, but its ratio may drift with the run's length, so
 * compare flags it and the gate fails on it. Runs without warmup.csv (fixed-count warm-up) are
 * unknown, not unsteady.
 */
public final class RunSteadiness {

    private final Map<ScenarioSequence, Boolean> steady;

    private RunSteadiness(Map<ScenarioSequence, Boolean> steady) {
        this.steady = steady;
    }

    public static RunSteadiness of(RunFolder run) {
        Map<ScenarioSequence, Boolean> steady = new TreeMap<>();
        if (run.directory() != null) {
            try {
                for (WarmupOutcome outcome : RunFiles.in(run.directory()).read(RunFiles.WARMUP)) {
                    if (outcome.steadyState() != null) {
                        steady.put(outcome.key(), outcome.steadyState());
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new RunSteadiness(steady);
    }

    /** True/false as recorded, empty when unknown. */
    public Optional<Boolean> of(ScenarioSequence key) {
        return Optional.ofNullable(steady.get(key));
    }

    /** The cell or its plain reference is recorded as not steady. */
    public boolean unsteady(ScenarioSequence key) {
        return of(key).equals(Optional.of(false)) || of(key.plainReference()).equals(Optional.of(false));
    }

    /** Texts naming which of the cell and its plain reference did not reach steady state. */
    public String describe(ScenarioSequence key) {
        StringBuilder text = new StringBuilder();
        if (of(key).equals(Optional.of(false))) {
            text.append(key).append(" did not reach steady state in its warm-up");
        }
        if (!key.isPlain() && of(key.plainReference()).equals(Optional.of(false))) {
            text.append(text.length() == 0 ? "" : "; ").append("its reference ").append(key.plainReference())
                    .append(" did not reach steady state in its warm-up");
        }
        return text.toString();
    }
}
