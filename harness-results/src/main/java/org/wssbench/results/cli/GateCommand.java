package org.wssbench.results.cli;

import org.wssbench.results.RunFolder;
import org.wssbench.results.RunHealth;
import org.wssbench.results.compare.BaselineChoice;
import org.wssbench.results.compare.Gate;
import org.wssbench.results.compare.GateConfirmation;
import org.wssbench.results.compare.GateResult;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "gate", mixinStandardHelpOptions = true,
        description = {
            "Fail when a run's security overhead regressed against the committed baseline.",
            "",
            "For every scenario+sequence in the baseline, the run's value of the baseline's metric may exceed the "
                    + "baseline ratio by at most the entry's tolerance_pct, which comes from the run-to-run noise "
                    + "the baseline was built from; the output states the resulting false-alarm probability.",
            "It also fails when the run measured other work than the baseline (workload, catalogue, threads, "
                    + "rounds: refused), a baseline cell is unchecked, a cell or its plain did not reach steady "
                    + "state, a secured cell's overhead or message size collapsed toward plain's, the summary "
                    + "reports failed requests (errors > 0) or the matrix is unfinished (complete=false). Clear "
                    + "improvements and cells only in the run are notes.",
            "With --confirmation, where that run exists (run --confirm-against measured it because RUN was above its "
                    + "screen, the tolerances at " + (int) GateConfirmation.SCREEN_FALSE_ALARM_PCT + "%% false alarms "
                    + "per run, on regressions or unsteady cells alone), each figure is the geometric mean of the two "
                    + "runs against the tolerance for such a mean at the baseline's false-alarm probability; a cell "
                    + "short of steady state in one run is judged on the other alone and fails on steady state only "
                    + "when unsteady in both; every other check fails in either run.",
            "Several RUNs (of one build, e.g. benchmark/repeat-runs.sh -n 3) are judged together: each figure is the "
                    + "geometric mean of the runs' values, against the narrower tolerance for a mean of that many runs "
                    + "at the same false-alarm probability; every other check runs on each run. More runs catch a "
                    + "smaller regression (results/baseline/README.md)."},
        footer = {"", "Exit status: 0 passed, 1 regression or unhealthy run (messages on standard error), "
                + "2 unreadable input."})
final class GateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0..*", arity = "1..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = {"-b", "--baseline"}, required = true, paramLabel = "FILE",
            description = "Baseline CSV written by the baseline command.")
    Path baseline;

    @Option(names = "--machine-baselines", paramLabel = "DIR",
            description = "Folder of baselines measured on other machines (*.csv). When the --baseline file was "
                    + "measured on another CPU than the run, the first file here measured on the run's machine for "
                    + "the run's work gates it instead; the output names the file used.")
    Path machineBaselines;

    @Option(names = "--confirmation", paramLabel = "RUN",
            description = "Confirmation run of RUN (run --confirm-against writes RUN-confirm when RUN was above its "
                    + "screen on regressions or unsteady cells alone). Where it exists, each figure is the mean of both "
                    + "runs, against the tolerance for such a mean (the one run where its cell was steady, if unsteady "
                    + "in the other, against the one-run tolerance); where it does not, RUN is judged alone.")
    Path confirmation;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (confirmation != null && runs.size() > 1) {
                err.println("gate: --confirmation judges one RUN and its confirmation run; " + runs.size()
                        + " RUNs were given (several runs are judged together without it)");
                return ExitCodes.INPUT_ERROR;
            }
            List<RunFolder> folders = new ArrayList<>();
            for (String run : runs) {
                folders.add(RunArguments.open(run));
            }
            RunFolder folder = folders.get(0);
            // the mean's tolerance assumes independent runs: the same run twice would narrow it for nothing
            List<String> ids = folders.stream().map(RunFolder::runId).toList();
            if (ids.stream().distinct().count() < ids.size()) {
                err.println("gate: the RUNs must be different runs, got " + String.join(", ", ids));
                return ExitCodes.INPUT_ERROR;
            }
            BaselineChoice choice = BaselineChoice.choose(folder, baseline, machineBaselines);
            boolean confirmed = confirmation != null && Files.exists(confirmation);
            RunFolder again = confirmed ? RunArguments.open(confirmation.toString()) : null;
            GateResult result = confirmed ? GateConfirmation.judge(folder, again, choice.baseline())
                    : Gate.check(folders, choice.baseline());
            List<String> problems = new ArrayList<>();
            for (RunFolder one : folders) {
                RunHealth.problems(one).forEach(problem -> problems.add(folders.size() > 1
                        ? one.runId() + ": " + problem : problem));
            }
            if (confirmed) {
                RunHealth.problems(again).forEach(problem -> problems.add(again.runId() + ": " + problem));
            }
            String judged = confirmed ? "run " + folder.runId() + " and its confirmation run " + again.runId()
                    : folders.size() == 1 ? "run " + folder.runId() : "runs " + String.join(", ", ids);
            out.println("note: baseline " + choice.path() + ": " + choice.reason());
            result.notes().forEach(note -> out.println("note: " + note));
            out.flush();
            if (result.passed() && problems.isEmpty()) {
                out.println("gate passed: " + judged + " within tolerance of " + choice.path());
                out.flush();
                return ExitCodes.OK;
            }
            problems.forEach(problem -> err.println("gate: " + problem));
            result.violations().forEach(violation -> err.println("gate: " + violation));
            err.println("gate FAILED for " + judged + ": " + result.violations().size()
                    + " failed check(s), " + problems.size() + " run problem(s)");
            if (result.notes().stream().anyMatch(note -> note.startsWith(Gate.MACHINE_NOTE))) {
                err.println("gate: the baseline was measured on another machine or at another speed (notes above): "
                        + "its ratios need not hold here. Rebuild it on this machine from at least five runs "
                        + "(results/baseline/README.md; keep the other machine's file under --machine-baselines) "
                        + "before reading these failures as regressions.");
            }
            err.flush();
            return ExitCodes.GATE_FAILED;
        } catch (IOException e) {
            err.println("gate: " + e.getMessage());
            return ExitCodes.INPUT_ERROR;
        }
    }
}
