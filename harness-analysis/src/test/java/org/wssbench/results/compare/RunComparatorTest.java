package org.wssbench.results.compare;

import org.wssbench.results.Fixtures;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.report.ComparisonFormat;
import org.wssbench.results.report.ComparisonRenderer;
import org.wssbench.results.gate.GateRuns;
import org.wssbench.results.gate.MachineBaseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    private List<RunFolder> gateRuns(String prefix, int n, java.util.Random random, double factor, String... slowed)
            throws Exception {
        List<RunFolder> runs = new java.util.ArrayList<>();
        for (int i = 1; i <= n; i++) {
            runs.add(GateRuns.write(dir.resolve(prefix).resolve(prefix + i), prefix + i, GateRuns.noisy(
                    GateRuns.slowed(GateRuns.typical(), factor, slowed), random, 0.01, 0)));
        }
        return runs;
    }

    @Test
    void oneRunAgainstOneWithoutKnownNoiseIsShownNotTested() throws Exception {
        RunFolder base = baseRun();
        Comparison c = new RunComparator().compare(List.of(base, scaledRun(base, "slower", "sign", 1.5)));
        ComparisonRow sign = row(c, "sign", "small", 1);
        assertEquals(Verdict.UNTESTED, sign.verdict());
        assertEquals(0.5, sign.change().estimate(), 1e-3);
        assertEquals(50.0, sign.timeRatioChangePct(), 0.1);
        assertEquals(Verdict.FIRST_RUN, row(c, "sign", "small", 0).verdict());
        assertEquals(Verdict.REFERENCE, row(c, "plain", "small", 1).verdict());
        assertTrue(c.noiseNote().contains("not tested"), c.noiseNote());
    }

    @Test
    void oneRunAgainstOneTakesItsNoiseFromTheMachineBaseline() throws Exception {
        java.util.Random random = new java.util.Random(11);
        MachineBaseline noise = MachineBaseline.of(gateRuns("b", 5, random, 1.0));
        RunFolder before = gateRuns("x", 1, random, 1.0).get(0);
        RunFolder after = gateRuns("y", 1, random, 1.3, "sign").get(0);
        Comparison c = new RunComparator(noise, "machine.csv").compare(List.of(before, after));
        assertEquals(Verdict.SLOWER, row(c, "sign", "small", 1).verdict());
        assertEquals("machine baseline", row(c, "sign", "small", 1).noise());
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE, row(c, "encr", "small", 1).verdict());
        assertTrue(row(c, "sign", "small", 1).change().low() > 0);
    }

    @Test
    void sidesOfSeveralRunsAreComparedOnTheirOwnSpread() throws Exception {
        java.util.Random random = new java.util.Random(12);
        List<RunFolder> before = gateRuns("p", 3, random, 1.0);
        List<RunFolder> same = gateRuns("q", 3, random, 1.0);
        List<RunFolder> slower = gateRuns("r", 3, random, 1.2, "username", "sign", "encr", "secureconversation");
        Comparison aa = new RunComparator().compareSides(List.of(before, same));
        assertTrue(aa.rows().stream().noneMatch(r -> r.verdict() == Verdict.SLOWER || r.verdict() == Verdict.FASTER),
                aa.rows().toString());
        Comparison ab = new RunComparator().compareSides(List.of(before, slower));
        ComparisonRow all = row(ab, "message-security", "small", 1);
        assertEquals(Verdict.SLOWER, all.verdict());
        assertEquals("runs (Welch)", all.noise());
        assertEquals(0.2, all.change().estimate(), 0.02);
        assertEquals(Verdict.NO_SIGNIFICANT_CHANGE, row(ab, "ssl", "small", 1).verdict());
    }

    @Test
    void aFasterScenarioIsFaster() throws Exception {
        java.util.Random random = new java.util.Random(13);
        List<RunFolder> before = gateRuns("f", 3, random, 1.0);
        List<RunFolder> faster = gateRuns("g", 3, random, 0.7, "encr");
        assertEquals(Verdict.FASTER, row(new RunComparator().compareSides(List.of(before, faster)), "encr", "large", 1)
                .verdict());
    }

    @Test
    void runsOfAnotherMachineAreFlagged() throws Exception {
        RunFolder here = GateRuns.write(dir.resolve("here"), "here", GateRuns.typical());
        RunFolder there = GateRuns.write(dir.resolve("there"), "there", GateRuns.typical(), "Other CPU", GateRuns.JDK17,
                0.5, 0);
        Comparison c = new RunComparator().compare(List.of(here, there));
        assertTrue(c.mismatches().stream().anyMatch(m -> m.startsWith("there ran on Other CPU")
                && m.endsWith("not comparable")), c.mismatches().toString());
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
        java.util.Random random = new java.util.Random(14);
        Comparison c = new RunComparator().compareSides(List.of(gateRuns("m", 3, random, 1.0),
                gateRuns("n", 3, random, 1.5, "sign")));
        String csv = ComparisonRenderer.render(c, ComparisonFormat.CSV);
        assertTrue(csv.startsWith(String.join(",", ComparisonRenderer.CSV_COLUMNS)));
        assertTrue(csv.contains("round_low_ratio_vs_plain,sign,small,n1+n2+n3,1,"), csv);
        assertTrue(csv.contains(",slower,"));
        String markdown = ComparisonRenderer.render(c, ComparisonFormat.MARKDOWN);
        assertTrue(markdown.contains("| sign | small | n1+n2+n3 |"), markdown);
        String table = ComparisonRenderer.render(c, ComparisonFormat.TABLE);
        assertEquals(1, table.lines().filter(l -> l.startsWith("scenario")).count());
        assertTrue(table.lines().filter(l -> l.startsWith("sign")).collect(Collectors.joining())
                .contains("slower"));
    }
}
