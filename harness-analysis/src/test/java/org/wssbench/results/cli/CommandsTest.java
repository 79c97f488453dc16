package org.wssbench.results.cli;

import org.wssbench.results.ExitCodes;

import org.wssbench.results.Fixtures;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.results.analysis.SummarizedRun;
import org.wssbench.results.gate.GateRuns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class CommandsTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** A committed baseline of five unchanged runs of {@link GateRuns#CPU} in DIR/machines; returns DIR/machines. */
    private Path committedBaseline(java.util.Random random) throws IOException {
        Path machines = dir.resolve("machines");
        Path file = machines.resolve("test-cpu-family-6-model-85-stepping-7-2-cores-jdk17").resolve("workload-quick.csv");
        List<String> args = new java.util.ArrayList<>(List.of("baseline", "-o", file.toString()));
        args.addAll(unchangedRuns("p1", 5, GateRuns.CPU, 0.5, random));
        assertEquals(0, run(args.toArray(String[]::new)), err.toString());
        return machines;
    }

    /**
     * {@code count} unchanged runs of {@code cpu} on JDK 17 whose plain/small answered in {@code plainMs}, in
     * DIR/{@code folder}/r1, r2, ...; their folders.
     */
    private List<String> unchangedRuns(String folder, int count, String cpu, double plainMs, java.util.Random random)
            throws IOException {
        List<String> runs = new java.util.ArrayList<>();
        for (int i = 1; i <= count; i++) {
            runs.add(GateRuns.write(dir.resolve(folder).resolve("r" + i), folder + "-r" + i,
                    GateRuns.noisy(GateRuns.typical(), random, 0.01, 0), cpu, GateRuns.JDK17, plainMs, 0)
                    .directory().toString());
        }
        return runs;
    }

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
        for (String command : List.of("compare", "report", "gate", "baseline", "ab", "digest", "work-reference")) {
            assertEquals(0, run(command, "--help"), command);
        }
        String help = out.toString();
        assertTrue(help.contains("never on raw"));
        assertTrue(help.contains("Exit status"));
        assertEquals(7, ResultsCli.subcommands().size());
    }

    @Test
    void everyHelpTextIsAValidFormat() {
        // picocli formats help texts with String.format: an unescaped % makes it print a warning and the raw text
        for (CommandLine command : ResultsCli.commandLine().getSubcommands().values()) {
            CommandLine.Model.CommandSpec spec = command.getCommandSpec();
            List<String> texts = new java.util.ArrayList<>(List.of(spec.usageMessage().description()));
            texts.addAll(List.of(spec.usageMessage().footer()));
            spec.options().forEach(option -> texts.addAll(List.of(option.description())));
            spec.positionalParameters().forEach(parameter -> texts.addAll(List.of(parameter.description())));
            for (String text : texts) {
                org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> String.format(java.util.Locale.ROOT, text),
                        command.getCommandName() + ": " + text);
            }
        }
    }

    @Test
    void baselineThenGatePassesAndFailsWithExitCodes() throws Exception {
        java.util.Random random = new java.util.Random(3);
        List<String> args = new java.util.ArrayList<>(List.of("baseline", "-o"));
        Path machines = dir.resolve("machines");
        Path file = machines.resolve("test-cpu-family-6-model-85-stepping-7-2-cores-jdk17").resolve("workload-quick.csv");
        args.add(file.toString());
        args.addAll(unchangedRuns("p1", 5, GateRuns.CPU, 0.5, random));
        assertEquals(0, run(args.toArray(String[]::new)), err.toString());
        assertTrue(out.toString().contains("baseline written: " + file + " (5 runs in 1 period(s) of Test CPU"),
                out.toString());

        RunFolder same = GateRuns.write(dir.resolve("same"), "same", GateRuns.noisy(GateRuns.typical(), random, 0.01, 0));
        assertEquals(ExitCodes.OK, run("gate", "--baselines", machines.toString(), same.directory().toString()),
                err.toString());
        assertTrue(out.toString().contains("\ntime: PASS: run same against the baseline of Test CPU"), out.toString());

        RunFolder slow = GateRuns.write(dir.resolve("slow"), "slow", GateRuns.slowed(GateRuns.typical(), 1.3, "sign"));
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.GATE_FAILED, run("gate", "--baselines", machines.toString(), "--explain",
                slow.directory().toString()));
        String text = out.toString();
        assertTrue(text.startsWith("gate: FAIL: ") && text.contains("\ntime: FAIL: run slow"), text);
        assertTrue(text.contains("SD between runs"), "--explain prints the model: " + text);

        RunFolder elsewhere = GateRuns.write(dir.resolve("other"), "other", GateRuns.slowed(GateRuns.typical(), 1.3, "sign"),
                "Other CPU", GateRuns.JDK17, 0.5, 0);
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("gate", "--baselines", machines.toString(), elsewhere.directory().toString()));
        assertTrue(out.toString().startsWith("gate: PASS: ") && out.toString().contains("\ntime: PASS (ratios not judged)"),
                out.toString());

        RunFolder failed = GateRuns.write(dir.resolve("failed"), "failed", GateRuns.typical(), GateRuns.CPU,
                GateRuns.JDK17, 0.5, 3);
        assertEquals(ExitCodes.REQUESTS_FAILED, run("gate", "--baselines", machines.toString(), failed.directory().toString()));

        out.getBuffer().setLength(0);
        assertEquals(0, run("baseline", "--show", file.toString()), err.toString());
        assertTrue(out.toString().contains("sign/small"), out.toString());
        assertEquals(ExitCodes.BAD_INPUT, run("baseline", same.directory().toString()));
        assertEquals(ExitCodes.BAD_INPUT, run("gate", "-b", file.toString(), elsewhere.directory().toString()));
    }

    @Test
    void aReadyHistoryJudgesInsteadOfTheCommittedBaselineAndTheOutputNamesOnlyIt() throws Exception {
        java.util.Random random = new java.util.Random(6);
        Path machines = committedBaseline(random);
        Path history = dir.resolve("history");
        for (String day : List.of("2026-11-20", "2026-11-21", "2026-11-22")) {
            List<String> kept = new java.util.ArrayList<>(List.of("baseline", "--into", history.toString(), "--period", day));
            kept.addAll(unchangedRuns(day, 2, GateRuns.CPU, 0.5, random));
            assertEquals(0, run(kept.toArray(String[]::new)), err.toString());
        }
        Path next = GateRuns.write(dir.resolve("next"), "next", GateRuns.noisy(GateRuns.typical(), random, 0.01, 0))
                .directory();

        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("gate", "--baselines", machines.toString(), "--history", history.toString(),
                next.toString()), err.toString());
        String text = out.toString();
        assertTrue(text.contains("\ntime: PASS: run next against the baseline of ") && text.contains("(6 runs in 3 period(s))"),
                text);
        assertEquals(1, text.lines().filter(l -> l.startsWith("note: baseline: ")).count(), text);
        assertTrue(text.contains("note: baseline: the history in " + history + " (6 runs)"), text);
    }

    @Test
    void aRunOfAMachineThatWasNotQuietIsJudgedButLeftOutOfTheHistoryAndOfABaseline() throws Exception {
        java.util.Random random = new java.util.Random(5);
        Path machines = committedBaseline(random);
        Path busy = withSteal(GateRuns.write(dir.resolve("busy"), "busy",
                GateRuns.noisy(GateRuns.typical(), random, 0.01, 0)).directory(), 7.5);
        Path quiet = withSteal(GateRuns.write(dir.resolve("quiet"), "quiet",
                GateRuns.noisy(GateRuns.typical(), random, 0.01, 0)).directory(), 0.4);
        Path history = dir.resolve("history");

        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("gate", "--baselines", machines.toString(), "--history", history.toString(),
                busy.toString()), err.toString());
        String text = out.toString();
        assertTrue(text.startsWith("gate: PASS: ") && text.contains("\ntime: PASS: run busy"), text);
        assertTrue(text.contains("note: run busy lost 7.5% of the CPU to the hypervisor (run.json cpu_steal_percent, "
                + "above 5%): not measured on a quiet machine"), text);
        assertTrue(text.contains("note: not kept in the history"), text);
        assertFalse(Files.exists(history), "nothing kept");

        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("gate", "--baselines", machines.toString(), "--history", history.toString(),
                quiet.toString()), err.toString());
        assertTrue(out.toString().contains("note: kept in the history: "), out.toString());
        assertFalse(out.toString().contains("hypervisor"), out.toString());

        List<String> again = new java.util.ArrayList<>(List.of("baseline", "-o", dir.resolve("again.csv").toString(),
                busy.toString()));
        for (int i = 1; i <= 5; i++) {
            again.add(dir.resolve("p1").resolve("r" + i).toString());
        }
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run(again.toArray(String[]::new)), err.toString());
        assertTrue(err.toString().contains("baseline: left out: run busy lost 7.5% of the CPU"), err.toString());
        assertTrue(out.toString().contains("(5 runs in 1 period(s)"), "the five quiet runs only: " + out);

        assertEquals(ExitCodes.BAD_INPUT, run("baseline", "-o", dir.resolve("none.csv").toString(), busy.toString()));
        assertFalse(Files.exists(dir.resolve("none.csv")));
    }

    @Test
    void aRunOnAnotherJdkIsShownBesideTheBaselineOfItsOwnCpuRatherThanAnotherMachines() throws Exception {
        java.util.Random random = new java.util.Random(8);
        Path machines = committedBaseline(random);
        String otherCpu = "A Other CPU [family 1 model 2 stepping 3]";
        List<String> other = new java.util.ArrayList<>(List.of("baseline", "-o",
                machines.resolve("a-other-cpu-family-1-model-2-stepping-3-2-cores-jdk17").resolve("workload-quick.csv").toString()));
        other.addAll(unchangedRuns("other", 3, otherCpu, 0.5, random));
        assertEquals(ExitCodes.OK, run(other.toArray(String[]::new)), err.toString());
        Path jdk25 = GateRuns.write(dir.resolve("jdk25"), "jdk25", GateRuns.typical(), GateRuns.CPU,
                "OpenJDK 64-Bit Server VM 25.0.1+8-LTS", 0.5, 0).directory();

        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("gate", "--baselines", machines.toString(), jdk25.toString()), err.toString());
        assertTrue(out.toString().contains("beside the committed baseline of " + GateRuns.CPU + ", 2 cores, JDK 17, "
                + "provider jdk (this CPU on another JDK or crypto provider"), out.toString());
    }

    @Test
    void aPeriodOfAnotherHostStateIsRefusedUnlessAskedForAndNothingOfItIsKept() throws Exception {
        java.util.Random random = new java.util.Random(7);
        Path machines = dir.resolve("machines");
        Path file = machines.resolve("test-cpu-family-6-model-85-stepping-7-2-cores-jdk17").resolve("workload-quick.csv");
        assertEquals(ExitCodes.OK, run(period(machines, "p1", 0.5, random)), err.toString());
        assertEquals(ExitCodes.OK, run(period(machines, "p2", 0.5, random)), "the same host state: " + err);
        String before = Files.readString(file);

        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.BAD_INPUT, run(period(machines, "p3", 0.35, random)));
        assertTrue(err.toString().contains("baseline: 5 of 5 runs worked outside the host speeds of the 10 runs already "
                + "kept (first: plain/large answered in 3.500 ms"), err.toString());
        assertTrue(err.toString().contains("give --other-host-state"), err.toString());
        assertFalse(Files.exists(file.resolveSibling("runs").resolve("workload-quick").resolve("p3")), "nothing kept");
        assertEquals(before, Files.readString(file), "the baseline file is untouched");

        List<String> anyway = new java.util.ArrayList<>(List.of(period(machines, "p3", 0.35, random)));
        anyway.add(1, "--other-host-state");
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run(anyway.toArray(String[]::new)), err.toString());
        assertTrue(out.toString().contains("(15 runs in 3 period(s)"), out.toString());
    }

    /** {@code baseline --into} with five unchanged runs of one period whose plain/small answered in {@code plainMs}. */
    private String[] period(Path machines, String period, double plainMs, java.util.Random random) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of("baseline", "--into", machines.toString(), "--period", period));
        args.addAll(unchangedRuns(period + "-" + plainMs, 5, GateRuns.CPU, plainMs, random));
        return args.toArray(String[]::new);
    }

    /** The run as the driver records a finished one, with its CPU steal. */
    private static Path withSteal(Path run, double percent) throws Exception {
        Path json = RunFolder.runJson(run);
        String text = Files.readString(json);
        Files.writeString(json, text.replace("\"complete\": true,",
                "\"complete\": true, \"elapsed_seconds\": 300.0, \"cpu_steal_percent\": " + percent + ","));
        return run;
    }

    @Test
    void abJudgesPairsAndExitsThreeOnASlowerFigure() throws Exception {
        java.util.Random random = new java.util.Random(5);
        List<String> a = new java.util.ArrayList<>();
        List<String> b = new java.util.ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            a.add(GateRuns.write(dir.resolve("a" + i), "a" + i, GateRuns.noisy(GateRuns.typical(), random, 0.01, 0))
                    .directory().toString());
            b.add(GateRuns.write(dir.resolve("b" + i), "b" + i, GateRuns.noisy(GateRuns.slowed(GateRuns.typical(), 1.2,
                    "sign"), random, 0.01, 0)).directory().toString());
        }
        List<String> args = new java.util.ArrayList<>(List.of("ab", "--a"));
        args.addAll(a);
        args.add("--b");
        args.addAll(b);
        assertEquals(ExitCodes.GATE_FAILED, run(args.toArray(String[]::new)), err.toString());
        assertTrue(out.toString().startsWith("ab: B IS SLOWER"), out.toString());
        assertEquals(ExitCodes.BAD_INPUT, run("ab", "--a", a.get(0), "--b", b.get(0)));
    }

    @Test
    void compareWritesCsvFileAndExplainsMethod() throws Exception {
        fixtureRun("a", 1);
        fixtureRun("b", 2);
        Path csv = dir.resolve("out/compare.csv");
        assertEquals(0, run("compare", "--format", "csv", "-o", csv.toString(),
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
        RunFiles.in(bad).write(RunFiles.REQUESTS, List.of());
        Files.writeString(RunFolder.requestsCsv(bad), "r,plain,small,1,0,false,0,1000,oops,-1,-1,-1,-1,10,20,1,ok,\n",
                StandardOpenOption.APPEND);
        assertEquals(ExitCodes.BAD_INPUT, run("compare", a.directory().toString(), bad.toString()));
        String message = err.toString();
        assertTrue(message.contains("requests.csv, line 2, column 9 (client_ns): 'oops' is not an integer"), message);
        assertFalse(message.contains("\tat "), "no stack trace");

        assertEquals(ExitCodes.BAD_INPUT, run("compare", "--format", "xml", a.directory().toString(),
                a.directory().toString()));
        assertEquals(ExitCodes.BAD_INPUT, run("gate", "-b", dir.resolve("missing.csv").toString(),
                a.directory().toString()));
        assertTrue(err.toString().contains("missing.csv"), err.toString());
    }

    @Test
    void reportForOneAndSeveralRuns() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        fixtureRun("b", 2);
        assertEquals(0, run("report", a.directory().toString()), err.toString());
        assertTrue(Files.exists(RunFiles.in(a.directory()).report()));
        assertEquals(ExitCodes.BAD_INPUT, run("report", dir.resolve("a").toString(), dir.resolve("b").toString()));
        assertTrue(err.toString().contains("--output DIR is required"));
        Path out = dir.resolve("cmp");
        assertEquals(0, run("report", "-o", out.toString(), dir.resolve("a").toString(), dir.resolve("b").toString()));
        assertTrue(Files.exists(RunFiles.in(out).report()));
    }

    @Test
    void summaryIsDerivedWhenOnlyRequestsExist() throws Exception {
        RunFolder a = fixtureRun("a", 1);
        Files.delete(RunFolder.summaryCsv(a.directory()));
        assertTrue(RunFolder.open(a.directory()).summary().isEmpty());
        RunFolder reopened = SummarizedRun.open(a.directory());
        assertEquals(a.summary().size(), reopened.summary().size());
        assertEquals(a.summary().get(3).timeRatioVsPlain(), reopened.summary().get(3).timeRatioVsPlain(), 1e-6);
    }
}
