package org.wssbench.results.cli;

import org.wssbench.results.Fixtures;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestsCsvFormat;
import org.wssbench.results.RunFolder;
import org.wssbench.results.SummaryCsv;
import org.wssbench.results.compare.Baseline;
import org.wssbench.results.stats.SummaryCalculator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class CommandsTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cli = ResultsCli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    private RunFolder fixtureRun(String name, long seed) throws Exception {
        return Fixtures.writeRun(dir.resolve(name), name, Fixtures.typicalScenarios(), seed, 3, 40);
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : List.of("compare", "report", "gate", "baseline", "noise", "digest")) {
            assertEquals(0, run(command, "--help"), command);
        }
        String help = out.toString();
        assertTrue(help.contains("never on raw"));
        assertTrue(help.contains("Exit status"));
        assertTrue(help.contains("--floor-pct"));
        assertEquals(6, ResultsCli.subcommands().size());
    }

    @Test
    void aBaselineOfDigestedRunsEqualsOneOfTheRunsThemselves() throws Exception {
        List<RunFolder> runs = List.of(fixtureRun("a", 1), fixtureRun("b", 2), fixtureRun("c", 3), fixtureRun("d", 4),
                fixtureRun("e", 5));
        Path digests = dir.resolve("digests");
        List<String> args = new java.util.ArrayList<>(List.of("digest", "-o", digests.toString()));
        runs.forEach(r -> args.add(r.directory().toString()));
        assertEquals(0, run(args.toArray(String[]::new)), err.toString());
        List<RunFolder> digested = new java.util.ArrayList<>();
        for (RunFolder r : runs) {
            Path folder = digests.resolve(r.runId());
            assertFalse(Files.exists(RunFolder.requestsCsv(folder)), "no raw requests in a digest");
            assertTrue(Files.size(org.wssbench.results.RoundsCsv.in(folder)) < Files.size(RunFolder.requestsCsv(r.directory())));
            digested.add(RunFolder.open(folder));
        }
        // every figure, tolerance, noise, weight and what the file records of its runs: equal
        org.wssbench.results.compare.BaselineFile fromRuns = Baseline.fromRuns(runs);
        org.wssbench.results.compare.BaselineFile fromDigests = Baseline.fromRuns(digested);
        assertEquals(fromRuns.entries(), fromDigests.entries());
        assertEquals(fromRuns.identity(), fromDigests.identity());
        assertEquals(fromRuns.machine().description(), fromDigests.machine().description());
        fromRuns.machine().plainMedianMs().forEach((sequence, range) -> org.junit.jupiter.api.Assertions.assertArrayEquals(
                range, fromDigests.machine().plainRange(sequence)));
        // and the gate judges a digested run as it judges the run
        List<RequestRecord> slower = runs.get(0).requests().stream()
                .map(r -> r.scenario().equals("sign") ? r.withClientNs(Math.round(r.clientNs() * 1.5)) : r).toList();
        RunFolder slow = Fixtures.writeRun(dir.resolve("slow"), "slow", slower);
        assertEquals(0, run("digest", "-o", digests.toString(), slow.directory().toString()), err.toString());
        assertEquals(org.wssbench.results.compare.Gate.check(slow, fromRuns).violations(),
                org.wssbench.results.compare.Gate.check(RunFolder.open(digests.resolve("slow")), fromRuns).violations());

        // bad input: one error naming the file and line; a digest is not digested again
        Path broken = digests.resolve("a").resolve(org.wssbench.results.RoundsCsv.FILE);
        Files.writeString(broken, "scenario,sequence,samples,values\nsign,small,round_low_ratio_vs_plain,1.5 abc 2\n");
        java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> org.wssbench.results.RoundsCsv.readIfPresent(broken));
        assertTrue(e.getMessage().contains(broken.toString()) && e.getMessage().contains("line 2")
                && e.getMessage().contains("'abc' is not a number"), e.getMessage());
        Path baselineFile = dir.resolve("from-digests.csv");
        fromDigests.write(baselineFile);
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.INPUT_ERROR, run("gate", "-b", baselineFile.toString(), digests.resolve("a").toString()));
        assertTrue(err.toString().startsWith("gate: ") && err.toString().contains("'abc' is not a number"), err.toString());
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.INPUT_ERROR, run("digest", "-o", dir.resolve("again").toString(),
                digests.resolve("b").toString()));
        assertTrue(err.toString().contains("no requests.csv"), err.toString());
    }

    @Test
    void baselineThenGatePassesAndFails() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        fixtureRun("b", 2);
        fixtureRun("c", 3);
        Path baseline = dir.resolve("baseline.csv");
        assertEquals(0, run("baseline", "-o", baseline.toString(), dir.resolve("a").toString(),
                dir.resolve("b").toString(), dir.resolve("c").toString()), err.toString());
        assertTrue(Files.exists(baseline));
        // each cell's minimum detectable regression is stated beside its tolerance
        assertTrue(out.toString().matches("(?s).*sign/small +block_low_ratio_peer_adjusted +ratio[^\\n]* tolerance \\+[0-9.]+% \\(screen "
                + "\\+[0-9.]+%, with its confirmation run \\+[0-9.]+%\\) +detectable \\+[0-9.]+%.*"),
                out.toString());
        assertTrue(out.toString().contains("fails the gate on in 80% of tries"), out.toString());

        assertEquals(0, run("gate", "--baseline", baseline.toString(), a.directory().toString()), err.toString());
        assertTrue(out.toString().contains("gate passed"));

        List<RequestRecord> slower = a.requests().stream()
                .map(r -> r.scenario().equals("encr") ? r.withClientNs(Math.round(r.clientNs() * 1.5)) : r).toList();
        Path slowDir = dir.resolve("slow");
        Fixtures.writeRun(slowDir, "slow", slower);
        assertEquals(ExitCodes.GATE_FAILED, run("gate", "-b", baseline.toString(), slowDir.toString()));
        assertTrue(err.toString().contains("encr/small: overhead regressed"), err.toString());
        assertTrue(err.toString().contains("gate FAILED"));

        // no confirmation run where --confirmation points: the run is judged alone
        assertEquals(ExitCodes.GATE_FAILED, run("gate", "-b", baseline.toString(), slowDir.toString(),
                "--confirmation", dir.resolve("slow-confirm").toString()));
        // with a confirmation run, the two runs are judged together: two unchanged runs pass
        err.getBuffer().setLength(0);
        out.getBuffer().setLength(0);
        assertEquals(0, run("gate", "-b", baseline.toString(), a.directory().toString(), "--confirmation",
                dir.resolve("b").toString()), err.toString());
        assertTrue(out.toString().contains("gate passed: run a and its confirmation run b within tolerance"),
                out.toString());
        assertTrue(out.toString().contains("note: run a and its confirmation run b judged together"), out.toString());
        // the confirmation run repeats the regression: failed on the mean of both
        Path again = dir.resolve("slow-confirm");
        Fixtures.writeRun(again, "slow-confirm", slower);
        assertEquals(ExitCodes.GATE_FAILED, run("gate", "-b", baseline.toString(), slowDir.toString(),
                "--confirmation", again.toString()));
        assertTrue(err.toString().matches("(?s).*encr/small: overhead regressed[^\\n]*geometric mean of 2 runs.*"),
                err.toString());

        // what the committed file catches, without building one: one run, means of runs, and CI's two steps
        out.getBuffer().setLength(0);
        assertEquals(0, run("baseline", "--show", baseline.toString()), err.toString());
        assertTrue(out.toString().matches("(?s).*sign/small +block_low_ratio_peer_adjusted +ratio[^\\n]* detectable "
                + "\\+[0-9.]+% \\(2 runs[^\\n]*; CI \\+[0-9.]+%\\).*"), out.toString());
        assertEquals(ExitCodes.INPUT_ERROR, run("baseline", "--show", baseline.toString(), a.directory().toString()));
        assertEquals(ExitCodes.INPUT_ERROR, run("baseline", a.directory().toString()));

        // several runs are judged together, and the verdict names them; --confirmation is for one run
        out.getBuffer().setLength(0);
        assertEquals(0, run("gate", "-b", baseline.toString(), a.directory().toString(), dir.resolve("b").toString(),
                dir.resolve("c").toString()), err.toString());
        assertTrue(out.toString().contains("gate passed: runs a, b, c within tolerance of"), out.toString());
        assertTrue(out.toString().contains("3 runs judged together (a, b, c)"), out.toString());
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.INPUT_ERROR, run("gate", "-b", baseline.toString(), a.directory().toString(),
                dir.resolve("b").toString(), "--confirmation", again.toString()));
        assertTrue(err.toString().contains("--confirmation judges one RUN"), err.toString());
        assertEquals(ExitCodes.INPUT_ERROR, run("gate", "-b", baseline.toString(), a.directory().toString(),
                a.directory().toString()));
        assertTrue(err.toString().contains("the RUNs must be different runs, got a, a"), err.toString());
    }

    @Test
    void gateUsesTheBaselineOfTheRunsMachine() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        fixtureRun("b", 2);
        fixtureRun("c", 3);
        Path machines = Files.createDirectories(dir.resolve("machines"));
        Path mine = machines.resolve("test-cpu.csv");
        assertEquals(0, run("baseline", "-o", mine.toString(), dir.resolve("a").toString(),
                dir.resolve("b").toString(), dir.resolve("c").toString()), err.toString());
        // the default file: the same runs, as if measured on another CPU, and the slowed-down run's ratios
        Path other = dir.resolve("other-cpu.csv");
        Files.writeString(other, Files.readString(mine).replace("Test CPU", "Other CPU"));

        assertEquals(0, run("gate", "-b", other.toString(), "--machine-baselines", machines.toString(),
                a.directory().toString()), err.toString());
        assertTrue(out.toString().contains("note: baseline " + mine + ": measured on this machine"), out.toString());
        assertTrue(out.toString().contains("gate passed: run a within tolerance of " + mine), out.toString());
        // without the folder the other CPU's file gates the run, and the output says it was measured elsewhere
        out.getBuffer().setLength(0);
        run("gate", "-b", other.toString(), a.directory().toString());
        assertTrue(out.toString().contains("note: machine: run a ran on Test CPU"), out.toString());

        // the other CPU's file as a noise floor: the same noise, so the same tolerances, and the floor recorded
        Path floored = dir.resolve("floored.csv");
        out.getBuffer().setLength(0);
        assertEquals(0, run("baseline", "-o", floored.toString(), "--noise-floor", other.toString(),
                dir.resolve("a").toString(), dir.resolve("b").toString(), dir.resolve("c").toString()), err.toString());
        assertTrue(out.toString().contains("floor "), out.toString());
        assertTrue(Files.readString(floored).contains("Test CPU") && !Files.readString(floored).contains("Other CPU"),
                "the machine is the runs' own");
        Path missing = dir.resolve("no-such-baseline.csv");
        assertEquals(ExitCodes.INPUT_ERROR, run("baseline", "-o", dir.resolve("x.csv").toString(), "--noise-floor",
                missing.toString(), dir.resolve("a").toString(), dir.resolve("b").toString()));
        assertTrue(err.toString().contains("no-such-baseline.csv"), err.toString());
        assertFalse(Files.exists(dir.resolve("x.csv")), "nothing written");
    }

    @Test
    void gateFailsOnErrorsAndIncompleteRun() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        Path baseline = dir.resolve("baseline.csv");
        Baseline.fromRuns(List.of(a)).write(baseline);
        List<RequestRecord> rows = new java.util.ArrayList<>(a.requests());
        rows.add(Fixtures.failed("sign", "small", 1, 999, 1, 1.0));
        Path broken = dir.resolve("broken");
        Fixtures.writeRun(broken, "broken", rows);
        SummaryCsv.write(RunFolder.summaryCsv(broken),
                SummaryCalculator.summarize("broken", rows, java.util.Map.of(), java.util.Map.of(), false));
        assertEquals(ExitCodes.GATE_FAILED, run("gate", "-b", baseline.toString(), broken.toString()));
        assertTrue(err.toString().contains("sign/small: 1 request(s) did not succeed"), err.toString());
        assertTrue(err.toString().contains("incomplete"), err.toString());
    }

    @Test
    void compareWritesCsvFileAndExplainsMethod() throws Exception {
        fixtureRun("a", 1);
        fixtureRun("b", 2);
        Path csv = dir.resolve("out/compare.csv");
        assertEquals(0, run("compare", "--format", "csv", "--resamples", "500", "-o", csv.toString(),
                dir.resolve("a").toString(), dir.resolve("b").toString()), err.toString());
        assertTrue(Files.readString(csv).startsWith("metric,scenario,sequence"));
        assertTrue(err.toString().contains("never on raw milliseconds"));
    }

    @Test
    void compareAcceptsFilePairs() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        RunFolder b = fixtureRun("b", 2);
        String pair = RunFolder.summaryCsv(b.directory()) + "," + RunFolder.requestsCsv(b.directory());
        assertEquals(0, run("compare", "--format", "markdown", RunFolder.summaryCsv(a.directory()).toString(), pair),
                err.toString());
        assertTrue(out.toString().contains("| sign | small | b |"), out.toString());
    }

    @Test
    void badInputGivesOneClearMessageWithoutStackTrace() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        Path bad = dir.resolve("bad");
        Files.createDirectories(bad);
        Files.writeString(RunFolder.requestsCsv(bad), String.join(",", RequestsCsvFormat.HEADER) + "\n"
                + "r,plain,small,1,0,false,0,1000,oops,-1,-1,-1,-1,10,20,1,ok,\n");
        assertEquals(ExitCodes.INPUT_ERROR, run("compare", a.directory().toString(), bad.toString()));
        String message = err.toString();
        assertTrue(message.contains("requests.csv, line 2, column 9 (client_ns): 'oops' is not an integer"), message);
        assertFalse(message.contains("\tat "), "no stack trace");

        assertEquals(ExitCodes.INPUT_ERROR, run("compare", "--format", "xml", a.directory().toString(),
                a.directory().toString()));
        assertEquals(ExitCodes.INPUT_ERROR, run("gate", "-b", dir.resolve("missing.csv").toString(),
                a.directory().toString()));
        assertTrue(err.toString().contains("missing.csv: file not found"), err.toString());
    }

    @Test
    void reportForOneAndSeveralRuns() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        fixtureRun("b", 2);
        assertEquals(0, run("report", a.directory().toString()), err.toString());
        assertTrue(Files.exists(RunFolder.reportHtml(a.directory())));
        assertEquals(ExitCodes.INPUT_ERROR, run("report", dir.resolve("a").toString(), dir.resolve("b").toString()));
        assertTrue(err.toString().contains("--output DIR is required"));
        Path out = dir.resolve("cmp");
        assertEquals(0, run("report", "-o", out.toString(), dir.resolve("a").toString(), dir.resolve("b").toString()));
        assertTrue(Files.exists(RunFolder.reportHtml(out)));
    }

    @Test
    void summaryIsDerivedWhenOnlyRequestsExist() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        Files.delete(RunFolder.summaryCsv(a.directory()));
        RunFolder reopened = RunFolder.open(a.directory());
        assertEquals(a.summary().size(), reopened.summary().size());
        assertEquals(a.summary().get(3).timeRatioVsPlain(), reopened.summary().get(3).timeRatioVsPlain(), 1e-6);
    }

    @Test
    void compareSidesUsesBaselineNoiseAndNoiseCommandChecksAa() throws Exception {
        for (int i = 1; i <= 4; i++) {
            fixtureRun("aa" + i, i);
        }
        Path baseline = dir.resolve("noise.csv");
        assertEquals(0, run("baseline", "-o", baseline.toString(), dir.resolve("aa1").toString(),
                dir.resolve("aa2").toString(), dir.resolve("aa3").toString()), err.toString());
        assertEquals(0, run("compare", "--format", "csv", "--noise", baseline.toString(),
                dir.resolve("aa1").toString(), dir.resolve("aa4").toString()), err.toString());
        assertTrue(err.toString().contains("taken from the committed baseline " + baseline), err.toString());
        assertTrue(out.toString().contains(",no significant change,"), out.toString());

        assertEquals(0, run("compare", "--format", "csv", "--before", dir.resolve("aa1").toString(),
                dir.resolve("aa2").toString(), "--after", dir.resolve("aa3").toString(),
                dir.resolve("aa4").toString()), err.toString());
        assertTrue(out.toString().contains("aa3+aa4"), out.toString());
        assertEquals(ExitCodes.INPUT_ERROR, run("compare", "--before", dir.resolve("aa1").toString()));

        assertEquals(0, run("noise", dir.resolve("aa1").toString(), dir.resolve("aa2").toString(),
                dir.resolve("aa3").toString(), dir.resolve("aa4").toString()), err.toString());
        assertTrue(out.toString().contains("6 pairs, "), out.toString());
        assertTrue(out.toString().contains("### gate, every run against a baseline of the other runs"));
        assertTrue(out.toString().contains("second figure (block_mean_ratio_peer_adjusted) tolerance"), out.toString());
        assertEquals(ExitCodes.INPUT_ERROR, run("noise", "--second-metric", "block_mean", dir.resolve("aa1").toString(),
                dir.resolve("aa2").toString(), dir.resolve("aa3").toString()));
        assertTrue(err.toString().contains("--second-metric 'block_mean'"), err.toString());
    }
}
