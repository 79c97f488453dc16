package org.wssbench.results.compare;

import org.wssbench.results.Fixtures;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.report.ComparisonFormat;
import org.wssbench.results.report.ComparisonRenderer;
import org.wssbench.results.stats.RatioMetric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunComparatorTest {

    @TempDir
    Path dir;

    private RunFolder baseRun() throws Exception {
        return Fixtures.writeRun(dir.resolve("base"), "base", Fixtures.typicalScenarios(), 7, 3, 60);
    }

    /** The base run's requests with one scenario's client times multiplied. */
    private RunFolder scaledRun(RunFolder base, String name, String scenario, double factor) throws Exception {
        List<RequestRecord> rows = base.requests().stream()
                .map(r -> r.scenario().equals(scenario) ? r.withClientNs(Math.round(r.clientNs() * factor)) : r)
                .map(r -> new RequestRecord(name, r.scenario(), r.sequence(), r.repetition(), r.index(), r.warmup(),
                        r.thread(), r.startEpochMs(), r.clientNs(), r.serverTotalNs(), r.serverSecurityInNs(),
                        r.serverAppNs(), r.serverSecurityOutNs(), r.requestBytes(), r.responseBytes(), r.matches(),
                        r.status(), r.error()))
                .toList();
        return Fixtures.writeRun(dir.resolve(name), name, rows);
    }

    private static ComparisonRow row(Comparison c, String scenario, String sequence, int runIndex) {
        return c.rows().stream().filter(r -> r.key().equals(new ScenarioSequence(scenario, sequence))
                && r.runIndex() == runIndex).findFirst().orElseThrow();
    }

    @Test
    void identicalSamplesShowNoSignificantChange() throws Exception {
        RunFolder base = baseRun();
        RunFolder same = scaledRun(base, "same", "sign", 1.0);
        Comparison c = new RunComparator().compare(List.of(base, same));
        ComparisonRow sign = row(c, "sign", "small", 1);
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE, sign.verdict());
        assertEquals(0.0, sign.medianRatioChange().estimate(), 1e-12);
        assertTrue(sign.medianRatioChange().low() <= 0 && sign.medianRatioChange().high() >= 0);
        assertEquals(0.0, sign.timeRatioChangePct(), 1e-9);
        assertFalse(c.hasMismatches(), c.mismatches().toString());
    }

    @Test
    void clearlySlowerScenarioIsSlowerWithIntervalAboveZero() throws Exception {
        RunFolder base = baseRun();
        RunFolder slower = scaledRun(base, "slower", "sign", 1.5);
        Comparison c = new RunComparator().compare(List.of(base, slower));
        for (String sequence : List.of("small", "large")) {
            ComparisonRow sign = row(c, "sign", sequence, 1);
            assertEquals(Verdict.SLOWER, sign.verdict());
            assertTrue(sign.medianRatioChange().low() > 0, sign.medianRatioChange().toString());
            assertEquals(0.5, sign.medianRatioChange().estimate(), 1e-3);
            assertEquals(50.0, sign.timeRatioChangePct(), 0.1);
        }
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE, row(c, "encr", "small", 1).verdict());
        assertEquals(Verdict.FIRST_RUN, row(c, "sign", "small", 0).verdict());
        assertEquals(Verdict.REFERENCE, row(c, "plain", "small", 1).verdict());
    }

    /** The base run's requests with every secured scenario's client times multiplied (plain as it was). */
    private RunFolder allSecuredScaled(RunFolder base, String name, double factor) throws Exception {
        RunFolder scaled = base;
        for (String scenario : List.of("username", "sign", "encr", "secureconversation")) {
            scaled = scaledRun(scaled, name + "-" + scenario, scenario, factor);
        }
        return scaledRun(scaled, name, "plain", 1.0);
    }

    /** The base run and two more runs of the same cells (seeds 8 and 9): enough for a noise baseline. */
    private List<RunFolder> withTwoMoreRuns(RunFolder base, String prefix) throws Exception {
        return List.of(base,
                Fixtures.writeRun(dir.resolve(prefix + "2"), prefix + "2", Fixtures.typicalScenarios(), 8, 3, 60),
                Fixtures.writeRun(dir.resolve(prefix + "3"), prefix + "3", Fixtures.typicalScenarios(), 9, 3, 60));
    }

    @Test
    void withABaselineACellIsJudgedWithTheRunsCommonFactorTakenOut() throws Exception {
        RunFolder base = baseRun();
        BaselineFile noise = Baseline.fromRuns(withTwoMoreRuns(base, "b"));
        RunComparator comparator = new RunComparator(2000, 1, noise, "test baseline");

        // all secured cells 8% slower together: no cell changed against its peers
        Comparison together = comparator.compare(List.of(base, allSecuredScaled(base, "together", 1.08)));
        assertEquals(RatioMetric.GATED.column(), together.metric());
        ComparisonRow sign = row(together, "sign", "small", 1);
        assertEquals(0.0, sign.medianRatioChange().estimate(), 1e-6, "the common factor is taken out");
        assertEquals(0.08, row(together, "all-secured", "small", 1).medianRatioChange().estimate(), 1e-3);

        // sign 30% slower alone: sign's own change, nearly untouched by the others
        Comparison alone = comparator.compare(List.of(base, scaledRun(base, "alone", "sign", 1.3)));
        assertEquals(Verdict.SLOWER, row(alone, "sign", "small", 1).verdict());
        assertEquals(0.3, row(alone, "sign", "small", 1).medianRatioChange().estimate(), 1e-3);
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE, row(alone, "encr", "small", 1).verdict());
    }

    @Test
    void aNoiseBaselineOfThePreviousGatedMetricIsJudgedOnThatMetric() throws Exception {
        RunFolder base = baseRun();
        BaselineFile older = Baseline.fromRuns(withTwoMoreRuns(base, "o"), RatioMetric.PEER_ADJUSTED, Baseline.DEFAULT_FALSE_ALARM_PCT,
                Baseline.K, Baseline.FLOOR_PCT);
        Comparison c = new RunComparator(2000, 1, older, "older baseline")
                .compare(List.of(base, allSecuredScaled(base, "older", 1.08)));
        assertEquals(RatioMetric.PEER_ADJUSTED.column(), c.metric(), "not the unadjusted fallback");
        assertEquals(0.0, row(c, "sign", "small", 1).medianRatioChange().estimate(), 1e-6);
    }

    /**
     * Every tenth sign/small request six times slower: the fast end of each block hardly moves, the mean does.
     * compare judges the baseline's second figure beside the first, in one Holm family, and calls the cell slower.
     */
    @Test
    void aCostOnSomeRequestsIsJudgedOnTheSecondFigure() throws Exception {
        RunFolder base = baseRun();
        List<RunFolder> baselineRuns = withTwoMoreRuns(base, "m");
        BaselineFile both = Baseline.fromRuns(baselineRuns, RatioMetric.GATED, RatioMetric.GATED_MEAN, 0.2,
                Baseline.DEFAULT_FALSE_ALARM_PCT, Baseline.K, Baseline.FLOOR_PCT);
        java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
        List<RequestRecord> sporadic = base.requests().stream()
                .map(r -> r.scenario().equals("sign") && r.sequence().equals("small") && n.incrementAndGet() % 10 == 0
                        ? r.withClientNs(r.clientNs() * 6) : r).toList();
        RunFolder slowed = Fixtures.writeRun(dir.resolve("sporadic"), "sporadic", sporadic);

        Comparison firstOnly = new RunComparator(2000, 1, Baseline.fromRuns(baselineRuns), "fast end only")
                .compare(List.of(base, slowed));
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE, row(firstOnly, "sign", "small", 1).verdict(), "the fast end misses it");
        assertEquals(null, firstOnly.secondMetric());

        Comparison c = new RunComparator(2000, 1, both, "two figures").compare(List.of(base, slowed));
        assertEquals(RatioMetric.GATED_MEAN.column(), c.secondMetric());
        ComparisonRow sign = row(c, "sign", "small", 1);
        assertEquals(Verdict.SLOWER, sign.verdict(), sign.toString());
        assertEquals(Verdict.SLOWER, sign.second().verdict());
        assertTrue(sign.pAdjusted() >= Comparison.ALPHA, "the first figure alone sees no change: " + sign);
        assertTrue(sign.second().change().low() > 0, sign.second().toString());
        assertTrue(sign.note().contains(RatioMetric.GATED_MEAN.column()), sign.note());
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE, row(c, "encr", "small", 1).verdict());
        String csv = ComparisonRenderer.render(c, ComparisonFormat.CSV);
        assertTrue(csv.lines().anyMatch(l -> l.contains(",sign,small,sporadic,1,") && l.contains(",slower,")
                && l.endsWith(",slower") && l.contains(RatioMetric.GATED_MEAN.column())), csv);
        assertTrue(ComparisonRenderer.render(c, ComparisonFormat.TABLE).contains("2nd p (Holm)"));

        Comparison same = new RunComparator(2000, 1, both, "two figures").compare(List.of(base, scaledRun(base, "same",
                "sign", 1.0)));
        assertTrue(same.rows().stream().filter(r -> r.runIndex() == 1 && r.pValue() != null)
                .allMatch(r -> r.verdict() == Verdict.NO_SIGNIFICANT_CHANGE), same.rows().toString());
        assertTrue(row(same, "sign", "small", 1).second() != null, "the second figure is judged on the unchanged run too");
    }

    @Test
    void aSlowerFigureOutweighsAFasterOne() {
        assertEquals(Verdict.SLOWER, RunComparator.combined(Verdict.FASTER, Verdict.SLOWER));
        assertEquals(Verdict.SLOWER, RunComparator.combined(Verdict.SLOWER, Verdict.NO_SIGNIFICANT_CHANGE));
        assertEquals(Verdict.FASTER, RunComparator.combined(Verdict.NO_SIGNIFICANT_CHANGE, Verdict.FASTER));
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE,
                RunComparator.combined(Verdict.NO_SIGNIFICANT_CHANGE, Verdict.NO_SIGNIFICANT_CHANGE));
    }

    @Test
    void fasterScenarioIsFaster() throws Exception {
        RunFolder base = baseRun();
        RunFolder faster = scaledRun(base, "faster", "encr", 0.6);
        assertEquals(Verdict.FASTER, row(new RunComparator().compare(List.of(base, faster)), "encr", "large", 1)
                .verdict());
    }

    @Test
    void aRunWhosePlainAnsweredAtAnotherSpeedIsFlaggedAsAnotherMachine() throws Exception {
        RunFolder base = baseRun();
        RunFolder slowHost = base;
        for (String scenario : Fixtures.typicalScenarios().keySet()) {
            slowHost = scaledRun(slowHost, "slow-host", scenario, 2.0);
        }
        Comparison c = new RunComparator().compare(List.of(base, slowHost));
        assertTrue(c.mismatches().stream().anyMatch(m -> m.startsWith("slow-host answered plain/small in")
                && m.endsWith("not comparable")), c.mismatches().toString());
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE, row(c, "sign", "small", 1).verdict(), "the ratios themselves agree");
    }

    @Test
    void runsWithDifferentPoliciesAreFlagged() throws Exception {
        RunFolder base = baseRun();
        RunFolder other = scaledRun(base, "other-policy", "sign", 1.0);
        withDigests(base, "{\"policies/sign-client.xml\": \"aaaaaaaaaaaaaaaa\", \"scenarios/workload-quick.properties\": \"cccc\"}");
        withDigests(other, "{\"policies/sign-client.xml\": \"bbbbbbbbbbbbbbbb\", \"scenarios/workload-quick.properties\": \"cccc\"}");
        List<String> mismatches = new RunComparator().compare(List.of(RunFolder.open(base.directory()),
                RunFolder.open(other.directory()))).mismatches();
        assertTrue(mismatches.stream().anyMatch(m -> m.startsWith("input file policies/sign-client.xml differs")
                && m.contains("other policies")), mismatches.toString());
        assertTrue(mismatches.stream().noneMatch(m -> m.contains("workload-quick.properties")), mismatches.toString());
    }

    private static void withDigests(RunFolder run, String files) throws Exception {
        Path json = RunFolder.runJson(run.directory());
        String text = java.nio.file.Files.readString(json);
        java.nio.file.Files.writeString(json, text.replaceFirst("\\{", "{\"files_sha256\": " + java.util.regex.Matcher.quoteReplacement(files) + ", "));
    }

    @Test
    void bootstrapIsReproducible() throws Exception {
        RunFolder base = baseRun();
        RunFolder slower = scaledRun(base, "slower", "sign", 1.1);
        ComparisonRow a = row(new RunComparator().compare(List.of(base, slower)), "sign", "small", 1);
        ComparisonRow b = row(new RunComparator().compare(List.of(base, slower)), "sign", "small", 1);
        assertEquals(a.medianRatioChange(), b.medianRatioChange());
    }

    @Test
    void mismatchedMatricesAreReportedNotDropped() throws Exception {
        RunFolder base = baseRun();
        List<RequestRecord> withoutEncrLarge = base.requests().stream()
                .filter(r -> !(r.scenario().equals("encr") && r.sequence().equals("large"))).toList();
        Path otherDir = dir.resolve("other");
        Fixtures.writeRun(otherDir, "other", withoutEncrLarge);
        Files.writeString(RunFolder.runJson(otherDir), "{\"run_id\":\"other\",\"catalogue\":\"extended\","
                + "\"matrix\":{\"sequences\":[\"small\",\"large\"]}}");
        Comparison c = new RunComparator().compare(List.of(base, RunFolder.open(otherDir)));

        assertEquals(Verdict.MISSING, row(c, "encr", "large", 1).verdict());
        String all = String.join("\n", c.mismatches());
        assertTrue(all.contains("encr/large is missing in run(s) other"), all);
        assertTrue(all.contains("\"catalogue\" differs"), all);
        for (ComparisonFormat format : ComparisonFormat.values()) {
            String text = ComparisonRenderer.render(c, format);
            assertTrue(text.contains("encr"), format.name());
            if (format != ComparisonFormat.CSV) {
                assertTrue(text.contains("MATRIX MISMATCH"), format.name());
                assertTrue(text.contains("never on raw milliseconds"), format.name());
            }
        }
    }

    @Test
    void rendersAllFormats() throws Exception {
        RunFolder base = baseRun();
        Comparison c = new RunComparator().compare(List.of(base, scaledRun(base, "slower", "sign", 1.5)));
        String csv = ComparisonRenderer.render(c, ComparisonFormat.CSV);
        assertTrue(csv.startsWith(String.join(",", ComparisonRenderer.CSV_COLUMNS)));
        assertTrue(csv.contains("round_ratio_median_vs_plain,sign,small,slower,1,"), csv);
        assertTrue(csv.contains(",slower,"));
        String markdown = ComparisonRenderer.render(c, ComparisonFormat.MARKDOWN);
        assertTrue(markdown.contains("| sign | small | slower |"), markdown);
        String table = ComparisonRenderer.render(c, ComparisonFormat.TABLE);
        assertEquals(1, table.lines().filter(l -> l.startsWith("scenario")).count());
        assertTrue(table.lines().filter(l -> l.startsWith("sign")).collect(Collectors.joining())
                .contains("slower"));
    }
}
