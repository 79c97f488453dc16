package org.wssbench.results.cli;

import org.wssbench.results.ExitCodes;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunIdentity;
import org.wssbench.results.RunHealth;
import org.wssbench.results.gate.GateFiles;
import org.wssbench.results.gate.GateOutcome;
import org.wssbench.results.gate.GateReport;
import org.wssbench.results.gate.MachineBaseline;
import org.wssbench.results.gate.MachineBaselines;
import org.wssbench.results.gate.MachineGate;
import org.wssbench.results.gate.MachineKey;
import org.wssbench.results.gate.WorkArm;
import org.wssbench.results.gate.WorkReferences;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "gate", mixinStandardHelpOptions = true,
        description = {
            "Judge a run: its work on any machine, its time against the baseline of the machine it ran on. The first "
                    + "line of the output is the verdict and says which arms judged.",
            "",
            "Work arm, judged on every run: bytes allocated per request by client and server and the message sizes of "
                    + "every cell, against the committed work reference of the run's JDK feature release and crypto "
                    + "provider (--work-references; docs/gating-ci.md). A figure above its tolerance fails the gate (exit 3). "
                    + "Without such a reference the arm passes and prints the command that writes one from "
                    + "this run.",
            "",
            "Time arm, with the checks that hold on any machine:",
            "On any machine: fails when requests failed or the matrix is unfinished (exit 1), a cell missed steady "
                    + "state, a message-security cell costs no more than plain, or a message shrank toward plain's size.",
            "Where a baseline of this machine exists (same CPU, cores, JDK feature release and crypto provider, and "
                    + "plain answering at a speed within the range of the baseline runs' speeds, no margin), each "
                    + "cell's round_low_ratio_vs_plain, each sequence's message-security mean and each message-security "
                    + "cell against its peers (<scenario>-vs-peers: over the geometric mean of the sequence's other "
                    + "message-security cells) is judged on its raw change against a tolerance from the baseline runs' "
                    + "noise (runs and measuring periods), at a false-alarm rate per run shared among the figures. "
                    + "Elsewhere the ratios are printed as information with the command that makes a baseline for "
                    + "this machine.",
            "Several RUNs of one build are judged on the geometric mean of their figures, against the tolerance for "
                    + "such a mean."},
        footer = {"", "Writes gate.xml (JUnit XML, one test case per judged figure), gate.md (Markdown for a CI job "
                + "summary) and gate.json into the first RUN's folder, or --reports DIR.",
            "", "Exit status: 0 passed (or ratios not judged), 1 requests failed or run unfinished, "
                + "2 bad input, 3 gate failed."})
final class GateCommand implements Callable<Integer> {

    static final String MAKE_BASELINE = "benchmark/baseline.sh (five fresh Tomcat and client JVM pairs; docs/methodology.md)";

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = "--baselines", defaultValue = "results/baseline/machines", paramLabel = "DIR",
            description = "Committed baselines, one folder per machine (default: ${DEFAULT-VALUE}).")
    Path baselines;

    @Option(names = {"-b", "--baseline"}, paramLabel = "FILE",
            description = "Judge against this baseline file instead of the machine's own (it must be of this machine).")
    Path baselineFile;

    @Option(names = "--history", paramLabel = "DIR",
            description = "A CI pool's history (the layout of --baselines, one period per UTC day): judged against "
                    + "this machine's passing runs kept there once it holds "
                    + MachineBaselines.HISTORY_MIN_RUNS + " runs from " + MachineBaselines.HISTORY_MIN_PERIODS
                    + " days; a passing run is added to it.")
    Path history;

    @Option(names = "--false-alarm-pct", defaultValue = "1", paramLabel = "P",
            description = "False-alarm rate per unchanged run, shared among the figures (default: ${DEFAULT-VALUE}).")
    double falseAlarmPct;

    @Option(names = "--explain", description = "Print each figure's noise model under its line, and every work figure.")
    boolean explain;

    @Option(names = "--work-references", defaultValue = WorkReferences.DEFAULT_DIR, paramLabel = "DIR",
            description = "Committed work references, one jdk<feature>.csv per JDK feature release (default: "
                    + "${DEFAULT-VALUE}).")
    Path workReferences;

    @Option(names = "--reports", paramLabel = "DIR",
            description = "Where gate.xml, gate.md and gate.json go (default: the first RUN's folder).")
    Path reports;

    @Option(names = "--no-reports", description = "Write no gate.xml, gate.md or gate.json.")
    boolean noReports;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (!(falseAlarmPct > 0 && falseAlarmPct < 50)) {
                throw new IllegalArgumentException("--false-alarm-pct must be above 0 and below 50, got " + falseAlarmPct);
            }
            List<RunFolder> folders = RunArguments.open(runs);
            if (folders.stream().map(RunFolder::runId).distinct().count() < folders.size()) {
                throw new IllegalArgumentException("the RUNs must be different runs");
            }
            RunFolder first = folders.get(0);
            // Maven passes an unset property as an empty value (Cargo as "null"): no history
            Path historyDir = history == null || history.toString().isBlank() || history.toString().equals("null")
                    ? null : history;
            Optional<MachineKey> key = MachineKey.of(first);
            String workload = Optional.ofNullable(RunIdentity.of(first).workload()).orElse("unknown");
            Optional<MachineBaseline> baseline = Optional.empty();
            // what judged the run (a history that is ready replaces the committed baseline), and a history's progress
            Optional<String> baselineNote = Optional.empty();
            Optional<String> historyNote = Optional.empty();
            if (baselineFile != null) {
                MachineBaseline chosen = MachineBaseline.read(baselineFile);
                if (key.isEmpty() || !key.get().slug().equals(chosen.machineSlug())) {
                    throw new IllegalArgumentException("--baseline " + baselineFile + " was measured on " + chosen.machine()
                            + ", the run on " + key.map(MachineKey::describe).orElse("an unrecorded machine"));
                }
                baseline = Optional.of(chosen);
                baselineNote = Optional.of("baseline: " + baselineFile);
            } else if (key.isPresent()) {
                Optional<Path> file = MachineBaselines.committed(baselines, key.get(), workload);
                if (file.isPresent()) {
                    baseline = Optional.of(MachineBaseline.read(file.get()));
                    baselineNote = Optional.of("baseline: " + file.get());
                }
            }
            if (historyDir != null && key.isPresent()) {
                List<RunFolder> kept = MachineBaselines.history(historyDir, key.get(), workload);
                if (!kept.isEmpty()) {
                    MachineBaseline fromHistory = MachineBaseline.of(kept);
                    if (MachineBaselines.historyReady(fromHistory)) {
                        baseline = Optional.of(fromHistory);
                        baselineNote = Optional.of("baseline: the history in " + historyDir + " (" + kept.size()
                                + " runs)");
                    } else {
                        historyNote = Optional.of("history in " + historyDir + ": " + kept.size() + " run(s) in "
                                + fromHistory.periods().size() + " day(s); it judges from "
                                + MachineBaselines.HISTORY_MIN_RUNS + " runs in " + MachineBaselines.HISTORY_MIN_PERIODS
                                + " days on");
                    }
                }
            }
            Optional<Path> sizes = MachineBaselines.anyOf(baselines, key, workload);
            Optional<MachineBaseline> sizeReference = baseline.isPresent() ? baseline
                    : sizes.isPresent() ? Optional.of(MachineBaseline.read(sizes.get())) : Optional.empty();
            GateReport report = MachineGate.judge(folders, baseline, sizeReference, falseAlarmPct / 100, MAKE_BASELINE);
            WorkArm work = WorkArm.judge(folders, workReferences);
            GateOutcome outcome = new GateOutcome(folders.stream().map(RunFolder::runId).toList(), report,
                    timeArm(report, folders, baseline, baselineNote, key), work);
            outcome.print(out, explain, falseAlarmPct / 100);
            Stream.of(baselineNote, historyNote).flatMap(Optional::stream).forEach(note -> out.println("note: " + note));
            folders.forEach(folder -> RunHealth.notQuiet(folder).ifPresent(why -> out.println("note: " + why)));
            if (historyDir != null && key.isPresent() && outcome.exitCode() == 0 && folders.size() == 1) {
                out.println(RunHealth.notQuiet(first).isPresent()
                        ? "note: not kept in the history: a run of a machine that was not quiet would widen its noise"
                        : "note: kept in the history: " + MachineBaselines.addToHistory(historyDir, key.get(), workload,
                                first));
            }
            if (!noReports) {
                Path dir = reports != null ? reports : first.directory();
                GateFiles.writeAll(outcome, dir);
                out.println("note: written: " + GateFiles.JUNIT + ", " + GateFiles.MARKDOWN + " and " + GateFiles.JSON
                        + " in " + dir);
            }
            out.flush();
            return outcome.exitCode();
        } catch (IOException | IllegalArgumentException e) {
            err.println("gate: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }

    /** The time arm's part of the first line: what judged the ratios, or why nothing did. */
    private static String timeArm(GateReport report, List<RunFolder> runs, Optional<MachineBaseline> baseline,
                                  Optional<String> baselineNote, Optional<MachineKey> key) {
        if (report.verdict() == GateReport.Verdict.RUN_FAILED) {
            return "time: not judged (requests failed or the matrix is unfinished)";
        }
        if (report.judgedCount() > 0) {
            return "time: judged against " + baselineNote.map(n -> n.replaceFirst("^baseline: ", "")).orElse("a baseline");
        }
        if (baseline.isEmpty()) {
            return "time: not judged (no baseline or ready history for this machine, "
                    + key.map(MachineKey::describe).orElse("not recorded in run.json") + "; compare builds with ab)";
        }
        List<String> leftOut = MachineGate.HostSpeeds.of(runs, baseline.get()).leftOut();
        return "time: not judged (" + (leftOut.isEmpty() ? "the machine's baseline measured other work" : leftOut.get(0))
                + ")";
    }
}
