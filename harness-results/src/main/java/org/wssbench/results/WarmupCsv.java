package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Reads and writes warmup.csv: one {@link WarmupOutcome} per cell. A run without warm-up has no file. */
final class WarmupCsv {

    static final List<String> HEADER = List.of("scenario", "sequence", "warmup_requests", "warmup_rounds",
            "round_requests", "cap_requests", "steady_state", "final_cv", "final_trend", "rule");

    private WarmupCsv() {
    }

    static void write(Path file, List<WarmupOutcome> rows) throws IOException {
        CsvFiles.writeAll(file, HEADER, rows.stream().map(r -> Arrays.asList(r.scenario(), r.sequence(),
                String.valueOf(r.requests()), String.valueOf(r.rounds()), String.valueOf(r.roundRequests()),
                String.valueOf(r.capRequests()), r.steadyState() == null ? "" : String.valueOf(r.steadyState()),
                CsvFiles.fixed(r.finalCv(), 4), CsvFiles.fixed(r.finalTrend(), 4), r.rule())).toList());
    }

    static List<WarmupOutcome> read(Path file) throws IOException {
        List<WarmupOutcome> rows = new ArrayList<>();
        for (CsvRow c : CsvFiles.readRows(file, HEADER)) {
            String steady = c.text("steady_state").trim();
            rows.add(new WarmupOutcome(c.requireText("scenario"), c.requireText("sequence"),
                    c.requireInt("warmup_requests"), c.requireInt("warmup_rounds"), c.requireInt("round_requests"),
                    c.requireInt("cap_requests"), steady.isEmpty() ? null : c.requireBoolean("steady_state"),
                    c.optionalDouble("final_cv"), c.optionalDouble("final_trend"), c.requireText("rule")));
        }
        return rows;
    }
}
