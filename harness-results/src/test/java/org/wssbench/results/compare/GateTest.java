package org.wssbench.results.compare;

import org.wssbench.results.Fixtures;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.ResultFileException;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunHealth;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryCsv;
import org.wssbench.results.stats.SummaryCalculator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GateTest {

    @TempDir
    Path dir;

    private RunFolder run(String name, long seed) throws Exception {
        return Fixtures.writeRun(dir.resolve(name), name, Fixtures.typicalScenarios(), seed, 3, 40);
    }

    private RunFolder slowedDown(RunFolder base, String scenario, double factor) throws Exception {
        List<RequestRecord> rows = base.requests().stream()
                .map(r -> r.scenario().equals(scenario) ? r.withClientNs(Math.round(r.clientNs() * factor)) : r)
                .toList();
        return Fixtures.writeRun(dir.resolve("slowed"), base.runId(), rows);
    }

    @Test
    void baselineIsMedianOfRunsWithToleranceFromSpread() throws Exception {
        RunFolder a = run("a", 1);
        RunFolder b = run("b", 2);
        RunFolder c = run("c", 3);
        BaselineFile baseline = Baseline.fromRuns(List.of(a, b, c));
        BaselineEntry sign = baseline.entry(new ScenarioSequence("sign", "small")).orElseThrow();
        double[] ratios = List.of(a, b, c).stream()
                .mapToDouble(r -> r.row(sign.key()).orElseThrow().timeRatioVsPlain()).sorted().toArray();
        assertEquals(ratios[1], sign.ratio(), 1e-12);
        double spread = (ratios[2] - ratios[0]) / ratios[1] * 100;
        assertEquals(spread, sign.spreadPct(), 1e-9);
        assertEquals(Math.max(Baseline.FLOOR_PCT, Baseline.K * spread), sign.tolerancePct(), 1e-9);
        assertEquals(3, sign.runs());
        assertTrue(baseline.entry(new ScenarioSequence("plain", "small")).isEmpty(), "plain is 1 by definition");
    }

    @Test
    void singleRunGetsConservativeTolerance() throws Exception {
        BaselineFile baseline = Baseline.fromRuns(List.of(run("a", 1)));
        baseline.entries().forEach(e -> assertEquals(Baseline.SINGLE_RUN_TOLERANCE_PCT, e.tolerancePct()));
    }

    @Test
    void baselineFileRoundTripAndBadInput() throws Exception {
        BaselineFile baseline = Baseline.fromRuns(List.of(run("a", 1), run("b", 2)));
        Path file = dir.resolve("baseline.csv");
        baseline.write(file);
        assertEquals(String.join(",", BaselineFile.HEADER), Files.readAllLines(file).get(0));
        BaselineFile back = BaselineFile.read(file);
        assertEquals(baseline.entries().size(), back.entries().size());
        assertEquals(baseline.entries().get(0).ratio(), back.entries().get(0).ratio(), 1e-4);

        Files.writeString(file, "scenario,sequence,ratio,tolerance_pct,runs,spread_pct,metric\n"
                + "sign,small,abc,10,3,2,time_ratio_vs_plain\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> BaselineFile.read(file));
        assertTrue(e.getMessage().contains("line 2, column 3 (ratio)"), e.getMessage());
    }

    @Test
    void unchangedRunPasses() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = Baseline.fromRuns(List.of(a, run("b", 2), run("c", 3)));
        GateResult result = Gate.check(a, baseline);
        assertTrue(result.passed(), result.violations().toString());
    }

    @Test
    void slowerScenarioFailsWithNamedMessage() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = Baseline.fromRuns(List.of(a, run("b", 2), run("c", 3)));
        GateResult result = Gate.check(slowedDown(a, "sign", 1.5), baseline);
        assertFalse(result.passed());
        assertEquals(2, result.violations().size(), result.violations().toString());
        String message = result.violations().get(0);
        assertTrue(message.startsWith("sign/small: overhead regressed"), message);
        assertTrue(message.contains("baseline") && message.contains("tolerance"), message);
    }

    @Test
    void fasterScenarioPassesWithNote() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = Baseline.fromRuns(List.of(a, run("b", 2), run("c", 3)));
        GateResult result = Gate.check(slowedDown(a, "sign", 0.5), baseline);
        assertTrue(result.passed());
        assertTrue(result.notes().stream().anyMatch(n -> n.startsWith("sign/small: overhead improved")));
    }

    @Test
    void cellOnlyOnOneSideIsNotedNotFailed() throws Exception {
        RunFolder a = run("a", 1);
        List<RequestRecord> withoutEncr = a.requests().stream().filter(r -> !r.scenario().equals("encr")).toList();
        RunFolder partial = Fixtures.writeRun(dir.resolve("partial"), "partial", withoutEncr);
        GateResult result = Gate.check(partial, Baseline.fromRuns(List.of(a)));
        assertTrue(result.passed());
        assertTrue(result.notes().stream().anyMatch(n -> n.contains("encr/small: in the baseline but not in run")));
    }

    @Test
    void runHealthNamesErrorsAndIncompleteness() throws Exception {
        List<RequestRecord> rows = new java.util.ArrayList<>(Fixtures.handComputedRun());
        Path runDir = dir.resolve("unhealthy");
        Fixtures.writeRun(runDir, "run-1", rows);
        SummaryCsv.write(RunFolder.summaryCsv(runDir),
                SummaryCalculator.summarize("run-1", rows, java.util.Map.of(), java.util.Map.of(), false));
        List<String> problems = RunHealth.problems(RunFolder.open(runDir));
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("sign/small: 1 request(s) did not succeed")),
                problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("incomplete")), problems.toString());
    }
}
