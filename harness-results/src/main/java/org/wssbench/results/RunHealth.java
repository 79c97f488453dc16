package org.wssbench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reasons a run's numbers cannot be trusted as they are: failed requests or an unfinished matrix ({@link #problems}),
 * and a machine that was not quiet while it ran ({@link #notQuiet}), which keeps a run out of a baseline or a history
 * without failing it.
 */
public final class RunHealth {

    private RunHealth() {
    }

    public static List<String> problems(RunFolder run) {
        List<String> problems = new ArrayList<>();
        if (run.summary().isEmpty()) {
            problems.add("run " + run.runId() + " has no summary rows");
        }
        for (SummaryRow row : run.summary()) {
            if (row.errors() > 0) {
                problems.add(row.key() + ": " + row.errors() + " request(s) did not succeed (errors column)");
            }
        }
        List<String> incomplete = run.summary().stream().filter(r -> !r.complete()).map(r -> r.key().toString())
                .toList();
        if (!incomplete.isEmpty()) {
            problems.add("run " + run.runId() + " is incomplete (complete=false for " + String.join(", ", incomplete)
                    + ")");
        }
        if (run.manifest().isPresent() && !run.manifest().get().complete()) {
            problems.add("run " + run.runId() + ": run.json says complete=false");
        }
        return problems;
    }

    /** Why the run was not measured on a quiet machine, where its run.json recorded more CPU steal than a quiet one has. */
    public static Optional<String> notQuiet(RunFolder run) {
        return run.manifest().map(RunManifest::outcome).filter(RunManifest.Outcome::notQuiet)
                .map(outcome -> String.format(Locale.ROOT, "run %s lost %.1f%% of the CPU to the hypervisor (run.json "
                        + "cpu_steal_percent, above %.0f%%): not measured on a quiet machine", run.runId(),
                        outcome.cpuStealPercent(), RunManifest.Outcome.QUIET_MAX_STEAL_PERCENT));
    }
}
