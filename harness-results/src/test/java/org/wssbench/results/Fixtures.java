package org.wssbench.results;

import org.wssbench.results.stats.SummaryCalculator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Synthetic result data with known values, built in code so every expected number can be derived by hand. */
public final class Fixtures {

    public static final long MS = 1_000_000L;

    private Fixtures() {
    }

    public static RequestRecord request(String scenario, String sequence, int repetition, int index, boolean warmup,
                                 long startMs, double clientMs) {
        long clientNs = Math.round(clientMs * MS);
        return new RequestRecord("run-1", scenario, sequence, repetition, index, warmup, 0, startMs, clientNs,
                -1, -1, -1, -1, 500, 1000, 1, RequestStatus.OK, "");
    }

    public static RequestRecord withServer(RequestRecord r, double totalMs, double securityInMs, double appMs,
                                    double securityOutMs) {
        return new RequestRecord(r.runId(), r.scenario(), r.sequence(), r.repetition(), r.index(), r.warmup(),
                r.thread(), r.startEpochMs(), r.clientNs(), Math.round(totalMs * MS), Math.round(securityInMs * MS),
                Math.round(appMs * MS), Math.round(securityOutMs * MS), r.requestBytes(), r.responseBytes(),
                r.matches(), r.status(), r.error());
    }

    public static RequestRecord withBytesAndMatches(RequestRecord r, long requestBytes, long responseBytes, long matches) {
        return new RequestRecord(r.runId(), r.scenario(), r.sequence(), r.repetition(), r.index(), r.warmup(),
                r.thread(), r.startEpochMs(), r.clientNs(), r.serverTotalNs(), r.serverSecurityInNs(),
                r.serverAppNs(), r.serverSecurityOutNs(), requestBytes, responseBytes, matches, r.status(),
                r.error());
    }

    public static RequestRecord failed(String scenario, String sequence, int repetition, int index, long startMs,
                                double clientMs) {
        return new RequestRecord("run-1", scenario, sequence, repetition, index, false, 0, startMs,
                Math.round(clientMs * MS), -1, -1, -1, -1, 0, 0, 0, RequestStatus.ERROR, "connection refused");
    }

    /**
     * The hand-computed cell used by the statistics tests (sign/small) plus a plain/small reference.
     * Expected values are listed in SummaryCalculatorTest.
     */
    public static List<RequestRecord> handComputedRun() {
        List<RequestRecord> rows = new ArrayList<>();
        // warm-up: 10 ms then 6 ms
        rows.add(sign(0, 0, true, 1000, 10));
        rows.add(sign(0, 1, true, 1010, 6));
        // repetition 1: 2,3,4,5 ms -> total 14 ms, wall 2000..2014 ms
        double[] rep1 = {2, 3, 4, 5};
        long[] rep1Start = {2000, 2002, 2005, 2009};
        for (int i = 0; i < 4; i++) {
            rows.add(sign(1, i, false, rep1Start[i], rep1[i]));
        }
        // repetition 2: 1,2,3,10 ms -> total 16 ms
        double[] rep2 = {1, 2, 3, 10};
        for (int i = 0; i < 4; i++) {
            rows.add(sign(2, i, false, 3000 + i, rep2[i]));
        }
        // repetition 3 died after one failed request: must not win "best" with a total of 0
        rows.add(failed("sign", "small", 3, 0, 4000, 0.5));
        // plain reference: two clean repetitions of 4 x 1 ms and 4 x 1.5 ms -> best total 4 ms
        for (int rep = 1; rep <= 2; rep++) {
            for (int i = 0; i < 4; i++) {
                rows.add(request("plain", "small", rep, i, false, 5000 + rep * 100 + i, rep == 1 ? 1 : 1.5));
            }
        }
        return rows;
    }

    private static RequestRecord sign(int repetition, int index, boolean warmup, long startMs, double clientMs) {
        RequestRecord r = request("sign", "small", repetition, index, warmup, startMs, clientMs);
        r = withBytesAndMatches(r, 1000, 2000, 7);
        return withServer(r, clientMs - 0.5, 0.2, 0.1, 0.1);
    }

    /**
     * A run folder with random but seeded request times: each scenario has a given typical time in
     * ms per sequence, with +-20% uniform noise. Writes requests.csv, summary.csv and run.json.
     */
    public static RunFolder writeRun(Path dir, String runId, Map<String, Double> meanMsByScenario, long seed,
                              int repetitions, int requestsPerRepetition) throws IOException {
        Files.createDirectories(dir);
        Random random = new Random(seed);
        List<RequestRecord> rows = new ArrayList<>();
        long clock = 1_700_000_000_000L;
        for (String sequence : List.of("small", "large")) {
            double sequenceFactor = sequence.equals("small") ? 1 : 10;
            for (Map.Entry<String, Double> scenario : meanMsByScenario.entrySet()) {
                for (int rep = 0; rep <= repetitions; rep++) {
                    boolean warmup = rep == 0;
                    for (int i = 0; i < requestsPerRepetition; i++) {
                        double ms = scenario.getValue() * sequenceFactor * (0.8 + 0.4 * random.nextDouble());
                        long clientNs = Math.round(ms * MS);
                        long serverNs = Math.round(clientNs * 0.7);
                        long bytes = scenario.getKey().equals("plain") ? 500 : 2000;
                        rows.add(new RequestRecord(runId, scenario.getKey(), sequence, rep, i, warmup, 0, clock,
                                clientNs, serverNs, serverNs / 4, serverNs / 2, serverNs / 4, bytes,
                                bytes * 2, 3, RequestStatus.OK, ""));
                        clock += (long) Math.ceil(ms);
                    }
                }
            }
        }
        return writeRun(dir, runId, rows);
    }

    public static RunFolder writeRun(Path dir, String runId, List<RequestRecord> rows) throws IOException {
        Files.createDirectories(dir);
        Files.deleteIfExists(RunFolder.requestsCsv(dir));
        try (CsvAppender<RequestRecord> writer = RequestsCsv.append(RunFolder.requestsCsv(dir))) {
            writer.appendAll(rows);
        }
        SummaryCsv.write(RunFolder.summaryCsv(dir),
                SummaryCalculator.summarize(runId, rows, Map.of(), Map.of(), true));
        Files.writeString(RunFolder.runJson(dir), """
                {"run_id": "%s", "date": "2026-11-22T03:15:00Z", "git_commit": "abc123",
                 "versions": {"axis2": "1.8.2", "rampart": "1.8.0", "wss4j": "3.0.3", "jdk": "17.0.15"},
                 "os": "Linux", "cpu_model": "Test CPU", "cores": 2, "heap": "1g",
                 "catalogue": "default", "matrix": {"sequences": ["small", "large"]}, "complete": true}
                """.formatted(runId));
        return RunFolder.open(dir);
    }

    public static Map<String, Double> typicalScenarios() {
        Map<String, Double> scenarios = new LinkedHashMap<>();
        scenarios.put("plain", 1.0);
        scenarios.put("username", 1.5);
        scenarios.put("sign", 5.0);
        scenarios.put("encr", 4.0);
        scenarios.put("secureconversation", 2.5);
        return scenarios;
    }
}
