package org.wssbench.results.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;

class MachineGateTest {

    @TempDir
    Path dir;

    private MachineBaseline baseline;
    private final Random random = new Random(20261128);

    /** Five unchanged runs in one period, 1% noise per figure. */
    @BeforeEach
    void baseline() throws IOException {
        List<RunFolder> runs = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            runs.add(GateRuns.write(dir.resolve("period-1").resolve("b-" + i), "b-" + i,
                    GateRuns.noisy(GateRuns.typical(), random, 0.01, 0)));
        }
        baseline = MachineBaseline.of(runs);
    }

    private GateReport judge(RunFolder run) {
        return MachineGate.judge(List.of(run), Optional.of(baseline), Optional.of(baseline), 0.01, "make-baseline");
    }

    private static String text(GateReport report) {
        StringWriter text = new StringWriter();
        report.print(new PrintWriter(text), true, 0.01, 1);
        return text.toString();
    }

    @Test
    void anUnchangedRunPasses() throws IOException {
        GateReport report = judge(GateRuns.write(dir.resolve("u"), "u", GateRuns.noisy(GateRuns.typical(), random, 0.01, 0)));
        assertEquals(GateReport.Verdict.PASS, report.verdict(), text(report));
        assertTrue(text(report).startsWith("gate: PASS: run u against the baseline of Test CPU"), text(report));
        assertEquals(20, report.judgedCount(), "ten cells, two message-security rows and eight cells against their peers");
    }

    @Test
    void usernameDigestIsNeitherJudgedNorAPeerNorReadFromAnOlderBaselineFile() throws IOException {
        // its cost follows the run's own traffic history (GatedFigure.NOT_JUDGED): here 1.8 times its baseline's,
        // as after a long warm-up
        List<RunFolder> runs = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            runs.add(GateRuns.write(dir.resolve("digest").resolve("d-" + i), "d-" + i,
                    GateRuns.noisy(withDigest(1.0), random, 0.01, 0)));
        }
        MachineBaseline withDigest = MachineBaseline.of(runs);
        RunFolder longWarmUp = GateRuns.write(dir.resolve("long"), "long", GateRuns.noisy(withDigest(1.8), random, 0.01, 0));
        GateReport report = MachineGate.judge(List.of(longWarmUp), Optional.of(withDigest), Optional.of(withDigest), 0.01, "x");

        assertEquals(GateReport.Verdict.PASS, report.verdict(), text(report));
        assertEquals(20, report.judgedCount(), "the same figures as without username-digest: " + text(report));
        assertTrue(report.cells().stream().noneMatch(c -> c.key().scenario().startsWith("username-digest")), text(report));
        assertTrue(text(report).contains("note: " + GatedFigure.NOT_JUDGED_NOTE), text(report));

        // not judged against a noise model, but still checked where no noise model is needed: security collapsed
        RunFolder collapsed = GateRuns.write(dir.resolve("collapsed"), "collapsed", withDigest(1.0 / 1.7));
        GateReport noSecurity = MachineGate.judge(List.of(collapsed), Optional.of(withDigest), Optional.of(withDigest), 0.01, "x");
        assertEquals(GateReport.Verdict.FAIL, noSecurity.verdict(), text(noSecurity));
        assertTrue(text(noSecurity).contains("username-digest/small costs no more than plain"), text(noSecurity));

        // a baseline file holds its rows (a file written before it was left out, too): none is judged
        Path file = dir.resolve("older.csv");
        withDigest.write(file);
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        String signRow = lines.stream().filter(l -> l.contains(",sign,small,")).findFirst().orElseThrow();
        lines.add(signRow.replace(",sign,small,", ",username-digest,small,"));
        Files.write(file, lines);
        assertTrue(MachineBaseline.read(file).judgedFigures().stream()
                .noneMatch(k -> k.scenario().startsWith("username-digest")));
    }

    /** The typical figures plus username-digest's, its small figure times {@code digestFactor}. */
    private static Map<String, Double> withDigest(double digestFactor) {
        Map<String, Double> figures = new LinkedHashMap<>(GateRuns.typical());
        figures.put("username-digest/small", 1.7 * digestFactor);
        figures.put("username-digest/large", 2.9);
        return figures;
    }

    @Test
    void aSlowdownOfOneScenarioFailsThatScenarioOnly() throws IOException {
        GateReport report = judge(GateRuns.write(dir.resolve("s"), "s", GateRuns.slowed(GateRuns.typical(), 1.3, "sign")));
        assertEquals(GateReport.Verdict.FAIL, report.verdict(), text(report));
        assertEquals(3, report.verdict().exitCode());
        List<String> slower = report.cells().stream().filter(c -> c.outcome() == CellVerdict.Outcome.SLOWER)
                .map(c -> c.key().toString()).toList();
        assertTrue(slower.containsAll(List.of("sign/small", "sign/large")), slower.toString());
        assertTrue(slower.stream().noneMatch(c -> c.startsWith("encr") || c.startsWith("username")), slower.toString());
        assertTrue(text(report).startsWith("gate: FAIL:"), text(report));
        assertTrue(text(report).contains("failed: sign/small is slower: +"), text(report));
    }

    @Test
    void aSlowdownOfEveryMessageSecurityScenarioAtOnceFailsEachOfThemAndTheirMean() throws IOException {
        RunFolder single = GateRuns.write(dir.resolve("one"), "one", GateRuns.slowed(GateRuns.typical(), 1.15, "sign"));
        RunFolder shared = GateRuns.write(dir.resolve("all"), "all", GateRuns.slowed(GateRuns.typical(), 1.15,
                "username", "sign", "encr", "secureconversation"));
        GateReport one = judge(single);
        GateReport all = judge(shared);
        assertEquals(GateReport.Verdict.FAIL, all.verdict(), text(all));
        List<String> slower = all.cells().stream().filter(c -> c.outcome() == CellVerdict.Outcome.SLOWER)
                .map(c -> c.key().toString()).toList();
        // nothing common to the cells is taken out: each scenario fails as it does when slowed alone
        for (String cell : List.of("sign/small", "sign/large")) {
            assertTrue(slower.contains(cell), slower.toString());
            assertTrue(one.cells().stream().anyMatch(c -> c.key().toString().equals(cell)
                    && c.outcome() == CellVerdict.Outcome.SLOWER), text(one));
        }
        assertTrue(slower.containsAll(List.of("message-security/small", "message-security/large", "encr/small",
                "username/large")), slower.toString());
        assertTrue(slower.stream().noneMatch(c -> c.startsWith("ssl")), "ssl was not slowed: " + slower);
    }

    @Test
    void aSlowdownOfOneScenarioWithinTheJvmPairsSpreadShowsAgainstItsPeersAndASharedOneDoesNot() throws IOException {
        // each run's JVM pair moves every figure by a shared 5% (SD); each figure adds 0.5% of its own
        List<RunFolder> runs = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            runs.add(GateRuns.write(dir.resolve("pairs").resolve("p-" + i), "p-" + i,
                    GateRuns.noisy(GateRuns.typical(), random, 0.005, 0.05 * random.nextGaussian())));
        }
        MachineBaseline pairs = MachineBaseline.of(runs);
        RunFolder one = GateRuns.write(dir.resolve("sign8"), "sign8",
                GateRuns.slowed(GateRuns.noisy(GateRuns.typical(), random, 0.005, 0), 1.08, "sign"));
        GateReport report = MachineGate.judge(List.of(one), Optional.of(pairs), Optional.of(pairs), 0.01, "x");
        assertEquals(GateReport.Verdict.FAIL, report.verdict(), text(report));
        assertEquals(List.of("sign-vs-peers/large", "sign-vs-peers/small"), slower(report), text(report));
        assertTrue(text(report).contains("note: " + MachineGate.PEERS_LEGEND), text(report));

        RunFolder all = GateRuns.write(dir.resolve("all8"), "all8", GateRuns.slowed(GateRuns.noisy(GateRuns.typical(),
                random, 0.005, 0), 1.08, "username", "sign", "encr", "secureconversation"));
        GateReport shared = MachineGate.judge(List.of(all), Optional.of(pairs), Optional.of(pairs), 0.01, "x");
        assertTrue(slower(shared).stream().noneMatch(cell -> cell.contains("-vs-peers")), text(shared));
    }

    private static List<String> slower(GateReport report) {
        return report.cells().stream().filter(c -> c.outcome() == CellVerdict.Outcome.SLOWER).map(c -> c.key().toString())
                .sorted().toList();
    }

    @Test
    void withoutABaselineOfThisMachineTheRatiosAreInformationAndTheGatePasses() throws IOException {
        RunFolder jdk25 = GateRuns.write(dir.resolve("jdk25"), "jdk25", GateRuns.slowed(GateRuns.typical(), 0.7, "sign"),
                GateRuns.CPU, "OpenJDK 64-Bit Server VM 25.0.1+8-LTS", 0.5, 0);
        Optional<MachineBaseline> own = Optional.empty();
        GateReport report = MachineGate.judge(List.of(jdk25), own, Optional.of(baseline), 0.01, "make-baseline");
        assertEquals(GateReport.Verdict.NOT_JUDGED, report.verdict(), text(report));
        assertEquals(0, report.verdict().exitCode());
        assertTrue(text(report).contains("no baseline for this machine (Test CPU [family 6 model 85 stepping 7], 2 cores, "
                + "JDK 25, provider jdk)"), text(report));
        assertTrue(text(report).contains("to gate ratios on this machine, make its baseline: make-baseline"), text(report));
        assertTrue(report.cells().stream().allMatch(c -> c.outcome() == CellVerdict.Outcome.INFORMATION));
    }

    @Test
    void aHostAnsweringPlainAtAnotherSpeedIsNotJudged() throws IOException {
        RunFolder faster = GateRuns.write(dir.resolve("fast"), "fast", GateRuns.slowed(GateRuns.typical(), 1.3, "sign"),
                GateRuns.CPU, GateRuns.JDK17, 0.3, 0);
        GateReport report = judge(faster);
        assertEquals(GateReport.Verdict.NOT_JUDGED, report.verdict(), text(report));
        assertTrue(text(report).contains("plain/large answered in 3.000 ms") || text(report).contains(
                "plain/small answered in 0.300 ms"), text(report));
        assertTrue(text(report).contains("this machine in another host state"), text(report));
        assertTrue(text(report).contains("to compare two builds in this host state, use benchmark/ab.sh"), text(report));
    }

    @Test
    void aHostWhoseServerRanTheQueryCodeSlowerIsNotJudgedThoughPlainAnsweredInRange() throws IOException {
        List<RunFolder> runs = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            runs.add(GateRuns.write(dir.resolve("timed").resolve("t-" + i), "t-" + i,
                    GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), GateRuns.CPU, GateRuns.JDK17, 0.5, 0, 0.10 + 0.01 * i));
        }
        MachineBaseline timed = MachineBaseline.of(runs);
        RunFolder inRange = GateRuns.write(dir.resolve("in"), "in", GateRuns.slowed(GateRuns.typical(), 1.3, "sign"),
                GateRuns.CPU, GateRuns.JDK17, 0.5, 0, 0.13);
        GateReport judged = MachineGate.judge(List.of(inRange), Optional.of(timed), Optional.of(timed), 0.01, "x");
        assertEquals(GateReport.Verdict.FAIL, judged.verdict(), text(judged));

        RunFolder slowServer = GateRuns.write(dir.resolve("slow"), "slow", GateRuns.slowed(GateRuns.typical(), 1.3, "sign"),
                GateRuns.CPU, GateRuns.JDK17, 0.5, 0, 0.16);
        GateReport report = MachineGate.judge(List.of(slowServer), Optional.of(timed), Optional.of(timed), 0.01, "x");
        assertEquals(GateReport.Verdict.NOT_JUDGED, report.verdict(), text(report));
        assertTrue(text(report).contains("the server's business logic took 1.600 ms per plain/large request (mean) in "
                + "run slow, in the baseline's runs 1.100-1.500 ms"), text(report));
    }

    @Test
    void aSharedSecurityRegressionIsJudgedThoughTheSecuredCellsBusinessLogicSlowedWithIt() throws IOException {
        List<RunFolder> runs = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            runs.add(GateRuns.write(dir.resolve("shared").resolve("t-" + i), "t-" + i,
                    GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), GateRuns.CPU, GateRuns.JDK17, 0.5, 0,
                    0.08 + 0.005 * i, 0.20 + 0.005 * i));
        }
        MachineBaseline timed = MachineBaseline.of(runs);
        // Every message-security cell 30% dearer, and the query code beside the security work slower with it (as
        // measured: a secured cell's business-logic time follows its security work); plain's is in range.
        Map<String, Double> slowed = GateRuns.slowed(GateRuns.typical(), 1.3, GateRuns.SECURED.toArray(String[]::new));
        RunFolder shared = GateRuns.write(dir.resolve("all"), "all", slowed, GateRuns.CPU, GateRuns.JDK17, 0.5, 0,
                0.095, 0.30);
        GateReport report = MachineGate.judge(List.of(shared), Optional.of(timed), Optional.of(timed), 0.01, "x");
        assertEquals(GateReport.Verdict.FAIL, report.verdict(), text(report));
    }

    @Test
    void machineIndependentChecksApplyEverywhere() throws IOException {
        RunFolder failed = GateRuns.write(dir.resolve("f"), "f", GateRuns.typical(), GateRuns.CPU, GateRuns.JDK17, 0.5, 2);
        GateReport run = MachineGate.judge(List.of(failed), Optional.empty(), Optional.empty(), 0.01, "x");
        assertEquals(GateReport.Verdict.RUN_FAILED, run.verdict());
        assertEquals(1, run.verdict().exitCode());

        RunFolder collapsed = GateRuns.write(dir.resolve("c"), "c", GateRuns.slowed(GateRuns.typical(), 1 / 6.0, "sign"),
                "Other CPU", GateRuns.JDK17, 0.5, 0);
        GateReport report = MachineGate.judge(List.of(collapsed), Optional.empty(), Optional.of(baseline), 0.01, "x");
        assertEquals(GateReport.Verdict.FAIL, report.verdict(), text(report));
        assertTrue(text(report).contains("sign/small costs no more than plain"), text(report));
    }

    @Test
    void theFalseAlarmStatementNamesItsEvidence() {
        String statement = MachineGate.falseAlarmStatement(baseline, 0.01);
        assertTrue(statement.contains("evidence: 5 unchanged runs in 1 period(s), each judged against the others, "
                + "leaving the run out: "), statement);
    }

    @Test
    void oneOddRunShowsWhenEachRunIsLeftOutAndBothChecksAreNamedFromThreePeriods() throws IOException {
        List<RunFolder> runs = new ArrayList<>();
        for (int p = 1; p <= 3; p++) {
            for (int i = 1; i <= 3; i++) {
                String id = "p" + p + "-" + i;
                runs.add(GateRuns.write(dir.resolve("three").resolve("period-" + p).resolve(id), id,
                        GateRuns.noisy(GateRuns.typical(), random, 0.01, 0)));
            }
        }
        // one JVM pair whose every secured cell came out 20% dearer, as seen on a 2-core VM
        runs.add(GateRuns.write(dir.resolve("three").resolve("period-2").resolve("odd"), "odd", GateRuns.slowed(
                GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), 1.2, GateRuns.SECURED.toArray(String[]::new))));
        String statement = MachineGate.falseAlarmStatement(MachineBaseline.of(runs), 0.01);
        assertTrue(statement.contains("10 unchanged runs in 3 period(s), each judged against the others, "
                + "leaving the run out: 1 of 10 failed; leaving its period out: "), statement);
    }

    @Test
    void aBaselineFileReadsBackAsWritten() throws IOException {
        Path file = dir.resolve("machines").resolve(baseline.machineSlug()).resolve("workload-quick.csv");
        baseline.write(file);
        assertTrue(Files.readString(file).endsWith("\n") && !Files.readString(file).contains("\r"),
                "the project's CSV dialect: LF line ends");
        MachineBaseline again = MachineBaseline.read(file);
        assertEquals(baseline.machineSlug(), again.machineSlug());
        assertEquals(baseline.identity(), again.identity());
        assertEquals(baseline.periods(), again.periods());
        assertEquals(baseline.runs().size(), again.runs().size());
        Map<ScenarioSequence, NoiseModel> written = baseline.noiseModels();
        Map<ScenarioSequence, NoiseModel> read = again.noiseModels();
        for (var key : baseline.judgedFigures()) {
            assertEquals(written.get(key).mean(), read.get(key).mean(), 1e-6);
        }
        assertEquals("test-cpu-family-6-model-85-stepping-7-2-cores-jdk17", baseline.machineSlug());
    }

    @Test
    void aBaselineKeepsItsHostSpeedsAndAFileWithoutBusinessLogicTimesStillReads() throws IOException {
        List<RunFolder> runs = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            runs.add(GateRuns.write(dir.resolve("speeds").resolve("t-" + i), "t-" + i, GateRuns.typical(), GateRuns.CPU,
                    GateRuns.JDK17, 0.5, 0, 0.1 * i));
        }
        Path file = dir.resolve("speeds.csv");
        MachineBaseline.of(runs).write(file);
        MachineBaseline again = MachineBaseline.read(file);
        assertEquals(new HostSpeed(Map.of("small", 0.5, "large", 5.0), Map.of("small", 0.3, "large", 3.0)),
                again.runs().get(2).speed());
        assertEquals(List.of("t-1", "t-5"), again.runsOutsideTheOthersHostSpeeds(),
                "the fastest and the slowest server are each outside the range of the others");

        List<String> lines = Files.readAllLines(file);
        List<String> older = lines.stream().map(line -> line.substring(0, line.lastIndexOf(','))).toList();
        Files.write(file, older);
        MachineBaseline old = MachineBaseline.read(file);
        assertEquals(Map.of(), old.runs().get(0).speed().plainAppMs());
        assertTrue(old.otherHost(new HostSpeed(Map.of("small", 0.5), Map.of("small", 9.0)), "r").isEmpty(),
                "a file without business-logic times compares plain's speed only");

        List<String> earlier = new ArrayList<>(lines);
        earlier.set(0, earlier.get(0).replace("plain_app_mean_ms", "server_app_median_ms"));
        Files.write(file, earlier);
        MachineBaseline medians = MachineBaseline.read(file);
        assertTrue(medians.otherHost(new HostSpeed(Map.of("small", 0.5), Map.of("small", 9.0)), "r").isEmpty(),
                "the earlier median over all cells is not read as plain's business-logic time");
    }

    @Test
    void aMalformedBaselineLineIsNamed() throws IOException {
        Path file = dir.resolve("bad.csv");
        baseline.write(file);
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        lines.set(3, lines.get(3).replaceFirst(",\\d+\\.\\d+,(true|false),", ",abc,$1,"));
        Files.write(file, lines);
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> MachineBaseline.read(file));
        assertTrue(e.getMessage().startsWith(file + " line 4: "), e.getMessage());
    }

    @Test
    void aHistoryJudgesFromFiveRunsInThreeDays() throws IOException {
        Path history = dir.resolve("history");
        MachineKey key = MachineKey.of(baseline.runs().isEmpty() ? null : RunFolder.open(dir.resolve("period-1/b-1")))
                .orElseThrow();
        List<RunFolder> kept = new ArrayList<>();
        for (int day = 1; day <= 3; day++) {
            for (int i = 1; i <= 2; i++) {
                Path folder = MachineBaselines.runsDir(history, key, "quick").resolve("2026-11-0" + day)
                        .resolve("h" + day + i);
                kept.add(GateRuns.write(folder, "h" + day + i, GateRuns.noisy(GateRuns.typical(), random, 0.01, 0)));
            }
        }
        List<RunFolder> read = MachineBaselines.history(history, key, "quick");
        assertEquals(6, read.size());
        assertTrue(MachineBaselines.historyReady(MachineBaseline.of(read)));
        assertTrue(!MachineBaselines.historyReady(MachineBaseline.of(read.subList(0, 4))), "two days are not enough");
        Map<String, Double> unused = Map.of();
        assertTrue(unused.isEmpty() && kept.size() == 6);
    }
}
