package org.wssbench.results;

import org.wssbench.results.stats.SummaryCalculator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvFormatsTest {

    @TempDir
    Path dir;

    @Test
    void requestsRoundTripIncludingQuotedErrorText() throws Exception {
        RequestRecord tricky = new RequestRecord("run-1", "sign", "small", 1, 2, false, 3, 1234, 5678, -1, -1, -1,
                -1, 10, 20, 0, RequestStatus.ERROR, "Fault: \"bad\", line 1\nsecond line");
        List<RequestRecord> rows = List.of(Fixtures.request("plain", "small", 0, 0, true, 1, 1.5), tricky);
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            writer.appendAll(rows);
        }
        assertEquals(String.join(",", RequestsCsv.HEADER), Files.readAllLines(file).get(0));
        assertEquals(rows, RequestsCsv.read(file));
    }

    @Test
    void roundColumnsRoundTripAndOldFilesReadAsOneRoundPerRepetition() throws Exception {
        RequestRecord measured = new RequestRecord("run-1", "sign", "small", 1, 7, false, 0, 1234, 5678, 900, 1, 2, 3,
                10, 20, 4, RequestStatus.OK, "", Phase.MEASURED, 12, 4_000, 3_000, 1);
        RequestRecord prime = new RequestRecord("run-1", "sign", "small", 0, 0, true, 0, 1233, 5000, -1, -1, -1, -1,
                10, 20, 4, RequestStatus.OK, "", Phase.PRIME, 12, -1, -1, 0);
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            writer.appendAll(List.of(prime, measured));
        }
        assertEquals(List.of(prime, measured), RequestsCsv.read(file));

        Path old = dir.resolve("old.csv");
        Files.writeString(old, String.join(",", RequestsCsv.REQUIRED) + "\n"
                + "run-0,plain,small,0,5,true,0,1000,12,-1,-1,-1,-1,10,20,1,ok,\n"
                + "run-0,plain,small,2,5,false,0,1001,12,-1,-1,-1,-1,10,20,1,ok,\n");
        List<RequestRecord> rows = RequestsCsv.read(old);
        assertEquals(Phase.WARMUP, rows.get(0).phase());
        assertEquals(0, rows.get(0).round());
        assertEquals(Phase.MEASURED, rows.get(1).phase());
        assertEquals(3, rows.get(1).round(), "old runs had one round per repetition");
        assertEquals(-1, rows.get(1).clientCpuNs());
        assertEquals(-1, rows.get(1).reconnects());
    }

    @Test
    void tokenIssuedRoundTripsAndFilesWithoutItReadAsNoTokenObtained() throws Exception {
        RequestRecord renewal = new RequestRecord("run-1", "secureconversation", "small", 1, 7, false, 0, 1234, 5678, 900, 1, 2,
                3, 10, 20, 4, RequestStatus.OK, "", Phase.MEASURED, 2, 4_000, 3_000, 0, true);
        RequestRecord next = renewal.withClientNs(1000);
        RequestRecord usual = new RequestRecord("run-1", "secureconversation", "small", 1, 8, false, 0, 1235, 5678, 900, 1, 2,
                3, 10, 20, 4, RequestStatus.OK, "", Phase.MEASURED, 2, 4_000, 3_000, 0);
        assertTrue(next.tokenIssued(), "copies keep the mark");
        assertFalse(usual.tokenIssued());
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            writer.appendAll(List.of(renewal, usual));
        }
        assertTrue(Files.readAllLines(file).get(0).contains(",reconnects,token_issued,visit,"), "added after reconnects");
        assertEquals(List.of(renewal, usual), RequestsCsv.read(file));

        List<String> before = RequestsCsv.HEADER.subList(0, RequestsCsv.HEADER.indexOf("token_issued"));
        Path old = dir.resolve("old.csv");
        Files.writeString(old, String.join(",", before) + "\n"
                + "run-0,secureconversation,small,0,5,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,,measured,1,-1,-1,0\n");
        assertFalse(RequestsCsv.read(old).get(0).tokenIssued(), "a file from before the column");

        Files.writeString(file, String.join(",", RequestsCsv.HEADER) + "\n"
                + "run-0,secureconversation,small,0,5,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,,measured,1,-1,-1,0,yes,0\n");
        String message = assertThrows(ResultFileException.class, () -> RequestsCsv.read(file)).getMessage();
        assertTrue(message.contains("column 24 (token_issued): 'yes' is not true or false"), message);
    }

    @Test
    void visitRoundTripsAndFilesWithoutItReadAsTheFirstVisit() throws Exception {
        RequestRecord third = new RequestRecord("run-1", "plain", "small", 0, 7, false, 0, 1234, 5678, 900, 1, 2,
                3, 10, 20, 4, RequestStatus.OK, "", Phase.MEASURED, 2, 4_000, 3_000, 0, false, 2);
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            writer.appendAll(List.of(third));
        }
        assertEquals(List.of(third), RequestsCsv.read(file));
        assertEquals(2, third.withClientNs(1).visit(), "copies keep the visit");

        List<String> before = RequestsCsv.HEADER.subList(0, RequestsCsv.HEADER.indexOf("visit"));
        Path old = dir.resolve("old.csv");
        Files.writeString(old, String.join(",", before) + "\n"
                + "run-0,plain,small,0,5,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,,measured,1,-1,-1,0,false\n");
        assertEquals(0, RequestsCsv.read(old).get(0).visit(), "a file from before the column");

        Files.writeString(file, String.join(",", RequestsCsv.HEADER) + "\n"
                + "run-0,plain,small,0,5,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,,measured,1,-1,-1,0,false,-1\n");
        String message = assertThrows(ResultFileException.class, () -> RequestsCsv.read(file)).getMessage();
        assertTrue(message.contains("column 25 (visit): -1 is negative"), message);
    }

    @Test
    void allocationsRoundTripUnknownIsEmptyAndFilesWithoutThemReadAsUnknown() throws Exception {
        RequestRecord known = new RequestRecord("run-1", "sign", "small", 0, 7, false, 0, 1234, 5678, 900, 1, 2,
                3, 10, 20, 4, RequestStatus.OK, "", Phase.MEASURED, 2, 4_000, 3_000, 0, false, 0, 48_000, 0);
        RequestRecord unknown = new RequestRecord("run-1", "sign", "small", 0, 8, false, 0, 1235, 5678, -1, -1, -1,
                -1, 10, 20, 4, RequestStatus.ERROR, "refused", Phase.MEASURED, 2, 4_000, -1, 0, false, 0, -1, -1);
        assertEquals(48_000, known.withClientNs(1).clientAllocBytes(), "copies keep the allocation");
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            writer.appendAll(List.of(known, unknown));
        }
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.get(0).endsWith(",visit,client_alloc_bytes,server_alloc_bytes"), "added at the end");
        assertTrue(lines.get(1).endsWith(",0,48000,0"), "a measured zero stays 0: " + lines.get(1));
        assertTrue(lines.get(2).endsWith(",0,,"), "unknown is empty, never 0 or -1: " + lines.get(2));
        assertEquals(List.of(known, unknown), RequestsCsv.read(file));
        assertFalse(RequestsCsv.read(file).get(1).hasServerAlloc());

        List<String> before = RequestsCsv.HEADER.subList(0, RequestsCsv.HEADER.indexOf("client_alloc_bytes"));
        Path old = dir.resolve("old.csv");
        Files.writeString(old, String.join(",", before) + "\n"
                + "run-0,plain,small,0,5,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,,measured,1,-1,-1,0,false,0\n");
        RequestRecord fromOld = RequestsCsv.read(old).get(0);
        assertEquals(List.of(-1L, -1L), List.of(fromOld.clientAllocBytes(), fromOld.serverAllocBytes()),
                "a file from before the columns");

        Files.writeString(file, String.join(",", RequestsCsv.HEADER) + "\n"
                + "run-0,plain,small,0,5,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,,measured,1,-1,-1,0,false,0,-1,\n");
        String message = assertThrows(ResultFileException.class, () -> RequestsCsv.read(file)).getMessage();
        assertTrue(message.contains("column 26 (client_alloc_bytes): -1 is negative"), message);
    }

    @Test
    void aPhaseThatContradictsTheWarmupFlagIsNamed() throws Exception {
        Path file = dir.resolve("requests.csv");
        Files.writeString(file, String.join(",", RequestsCsv.HEADER) + "\n"
                + "run-1,plain,small,0,0,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,,prime,1,-1,-1,0\n");
        String message = assertThrows(ResultFileException.class, () -> RequestsCsv.read(file)).getMessage();
        assertTrue(message.contains("line 2, column 19 (phase): prime contradicts warmup=false"), message);
        Files.writeString(file, String.join(",", RequestsCsv.HEADER) + "\n"
                + "run-1,plain,small,0,0,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,,timed,1,-1,-1,0\n");
        message = assertThrows(ResultFileException.class, () -> RequestsCsv.read(file)).getMessage();
        assertTrue(message.contains("(phase): 'timed' is not warmup, prime or measured"), message);
    }

    @Test
    void warmupOutcomesRoundTrip() throws Exception {
        List<WarmupOutcome> rows = List.of(
                new WarmupOutcome("plain", "small", 450, 9, 50, 3000, true, 0.0213, -0.0125, "steady"),
                new WarmupOutcome("sign", "large", 20, 7, 3, 20, false, null, null, "steady"),
                new WarmupOutcome("ssl", "small", 1000, 20, 50, 1000, null, 0.5, 0.25, "count"));
        Path file = RunFiles.WARMUP.in(dir);
        WarmupCsv.write(file, rows);
        assertEquals(rows, WarmupCsv.read(file));
        assertEquals(List.of(), RunFiles.WARMUP.read(dir.resolve("none.csv")));
    }

    @Test
    void writerFlushesEveryRowBeforeClose() throws Exception {
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            writer.append(Fixtures.request("plain", "small", 1, 0, false, 1, 1));
            assertEquals(1, RequestsCsv.read(file).size(), "row readable while writer open");
            writer.append(Fixtures.request("plain", "small", 1, 1, false, 2, 1));
            assertEquals(2, RequestsCsv.read(file).size());
        }
    }

    @Test
    void writerContinuesExistingFileWithoutSecondHeader() throws Exception {
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            writer.append(Fixtures.request("plain", "small", 1, 0, false, 1, 1));
        }
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            writer.append(Fixtures.request("plain", "small", 1, 1, false, 2, 1));
        }
        assertEquals(2, RequestsCsv.read(file).size());
    }

    @Test
    void writerIsThreadSafe() throws Exception {
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(file)) {
            Thread[] threads = new Thread[4];
            for (int t = 0; t < threads.length; t++) {
                int thread = t;
                threads[t] = new Thread(() -> {
                    for (int i = 0; i < 200; i++) {
                        try {
                            writer.append(Fixtures.request("plain", "small", thread, i, false, i, 1));
                        } catch (Exception e) {
                            throw new AssertionError(e);
                        }
                    }
                });
                threads[t].start();
            }
            for (Thread thread : threads) {
                thread.join();
            }
        }
        assertEquals(800, RequestsCsv.read(file).size());
    }

    @Test
    void badNumberNamesFileLineAndColumn() throws Exception {
        Path file = writeRequests("run-1,plain,small,1,0,false,0,1000,12x,-1,-1,-1,-1,10,20,1,ok,");
        ResultFileException e = assertThrows(ResultFileException.class, () -> RequestsCsv.read(file));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("requests.csv, line 3, column 9 (client_ns): '12x' is not an integer"),
                e.getMessage());
    }

    @Test
    void badStatusAndBooleanAreNamed() throws Exception {
        Path status = writeRequests("run-1,plain,small,1,0,false,0,1000,12,-1,-1,-1,-1,10,20,1,maybe,");
        assertTrue(assertThrows(ResultFileException.class, () -> RequestsCsv.read(status)).getMessage()
                .contains("column 17 (status): 'maybe' is not ok, fault or error"));
        Path warmup = writeRequests("run-1,plain,small,1,0,yes,0,1000,12,-1,-1,-1,-1,10,20,1,ok,");
        assertTrue(assertThrows(ResultFileException.class, () -> RequestsCsv.read(warmup)).getMessage()
                .contains("column 6 (warmup): 'yes' is not true or false"));
    }

    @Test
    void lineNumbersCountLinesInsideQuotedFields() throws Exception {
        Path file = dir.resolve("requests.csv");
        Files.writeString(file, String.join(",", RequestsCsv.REQUIRED) + "\n"
                + "run-1,plain,small,1,0,false,0,1000,12,-1,-1,-1,-1,10,20,0,error,\"two\nlines\"\n"
                + "run-1,plain,small,1,1,false,0,1000,-5,-1,-1,-1,-1,10,20,1,ok,\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> RequestsCsv.read(file));
        assertEquals(4, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("client_ns"), e.getMessage());
    }

    @Test
    void missingHeaderColumnsAreListed() throws Exception {
        Path file = dir.resolve("requests.csv");
        Files.writeString(file, "run_id,scenario\nrun-1,plain\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> RequestsCsv.read(file));
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
        assertTrue(e.getMessage().contains("sequence"), e.getMessage());
    }

    @Test
    void emptyAndMissingFilesAreNamed() throws Exception {
        Path empty = dir.resolve("requests.csv");
        Files.writeString(empty, "");
        assertTrue(assertThrows(ResultFileException.class, () -> RequestsCsv.read(empty)).getMessage()
                .contains("empty"));
        Path missing = dir.resolve("nope.csv");
        assertTrue(assertThrows(ResultFileException.class, () -> RequestsCsv.read(missing)).getMessage()
                .contains("nope.csv: file not found"));
    }

    @Test
    void summaryRoundTrip() throws Exception {
        List<SummaryRow> rows = SummaryCalculator.summarize("run-1", Fixtures.handComputedRun(),
                Map.of(new ScenarioSequence("sign", "small"), new ResourceUsage(12.5, 3L, 40L, 900L)),
                Map.of(new ScenarioSequence("plain", "small"), new ResourceUsage(null, 1L, null, 5L)), true);
        Path file = dir.resolve("summary.csv");
        SummaryCsv.write(file, rows);
        List<SummaryRow> back = SummaryCsv.read(file);
        assertEquals(rows.size(), back.size());
        for (int i = 0; i < rows.size(); i++) {
            assertSameRow(rows.get(i), back.get(i));
        }
        assertTrue(Files.readAllLines(file).get(0).startsWith("run_id,scenario,sequence,complete,requests,errors"));
    }

    @Test
    void summaryAllocationMediansRoundTripAndOlderSummariesReadWithout() throws Exception {
        SummaryRow row = SummaryCalculator.summarize("run-1", Fixtures.handComputedRun(), Map.of(), Map.of(), true)
                .get(0);
        CellDesign d = row.design();
        SummaryRow allocated = row.withDesign(new CellDesign(d.warmupRequests(), d.warmupRounds(), d.steadyState(),
                d.rounds(), d.reconnects(), d.clientCpuMsMean(), d.serverCpuMsMean(), 81_920.5, null));
        Path file = dir.resolve("summary.csv");
        SummaryCsv.write(file, List.of(allocated));
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.get(0).endsWith(",client_alloc_bytes_median,server_alloc_bytes_median"), lines.get(0));
        assertTrue(lines.get(1).endsWith(",81920.5,"), "unknown is empty: " + lines.get(1));
        CellDesign back = SummaryCsv.read(file).get(0).design();
        assertEquals(81_920.5, back.clientAllocBytesMedian());
        assertEquals(null, back.serverAllocBytesMedian());

        Path old = dir.resolve("old-summary.csv");
        Files.writeString(old, "run_id,scenario,sequence,complete,requests,errors,repetitions,best_total_ms\n"
                + "r,plain,small,true,10,0,3,1.5\n");
        CellDesign before = SummaryCsv.read(old).get(0).design();
        assertEquals(null, before.clientAllocBytesMedian(), "a summary from before the columns");
    }

    @Test
    void badSummaryValueIsLocated() throws Exception {
        Path file = dir.resolve("summary.csv");
        Files.writeString(file, "run_id,scenario,sequence,complete,requests,errors,repetitions,best_total_ms\n"
                + "r,plain,small,true,10,0,3,fast\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> SummaryCsv.read(file));
        assertTrue(e.getMessage().contains("line 2, column 8 (best_total_ms): 'fast' is not a number"),
                e.getMessage());
    }

    /** Doubles are written with 6 decimals, so compare with that precision. */
    private static void assertSameRow(SummaryRow expected, SummaryRow actual) {
        assertEquals(expected.key(), actual.key());
        assertEquals(expected.requests(), actual.requests());
        assertEquals(expected.errors(), actual.errors());
        assertEquals(expected.bestRepetition(), actual.bestRepetition());
        assertEquals(expected.convergenceIndex(), actual.convergenceIndex());
        assertEquals(expected.matchesTotal(), actual.matchesTotal());
        assertEquals(expected.client(), actual.client());
        assertEquals(expected.server(), actual.server());
        assertClose(expected.bestTotalMs(), actual.bestTotalMs());
        assertClose(expected.stddevMs(), actual.stddevMs());
        assertClose(expected.p99Ms(), actual.p99Ms());
        assertClose(expected.timeRatioVsPlain(), actual.timeRatioVsPlain());
        assertClose(expected.throughputRps(), actual.throughputRps());
        assertClose(expected.clientOnlyMsMean(), actual.clientOnlyMsMean());
    }

    private static void assertClose(Double expected, Double actual) {
        if (expected == null) {
            assertEquals(null, actual);
        } else {
            assertEquals(expected, actual, 1e-6);
        }
    }

    private Path writeRequests(String dataLine) throws Exception {
        Path file = dir.resolve("requests.csv");
        Files.writeString(file, String.join(",", RequestsCsv.REQUIRED) + "\n"
                + "run-1,plain,small,1,0,false,0,1000,12,-1,-1,-1,-1,10,20,1,ok,\n" + dataLine + "\n");
        return file;
    }
}
