package org.wssbench.results.analysis;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.Fixtures;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.report.ReportGenerator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SEI's definitions on hand-computed cold runs. */
class SeiMetricsTest {

    private static List<RequestRecord> run(String scenario, String sequence, double... ms) {
        return runFrom(1000L, scenario, sequence, ms);
    }

    /** A cell whose calls start at {@code startMs}, one per millisecond (cells run one after another). */
    private static List<RequestRecord> runFrom(long startMs, String scenario, String sequence, double... ms) {
        List<RequestRecord> rows = new ArrayList<>();
        for (int i = 0; i < ms.length; i++) {
            rows.add(Fixtures.request(scenario, sequence, 0, i, false, startMs + i, ms[i]));
        }
        return rows;
    }

    @Test
    void onlyTheFirstCellOfASharedClientStartsFresh() {
        // One client per scenario, cells in a shuffled order: secureconversation ran small first
        // (its token exchange is there), then echo-static; sign ran echo-static first.
        List<RequestRecord> rows = new ArrayList<>(runFrom(1000, "secureconversation", "small", 60, 2, 2));
        rows.addAll(runFrom(2000, "sign", "echo-static", 20, 4, 4, 4));
        rows.addAll(runFrom(3000, "secureconversation", "echo-static", 2, 2, 2, 2));
        rows.addAll(runFrom(4000, "secureconversation", "large", 9, 9));
        SeiMetrics metrics = new SeiMetrics(rows);
        assertEquals(Map.of(), metrics.earlierCallsOfClient(new ScenarioSequence("secureconversation", "small")));
        assertEquals(Map.of(), metrics.earlierCallsOfClient(new ScenarioSequence("sign", "echo-static")),
                "other scenarios' calls do not count: they have their own client");
        assertEquals(Map.of("small", 3), metrics.earlierCallsOfClient(new ScenarioSequence("secureconversation", "echo-static")));
        assertEquals(List.of("small", "echo-static"), List.copyOf(metrics.earlierCallsOfClient(
                new ScenarioSequence("secureconversation", "large")).keySet()), "in the order the client ran them");
        assertEquals(Map.of(), metrics.earlierCallsOfClient(new ScenarioSequence("encr", "echo-static")), "no calls");
    }

    @Test
    void firstCallAndConvergenceOverTheWholeColdRun() {
        // cold mean = (100 + 10 + 6 + 4) / 4 = 30: the first call at or below it is index 1
        SeiMetrics metrics = new SeiMetrics(run("sign", "echo-static", 100, 10, 6, 4));
        ScenarioSequence key = new ScenarioSequence("sign", "echo-static");
        assertEquals(Optional.of(100.0), metrics.firstCallMs(key));
        assertEquals(30.0, metrics.coldMeanMs(key).orElseThrow(), 1e-9);
        assertEquals(Optional.of(1), metrics.convergenceIndex(key));
    }

    @Test
    void table1StatisticsOverTheWholeColdRun() {
        // median of 100, 10, 6, 4 = (10 + 6) / 2 = 8; sample sd around the mean 30:
        // sqrt((70^2 + 20^2 + 24^2 + 26^2) / 3) = sqrt(6552 / 3)
        SeiMetrics metrics = new SeiMetrics(run("sign", "echo-static", 100, 10, 6, 4));
        ScenarioSequence key = new ScenarioSequence("sign", "echo-static");
        assertEquals(8.0, metrics.coldMedianMs(key).orElseThrow(), 1e-9);
        assertEquals(Math.sqrt(6552.0 / 3), metrics.coldStddevMs(key).orElseThrow(), 1e-9);
        SeiMetrics single = new SeiMetrics(run("sign", "echo-static", 5));
        assertTrue(single.coldStddevMs(key).isEmpty(), "no standard deviation from one call");
        assertTrue(metrics.coldMedianMs(new ScenarioSequence("encr", "echo-static")).isEmpty());
    }

    @Test
    void cumulativeCrossoverIsWhereTheDearStartStaysCheaper() {
        List<RequestRecord> rows = new ArrayList<>(run("secureconversation", "echo-static", 50, 5, 5, 5, 5, 5, 5, 5));
        rows.addAll(run("sign", "echo-static", 20, 10, 10, 10, 10, 10, 10, 10));
        SeiMetrics metrics = new SeiMetrics(rows);
        // cumulative sc: 50 55 60 65 70 75 80 85; sign: 20 30 40 50 60 70 80 90 -> sc <= sign from message 7
        assertEquals(Optional.of(7), metrics.cumulativeCrossover(new ScenarioSequence("secureconversation", "echo-static"),
                new ScenarioSequence("sign", "echo-static")));
        assertEquals(Optional.empty(), metrics.cumulativeCrossover(new ScenarioSequence("sign", "echo-static"),
                new ScenarioSequence("secureconversation", "echo-static")), "sign never gets cheaper in total");
    }

    /** SEI Table 3: minimum, mean of the last 10 calls, (mean - minimum) / minimum. */
    @Test
    void rateOfIncreaseIsTheLastTenCallsOverTheMinimum() {
        // 12 calls: minimum 2 (call 1); the last 10 are 2, 4, 4, 4, 4, 6, 6, 6, 6, 8 -> mean 50 / 10 = 5;
        // increase (5 - 2) / 2 = 150 %. The first call (9) is not among the last 10.
        SeiMetrics metrics = new SeiMetrics(run("encr", "echo-dynamic", 9, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6, 8));
        SeiMetrics.RateOfIncrease rate = metrics.rateOfIncrease(new ScenarioSequence("encr", "echo-dynamic")).orElseThrow();
        assertEquals(2.0, rate.minimumMs(), 1e-9);
        assertEquals(5.0, rate.lastCallsMs(), 1e-9);
        assertEquals(150.0, rate.increasePercent(), 1e-9);
        assertTrue(metrics.rateOfIncrease(new ScenarioSequence("sign", "echo-dynamic")).isEmpty(), "no calls, no rate");
    }

    /** SEI Tables 4 and 5: the first call at or below the average of the whole sequence. */
    @Test
    void convergencePointIsTheFirstCallAtOrBelowTheOverallAverage() {
        // 8, 6, 5, 3, 4, 4: average 30 / 6 = 5, so call 2 (5 ms, equal to the average) is the point, not call 3
        SeiMetrics metrics = new SeiMetrics(run("sign", "employee-static", 8, 6, 5, 3, 4, 4));
        assertEquals(Optional.of(2), metrics.convergenceIndex(new ScenarioSequence("sign", "employee-static")));
    }

    /** SEI Fig. 6: Sign Only's cheaper start against Encrypt Only's cheaper calls, message by message. */
    @Test
    void cumulativeCrossoverOfSignAndEncrypt() {
        List<RequestRecord> rows = new ArrayList<>(run("sign", "employee-static", 10, 6, 6, 6, 6, 6));
        rows.addAll(run("encr", "employee-static", 20, 3, 3, 3, 3, 3));
        SeiMetrics metrics = new SeiMetrics(rows);
        // cumulative sign: 10 16 22 28 34 40; encr: 20 23 26 29 32 35 -> encr <= sign from message 5
        assertEquals(Optional.of(5), metrics.cumulativeCrossover(new ScenarioSequence("encr", "employee-static"),
                new ScenarioSequence("sign", "employee-static")), "sign cheaper in total for the first 4 messages");
    }

    /** Start-up: the scenario's cells by their first call, the first of them the initial one. */
    @Test
    void cellStartsInTheOrderTheCellsRan() {
        List<RequestRecord> rows = new ArrayList<>(runFrom(3000, "sign", "echo-static", 7, 1));
        rows.addAll(runFrom(1000, "sign", "employee-static", 30, 2));
        rows.addAll(runFrom(2000, "plain", "echo-static", 4, 1));
        SeiMetrics metrics = new SeiMetrics(rows);
        assertEquals(List.of(new SeiMetrics.CellStart("employee-static", 30.0), new SeiMetrics.CellStart("echo-static", 7.0)),
                metrics.cellStarts("sign"));
    }

    /** This project's steady-state rule on a cold run: rounds of 100 calls, six of them with no spread or trend. */
    @Test
    void steadyAfterSixFlatRounds() {
        double[] times = new double[1000];
        for (int i = 0; i < times.length; i++) {
            times[i] = i < 200 ? 50 - i * 0.2 : 10;  // falling for two rounds, then flat
        }
        SeiMetrics metrics = new SeiMetrics(run("sign", "echo-static", times));
        // round medians: round 0 about 40, round 1 about 20, rounds 2.. 10: the first flat window is rounds 2-7
        assertEquals(Optional.of(800), metrics.steadyAfterCalls(new ScenarioSequence("sign", "echo-static")));
        assertTrue(SeiMetrics.steady(List.of(10.0, 10.0, 10.0, 10.0, 10.0, 10.0)));
        assertTrue(!SeiMetrics.steady(List.of(10.0, 10.2, 10.4, 10.6, 10.8, 11.0)), "a 10 % trend is not steady");
    }

    @Test
    void payloadCrossoverAndBins() {
        double[] sign = new double[1000];
        double[] encr = new double[1000];
        for (int i = 0; i < 1000; i++) {
            sign[i] = 1 + i * 0.01;   // grows faster
            encr[i] = 3 + i * 0.005;  // dearer start: equal at i = 400 (payload 401 x 12 B)
        }
        List<RequestRecord> rows = new ArrayList<>(run("sign", "echo-dynamic", sign));
        rows.addAll(run("encr", "echo-dynamic", encr));
        SeiMetrics metrics = new SeiMetrics(rows);
        // windows of 100: the window starting at call 400 is the first where sign's median is above encr's
        assertEquals(Optional.of(SeiMetrics.echoPayloadBytes(400)), metrics.payloadCrossover(
                new ScenarioSequence("sign", "echo-dynamic"), new ScenarioSequence("encr", "echo-dynamic"), 100));
        // calls 0..84 carry < 1024 bytes (85 x 12 = 1020)
        assertEquals(1 + 42 * 0.01, metrics.medianMsByPayloadBin(new ScenarioSequence("sign", "echo-dynamic")).get(1024), 1e-9);
    }

    @Test
    void theReportHasTheSeiSectionAndWritesSeiCsv(@TempDir Path dir) throws Exception {
        List<RequestRecord> rows = new ArrayList<>(run("plain", "echo-static", 5, 1, 1, 1));
        rows.addAll(run("secureconversation", "echo-static", 60, 2, 2, 2));
        rows.addAll(run("sign", "echo-static", 20, 4, 4, 4));
        rows.addAll(run("plain", "echo-dynamic", 1, 1, 1, 1));
        rows.addAll(run("sign", "echo-dynamic", 2, 3, 4, 5));
        rows.addAll(run("encr", "echo-dynamic", 3, 3, 3, 3));
        RunFolder folder = Fixtures.writeRun(dir, "sei-run", rows);
        Path html = ReportGenerator.generate(folder);
        String text = Files.readString(html);
        assertTrue(text.contains("SEI's definitions"), "SEI section");
        assertTrue(text.contains("SEI Table 3 counterpart"), "per-payload-size table");
        assertTrue(text.contains("<th>4-6 KB</th>") && text.contains("<th>96 KB and up</th>"), "payload bin headers");
        assertTrue(text.contains("Cumulative-cost crossovers"), "SEI Figs. 6/7");
        assertTrue(text.contains("different hardware / workload"));
        // SEI Table 1 beside this run's echo-static with SEI's definitions (whole cold run):
        // sign 20, 4, 4, 4 -> mean 8, median 4, sd sqrt((144 + 3 x 16) / 3) = 8, 8 / plain's 2 = 4x
        assertTrue(text.contains("<td>38 / 37 / 2.814</td><td>12.67x</td><td>8.000 / 4.000 / 8.000</td><td>4.00x</td>"),
                "sign: SEI's Table 1 row beside this run's cold mean / median / sd and ratio to plain");
        // secureconversation 60, 2, 2, 2 -> mean 16.5, median 2, sd sqrt((43.5^2 + 3 x 14.5^2) / 3) = 29
        assertTrue(text.contains("16.5 / 2.000 / 29.0"), "secureconversation: cold mean / median / sd");
        assertTrue(text.contains("SEI Tables 4 and 5: convergence point") && text.contains("<td>883</td>"), "Table 4");
        assertTrue(text.contains("SEI Table 2: Employee Details") && text.contains("<td>100 / 100 / 5.298</td>"), "Table 2");
        assertTrue(text.contains("agrees with SEI and where it does not"), "agree/disagree table");
        assertTrue(!text.contains("not transcribed"), "every SEI table is shown");
        assertTrue(Files.readString(dir.resolve("sei.csv")).startsWith("scenario,sequence,calls,first_call_ms"));
        assertTrue(Files.exists(dir.resolve("charts/sei-fig2-static-echo.png")));
        assertTrue(Files.exists(dir.resolve("charts/sei-fig3-dynamic-echo.png")));
    }

    @Test
    void theReportSaysWhereAClientWasNotFreshAndComputesNoCrossoverThere(@TempDir Path dir) throws Exception {
        List<RequestRecord> rows = new ArrayList<>(runFrom(1000, "plain", "echo-static", 5, 1, 1, 1));
        rows.addAll(runFrom(2000, "secureconversation", "small", 60, 2, 2));
        rows.addAll(runFrom(3000, "secureconversation", "echo-static", 2, 2, 2, 2));
        rows.addAll(runFrom(4000, "sign", "echo-static", 20, 4, 4, 4));
        RunFolder folder = Fixtures.writeRun(dir, "sei-shared", rows);
        String text = Files.readString(ReportGenerator.generate(folder));
        assertTrue(text.contains("client at first call"), "the column");
        assertTrue(text.contains("used: 3 calls of small"), "secureconversation's echo-static ran on a used client");
        assertTrue(text.contains("not computed: client not fresh at its first static echo: secureconversation"),
                "no Fig. 6/7 crossover without the token exchange in the compared calls");
        assertTrue(!text.contains("from message"), "no crossover number");
        List<String> csv = Files.readAllLines(dir.resolve("sei.csv"));
        assertEquals("scenario,sequence,calls,first_call_ms,fresh_client,earlier_calls_of_client,cold_mean_ms,"
                + "sei_convergence_index", csv.get(0));
        assertTrue(csv.contains("secureconversation,echo-static,4,2.00,false,3,2.000,0"), String.join("\n", csv));
        assertTrue(csv.contains("sign,echo-static,4,20.00,true,0,8.000,1"), String.join("\n", csv));

        // The same calls from a run that opened a client per cell: every first call is a fresh client's.
        String json = Files.readString(dir.resolve("run.json"));
        Files.writeString(dir.resolve("run.json"), json.replace("\"complete\": true", "\"complete\": true, "
                + "\"design\": {\"clients\": \"cell\"}"));
        text = Files.readString(ReportGenerator.generate(RunFolder.open(dir)));
        assertTrue(!text.contains("used: 3 calls"), "per-cell clients are fresh");
        // cumulative sc 2 4 6 8 against sign 20 24 28 32: cheaper from message 1
        assertTrue(text.contains("from message 1"), "crossover computed");
    }
}
