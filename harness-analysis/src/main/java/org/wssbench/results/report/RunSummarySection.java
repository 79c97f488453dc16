package org.wssbench.results.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunHealth;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.gate.GateFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The report's opening, what a reader came for on one screen: per scenario its overhead against
 * plain in each sequence (summary.csv time_ratio_vs_plain) and where a request's time goes (the
 * client/server split), then the run's verdicts: its health, the gate's verdict where the gate
 * wrote gate.json into the run folder, and how many claims of the published studies the run
 * confirms or contradicts. The details follow further down the report.
 */
final class RunSummarySection {

    /** Contradicted claims named per study; the rest are counted, to keep the summary to one screen. */
    static final int NAMED_CONTRADICTIONS = 3;

    private final RunFolder run;
    private final List<ClaimCheck> claims;

    /**
     * @param claims the published studies' claims tested on this run (all studies), in report order
     */
    RunSummarySection(RunFolder run, List<ClaimCheck> claims) {
        this.run = run;
        this.claims = List.copyOf(claims);
    }

    String html() {
        StringBuilder out = new StringBuilder();
        out.append("<h2>At a glance: run ").append(Html.escape(run.runId())).append("</h2>\n");
        List<String> sequences = run.order().sequences().stream()
                .filter(seq -> run.summary().stream().anyMatch(r -> r.sequence().equals(seq))).toList();
        List<String> headers = new ArrayList<>(List.of("scenario"));
        sequences.forEach(seq -> headers.add("x plain, " + seq));
        sequences.forEach(seq -> headers.add("split, " + seq));
        List<List<String>> rows = new ArrayList<>();
        for (String scenario : scenarios()) {
            List<String> row = new ArrayList<>(List.of(scenario));
            for (String sequence : sequences) {
                row.add(Numbers.ratio(row(scenario, sequence).map(SummaryRow::timeRatioVsPlain).orElse(null)));
            }
            for (String sequence : sequences) {
                row.add(row(scenario, sequence).map(RunSummarySection::split).orElse(Numbers.NOT_AVAILABLE));
            }
            rows.add(row);
        }
        out.append(Html.paragraph("x plain: the scenario's best total over plain's, same sequence (summary.csv "
                + "time_ratio_vs_plain). split: shares of the mean request time, client-only (client time minus the "
                + "server's: client security, wire, parsing) / server security / server business / other server time, "
                + "as the server reports them (Server-Timing)."));
        out.append(Html.table(headers, rows));
        out.append("<ul>\n");
        out.append("<li>").append(Html.escape(health())).append("</li>\n");
        out.append("<li>").append(Html.escape(gate())).append("</li>\n");
        for (String line : claimLines()) {
            out.append("<li>").append(Html.escape(line)).append(" <a href=\"#published\">Details</a></li>\n");
        }
        out.append("</ul>\n");
        return out.toString();
    }

    /** "client 40 / security 35 / business 5 / other 20 %" of the mean request, or "-" without server data. */
    static String split(SummaryRow r) {
        if (r.clientOnlyMsMean() == null || r.serverTotalMsMean() == null) {
            return Numbers.NOT_AVAILABLE;
        }
        double security = orZero(r.serverSecurityMsMean());
        double business = orZero(r.serverAppMsMean());
        double other = Math.max(0, r.serverTotalMsMean() - security - business);
        double total = Math.max(0, r.clientOnlyMsMean()) + security + business + other;
        if (total <= 0) {
            return Numbers.NOT_AVAILABLE;
        }
        return String.format(Locale.ROOT, "client %.0f / security %.0f / business %.0f / other %.0f %%",
                100 * Math.max(0, r.clientOnlyMsMean()) / total, 100 * security / total, 100 * business / total,
                100 * other / total);
    }

    private String health() {
        List<String> problems = new ArrayList<>(RunHealth.problems(run));
        RunHealth.notQuiet(run).ifPresent(problems::add);
        return problems.isEmpty() ? "Run health: every cell complete, no failed requests."
                : "Run health: " + problems.size() + " problem" + (problems.size() == 1 ? "" : "s") + "; first: "
                + problems.get(0) + ".";
    }

    /** The gate's verdict and first line from gate.json in the run folder, or how to get one. */
    private String gate() {
        Path file = run.directory().resolve(GateFiles.JSON);
        if (!Files.isRegularFile(file)) {
            return "Gate: not judged for this run (no " + GateFiles.JSON + " in the run folder; the gate command writes it).";
        }
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": not readable as JSON: " + e.getMessage(), e);
        }
        JsonNode verdict = root == null ? null : root.get("verdict");
        if (verdict == null || !verdict.isTextual()) {
            throw new IllegalArgumentException(file + ": field \"verdict\" missing or not a string");
        }
        JsonNode firstLine = root.get("first_line");
        return "Gate: " + verdict.asText() + (firstLine != null && firstLine.isTextual() ? " (" + firstLine.asText() + ")" : "")
                + ", from " + GateFiles.JSON + ".";
    }

    /** Per study: how many of its claims the run confirms and contradicts, and which it contradicts. */
    private List<String> claimLines() {
        List<String> lines = new ArrayList<>();
        List<String> studies = claims.stream().map(ClaimCheck::study).distinct().toList();
        for (String study : studies) {
            List<ClaimCheck> mine = claims.stream().filter(c -> c.study().equals(study)).toList();
            long agree = mine.stream().filter(ClaimCheck::agrees).count();
            List<String> contradicted = mine.stream().filter(ClaimCheck::disagrees)
                    .map(c -> c.claim() + " (published " + c.published() + ", here " + c.thisRun() + ")").toList();
            long notMeasured = mine.size() - agree - contradicted.size();
            String named = contradicted.stream().limit(NAMED_CONTRADICTIONS).reduce((a, b) -> a + "; " + b).orElse("");
            String more = contradicted.size() > NAMED_CONTRADICTIONS
                    ? "; and " + (contradicted.size() - NAMED_CONTRADICTIONS) + " more" : "";
            lines.add(study + ": this run confirms " + agree + " and contradicts " + contradicted.size() + " of its "
                    + mine.size() + " claims" + (notMeasured > 0 ? " (" + notMeasured + " not measured by this run)" : "")
                    + (contradicted.isEmpty() ? "." : "; contradicted: " + named + more + "."));
        }
        return lines;
    }

    private List<String> scenarios() {
        return run.order().scenarios().stream()
                .filter(s -> run.summary().stream().anyMatch(r -> r.scenario().equals(s))).toList();
    }

    private Optional<SummaryRow> row(String scenario, String sequence) {
        return run.row(new ScenarioSequence(scenario, sequence));
    }

    private static double orZero(Double value) {
        return value == null ? 0 : value;
    }
}
