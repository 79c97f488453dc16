package org.wssbench.results.compare;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.wssbench.results.CsvFiles;
import org.wssbench.results.CsvRow;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;

/**
 * Whether each cell of a run reached steady state in its warm-up (warmup.csv of the run folder).
 * A cell that did not is still measured, but its ratio may drift with the run's length, so
 * compare flags it and the gate fails on it. Runs without warmup.csv (fixed-count warm-up) are
 * unknown, not unsteady.
 */
public final class SteadyState {

    public static final String WARMUP_CSV = "warmup.csv";

    private final Map<ScenarioSequence, Boolean> steady;

    private SteadyState(Map<ScenarioSequence, Boolean> steady) {
        this.steady = steady;
    }

    public static SteadyState of(RunFolder run) {
        Path file = run.directory() == null ? null : run.directory().resolve(WARMUP_CSV);
        Map<ScenarioSequence, Boolean> steady = new TreeMap<>();
        if (file != null && Files.exists(file)) {
            try {
                for (CsvRow row : CsvFiles.readRows(file, List.of("scenario", "sequence", "steady_state"))) {
                    String value = row.text("steady_state").trim();
                    if (!value.isEmpty()) {
                        steady.put(new ScenarioSequence(row.requireText("scenario"), row.requireText("sequence")),
                                row.requireBoolean("steady_state"));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new SteadyState(steady);
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
