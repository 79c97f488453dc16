package org.wssbench.client.stack;

import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.client.scenario.Stack;

import java.util.ArrayList;
import java.util.Collection;
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
 * A markdown table.
 */
public final class StackTable {

    private static final String STACK_MARK = "_stack-";

    private StackTable() {
    }

    /** The table of the measured, answered requests; empty when the run has no scenario on another stack. */
    public static String markdown(Collection<RequestRecord> requests) {
        Map<String, List<RequestRecord>> cells = requests.stream()
                .filter(r -> r.phase() == Phase.MEASURED && r.status() == RequestStatus.OK)
                .collect(Collectors.groupingBy(r -> r.scenario() + "|" + r.sequence(), LinkedHashMap::new, Collectors.toList()));
        if (cells.keySet().stream().noneMatch(k -> k.contains(STACK_MARK))) {
            return "";
        }
        StringBuilder table = new StringBuilder("| scenario | sequence | stack | client ms (median) | x own plain"
                + " | axis2 / this | request B | response B | server total ms | sec-in ms | app ms | sec-out ms"
                + " | server cpu ms | server alloc KiB | client alloc KiB |\n"
                + "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        List<String> rows = new ArrayList<>();
        for (Map.Entry<String, List<RequestRecord>> cell : cells.entrySet()) {
            String[] key = cell.getKey().split("\\|");
            String scenario = key[0];
            String sequence = key[1];
            int mark = scenario.indexOf(STACK_MARK);
            String base = mark < 0 ? scenario : scenario.substring(0, mark);
            String stack = mark < 0 ? Stack.AXIS2.key() : scenario.substring(mark + STACK_MARK.length());
            String suffix = mark < 0 ? "" : STACK_MARK + stack;
            double client = median(cell.getValue(), RequestRecord::clientNs);
            List<RequestRecord> plain = cells.get("plain" + suffix + "|" + sequence);
            List<RequestRecord> axis2 = cells.get(base + "|" + sequence);
            rows.add(String.join(" | ", "| " + base, sequence, stack, ms(client),
                    plain == null ? "" : ratio(client / median(plain, RequestRecord::clientNs)),
                    axis2 == null ? "" : ratio(median(axis2, RequestRecord::clientNs) / client),
                    whole(median(cell.getValue(), RequestRecord::requestBytes)),
                    whole(median(cell.getValue(), RequestRecord::responseBytes)),
                    ms(median(cell.getValue(), RequestRecord::serverTotalNs)),
                    ms(median(cell.getValue(), RequestRecord::serverSecurityInNs)),
                    ms(median(cell.getValue(), RequestRecord::serverAppNs)),
                    ms(median(cell.getValue(), RequestRecord::serverSecurityOutNs)),
                    ms(median(cell.getValue(), RequestRecord::serverCpuNs)),
                    kib(median(cell.getValue(), RequestRecord::serverAllocBytes)),
                    kib(median(cell.getValue(), RequestRecord::clientAllocBytes))) + " |");
        }
        rows.stream().sorted().forEach(row -> table.append(row).append('\n'));
        return table.toString();
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
