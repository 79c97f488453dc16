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
import org.wssbench.results.stats.Quantiles;
import org.wssbench.results.stats.RatioMetric;
import org.wssbench.results.stats.RunMetrics;

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

    /** A baseline of {@code a} and two more runs of the same matrix (seeds 2 and 3). */
    private BaselineFile baselineWith(RunFolder a) throws Exception {
        return Baseline.fromRuns(List.of(a, run("b", 2), run("c", 3)));
    }

    /** The gate failed, and one of its violations starts with {@code prefix}. */
    private static void assertViolation(GateResult result, String prefix) {
        assertFalse(result.passed());
        assertTrue(result.violations().stream().anyMatch(v -> v.startsWith(prefix)), result.violations().toString());
    }

    @Test
    void baselineIsGeometricMeanWithToleranceFromModeratedNoise() throws Exception {
        List<RunFolder> runs = List.of(run("a", 1), run("b", 2), run("c", 3), run("d", 4));
        // the ratio to plain as it is, no common factor taken out (see commonFactorIsTakenOut... below)
        BaselineFile baseline = Baseline.fromRuns(runs, RatioMetric.ROUND_MEDIAN, Baseline.DEFAULT_FALSE_ALARM_PCT,
                Baseline.K, Baseline.FLOOR_PCT);
        BaselineEntry sign = baseline.entry(new ScenarioSequence("sign", "small")).orElseThrow();
        double[] logs = runs.stream().mapToDouble(r -> Math.log(RunMetrics.of(r)
                .value(sign.key(), RatioMetric.ROUND_MEDIAN).orElseThrow())).toArray();
        assertEquals(Math.exp(Quantiles.mean(logs)), sign.ratio(), 1e-3);
        assertEquals(RatioMetric.ROUND_MEDIAN.column(), sign.metric());
        assertFalse(sign.commonFactorOut());
        assertEquals(4, sign.runs());
        assertEquals(Quantiles.sd(logs) * 100, sign.cellNoisePct(), 1e-3, "the cell's own noise");
        double[] ownVariances = baseline.entries().stream().filter(e -> e.sequence().equals("small"))
                .mapToDouble(e -> Math.pow(e.cellNoisePct() / 100, 2)).toArray();
        double[] ownDf = new double[ownVariances.length];
        java.util.Arrays.fill(ownDf, 3);
        org.wssbench.results.stats.ModeratedVariance.Prior prior =
                org.wssbench.results.stats.ModeratedVariance.prior(ownVariances, ownDf);
        assertEquals(Math.max(sign.cellNoisePct() / 100, Math.sqrt(prior.moderate(Math.pow(sign.cellNoisePct() / 100, 2), 3)))
                * 100, sign.noisePct(), 1e-3, "moderated toward the small cells' prior, never below its own");
        assertEquals(prior.totalDegreesOfFreedom(3), sign.noiseDf(), 1e-6);
        assertTrue(sign.noiseDf() > 3, "more degrees of freedom than the cell's own");
        double perCell = Baseline.DEFAULT_FALSE_ALARM_PCT / baseline.entries().size();
        assertEquals(perCell, sign.falseAlarmPct(), 1e-4);
        double expected = Math.expm1(new org.apache.commons.math3.distribution.TDistribution(sign.noiseDf())
                .inverseCumulativeProbability(1 - perCell / 100) * sign.noisePct() / 100 * Math.sqrt(1 + 1.0 / 4)) * 100;
        assertEquals(Math.max(Baseline.FLOOR_PCT, expected), sign.tolerancePct(), 0.05);
        assertTrue(baseline.entry(new ScenarioSequence("plain", "small")).isEmpty(), "plain is 1 by definition");
        assertTrue(Gate.falseAlarmStatement(baseline).contains("at most 1.00% of runs"),
                Gate.falseAlarmStatement(baseline));
    }

    @Test
    void toleranceUsesTheHeaviestTailTheBaselineRunsAllow() throws Exception {
        List<RunFolder> runs = new java.util.ArrayList<>();
        for (int i = 1; i <= org.wssbench.results.stats.TailFit.MIN_RUNS + 1; i++) {
            runs.add(run("r" + i, i));
        }
        BaselineFile baseline = Baseline.fromRuns(runs);
        Double tail = baseline.entries().get(0).tailDf();
        assertTrue(tail != null && tail < org.wssbench.results.stats.ModeratedVariance.MAX_DEGREES_OF_FREEDOM,
                "tail df " + tail);
        for (BaselineEntry e : baseline.entries()) {
            assertEquals(tail, e.tailDf(), "one tail for the whole baseline");
            assertTrue(e.noiseDf() <= tail, e.key() + ": tolerance's df " + e.noiseDf() + " above the tail's " + tail);
        }
        assertTrue(Gate.falseAlarmStatement(baseline).contains("with tails as heavy as a t distribution"),
                Gate.falseAlarmStatement(baseline));
    }

    @Test
    void aNoiseFloorRaisesEachCellToTheOtherBaselinesNoise() throws Exception {
        List<RunFolder> runs = List.of(run("a", 1), run("b", 2), run("c", 3), run("d", 4));
        BaselineFile own = Baseline.fromRuns(runs);
        ScenarioSequence sign = new ScenarioSequence("sign", "small");
        ScenarioSequence encr = new ScenarioSequence("encr", "small");
        // another baseline of the same work: sign three times as noisy with heavier tails, encr half as noisy
        List<BaselineEntry> other = own.entries().stream().map(e -> e.key().equals(sign)
                ? withNoise(e, e.noisePct() * 3, 4.0) : e.key().equals(encr) ? withNoise(e, e.noisePct() / 2, e.noiseDf())
                : e).toList();
        BaselineFile floored = NoiseFloor.apply(own, new BaselineFile(other, own.identity()), Baseline.K, Baseline.FLOOR_PCT);

        BaselineEntry before = own.entry(sign).orElseThrow();
        BaselineEntry after = floored.entry(sign).orElseThrow();
        assertEquals(before.noisePct() * 3, after.noisePct(), 1e-9);
        assertEquals(before.noisePct() * 3, after.noiseFloorPct(), 1e-9);
        assertEquals(before.cellNoisePct(), after.cellNoisePct(), "the cell's own noise is kept");
        assertEquals(Math.min(before.noiseDf(), 4.0), after.noiseDf(), 1e-9, "tails at least as heavy as the other file's");
        assertEquals(before.ratio(), after.ratio(), "only the noise is borrowed, never the ratio");
        double expected = Math.expm1(new org.apache.commons.math3.distribution.TDistribution(after.noiseDf())
                .inverseCumulativeProbability(1 - after.falseAlarmPct() / 100) * after.noisePct() / 100
                * Math.sqrt(1 + 1.0 / 4)) * 100;
        assertEquals(expected, after.tolerancePct(), 1e-6, "the tolerance follows the raised noise");
        assertTrue(after.tolerancePct() > before.tolerancePct());
        BaselineEntry encrAfter = floored.entry(encr).orElseThrow();
        assertEquals(own.entry(encr).orElseThrow().noisePct(), encrAfter.noisePct(), 1e-9, "a lower floor changes nothing");
        assertEquals(own.entry(encr).orElseThrow().tolerancePct(), encrAfter.tolerancePct(), 1e-9);
        assertEquals(null, own.entry(sign).orElseThrow().noiseFloorPct());
        assertTrue(Gate.falseAlarmStatement(floored).contains("noise_floor_pct"), Gate.falseAlarmStatement(floored));
        assertFalse(Gate.falseAlarmStatement(own).contains("noise_floor_pct"));

        Path file = dir.resolve("floored.csv");
        floored.write(file);
        assertEquals(after.noiseFloorPct(), BaselineFile.read(file).entry(sign).orElseThrow().noiseFloorPct(), 1e-3);
        assertTrue(Gate.check(runs.get(1), floored).passed(), "an unchanged run passes");
        assertViolation(Gate.check(slowedDown(runs.get(0), "sign", 1.5), floored), "sign/large: overhead regressed");

        BaselineFile otherWork = new BaselineFile(other, new RunIdentity("full", null, 1, 30, null, null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NoiseFloor.apply(own, otherWork, Baseline.K, Baseline.FLOOR_PCT));
        assertTrue(e.getMessage().contains("same work"), e.getMessage());

        // the same measured work warmed up by another rule lends its noise: a floor only widens tolerances
        RunIdentity id = own.identity();
        BaselineFile otherWarmup = new BaselineFile(other, new RunIdentity(id.workload(), id.catalogue(), id.threads(),
                id.rounds(), id.sequences(), "steady window=3 cv=0.1 trend=0.1"));
        assertEquals(after.noisePct(), NoiseFloor.apply(own, otherWarmup, Baseline.K, Baseline.FLOOR_PCT).entry(sign)
                .orElseThrow().noisePct(), 1e-9);
    }

    private static BaselineEntry withNoise(BaselineEntry e, double noisePct, double noiseDf) {
        return e.withNoise(e.tolerancePct(), noisePct, noiseDf, e.tailDf(), null);
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

        assertEquals(baseline.identity(), back.identity());
        assertEquals(baseline.entries().get(0).noisePct(), back.entries().get(0).noisePct(), 1e-3);
        assertEquals(baseline.entries().get(0).tailDf(), back.entries().get(0).tailDf(), 0.05);
        assertEquals("Test CPU, 2 cores", back.machine().description());
        assertEquals(baseline.machine().plainRange("small")[0], back.machine().plainRange("small")[0], 1e-4);
        assertEquals(baseline.machine().plainRange("large")[1], back.machine().plainRange("large")[1], 1e-4);

        Files.writeString(file, "scenario,sequence,ratio,tolerance_pct,runs,spread_pct,metric\n"
                + "sign,small,abc,10,3,2,time_ratio_vs_plain\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> BaselineFile.read(file));
        assertTrue(e.getMessage().contains("line 2, column 3 (ratio)"), e.getMessage());
    }

    @Test
    void unchangedRunPasses() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        GateResult result = Gate.check(a, baseline);
        assertTrue(result.passed(), result.violations().toString());
        assertTrue(result.notes().stream().noneMatch(n -> n.startsWith(Gate.MACHINE_NOTE)), result.notes().toString());
    }

    @Test
    void aRunOnAnotherMachineOrAtAnotherSpeedIsNamedInTheNotes() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        // every request twice as slow: the same ratios, but not the machine the baseline was measured on
        List<RequestRecord> slower = a.requests().stream().map(r -> r.withClientNs(r.clientNs() * 2)).toList();
        GateResult result = Gate.check(Fixtures.writeRun(dir.resolve("slow-host"), "slow-host", slower), baseline);
        assertTrue(result.notes().stream().anyMatch(n -> n.startsWith(Gate.MACHINE_NOTE + "run slow-host answered "
                + "plain/small in")), result.notes().toString());

        Path other = dir.resolve("other-cpu");
        Fixtures.writeRun(other, "other-cpu", a.requests());
        Files.writeString(RunFolder.runJson(other), Files.readString(RunFolder.runJson(other))
                .replace("Test CPU", "Other CPU"));
        GateResult onOther = Gate.check(RunFolder.open(other), baseline);
        BaselineFile unknownMachine = new BaselineFile(baseline.entries(), baseline.identity());
        assertTrue(Gate.check(a, unknownMachine).notes().stream().anyMatch(n -> n.startsWith(Gate.MACHINE_NOTE
                + "the baseline does not record the machine")), "an old baseline cannot vouch for its machine");
        assertTrue(onOther.notes().contains(Gate.MACHINE_NOTE + "run other-cpu ran on Other CPU, 2 cores, the "
                + "baseline on Test CPU, 2 cores"), onOther.notes().toString());
    }

    @Test
    void slowerScenarioFailsWithNamedMessage() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        GateResult result = Gate.check(slowedDown(a, "sign", 1.5), baseline);
        assertFalse(result.passed());
        // sign in both sequences, and each sequence's common factor, which sign's slowdown raises too
        assertEquals(List.of("all-secured/large", "all-secured/small", "sign/large", "sign/small"),
                result.violations().stream().map(v -> v.substring(0, v.indexOf(':'))).sorted().toList(),
                result.violations().toString());
        // violations follow the run's own matrix order; find the small one by name
        String message = result.violations().stream().filter(v -> v.startsWith("sign/small: ")).findFirst()
                .orElseThrow(() -> new AssertionError(result.violations().toString()));
        assertTrue(message.startsWith("sign/small: overhead regressed"), message);
        assertTrue(message.contains("baseline") && message.contains("tolerance"), message);
    }

    @Test
    void theNotesSayHowCloseTheFiguresCameToTheirTolerances() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        List<GateResult> results = List.of(Gate.check(slowedDown(a, "sign", 1.5), baseline), Gate.check(a, baseline));
        String slower = headroomNote(results.get(0));
        String unchanged = headroomNote(results.get(1));
        // every figure of the baseline is judged, in both runs
        for (String note : List.of(slower, unchanged)) {
            assertTrue(note.startsWith(Headroom.NOTE + baseline.entries().size() + " figures judged"), note);
        }
        // the slowed cell (or the common factor it raised) is closest, and beyond its tolerance
        String closest = slower.substring(slower.indexOf("share used): ") + "share used): ".length());
        assertTrue(closest.startsWith("sign/") || closest.startsWith("all-secured/"), slower);
        int share = Integer.parseInt(closest.substring(closest.indexOf("(") + 1, closest.indexOf("%)")));
        assertTrue(share > 100, slower);
        // a run with its confirmation run: the headroom of the mean the two are judged on
        assertTrue(headroomNote(GateConfirmation.judge(slowedDown(a, "sign", 1.5), a, baseline))
                .startsWith(Headroom.NOTE + baseline.entries().size() + " figures judged"));
    }

    private static String headroomNote(GateResult result) {
        return result.notes().stream().filter(n -> n.startsWith(Headroom.NOTE)).findFirst()
                .orElseThrow(() -> new AssertionError(result.notes().toString()));
    }

    @Test
    void fasterScenarioPassesWithNote() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        GateResult result = Gate.check(slowedDown(a, "sign", 0.8), baseline);
        assertTrue(result.passed(), result.violations().toString());
        assertTrue(result.notes().stream().anyMatch(n -> n.startsWith("sign/small: overhead improved")));
    }

    @Test
    void aDifferenceMetricGatesTheOverheadInMsAndItsCollapse() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = Baseline.fromRuns(List.of(a, run("b", 2), run("c", 3)), RatioMetric.OVERHEAD_MS,
                Baseline.DEFAULT_FALSE_ALARM_PCT, Baseline.K, Baseline.FLOOR_PCT);
        BaselineEntry sign = baseline.entry(new ScenarioSequence("sign", "small")).orElseThrow();
        assertEquals(4.0, sign.ratio(), 0.3, "sign 5 ms, plain 1 ms: about 4 ms of overhead per request");
        assertTrue(Gate.check(a, baseline).passed());
        assertViolation(Gate.check(slowedDown(a, "sign", 1.5), baseline),
                "sign/small: overhead regressed: round_overhead_ms_median");
        // 3.3 ms against plain's 1: 2.3 ms of overhead is more than half of 4, so not a collapse (a ratio's
        // rule, overhead = value - 1, would call it one), only an improvement
        GateResult lower = Gate.check(slowedDown(a, "sign", 0.66), baseline);
        assertTrue(lower.violations().stream().noneMatch(v -> v.contains("collapsed")), lower.violations().toString());
        assertTrue(lower.notes().stream().anyMatch(n -> n.startsWith("sign/small: overhead improved")));
        assertViolation(Gate.check(slowedDown(a, "sign", 0.25), baseline), "sign/small: overhead collapsed");
    }

    /** The gate on run a with sign's times x {@code signFactor}, and on a as it is, against a baseline holding a. */
    @Test
    void aRunAndItsConfirmationRunAreJudgedOnTheirMean() throws Exception {
        List<RunFolder> runs = List.of(run("a", 1), run("b", 2), run("c", 3), run("d", 4), run("e", 5));
        BaselineFile baseline = Baseline.fromRuns(runs);
        GateResult unchanged = GateConfirmation.judge(runs.get(0), runs.get(1), baseline);
        assertTrue(unchanged.passed(), unchanged.violations().toString());
        assertTrue(unchanged.notes().stream().anyMatch(n -> n.startsWith("run a and its confirmation run b judged together")),
                unchanged.notes().toString());

        // sign slowed in both runs by a factor between the mean's tolerance and the one-run tolerance: the rule
        // before 2026-11-28 (above the one-run tolerance in both runs) passed it; the mean of the two fails it
        BaselineEntry sign = baseline.entry(new ScenarioSequence("sign", "small")).orElseThrow();
        double one = Math.log1p(sign.tolerancePct() / 100);
        double mean = Math.log1p(sign.forConfirmation().tolerancePct() / 100);
        assertTrue(mean < one, sign.forConfirmation() + " against " + sign);
        double factor = Math.exp(mean + 0.8 * (one - mean));
        RunFolder first = slowedDown(runs.get(0), "sign", factor, "s1");
        RunFolder again = slowedDown(runs.get(1), "sign", factor, "s2");
        assertTrue(Gate.check(first, baseline).regressions().stream().noneMatch(r -> r.cell().equals(sign.key())),
                "below the one-run tolerance in the first run");
        GateResult confirmed = GateConfirmation.judge(first, again, baseline);
        assertViolation(confirmed, "sign/small: overhead regressed");
        String message = confirmed.violations().stream().filter(v -> v.startsWith("sign/small: ")).findFirst()
                .orElseThrow();
        assertTrue(message.contains("geometric mean of 2 runs: ") && message.endsWith(String.format(
                java.util.Locale.ROOT, "tolerance %.1f%%", sign.forConfirmation().tolerancePct())), message);
        assertTrue(confirmed.regressions().stream().anyMatch(r -> r.cell().equals(sign.key())));

        // what is not a regression fails in either run, named by the run it failed in
        RunFolder collapsed = slowedDown(runs.get(0), "sign", 0.25, "collapsed");
        assertFalse(Gate.check(collapsed, baseline).confirmationCanDecide(), "a collapse is not for a confirmation run");
        assertViolation(GateConfirmation.judge(collapsed, runs.get(1), baseline), "sign/small: overhead collapsed");
        assertViolation(GateConfirmation.judge(runs.get(1), collapsed, baseline),
                collapsed.runId() + ": sign/small: overhead collapsed");
    }

    @Test
    void theScreenIsTheBaselineAtAHigherFalseAlarmProbability() throws Exception {
        List<RunFolder> runs = List.of(run("a", 1), run("b", 2), run("c", 3), run("d", 4), run("e", 5));
        BaselineFile baseline = Baseline.fromRuns(runs);
        assertEquals(Baseline.DEFAULT_FALSE_ALARM_PCT, baseline.runFalseAlarmPct().orElseThrow(), 1e-9);
        BaselineFile screen = GateConfirmation.screen(baseline);
        for (int i = 0; i < baseline.entries().size(); i++) {
            BaselineEntry entry = baseline.entries().get(i);
            BaselineEntry screened = screen.entries().get(i);
            assertEquals(entry.key(), screened.key());
            // the log tolerance scales with the t quantile: at 10 x the probability, q(1 - 10 a) / q(1 - a)
            org.apache.commons.math3.distribution.TDistribution t =
                    new org.apache.commons.math3.distribution.TDistribution(entry.noiseDf());
            double expected = Math.expm1(Math.log1p(entry.tolerancePct() / 100)
                    * t.inverseCumulativeProbability(1 - 10 * entry.falseAlarmPct() / 100)
                    / t.inverseCumulativeProbability(1 - entry.falseAlarmPct() / 100)) * 100;
            assertEquals(Math.max(Math.min(entry.tolerancePct(), Baseline.FLOOR_PCT), expected), screened.tolerancePct(),
                    1e-9, entry.key().toString());
            assertEquals(entry.ratio(), screened.ratio());
        }
        // the committed file's sign/small: 9.33 % at 0.0444 % a figure; its screen at 0.444 % is narrower
        BaselineEntry committed = new BaselineEntry("sign", "small", 12.5, 9.33, 28, 15.8, "round_low_ratio_peer_adjusted",
                1.932, 1.708, 0.0, 10.8, 0.0444, 2.0, 1.5, 0.9, 10.8, null);
        assertTrue(committed.screening(10).tolerancePct() < 0.75 * committed.tolerancePct(),
                committed.screening(10).toString());
        assertEquals(committed, committed.screening(1));
        assertThrows(IllegalArgumentException.class, () -> committed.screening(0.5));
        // a file that states no false-alarm probability is its own screen
        BaselineFile oneRun = Baseline.fromRuns(List.of(runs.get(0)));
        assertTrue(oneRun.runFalseAlarmPct().isEmpty());
        assertEquals(oneRun, oneRun.screening(10));

        // a run above the screen but within the baseline: a confirmation run is measured, and the pair passes
        BaselineEntry sign = baseline.entry(new ScenarioSequence("sign", "small")).orElseThrow();
        double tolerance = Math.log1p(sign.tolerancePct() / 100);
        double screenTolerance = Math.log1p(screen.entry(sign.key()).orElseThrow().tolerancePct() / 100);
        RunFolder between = slowedDown(runs.get(0), "sign", Math.exp((tolerance + screenTolerance) / 2), "between");
        assertTrue(Gate.check(between, baseline).regressions().stream().noneMatch(r -> r.cell().equals(sign.key())),
                "within the one-run tolerance");
        GateResult screened = Gate.check(between, screen);
        assertTrue(GateConfirmation.needed(screened) && screened.regressions().stream()
                .anyMatch(r -> r.cell().equals(sign.key())), "above the screen: " + screened.violations());
        assertFalse(GateConfirmation.needed(Gate.check(runs.get(0), screen)), "an unchanged run is not above it");
    }

    @Test
    void aConfirmationRunNarrowsOnlyTheNoiseTheTwoRunsDoNotShare() {
        // sign/small of the committed quick file: no run-to-run part, so the measured floor on the correlation of a
        // run and its confirmation run decides: c^2 = 0.45 sd^2
        BaselineEntry within = new BaselineEntry("sign", "small", 12.5, 9.33, 28, 15.8, "round_low_ratio_peer_adjusted",
                1.932, 1.708, 0.0, 10.8, 0.0444, 2.0, 1.5, 0.9, 10.8, null);
        double floor = Math.sqrt((0.45 + 0.55 / 2 + 1.0 / 28) / (1 + 1.0 / 28));
        assertEquals(Math.expm1(Math.log(1.0933) * floor) * 100, within.forConfirmation().tolerancePct(), 1e-9);
        assertTrue(within.forConfirmation().tolerancePct() > within.forMeanOf(2).tolerancePct(),
                "narrower than for two independent runs only when the runs share nothing");
        // username-digest/small: 3.05 of its 4.07 % are run-to-run (0.56 of the variance), above the floor
        BaselineEntry between = new BaselineEntry("username-digest", "small", 2.69, 20.70, 28, 19.3,
                "round_low_ratio_peer_adjusted", 4.072, 4.072, 3.053, 10.8, 0.0444, 2.4, 1.0, 0.9, 10.8, null);
        double factor = Math.sqrt((0.03053 * 0.03053 + (0.04072 * 0.04072 - 0.03053 * 0.03053) / 2
                + 0.04072 * 0.04072 / 28) / (0.04072 * 0.04072 * (1 + 1.0 / 28)));
        assertEquals(Math.expm1(Math.log(1.2070) * factor) * 100, between.forConfirmation().tolerancePct(), 1e-9);
        assertTrue(between.forConfirmation().tolerancePct() < between.tolerancePct());
        // all of it run-to-run: a second run of the same service adds nothing
        BaselineEntry allShared = new BaselineEntry("username-digest", "small", 2.69, 20.70, 28, 19.3,
                "round_low_ratio_peer_adjusted", 4.072, 4.072, 4.072, 10.8, 0.0444, 2.4, 1.0, 0.9, 10.8, null);
        assertEquals(1.0, allShared.noise().sameServiceMeanFactor(2), 1e-12);
        assertEquals(20.70, allShared.forConfirmation().tolerancePct(), 1e-9);
    }

    @Test
    void aMeanOfRunsIsHeldToTheNarrowerToleranceOfSuchAMean() {
        // a 28-run entry with sign/small's noise of results/baseline/workload-quick.csv
        BaselineEntry entry = new BaselineEntry("sign", "small", 12.5, 9.33, 28, 15.8, "round_low_ratio_peer_adjusted",
                1.932, 1.708, 0.0, 10.8, 0.0444, 2.0, 1.5, 0.9, 10.8, null);
        assertEquals(entry, entry.forMeanOf(1));
        // log tolerance x sqrt((1/3 + 1/28) / (1 + 1/28)): 9.33 % becomes 5.47 %
        assertEquals(Math.expm1(Math.log(1.0933) * Math.sqrt((1.0 / 3 + 1.0 / 28) / (1 + 1.0 / 28))) * 100,
                entry.forMeanOf(3).tolerancePct(), 1e-9);
        assertEquals(5.47, entry.forMeanOf(3).tolerancePct(), 0.01);
        assertTrue(entry.forMeanOf(4).tolerancePct() < entry.forMeanOf(3).tolerancePct());
        // everything measured stays; never below the floor; a one-run entry has nothing to scale
        assertEquals(entry.ratio(), entry.forMeanOf(3).ratio());
        assertEquals(entry.falseAlarmPct(), entry.forMeanOf(3).falseAlarmPct());
        BaselineEntry quiet = entry.withNoise(2.5, 0.2, 10.8, 10.8, null);
        assertEquals(Baseline.FLOOR_PCT, quiet.forMeanOf(1000).tolerancePct(), 1e-9);
        BaselineEntry oneRun = new BaselineEntry("sign", "small", 12.5, 25, 1, 0, "round_low_ratio_peer_adjusted",
                null, null, null, null, null, 2.0, 1.5, 0.9, null, null);
        assertEquals(oneRun, oneRun.forMeanOf(3));
        assertThrows(IllegalArgumentException.class, () -> entry.forMeanOf(0));

        // what a mean of k runs catches with 80 % probability: the mean's tolerance plus the power quantile of its
        // own spread, sd x sqrt(1/k + 1/n); one run: as the baseline command has always printed it
        double powerQuantile = new org.apache.commons.math3.distribution.TDistribution(10.8).inverseCumulativeProbability(0.8);
        assertEquals(entry.noise().detectableAbove(0.0933, 0.8) * 100, entry.detectablePct(1, 0.8), 1e-9);
        assertEquals(Math.expm1(Math.log1p(entry.forMeanOf(3).tolerancePct() / 100)
                + powerQuantile * 0.01932 * Math.sqrt(1.0 / 3 + 1.0 / 28)) * 100, entry.detectablePct(3, 0.8), 1e-9);
        assertTrue(entry.detectablePct(3, 0.8) < entry.detectablePct(2, 0.8));
        assertEquals(null, oneRun.detectablePct(3, 0.8));
    }

    @Test
    void severalRunsAreJudgedTogetherOnTheMeanOfTheirFigures() throws Exception {
        List<RunFolder> runs = List.of(run("a", 1), run("b", 2), run("c", 3), run("d", 4), run("e", 5));
        BaselineFile baseline = Baseline.fromRuns(runs);
        GateResult unchanged = Gate.check(runs.subList(0, 3), baseline);
        assertTrue(unchanged.passed(), unchanged.violations().toString());
        assertTrue(unchanged.notes().stream().anyMatch(n -> n.startsWith("3 runs judged together (a, b, c)")),
                unchanged.notes().toString());
        // the headroom is of the mean's tolerance
        BaselineEntry sign = baseline.entry(new ScenarioSequence("sign", "small")).orElseThrow();
        assertTrue(headroomNote(unchanged).startsWith(Headroom.NOTE + baseline.entries().size() + " figures judged"));

        // sign slowed by a factor between the tolerance of a mean of three runs and that of one run, in all three
        double one = Math.log1p(sign.tolerancePct() / 100);
        double three = Math.log1p(sign.forMeanOf(3).tolerancePct() / 100);
        assertTrue(three < one);
        double factor = Math.exp(three + 0.9 * (one - three));
        List<RunFolder> slowed = List.of(slowedDown(runs.get(0), "sign", factor, "s1"),
                slowedDown(runs.get(1), "sign", factor, "s2"), slowedDown(runs.get(2), "sign", factor, "s3"));
        GateResult together = Gate.check(slowed, baseline);
        assertViolation(together, "sign/small: overhead regressed");
        String message = together.violations().stream().filter(v -> v.startsWith("sign/small: ")).findFirst()
                .orElseThrow();
        assertTrue(message.contains("geometric mean of 3 runs: "), message);
        assertTrue(message.endsWith(String.format(java.util.Locale.ROOT, "tolerance %.1f%%",
                sign.forMeanOf(3).tolerancePct())), message);

        // a run's own checks name the run: one of the three without encr
        List<RequestRecord> withoutEncr = runs.get(1).requests().stream()
                .filter(r -> !r.scenario().equals("encr")).toList();
        RunFolder partial = Fixtures.writeRun(dir.resolve("partial"), "partial", withoutEncr);
        GateResult missing = Gate.check(List.of(runs.get(0), partial, runs.get(2)), baseline);
        assertViolation(missing, "run partial: encr/small: unchecked: in the baseline but not measured in run partial");
        // ... and under the common-factor metric such a run is refused, whichever position it has
        assertViolation(Gate.check(List.of(runs.get(0), partial), new BaselineFile(baseline.entries().stream()
                .filter(e -> !e.scenario().equals("sign")).toList(), baseline.identity())), "refused: run a measured "
                + "cells the baseline does not have (sign/");
    }

    private RunFolder slowedDown(RunFolder base, String scenario, double factor, String folder) throws Exception {
        List<RequestRecord> rows = base.requests().stream()
                .map(r -> r.scenario().equals(scenario) ? r.withClientNs(Math.round(r.clientNs() * factor)) : r)
                .toList();
        return Fixtures.writeRun(dir.resolve(folder), base.runId() + "-" + folder, rows);
    }

    @Test
    void overheadCollapsingTowardPlainFails() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        GateResult result = Gate.check(slowedDown(a, "sign", 0.25), baseline);
        assertViolation(result, "sign/small: overhead collapsed");
    }

    @Test
    void baselineCellMissingInRunFailsAndExtraCellIsANote() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        List<RequestRecord> withoutEncr = a.requests().stream().filter(r -> !r.scenario().equals("encr")).toList();
        RunFolder partial = Fixtures.writeRun(dir.resolve("partial"), "partial", withoutEncr);
        GateResult result = Gate.check(partial, baseline);
        assertViolation(result, "encr/small: unchecked");

        // a cell the baseline lacks changes every other cell's peers: refused under the common-factor metric
        BaselineFile smaller = new BaselineFile(baseline.entries().stream()
                .filter(e -> !e.scenario().equals("encr")).toList(), baseline.identity());
        assertViolation(Gate.check(a, smaller), "refused: run a measured cells the baseline does not have (encr/small");

        // ... and only a note where each cell is judged on its own ratio to plain
        BaselineFile plainRatios = Baseline.fromRuns(List.of(a, run("b", 2), run("c", 3)), RatioMetric.ROUND_MEDIAN,
                Baseline.DEFAULT_FALSE_ALARM_PCT, Baseline.K, Baseline.FLOOR_PCT);
        BaselineFile smallerPlain = new BaselineFile(plainRatios.entries().stream()
                .filter(e -> !e.scenario().equals("encr")).toList(), plainRatios.identity());
        GateResult extra = Gate.check(a, smallerPlain);
        assertTrue(extra.passed(), extra.violations().toString());
        assertTrue(extra.notes().stream().anyMatch(n -> n.contains("encr/small: measured in run")));
    }

    @Test
    void commonFactorIsTakenOutOfEachCellAndGatedOnItsOwn() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        assertEquals(RatioMetric.GATED, baseline.metric());
        for (BaselineEntry e : baseline.entries()) {
            if (!e.key().isAllSecured()) {
                assertEquals(e.ratio() >= Baseline.COMMON_FACTOR_MIN_RATIO, e.commonFactorOut(), e.key().toString());
            }
        }
        assertTrue(baseline.entry(ScenarioSequence.allSecured("small")).isPresent());

        // every secured scenario 40% slower (plain and the cells below the ratio rule unchanged):
        // no single cell changed against the others, but the sequence's common factor did
        List<RequestRecord> allSlower = a.requests().stream()
                .map(r -> !r.scenario().equals("plain") ? r.withClientNs(Math.round(r.clientNs() * 1.4)) : r).toList();
        GateResult together = Gate.check(Fixtures.writeRun(dir.resolve("together"), "a", allSlower), baseline);
        assertViolation(together, "all-secured/small: all secured scenarios of small regressed together");
        assertTrue(together.violations().stream().noneMatch(v -> v.startsWith("sign/") || v.startsWith("encr/")
                || v.startsWith("secureconversation/")), together.violations().toString());
        assertTrue(together.notes().stream().anyMatch(n -> n.startsWith("common factor taken out")), together.notes().toString());
    }

    /**
     * Six runs in which sign, encr and secureconversation speed up or slow down together by a run's
     * own factor while username stays put: the baseline fits sign a weight near 1 on the common
     * factor and username one near 0, writes them, and the gate divides by the weighted factor.
     */
    @Test
    void eachCellGetsItsOwnWeightOnTheCommonFactor() throws Exception {
        double[] shared = {0.80, 1.15, 0.90, 1.25, 0.85, 1.10};
        List<RunFolder> runs = new java.util.ArrayList<>();
        for (int i = 0; i < shared.length; i++) {
            java.util.Map<String, Double> times = new java.util.LinkedHashMap<>(Fixtures.typicalScenarios());
            for (String moving : List.of("sign", "encr", "secureconversation")) {
                times.put(moving, times.get(moving) * shared[i]);
            }
            String name = "w" + i;
            runs.add(Fixtures.writeRun(dir.resolve(name), name, times, 10 + i, 3, 40));
        }
        BaselineFile baseline = Baseline.fromRuns(runs);
        BaselineEntry sign = baseline.entry(new ScenarioSequence("sign", "small")).orElseThrow();
        BaselineEntry username = baseline.entry(new ScenarioSequence("username", "small")).orElseThrow();
        assertTrue(sign.commonFactorWeight() > 0.7 && sign.commonFactorWeight() < 1.3, sign.toString());
        assertTrue(username.commonFactorWeight() < 0.3, username.toString());

        Path file = dir.resolve("weights.csv");
        baseline.write(file);
        BaselineFile back = BaselineFile.read(file);
        assertEquals(sign.commonFactorWeight(), back.entry(sign.key()).orElseThrow().commonFactorWeight(), 1e-3);

        GateResult slower = Gate.check(slowedDown(runs.get(0), "sign", 1.5), back);
        assertViolation(slower, "sign/small: overhead regressed");
        assertTrue(slower.violations().stream().anyMatch(v -> v.startsWith("sign/small") && v.contains(String.format(
                java.util.Locale.ROOT, "weight %.2f", sign.commonFactorWeight()))), slower.violations().toString());

        // a file from before the weight: all of the factor where common_factor_out is true, none elsewhere
        // (and from before noise_floor_pct, the column after it)
        List<String> lines = Files.readAllLines(file).stream().map(l -> l.substring(0, l.lastIndexOf(','))).toList();
        int column = List.of(lines.get(0).split(",")).indexOf("common_factor_weight");
        assertEquals(BaselineFile.HEADER.size() - 2, column, "the weight is the last column but one");
        Path old = dir.resolve("before-weights.csv");
        Files.write(old, lines.stream().map(l -> l.substring(0, l.lastIndexOf(','))).toList());
        for (BaselineEntry e : BaselineFile.read(old).entries()) {
            assertEquals(baseline.entry(e.key()).orElseThrow().commonFactorOut() ? 1 : 0, e.commonFactorWeight(), 0,
                    e.key().toString());
        }
        Files.write(old, lines.stream().map(l -> l.endsWith(",common_factor_weight") ? l : l.substring(0,
                l.lastIndexOf(',')) + ",-0.4").toList());
        ResultFileException e = assertThrows(ResultFileException.class, () -> BaselineFile.read(old));
        assertTrue(e.getMessage().contains("common_factor_weight") && e.getMessage().contains("-0.4"), e.getMessage());
    }

    @Test
    void aCellThatShiftsBetweenMeasuringPeriodsGetsTheShiftAsNoise() throws Exception {
        List<RunFolder> runs = new java.util.ArrayList<>();
        for (int i = 0; i < 10; i++) {
            java.util.Map<String, Double> times = new java.util.LinkedHashMap<>(Fixtures.typicalScenarios());
            if (i >= 5) {
                times.put("sign", times.get("sign") * 1.06); // the host's second state: sign 6 % dearer
            }
            String name = "p" + i;
            runs.add(Fixtures.writeRun(dir.resolve(name), name, times, 20 + i, 3, 40));
        }
        ScenarioSequence sign = new ScenarioSequence("sign", "small");
        ScenarioSequence encr = new ScenarioSequence("encr", "small");
        BaselineFile onePeriod = Baseline.fromRuns(runs);
        for (int i = 5; i < 10; i++) { // the same runs, the second five measured two hours later
            Path json = RunFolder.runJson(runs.get(i).directory());
            Files.writeString(json, Files.readString(json).replace("2026-11-22T03:15:00Z", "2026-11-22T05:15:00Z"));
            runs.set(i, RunFolder.open(runs.get(i).directory()));
        }
        BaselineFile twoPeriods = Baseline.fromRuns(runs);
        double before = onePeriod.entry(sign).orElseThrow().tolerancePct();
        double after = twoPeriods.entry(sign).orElseThrow().tolerancePct();
        assertTrue(after > before + 3, "sign/small tolerance " + before + " -> " + after);
        // a cell that did not shift keeps about its tolerance
        assertEquals(onePeriod.entry(encr).orElseThrow().tolerancePct(), twoPeriods.entry(encr).orElseThrow().tolerancePct(),
                0.35 * onePeriod.entry(encr).orElseThrow().tolerancePct());
    }

    /**
     * A cost on one sign request in ten (6x its time): the fast end of each block does not move, so a
     * baseline of that figure alone does not fault sign/small (the blind spot); the mean of each block
     * moves by about 50 %, and the baseline's second figure fails the cell, naming the figure. Both figures in one file,
     * each with its share of the false-alarm probability, and the file reads back.
     */
    @Test
    void aCostOnSomeRequestsIsCaughtByTheSecondFigure() throws Exception {
        List<RunFolder> runs = new java.util.ArrayList<>();
        for (int i = 0; i < 6; i++) {
            runs.add(run("m" + i, 30 + i));
        }
        BaselineFile lowOnly = Baseline.fromRuns(runs);
        BaselineFile both = Baseline.fromRuns(runs, RatioMetric.GATED, RatioMetric.GATED_MEAN, 0.2,
                Baseline.DEFAULT_FALSE_ALARM_PCT, Baseline.K, Baseline.FLOOR_PCT);
        assertEquals(List.of(RatioMetric.GATED, RatioMetric.GATED_MEAN), both.metrics());
        assertTrue(both.entry(ScenarioSequence.allSecured("small"), RatioMetric.GATED_MEAN).isEmpty(),
                "the common factor is gated once, by the first figure");
        double total = both.entries().stream().mapToDouble(BaselineEntry::falseAlarmPct).sum();
        assertEquals(Baseline.DEFAULT_FALSE_ALARM_PCT, total, 1e-9);
        assertEquals(0.2 * total, both.entries(RatioMetric.GATED_MEAN).stream().mapToDouble(BaselineEntry::falseAlarmPct).sum(),
                1e-9);
        Path file = dir.resolve("two-figures.csv");
        both.write(file);
        BaselineFile back = BaselineFile.read(file);
        assertEquals(both.entries().size(), back.entries().size());
        assertEquals(both.metrics(), back.metrics());

        java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
        List<RequestRecord> sporadic = runs.get(0).requests().stream()
                .map(r -> r.scenario().equals("sign") && r.sequence().equals("small") && n.incrementAndGet() % 10 == 0
                        ? r.withClientNs(r.clientNs() * 6) : r).toList();
        RunFolder slowed = Fixtures.writeRun(dir.resolve("sporadic"), "m0", sporadic);
        List<String> fastEndOnly = Gate.check(slowed, lowOnly).violations();
        assertTrue(fastEndOnly.stream().noneMatch(v -> v.startsWith("sign/small")), "the fast end misses it: " + fastEndOnly);
        GateResult result = Gate.check(slowed, back);
        assertViolation(result, "sign/small: overhead regressed: " + RatioMetric.GATED_MEAN.column());
        assertTrue(result.violations().stream().noneMatch(v -> v.startsWith("sign/small: overhead regressed: "
                + RatioMetric.GATED.column())), result.violations().toString());
        assertTrue(Gate.check(runs.get(0), back).passed(), "the unchanged run passes both figures");

        // each cell once per metric
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(file));
        lines.add(lines.get(1));
        Files.write(file, lines);
        ResultFileException e = assertThrows(ResultFileException.class, () -> BaselineFile.read(file));
        assertTrue(e.getMessage().contains("line " + lines.size()) && e.getMessage().contains("one row per cell and metric"),
                e.getMessage());
    }

    /** Blocks of one request each: the mean and the fast end are the same figure, so no second row is written. */
    @Test
    void theSecondFigureHasNoRowWhereItEqualsTheFirst() throws Exception {
        List<RunFolder> runs = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            runs.add(Fixtures.writeRun(dir.resolve("one" + i), "one" + i, Fixtures.typicalScenarios(), 40 + i, 12, 1));
        }
        BaselineFile both = Baseline.fromRuns(runs, RatioMetric.GATED, RatioMetric.GATED_MEAN, 0.2,
                Baseline.DEFAULT_FALSE_ALARM_PCT, Baseline.K, Baseline.FLOOR_PCT);
        assertEquals(List.of(RatioMetric.GATED), both.metrics());
        assertEquals(0.8 * Baseline.DEFAULT_FALSE_ALARM_PCT, both.entries().stream().mapToDouble(BaselineEntry::falseAlarmPct).sum(),
                1e-9, "the first figure keeps its share; nothing is spent on a repeated check");
    }

    private static final String SEQUENCES = "\"sequences\": [{\"name\": \"small\", \"count\": 500, \"warmup\": 10000}, "
            + "{\"name\": \"large\", \"count\": 30, \"warmup\": 900}]";

    private static RunFolder withSequences(RunFolder run) throws Exception {
        Path file = RunFolder.runJson(run.directory());
        Files.writeString(file, Files.readString(file).replace("\"sequences\": [\"small\", \"large\"]", SEQUENCES));
        return RunFolder.open(run.directory());
    }

    private RunFolder withWarmupRule(String name, long seed, String cv) throws Exception {
        RunFolder r = run(name, seed);
        Path file = RunFolder.runJson(r.directory());
        Files.writeString(file, Files.readString(file).replace("\"complete\": true", "\"complete\": true, \"design\": "
                + "{\"warmup\": {\"rule\": \"steady\", \"window\": 3, \"cv\": " + cv + ", \"trend\": 0.05}}"));
        return RunFolder.open(r.directory());
    }

    @Test
    void aRunWarmedUpByAnotherRuleIsRefused() throws Exception {
        BaselineFile baseline = Baseline.fromRuns(List.of(withWarmupRule("a", 1, "0.05"), withWarmupRule("b", 2, "0.05"),
                withWarmupRule("c", 3, "0.05")));
        assertEquals("steady window=3 cv=0.05 trend=0.05", baseline.identity().warmup());
        Path file = dir.resolve("rule.csv");
        baseline.write(file);
        assertEquals(baseline.identity(), BaselineFile.read(file).identity(), "warmup_rule survives the file");
        assertTrue(Gate.check(withWarmupRule("same", 4, "0.05"), baseline).passed());
        GateResult other = Gate.check(withWarmupRule("looser", 4, "0.10"), baseline);
        assertViolation(other, "refused: run measured other work than the baseline: warm-up rule: run looser has "
                + "steady window=3 cv=0.1 trend=0.05");
    }

    private RunFolder withSettling(String name, long seed, int settleRounds) throws Exception {
        RunFolder r = run(name, seed);
        Path file = RunFolder.runJson(r.directory());
        Files.writeString(file, Files.readString(file).replace("\"complete\": true", "\"complete\": true, \"design\": "
                + "{\"warmup\": {\"rule\": \"steady\", \"window\": 3, \"cv\": 0.1, \"trend\": 0.05, \"settle_rounds\": "
                + settleRounds + "}}"));
        return RunFolder.open(r.directory());
    }

    @Test
    void settlingRoundsArePartOfTheWorkButNoneKeepsTheOldIdentity() throws Exception {
        BaselineFile before = Baseline.fromRuns(List.of(withWarmupRule("a", 1, "0.1"), withWarmupRule("b", 2, "0.1"),
                withWarmupRule("c", 3, "0.1")));
        RunFolder none = withSettling("none", 4, 0);
        assertEquals(before.identity().warmup(), RunIdentity.of(none).warmup(), "settle_rounds 0 reads as before");
        assertTrue(Gate.check(none, before).passed());
        GateResult settled = Gate.check(withSettling("settled", 5, 45), before);
        assertViolation(settled, "refused: run measured other work than the baseline: warm-up rule: run settled has "
                + "steady window=3 cv=0.1 trend=0.05 settle=45");
    }

    private RunFolder withWarmupRounds(String name, long seed, int smallRound) throws Exception {
        RunFolder r = run(name, seed);
        Path file = RunFolder.runJson(r.directory());
        Files.writeString(file, Files.readString(file).replace("\"complete\": true", "\"complete\": true, \"design\": "
                + "{\"warmup\": {\"rule\": \"steady\", \"window\": 3, \"cv\": 0.1, \"trend\": 0.05, \"settle_rounds\": 45, "
                + "\"round_requests\": {\"small\": " + smallRound + ", \"large\": 10}}}"));
        return RunFolder.open(r.directory());
    }

    @Test
    void warmUpRoundSizesArePartOfTheWorkWhereTheBaselineRecordsThem() throws Exception {
        BaselineFile baseline = Baseline.fromRuns(List.of(withWarmupRounds("a", 1, 160), withWarmupRounds("b", 2, 160),
                withWarmupRounds("c", 3, 160)));
        assertEquals("steady window=3 cv=0.1 trend=0.05 settle=45 rounds=large:10,small:160", baseline.identity().warmup());
        Path file = dir.resolve("rounds.csv");
        baseline.write(file);
        assertEquals(baseline.identity(), BaselineFile.read(file).identity(), "the round sizes survive the file");
        assertTrue(Gate.check(withWarmupRounds("same", 4, 160), baseline).passed());
        assertViolation(Gate.check(withWarmupRounds("longer", 5, 480), baseline),
                "refused: run measured other work than the baseline: warm-up rule: run longer has "
                        + "steady window=3 cv=0.1 trend=0.05 settle=45 rounds=large:10,small:480");
        // a baseline from before the round sizes were recorded judges the rest of the rule only
        BaselineFile older = Baseline.fromRuns(List.of(withSettling("d", 6, 45), withSettling("e", 7, 45),
                withSettling("f", 8, 45)));
        assertTrue(Gate.check(withWarmupRounds("newer", 9, 480), older).passed());
        BaselineFile unsettled = Baseline.fromRuns(List.of(withWarmupRule("g", 11, "0.1"), withWarmupRule("h", 12, "0.1"),
                withWarmupRule("i", 13, "0.1")));
        assertViolation(Gate.check(withWarmupRounds("settled", 10, 480), unsettled),
                "refused: run measured other work than the baseline: warm-up rule: run settled has "
                        + "steady window=3 cv=0.1 trend=0.05 settle=45");
    }

    @Test
    void runOfOtherWorkIsRefusedAndOldBaselineToo() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        Path json = RunFolder.runJson(a.directory());
        Files.writeString(json, Files.readString(json).replace("\"catalogue\": \"default\"",
                "\"catalogue\": \"usgs\""));
        GateResult other = Gate.check(RunFolder.open(a.directory()), baseline);
        assertFalse(other.passed());
        assertTrue(other.violations().get(0).startsWith("refused: run measured other work"), other.violations().toString());
        assertTrue(other.violations().get(0).contains("catalogue"), other.violations().toString());

        // the same workload name with another warm-up cap is other work too
        Path edited = run("e", 5).directory();
        Files.writeString(RunFolder.runJson(edited), Files.readString(RunFolder.runJson(edited)).replace(
                "\"sequences\": [\"small\", \"large\"]", SEQUENCES.replace("900", "300")));
        for (RunFolder r : List.of(a, RunFolder.open(edited))) {
            Path file = RunFolder.runJson(r.directory());
            Files.writeString(file, Files.readString(file).replace("\"sequences\": [\"small\", \"large\"]", SEQUENCES)
                    .replace("\"catalogue\": \"usgs\"", "\"catalogue\": \"default\""));
        }
        BaselineFile capped = Baseline.fromRuns(List.of(RunFolder.open(a.directory()), withSequences(run("f", 6)),
                withSequences(run("g", 7))));
        assertEquals("small count=500 warmup=10000; large count=30 warmup=900", capped.identity().sequences());
        GateResult recapped = Gate.check(RunFolder.open(edited), capped);
        assertFalse(recapped.passed());
        assertTrue(recapped.violations().get(0).contains("sequences") && recapped.violations().get(0).contains("warmup=300"),
                recapped.violations().toString());

        Path old = dir.resolve("old.csv");
        Files.writeString(old, "scenario,sequence,ratio,tolerance_pct,runs,spread_pct,metric\n"
                + "sign,small,5,40,4,20,time_ratio_vs_plain\n");
        GateResult legacy = Gate.check(run("d", 4), BaselineFile.read(old));
        assertFalse(legacy.passed());
        assertTrue(legacy.violations().get(0).contains("does not record the workload"), legacy.violations().toString());
    }

    @Test
    void cellNotAtSteadyStateFails() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        Files.writeString(a.directory().resolve(SteadyState.WARMUP_CSV),
                "scenario,sequence,warmup_requests,steady_state\nplain,small,500,false\nsign,small,300,true\n");
        GateResult result = Gate.check(a, baseline);
        assertFalse(result.passed());
        assertTrue(result.violations().stream().anyMatch(v -> v.startsWith("sign/small: not at steady state")
                && v.contains("plain/small did not reach steady state")), result.violations().toString());
    }

    @Test
    void aCellShortOfSteadyStateInOneRunIsJudgedByTheOtherRun() throws Exception {
        RunFolder a = run("a", 1);
        BaselineFile baseline = baselineWith(a);
        RunFolder unsteadyRun = run("u", 1);
        Files.writeString(unsteadyRun.directory().resolve(SteadyState.WARMUP_CSV),
                "scenario,sequence,warmup_requests,steady_state\nplain,small,500,false\n");
        GateResult unsteady = Gate.check(unsteadyRun, baseline);
        // positive control: alone, the unsteady run fails on every small cell, and a confirmation run may decide it
        assertFalse(unsteady.passed());
        assertTrue(unsteady.confirmationCanDecide() && !unsteady.failedOnRegressionsOnly(), unsteady.violations().toString());
        assertEquals(unsteady.violations().size(), unsteady.unsteady().size());
        assertTrue(unsteady.unsteady().stream().allMatch(u -> u.cell().sequence().equals("small")));

        GateResult thenSteady = GateConfirmation.judge(unsteadyRun, a, baseline);
        assertTrue(thenSteady.passed(), thenSteady.violations().toString());
        assertTrue(thenSteady.notes().stream().anyMatch(n -> n.startsWith("sign/small: not at steady state")
                && n.endsWith("at steady state in a, whose figures judge the cell")), thenSteady.notes().toString());
        assertTrue(GateConfirmation.judge(a, unsteadyRun, baseline).passed(), "either order");
        RunFolder unsteadyAgain = run("v", 1);
        Files.copy(unsteadyRun.directory().resolve(SteadyState.WARMUP_CSV),
                unsteadyAgain.directory().resolve(SteadyState.WARMUP_CSV), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertViolation(GateConfirmation.judge(unsteadyRun, unsteadyAgain, baseline), "sign/small: not at steady state");

        // the steady run alone judges the cell, on the one-run tolerance: a regression there fails, although the
        // unsteady run has none and the mean of the two would be within the mean's tolerance
        RunFolder slower = slowedDown(a, "sign", 1.5, "slower");
        assertViolation(GateConfirmation.judge(unsteadyRun, slower, baseline),
                slower.runId() + ": sign/small: overhead regressed");
        assertViolation(GateConfirmation.judge(slower, unsteadyRun, baseline),
                slower.runId() + ": sign/small: overhead regressed");
        // and the large cells, steady in both runs, are judged on the mean of both
        assertTrue(GateConfirmation.judge(slower, unsteadyRun, baseline).violations().stream()
                .anyMatch(v -> v.startsWith("sign/large: overhead regressed") && v.contains("geometric mean of 2 runs")));
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
