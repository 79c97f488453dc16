package org.wssbench.results.report;

import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.analysis.SeiMetrics;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The report's part for SEI's workloads (scenarios/workload-sei.properties): this run's versions
 * of SEI's figures and tables, computed with SEI's definitions ({@link SeiMetrics}), each table
 * and caption naming the SEI figure or table it reproduces. Present only when the run has echo
 * sequences (or, for the start-up columns, any requests).
 */
final class SeiSection {

    static final String STATIC = PublishedResults.SEI_STATIC;
    static final String DYNAMIC = PublishedResults.SEI_DYNAMIC;
    private static final int WINDOW = 100;
    /** Per-message mechanisms secure conversation's dearer start is weighed against (SEI Fig. 7). */
    private static final List<String> PER_MESSAGE = List.of("sign", "encr", "signencr", "encrsign");

    /** run.json design key: "cell" when the driver opened a fresh client for every cell. */
    static final String CLIENTS_DESIGN_KEY = "clients";

    private final RunFolder run;
    private final SeiMetrics metrics;
    private final boolean clientPerCell;

    SeiSection(RunFolder run) {
        this.run = run;
        this.metrics = new SeiMetrics(run.hasRequests() ? run.requests() : List.of());
        this.clientPerCell = run.manifest().map(m -> "cell".equals(m.design(CLIENTS_DESIGN_KEY, String.class))).orElse(false);
    }

    /**
     * Whether the cell's first call was a fresh client's first call (SEI's start-up): always when
     * the run opened a client per cell, else only for the first cell its scenario's shared client ran.
     */
    boolean freshClient(ScenarioSequence key) {
        return clientPerCell || metrics.earlierCallsOfClient(key).isEmpty();
    }

    /** "fresh", or what the shared client had sent before the cell, e.g. "used: 10001 calls of echo-dynamic". */
    String clientState(ScenarioSequence key) {
        if (freshClient(key)) {
            return "fresh";
        }
        List<String> parts = new ArrayList<>();
        metrics.earlierCallsOfClient(key).forEach((sequence, calls) -> parts.add(calls + " calls of " + sequence));
        return "used: " + String.join(", ", parts);
    }

    boolean hasEchoWorkload() {
        return run.summary().stream().anyMatch(r -> r.sequence().equals(STATIC) || r.sequence().equals(DYNAMIC));
    }

    /** Whether the run has any of SEI's sequences (Echo static or dynamic, Employee Details). */
    boolean hasSeiWorkload() {
        return hasEchoWorkload() || has(PublishedResults.SEI_EMPLOYEE);
    }

    /** This run's counterparts of SEI's figures, by SEI's definitions. */
    SeiRunFigures figures() {
        return new SeiRunFigures(run, metrics, clientPerCell, this::freshClient);
    }

    /**
     * Every SEI table beside this run's figures and, for a run of SEI's workload, where they agree;
     * a run without SEI's sequences shows SEI's figures with this run's columns empty.
     */
    String comparisonHtml() {
        SeiRunFigures figures = figures();
        String comparison = new SeiComparison(figures).html();
        if (!hasSeiWorkload()) {
            return comparison + Html.paragraph("This run has none of SEI's sequences: run scenarios/workload-sei.properties "
                    + "(README, \"SEI's experiment\") for this run's columns and the agree/disagree table.");
        }
        return comparison + new SeiAgreement(figures).html();
    }

    List<String> scenarios() {
        Set<String> names = new LinkedHashSet<>();
        run.summary().forEach(r -> names.add(r.scenario()));
        return List.copyOf(names);
    }

    private List<String> sequences() {
        Set<String> names = new LinkedHashSet<>();
        run.summary().forEach(r -> names.add(r.sequence()));
        return List.copyOf(names);
    }

    /**
     * Charts: SEI Fig. 2 (static echo over the cold run), Fig. 3 (dynamic echo vs payload),
     * Fig. 7 (cumulative cost), Fig. 10 (message size vs payload).
     */
    List<ChartImage> charts() throws IOException {
        List<ChartImage> charts = new ArrayList<>();
        if (!run.hasRequests() || !hasEchoWorkload()) {
            return charts;
        }
        if (has(STATIC)) {
            XYChart chart = xyChart("Static echo: median time per " + WINDOW + " calls over the cold run (" + run.runId() + ")",
                    "call number", "ms (log)", true);
            for (String scenario : scenarios()) {
                addSeries(chart, scenario, metrics.windowMediansMs(new ScenarioSequence(scenario, STATIC), WINDOW), 1.0);
            }
            charts.add(ReportCharts.encode(chart, "sei-fig2-static-echo", "SEI Fig. 2 counterpart: time per call over "
                    + "10,000 consecutive static \"Hello World\" echoes, median per " + WINDOW + " calls, no warm-up."));
            XYChart cumulative = xyChart("Cumulative client time, first 200 static echoes (" + run.runId() + ")",
                    "messages sent", "cumulative ms", false);
            boolean anyUsed = false;
            for (String scenario : scenarios()) {
                ScenarioSequence key = new ScenarioSequence(scenario, STATIC);
                var calls = metrics.calls(key);
                List<Double> x = new ArrayList<>();
                List<Double> y = new ArrayList<>();
                double sum = 0;
                for (int i = 0; i < Math.min(200, calls.size()); i++) {
                    sum += calls.get(i).clientNs() / 1e6;
                    x.add(i + 1.0);
                    y.add(sum);
                }
                if (!x.isEmpty()) {
                    boolean fresh = freshClient(key);
                    anyUsed |= !fresh;
                    chart(cumulative, fresh ? scenario : scenario + " (client used before)", x, y);
                }
            }
            charts.add(ReportCharts.encode(cumulative, "sei-fig6-7-cumulative", "SEI Fig. 7 counterpart: cumulative "
                    + "client time of the first 200 static echoes (start-up cost amortised over messages)."
                    + (anyUsed ? " A series marked \"client used before\" did not start on a fresh client: its scenario's "
                    + "client ran another sequence first (see \"client at first call\" below), so its start-up cost "
                    + "(e.g. secure conversation's token exchange) is not in it." : " Every series starts on a fresh client.")));
        }
        if (has(DYNAMIC)) {
            XYChart chart = xyChart("Dynamic echo: median time per " + WINDOW + " calls vs payload (" + run.runId() + ")",
                    "payload KB", "ms", false);
            for (String scenario : scenarios()) {
                addSeries(chart, scenario, metrics.windowMediansMs(new ScenarioSequence(scenario, DYNAMIC), WINDOW), -1);
            }
            charts.add(ReportCharts.encode(chart, "sei-fig3-dynamic-echo", "SEI Fig. 3 counterpart: time per call as the "
                    + "echoed text grows from 12 B to about 117 KB, median per " + WINDOW + " calls. A cold run: the first "
                    + "windows also carry the JVMs' warm-up."));
            XYChart sizes = xyChart("Dynamic echo: request size on the wire vs payload (" + run.runId() + ")",
                    "payload KB", "request KB", false);
            for (String scenario : scenarios()) {
                var calls = metrics.calls(new ScenarioSequence(scenario, DYNAMIC));
                List<Double> x = new ArrayList<>();
                List<Double> y = new ArrayList<>();
                for (int i = 0; i < calls.size(); i += WINDOW) {
                    x.add(SeiMetrics.echoPayloadBytes(calls.get(i).index()) / 1024.0);
                    y.add(calls.get(i).requestBytes() / 1024.0);
                }
                if (!x.isEmpty()) {
                    chart(sizes, scenario, x, y);
                }
            }
            charts.add(ReportCharts.encode(sizes, "sei-fig10-message-size", "SEI Fig. 10 counterpart: message size on "
                    + "the wire as the payload grows (security adds a fixed part; encryption adds base64 growth)."));
        }
        return charts;
    }

    /** HTML: SEI-definition columns, the per-payload-size table (SEI Table 3 counterpart), crossovers. */
    String html() {
        StringBuilder out = new StringBuilder();
        out.append("<h2>SEI's definitions (CMU/SEI-2010-TR-023) on this run</h2>\n<p class=\"note\">Computed from "
                + "requests.csv with SEI's definitions, beside summary.csv's own: <b>first call</b> = client time of "
                + "the cell's first call, SEI's start-up only where <b>client at first call</b> is \"fresh\" (the run's "
                + "first scenario also pays the client JVM's one-time Axis2 class loading; a \"used\" client had run "
                + "another of its scenario's sequences before, in this run's shuffled order); <b>cold mean</b> and "
                + "<b>SEI convergence</b> = mean over the whole cold run, warm-up "
                + "included, and the 0-based position of the first call at or below it (summary.csv's "
                + "convergence_index uses the measured calls' mean). SEI's Tables 4 and 5 report convergence this "
                + "way; they are shown beside this run's under \"Published results for context\".</p>\n");
        List<String> headers = List.of("scenario", "sequence", "calls", "first call ms", "client at first call", "cold mean ms",
                "SEI convergence (index)", "summary.csv convergence_index", "median ms (measured)");
        List<List<String>> rows = new ArrayList<>();
        StringBuilder csv = new StringBuilder("scenario,sequence,calls,first_call_ms,fresh_client,earlier_calls_of_client,"
                + "cold_mean_ms,sei_convergence_index\n");
        for (String sequence : sequences()) {
            for (String scenario : scenarios()) {
                ScenarioSequence key = new ScenarioSequence(scenario, sequence);
                Optional<SummaryRow> row = run.row(key);
                if (row.isEmpty()) {
                    continue;
                }
                int calls = metrics.calls(key).size();
                String first = Numbers.fixed(metrics.firstCallMs(key).orElse(null), 2);
                String mean = Numbers.fixed(metrics.coldMeanMs(key).orElse(null), 3);
                String convergence = Numbers.of(metrics.convergenceIndex(key).orElse(null));
                int earlier = metrics.earlierCallsOfClient(key).values().stream().mapToInt(Integer::intValue).sum();
                rows.add(List.of(scenario, sequence, String.valueOf(calls), first, clientState(key), mean, convergence,
                        Numbers.of(row.get().convergenceIndex()), Numbers.fixed(row.get().medianMs(), 3)));
                csv.append(String.join(",", scenario, sequence, String.valueOf(calls), blank(first),
                        String.valueOf(freshClient(key)), String.valueOf(clientPerCell ? 0 : earlier), blank(mean),
                        blank(convergence))).append('\n');
            }
        }
        out.append(Html.table(headers, rows));
        seiCsv = csv.toString();

        if (has(STATIC)) {
            out.append("<h3>Cumulative-cost crossovers, static echo (SEI Fig. 7)</h3>\n<p class=\"note\">The "
                    + "message number from which secure conversation (a dear first call: the token exchange) has cost "
                    + "less in total than a per-message mechanism, for the rest of the run. Computed only where both "
                    + "static echoes started on a fresh client: otherwise the dear start is not in the calls compared. "
                    + "SEI 2010 reports about the 12th message against Sign->Encrypt and Encrypt->Sign (Fig. 7, a reading; "
                    + "different hardware / software); its Fig. 6 (Sign Only against Encrypt Only on Employee Details, "
                    + "about 46 messages) is under \"Published results for context\".</p>\n");
            List<List<String>> crossings = new ArrayList<>();
            for (String conversation : List.of("secureconversation", "secureconversation-encr")) {
                for (String other : PER_MESSAGE) {
                    ScenarioSequence a = new ScenarioSequence(conversation, STATIC);
                    ScenarioSequence b = new ScenarioSequence(other, STATIC);
                    if (metrics.calls(a).isEmpty() || metrics.calls(b).isEmpty()) {
                        continue;
                    }
                    List<String> used = new ArrayList<>();
                    for (ScenarioSequence key : List.of(a, b)) {
                        if (!freshClient(key)) {
                            used.add(key.scenario() + " (" + clientState(key) + ")");
                        }
                    }
                    crossings.add(List.of(conversation, other, !used.isEmpty()
                            ? "not computed: client not fresh at its first static echo: " + String.join("; ", used)
                            : metrics.cumulativeCrossover(a, b).map(n -> "from message " + n)
                                    .orElse("never within " + metrics.calls(a).size() + " calls")));
                }
            }
            out.append(Html.table(List.of("dear start", "per-message mechanism", "cheaper in total"), crossings));
        }
        if (has(DYNAMIC)) {
            out.append("<h3>Time per payload size, dynamic echo (SEI Table 3 counterpart)</h3>\n<p class=\"note\">Median "
                    + "client ms of the calls whose echoed text falls in each payload bin (the text grows by 12 bytes "
                    + "per call). The run is cold (no warm-up, as SEI's), so payload and warm-up grow together: the "
                    + "first bins also carry the JVMs' warm-up and, on a fresh client, its start-up. SEI's Table 3 "
                    + "(minimum, mean of the last 10 calls, increase) is beside this run's under \"Published results "
                    + "for context\".</p>\n");
            List<String> binHeaders = new ArrayList<>(List.of("scenario"));
            List<Integer> bounds = SeiMetrics.PAYLOAD_BIN_BOUNDS;
            int lower = 0;
            for (int bound : bounds) {
                binHeaders.add(binLabel(lower, bound));
                lower = bound;
            }
            List<List<String>> binRows = new ArrayList<>();
            for (String scenario : scenarios()) {
                Map<Integer, Double> medians = metrics.medianMsByPayloadBin(new ScenarioSequence(scenario, DYNAMIC));
                if (medians.isEmpty()) {
                    continue;
                }
                List<String> row = new ArrayList<>(List.of(scenario));
                bounds.forEach(b -> row.add(Numbers.fixed(medians.get(b), 2)));
                binRows.add(row);
            }
            out.append(Html.table(binHeaders, binRows));
            ScenarioSequence sign = new ScenarioSequence("sign", DYNAMIC);
            ScenarioSequence encr = new ScenarioSequence("encr", DYNAMIC);
            if (!metrics.calls(sign).isEmpty() && !metrics.calls(encr).isEmpty()) {
                out.append(Html.paragraph("Sign/encrypt crossover: " + metrics.payloadCrossover(sign, encr, WINDOW)
                        .map(bytes -> "from a payload of about " + String.format(Locale.ROOT, "%.1f", bytes / 1024.0)
                                + " KB (" + bytes + " B) sign and encr swap order for the rest of the run")
                        .orElse("sign and encr keep their order over the whole dynamic echo")
                        + " (median of " + WINDOW + "-call windows). SEI 2010: about 7 KB (reading; different hardware / workload)."));
            }
        }
        return out.toString();
    }

    private String seiCsv = "";

    /** sei.csv: the SEI-definition columns (written with the report). */
    void writeCsv(java.nio.file.Path folder) throws IOException {
        if (!seiCsv.isEmpty()) {
            Files.writeString(RunFiles.in(folder).seiCsv(), seiCsv, StandardCharsets.UTF_8);
        }
    }

    private boolean has(String sequence) {
        return run.summary().stream().anyMatch(r -> r.sequence().equals(sequence));
    }

    /** Header of the payload bin [lower, bound): "4-6 KB", the last one "96 KB and up". */
    static String binLabel(int lower, int bound) {
        return bound == Integer.MAX_VALUE ? kb(lower) + " KB and up" : kb(lower) + "-" + kb(bound) + " KB";
    }

    private static String kb(int bytes) {
        return bytes % 1024 == 0 ? String.valueOf(bytes / 1024) : String.format(Locale.ROOT, "%.1f", bytes / 1024.0);
    }

    private static String blank(String value) {
        return Numbers.NOT_AVAILABLE.equals(value) ? "" : value;
    }

    private static XYChart xyChart(String title, String x, String y, boolean logY) {
        XYChart chart = new XYChartBuilder().width(900).height(480).title(title).xAxisTitle(x).yAxisTitle(y).build();
        ReportCharts.style(chart.getStyler());
        chart.getStyler().setYAxisLogarithmic(logY);
        return chart;
    }

    /** x: call number (scale > 0) or payload KB of the window's first call (scale < 0). */
    private static void addSeries(XYChart chart, String name, Map<Integer, Double> windows, double scale) {
        if (windows.isEmpty()) {
            return;
        }
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        windows.forEach((start, median) -> {
            x.add(scale > 0 ? start + 1.0 : SeiMetrics.echoPayloadBytes(start) / 1024.0);
            y.add(median);
        });
        chart(chart, name, x, y);
    }

    private static void chart(XYChart chart, String name, List<Double> x, List<Double> y) {
        chart.addSeries(name, x, y).setMarker(SeriesMarkers.NONE);
    }
}
