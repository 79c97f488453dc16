package org.wssbench.results;

import java.util.ArrayList;
import java.util.List;

/** Reasons a run's numbers cannot be trusted as they are: failed requests or an unfinished matrix. */
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
}
