package org.wssbench.results;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads and writes summary.csv ({@link RunFiles#SUMMARY}). Columns are matched by header name, so extra columns are
 * tolerated.
 */
public final class SummaryCsv {

    static final List<String> HEADER = List.of(
            "run_id", "scenario", "sequence", "complete", "requests", "errors", "repetitions", "best_repetition",
            "best_total_ms", "mean_ms", "median_ms", "stddev_ms", "min_ms", "p90_ms", "p99_ms", "max_ms",
            "first_request_ms", "convergence_index", "throughput_rps", "request_bytes_mean", "response_bytes_mean",
            "time_ratio_vs_plain", "request_size_ratio_vs_plain", "response_size_ratio_vs_plain",
            "server_total_ms_mean", "server_security_ms_mean", "server_app_ms_mean", "client_only_ms_mean",
            "matches_total",
            "client_heap_after_gc_mb", "client_gc_count", "client_gc_time_ms", "client_cpu_time_ms",
            "server_heap_after_gc_mb", "server_gc_count", "server_gc_time_ms", "server_cpu_time_ms",
            "warmup_requests", "warmup_rounds", "steady_state", "rounds", "reconnects", "client_cpu_ms_mean",
            "server_cpu_ms_mean",
            "crypto_floor_ms", "xml_floor_ms", "overhead_beyond_floor_ms",
            "round_ratio_median_vs_plain", "cpu_ratio_vs_plain", "round_ratio_cv_pct", "round_overhead_ms_median",
            "block_ratio_vs_plain", "block_low_ratio_vs_plain", "block_mean_ratio_vs_plain",
            "round_low_ratio_vs_plain", "round_mean_ratio_vs_plain", "measured_drift_pct",
            "client_alloc_bytes_median", "server_alloc_bytes_median");

    /** Columns a summary must have to be usable; the rest may be absent in hand-made files. */
    private static final List<String> REQUIRED = List.of(
            "run_id", "scenario", "sequence", "complete", "requests", "errors", "repetitions", "best_total_ms");

    private SummaryCsv() {
    }

    static void write(Path file, List<SummaryRow> rows) throws IOException {
        CsvFiles.writeAll(file, HEADER, rows.stream().map(SummaryCsv::toCells).toList());
    }

    static List<SummaryRow> read(Path file) throws IOException {
        List<SummaryRow> rows = new ArrayList<>();
        for (CsvRow row : CsvFiles.readRows(file, REQUIRED)) {
            rows.add(fromCells(row));
        }
        return rows;
    }

    private static List<String> toCells(SummaryRow r) {
        return Arrays.asList(
                r.runId(), r.scenario(), r.sequence(), String.valueOf(r.complete()), String.valueOf(r.requests()),
                String.valueOf(r.errors()), String.valueOf(r.repetitions()), cell(r.bestRepetition()),
                cell(r.bestTotalMs()), cell(r.meanMs()), cell(r.medianMs()), cell(r.stddevMs()), cell(r.minMs()),
                cell(r.p90Ms()), cell(r.p99Ms()), cell(r.maxMs()), cell(r.firstRequestMs()),
                cell(r.convergenceIndex()), cell(r.throughputRps()), cell(r.requestBytesMean()),
                cell(r.responseBytesMean()), cell(r.timeRatioVsPlain()), cell(r.requestSizeRatioVsPlain()),
                cell(r.responseSizeRatioVsPlain()), cell(r.serverTotalMsMean()), cell(r.serverSecurityMsMean()),
                cell(r.serverAppMsMean()), cell(r.clientOnlyMsMean()), cell(r.matchesTotal()),
                cell(r.client().heapAfterGcMb()), cell(r.client().gcCount()), cell(r.client().gcTimeMs()),
                cell(r.client().cpuTimeMs()),
                cell(r.server().heapAfterGcMb()), cell(r.server().gcCount()), cell(r.server().gcTimeMs()),
                cell(r.server().cpuTimeMs()),
                cell(r.design().warmupRequests()), cell(r.design().warmupRounds()),
                r.design().steadyState() == null ? "" : String.valueOf(r.design().steadyState()),
                cell(r.design().rounds()), cell(r.design().reconnects()), cell(r.design().clientCpuMsMean()),
                cell(r.design().serverCpuMsMean()),
                cell(r.floor().cryptoFloorMs()), cell(r.floor().xmlFloorMs()), cell(r.floor().overheadBeyondFloorMs()),
                cell(r.roundRatios().roundRatioMedian()), cell(r.roundRatios().cpuRatio()),
                cell(r.roundRatios().roundRatioCvPct()), cell(r.roundRatios().overheadMsMedian()),
                cell(r.roundRatios().blockRatio()), cell(r.roundRatios().blockLowRatio()),
                cell(r.roundRatios().blockMeanRatio()), cell(r.roundRatios().roundLowRatio()),
                cell(r.roundRatios().roundMeanRatio()), cell(r.roundRatios().measuredDriftPct()),
                cell(r.design().clientAllocBytesMedian()), cell(r.design().serverAllocBytesMedian()));
    }

    private static SummaryRow fromCells(CsvRow c) throws ResultFileException {
        return new SummaryRow(
                c.requireText("run_id"), c.requireText("scenario"), c.requireText("sequence"),
                c.requireBoolean("complete"), c.requireLong("requests"), c.requireLong("errors"),
                c.requireInt("repetitions"), c.optionalInt("best_repetition"),
                c.optionalDouble("best_total_ms"), c.optionalDouble("mean_ms"), c.optionalDouble("median_ms"),
                c.optionalDouble("stddev_ms"), c.optionalDouble("min_ms"), c.optionalDouble("p90_ms"),
                c.optionalDouble("p99_ms"), c.optionalDouble("max_ms"), c.optionalDouble("first_request_ms"),
                c.optionalInt("convergence_index"), c.optionalDouble("throughput_rps"),
                c.optionalDouble("request_bytes_mean"), c.optionalDouble("response_bytes_mean"),
                c.optionalDouble("time_ratio_vs_plain"), c.optionalDouble("request_size_ratio_vs_plain"),
                c.optionalDouble("response_size_ratio_vs_plain"), c.optionalDouble("server_total_ms_mean"),
                c.optionalDouble("server_security_ms_mean"), c.optionalDouble("server_app_ms_mean"),
                c.optionalDouble("client_only_ms_mean"), c.optionalLong("matches_total"),
                resourceUsage(c, "client_"), resourceUsage(c, "server_"), design(c),
                new FloorColumns(c.optionalDouble("crypto_floor_ms"), c.optionalDouble("xml_floor_ms"),
                        c.optionalDouble("overhead_beyond_floor_ms")),
                new RoundRatios(c.optionalDouble("round_ratio_median_vs_plain"), c.optionalDouble("cpu_ratio_vs_plain"),
                        c.optionalDouble("round_ratio_cv_pct"), c.optionalDouble("round_overhead_ms_median"),
                        c.optionalDouble("block_ratio_vs_plain"), c.optionalDouble("block_low_ratio_vs_plain"),
                        c.optionalDouble("block_mean_ratio_vs_plain"), c.optionalDouble("round_low_ratio_vs_plain"),
                        c.optionalDouble("round_mean_ratio_vs_plain"), c.optionalDouble("measured_drift_pct")));
    }

    private static CellDesign design(CsvRow c) throws ResultFileException {
        String steady = c.optionalText("steady_state").trim();
        return new CellDesign(c.optionalInt("warmup_requests"), c.optionalInt("warmup_rounds"),
                steady.isEmpty() ? null : c.requireBoolean("steady_state"), c.optionalInt("rounds"),
                c.optionalLong("reconnects"), c.optionalDouble("client_cpu_ms_mean"),
                c.optionalDouble("server_cpu_ms_mean"), c.optionalDouble("client_alloc_bytes_median"),
                c.optionalDouble("server_alloc_bytes_median"));
    }

    private static ResourceUsage resourceUsage(CsvRow c, String side) throws ResultFileException {
        return new ResourceUsage(c.optionalDouble(side + "heap_after_gc_mb"), c.optionalLong(side + "gc_count"),
                c.optionalLong(side + "gc_time_ms"), c.optionalLong(side + "cpu_time_ms"));
    }

    private static String cell(Number value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double d) {
            if (d.isNaN() || d.isInfinite()) {
                return "";
            }
            // Plain decimal notation, no exponent; 6 decimals of a millisecond is one nanosecond.
            return new BigDecimal(d).setScale(6, java.math.RoundingMode.HALF_UP).stripTrailingZeros()
                    .toPlainString();
        }
        return value.toString();
    }
}
