package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes requests.csv: one {@link RequestRecord} per request, appended while the run is in progress
 * ({@link #append}) and read back with bad rows rejected by a located message. Columns added later come at the
 * end; files written before them are still read (see {@link RequestRecord} for the values such rows get).
 */
final class RequestsCsv {

    static final List<String> HEADER = List.of(
            "run_id", "scenario", "sequence", "repetition", "index", "warmup", "thread", "start_epoch_ms",
            "client_ns", "server_total_ns", "server_security_in_ns", "server_app_ns", "server_security_out_ns",
            "request_bytes", "response_bytes", "matches", "status", "error",
            "phase", "round", "client_cpu_ns", "server_cpu_ns", "reconnects", "token_issued", "visit",
            "client_alloc_bytes", "server_alloc_bytes");

    /** Columns every requests.csv has had; the rest are optional on reading. */
    static final List<String> REQUIRED = HEADER.subList(0, HEADER.indexOf("error") + 1);

    private RequestsCsv() {
    }

    /** Opens the file for appending rows as they are measured (see {@link CsvAppender}). */
    static CsvAppender<RequestRecord> append(Path file) throws IOException {
        return CsvAppender.open(file, HEADER, RequestsCsv::toRow);
    }

    /** Writes a whole file of rows, replacing any earlier one. */
    static void write(Path file, List<RequestRecord> records) throws IOException {
        CsvFiles.writeAll(file, HEADER, records.stream().map(RequestsCsv::toRow).toList());
    }

    /**
     * @throws ResultFileException naming file, line and column of the first bad value
     */
    static List<RequestRecord> read(Path file) throws IOException {
        List<RequestRecord> records = new ArrayList<>();
        for (CsvRow row : CsvFiles.readRows(file, REQUIRED)) {
            records.add(fromRow(row));
        }
        return records;
    }

    /** The allocation columns: unknown is written empty, never as 0 or -1. */
    static List<Object> toRow(RequestRecord r) {
        return List.of(r.runId(), r.scenario(), r.sequence(), r.repetition(), r.index(), r.warmup(), r.thread(),
                r.startEpochMs(), r.clientNs(), r.serverTotalNs(), r.serverSecurityInNs(), r.serverAppNs(),
                r.serverSecurityOutNs(), r.requestBytes(), r.responseBytes(), r.matches(), r.status().csvName(),
                r.error(), r.phase().csvName(), r.round(), r.clientCpuNs(), r.serverCpuNs(), r.reconnects(), r.tokenIssued(),
                r.visit(), bytes(r.clientAllocBytes()), bytes(r.serverAllocBytes()));
    }

    static RequestRecord fromRow(CsvRow row) throws ResultFileException {
        String statusText = row.text("status").trim();
        RequestStatus status = RequestStatus.fromCsvName(statusText)
                .orElseThrow(() -> row.fail("status", "'" + statusText + "' is not ok, fault or error"));
        // Columns every version has, in column order, so the first bad value is the one reported.
        RequestRecord legacy = new RequestRecord(
                row.requireText("run_id"),
                row.requireText("scenario"),
                row.requireText("sequence"),
                row.requireInt("repetition"),
                row.requireInt("index"),
                row.requireBoolean("warmup"),
                row.requireInt("thread"),
                row.requireLong("start_epoch_ms"),
                nonNegative(row, "client_ns"),
                serverTime(row, "server_total_ns"),
                serverTime(row, "server_security_in_ns"),
                serverTime(row, "server_app_ns"),
                serverTime(row, "server_security_out_ns"),
                nonNegative(row, "request_bytes"),
                nonNegative(row, "response_bytes"),
                nonNegative(row, "matches"),
                status,
                row.text("error"));
        if (row.optionalText("phase").isEmpty()) {
            return legacy;
        }
        String phaseText = row.text("phase").trim();
        Phase phase = Phase.fromCsvName(phaseText)
                .orElseThrow(() -> row.fail("phase", "'" + phaseText + "' is not warmup, prime or measured"));
        if ((phase == Phase.MEASURED) == legacy.warmup()) {
            throw row.fail("phase", phaseText + " contradicts warmup=" + legacy.warmup());
        }
        RequestRecord r = legacy;
        return new RequestRecord(r.runId(), r.scenario(), r.sequence(), r.repetition(), r.index(), r.warmup(),
                r.thread(), r.startEpochMs(), r.clientNs(), r.serverTotalNs(), r.serverSecurityInNs(), r.serverAppNs(),
                r.serverSecurityOutNs(), r.requestBytes(), r.responseBytes(), r.matches(), r.status(), r.error(),
                phase, nonNegativeInt(row, "round"), serverTime(row, "client_cpu_ns"), serverTime(row, "server_cpu_ns"),
                (int) serverTime(row, "reconnects"), row.hasColumn("token_issued") && row.requireBoolean("token_issued"),
                row.hasColumn("visit") ? nonNegativeInt(row, "visit") : 0,
                bytes(row, "client_alloc_bytes"), bytes(row, "server_alloc_bytes"));
    }

    private static Object bytes(long value) {
        return value < 0 ? "" : value;
    }

    /** An allocation column: absent (older files) or empty is unknown; otherwise a non-negative whole number. */
    private static long bytes(CsvRow row, String column) throws ResultFileException {
        if (!row.hasColumn(column) || row.optionalText(column).isBlank()) {
            return RequestRecord.UNKNOWN;
        }
        return nonNegative(row, column);
    }

    private static int nonNegativeInt(CsvRow row, String column) throws ResultFileException {
        int value = row.requireInt(column);
        if (value < 0) {
            throw row.fail(column, value + " is negative");
        }
        return value;
    }

    private static long nonNegative(CsvRow row, String column) throws ResultFileException {
        long value = row.requireLong(column);
        if (value < 0) {
            throw row.fail(column, value + " is negative");
        }
        return value;
    }

    private static long serverTime(CsvRow row, String column) throws ResultFileException {
        long value = row.requireLong(column);
        if (value < RequestRecord.UNKNOWN) {
            throw row.fail(column, value + " is negative (use -1 for unknown)");
        }
        return value;
    }
}
