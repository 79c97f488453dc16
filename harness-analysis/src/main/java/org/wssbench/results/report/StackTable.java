package org.wssbench.results.report;

import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/**
 * The stacks side by side, from one run's measured requests: per base scenario and sequence, each stack's
 * median client time, its ratio to the same stack's plain (each stack's own baseline), the Axis2 stack's
 * time over this one's (the cross-stack figure, both measured in the same run), the median message sizes,
 * the service's Server-Timing split and the median heap bytes allocated per request by the server's
 * request thread and by the client's calling thread (streaming and DOM processing differ most there).
 * The {@code stacks} command prints it as markdown; report.html shows it when a run has stack cells.
 */
public final class StackTable {

    /** Scenario names on another stack end with this and the stack's key (scenarios.properties, stacks.*). */
    private static final String STACK_MARK = "_stack-";
    /** A scenario name without the mark runs on the default stack. */
    private static final String DEFAULT_STACK = "axis2";

    static final List<String> HEADERS = List.of("scenario", "sequence", "stack", "client ms (median)", "x own plain",
            "axis2 / this", "request B", "response B", "server total ms", "sec-in ms", "app ms", "sec-out ms",
            "server cpu ms", "server alloc KiB", "client alloc KiB");

    private StackTable() {
    }

    /** The markdown table of the measured, answered requests; empty when the run has no scenario on another stack. */
    public static String markdown(Collection<RequestRecord> requests) {
        List<List<String>> rows = rows(requests);
        if (rows.isEmpty()) {
            return "";
        }
        StringBuilder table = new StringBuilder("| ").append(String.join(" | ", HEADERS)).append(" |\n|---|---|---|");
        table.append("---:|".repeat(HEADERS.size() - 3)).append('\n');
        rows.forEach(row -> table.append("| ").append(String.join(" | ", row)).append(" |\n"));
        return table.toString();
    }

    /** report.html's section for one run: a heading, what the columns mean, the table; empty without stack cells. */
    static String htmlSection(String runId, Collection<RequestRecord> requests) {
        List<List<String>> rows = rows(requests);
        if (rows.isEmpty()) {
            return "";
        }
        return "<h2>The SOAP stacks side by side (run " + Html.escape(runId) + ")</h2>\n"
                + Html.paragraph("Medians of the measured, answered requests. \"x own plain\": the cell over the same"
                + " stack's plain (each stack's own baseline). \"axis2 / this\": Axis2's time for the same scenario over"
                + " this stack's, both measured in this run. The server columns are the service's Server-Timing split;"
                + " alloc: heap bytes allocated per request by the server's request thread and the client's calling"
                + " thread.")
                + Html.table(HEADERS, rows);
    }

    /**
     * One row per cell (scenario and sequence) of the measured, answered requests, sorted by base scenario,
     * sequence and stack; empty when the run has no scenario on another stack.
     */
    static List<List<String>> rows(Collection<RequestRecord> requests) {
        Map<String, List<RequestRecord>> cells = requests.stream()
                .filter(r -> r.phase() == Phase.MEASURED && r.status() == RequestStatus.OK)
                .collect(Collectors.groupingBy(r -> r.scenario() + "|" + r.sequence(), LinkedHashMap::new, Collectors.toList()));
        if (cells.keySet().stream().noneMatch(k -> k.contains(STACK_MARK))) {
            return List.of();
        }
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, List<RequestRecord>> cell : cells.entrySet()) {
            String[] key = cell.getKey().split("\\|");
            String scenario = key[0];
            String sequence = key[1];
            int mark = scenario.indexOf(STACK_MARK);
            String base = mark < 0 ? scenario : scenario.substring(0, mark);
            String stack = mark < 0 ? DEFAULT_STACK : scenario.substring(mark + STACK_MARK.length());
            String suffix = mark < 0 ? "" : STACK_MARK + stack;
            List<RequestRecord> measured = cell.getValue();
            double client = median(measured, RequestRecord::clientNs);
            List<RequestRecord> plain = cells.get("plain" + suffix + "|" + sequence);
            List<RequestRecord> axis2 = cells.get(base + "|" + sequence);
            rows.add(List.of(base, sequence, stack, ms(client),
                    plain == null ? "" : ratio(client / median(plain, RequestRecord::clientNs)),
                    axis2 == null ? "" : ratio(median(axis2, RequestRecord::clientNs) / client),
                    whole(median(measured, RequestRecord::requestBytes)),
                    whole(median(measured, RequestRecord::responseBytes)),
                    ms(median(measured, RequestRecord::serverTotalNs)),
                    ms(median(measured, RequestRecord::serverSecurityInNs)),
                    ms(median(measured, RequestRecord::serverAppNs)),
                    ms(median(measured, RequestRecord::serverSecurityOutNs)),
                    ms(median(measured, RequestRecord::serverCpuNs)),
                    kib(median(measured, RequestRecord::serverAllocBytes)),
                    kib(median(measured, RequestRecord::clientAllocBytes))));
        }
        rows.sort(Comparator.comparing((List<String> row) -> row.get(0)).thenComparing(row -> row.get(1))
                .thenComparing(row -> row.get(2)));
        return rows;
    }

    /** Median of the known (non-negative) values; NaN when none is known. */
    private static double median(List<RequestRecord> requests, ToLongFunction<RequestRecord> value) {
        double[] known = requests.stream().mapToLong(value).filter(v -> v >= 0).asDoubleStream().toArray();
        return known.length == 0 ? Double.NaN : new Median().evaluate(known);
    }

    private static String ms(double nanos) {
        return Double.isNaN(nanos) ? "" : String.format(Locale.ROOT, "%.3f", nanos / 1e6);
    }

    private static String kib(double bytes) {
        return Double.isNaN(bytes) ? "" : String.format(Locale.ROOT, "%.1f", bytes / 1024);
    }

    private static String ratio(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.2f", value);
    }

    private static String whole(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.0f", value);
    }
}
