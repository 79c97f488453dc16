package org.wssbench.results.cli;

import org.wssbench.results.ExitCodes;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunHealth;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.gate.CellVerdict;
import org.wssbench.results.evidence.EvidenceTable;
import org.wssbench.results.gate.MachineBaseline;
import org.wssbench.results.gate.MachineBaselines;
import org.wssbench.results.gate.MachineGate;
import org.wssbench.results.gate.MachineKey;
import org.wssbench.results.gate.NoiseModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "baseline", mixinStandardHelpOptions = true,
        description = {
            "Write a machine's baseline from unchanged runs measured on it: every run's gated figure per cell "
                    + "(round_low_ratio_vs_plain), its period, its host's speed and the message sizes.",
            "Each run's measuring period is the name of the folder that holds it: keep one folder per period "
                    + "(benchmark/baseline.sh does). Runs of another machine or other work are refused; a run whose "
                    + "run.json records more than 5%% CPU steal (not a quiet machine) is left out, with a line saying so.",
            "With --into, a period whose runs mostly worked outside the host speeds of the runs already kept (this "
                    + "machine in another host state) is refused unless --other-host-state is given: it would widen "
                    + "every tolerance of the baseline (docs/methodology.md).",
            "--show prints each figure's noise model and one-run tolerance."},
        footer = {"", "Exit status: 0 written (or shown), 1 a run has failed requests, 2 bad input."})
public final class BaselineCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Baseline file to write, e.g. results/baseline/machines/<machine>/workload-quick.csv.")
    Path output;

    @Option(names = "--into", paramLabel = "DIR",
            description = "Keep the RUNs' digests in DIR/<machine>/runs/workload-<name>/<PERIOD>/ and rebuild "
                    + "DIR/<machine>/workload-<name>.csv from every digest kept there (benchmark/baseline.sh does).")
    Path into;

    @Option(names = "--period", paramLabel = "PERIOD", description = "With --into: the measuring period of the RUNs.")
    String period;

    @Option(names = "--other-host-state", description = "With --into: keep the RUNs even if most of them worked "
            + "outside the host speeds of the runs already kept.")
    boolean otherHostState;

    @Option(names = "--show", paramLabel = "FILE", description = "Print the noise model of a baseline file.")
    Path show;

    @Option(names = "--markdown", description = "With --show: the Markdown block docs/methodology.md quotes.")
    boolean markdown;

    @Option(names = "--false-alarm-pct", defaultValue = "1", paramLabel = "P",
            description = "For --show: the false-alarm rate per run the tolerances are set to (default: ${DEFAULT-VALUE}).")
    double falseAlarmPct;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (show != null) {
                if (markdown) {
                    out.print(EvidenceTable.render(show, falseAlarmPct / 100));
                    out.flush();
                } else {
                    show(MachineBaseline.read(show), out);
                }
                return ExitCodes.OK;
            }
            if (runs == null || runs.isEmpty() || (output == null) == (into == null)) {
                throw new IllegalArgumentException("give RUNs with --output FILE or with --into DIR --period PERIOD, "
                        + "or --show FILE");
            }
            if (into != null && (period == null || !period.matches("[A-Za-z0-9._-]+"))) {
                throw new IllegalArgumentException("--into needs --period NAME (letters, digits, '.', '_', '-'), got "
                        + period);
            }
            List<RunFolder> folders = new ArrayList<>();
            for (RunFolder run : RunArguments.open(runs)) {
                List<String> problems = RunHealth.problems(run);
                if (!problems.isEmpty()) {
                    err.println("baseline: run " + run.runId() + " cannot be a baseline: " + String.join("; ", problems));
                    return ExitCodes.REQUESTS_FAILED;
                }
                Optional<String> busy = RunHealth.notQuiet(run);
                if (busy.isPresent()) {
                    err.println("baseline: left out: " + busy.get());
                } else {
                    folders.add(run);
                }
            }
            if (folders.isEmpty()) {
                throw new IllegalArgumentException("no RUN was measured on a quiet machine; nothing written");
            }
            Path file = output;
            if (into != null) {
                MachineBaseline these = MachineBaseline.of(folders);
                MachineKey key = MachineKey.of(folders.get(0)).orElseThrow();
                String workload = these.identity().workload();
                if (!otherHostState) {
                    refuseAnotherHostState(MachineBaselines.history(into, key, workload), folders);
                }
                for (RunFolder run : folders) {
                    out.println("kept: " + MachineBaselines.keep(into, key, workload, period, run));
                }
                folders = MachineBaselines.history(into, key, workload);
                file = into.resolve(key.slug()).resolve(MachineBaselines.fileName(workload));
            }
            MachineBaseline baseline = MachineBaseline.of(folders);
            baseline.write(file);
            out.println("baseline written: " + file + " (" + baseline.runs().size() + " runs in "
                    + baseline.periods().size() + " period(s) of " + baseline.machine() + ")");
            show(baseline, out);
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("baseline: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }

    /**
     * Refuses runs of which more than half worked outside the host speeds of the runs already kept. A baseline
     * holds one host state: a period of another one puts the shift between states into the period variance, which
     * every figure shares, and widens every tolerance. A run of the same state lies outside a range of n runs about
     * 2/(n+1) of the time, so a majority of a period outside it is another state, not chance.
     */
    private void refuseAnotherHostState(List<RunFolder> kept, List<RunFolder> adding) {
        if (kept.isEmpty()) {
            return;
        }
        List<String> outside = MachineGate.HostSpeeds.of(adding, MachineBaseline.of(kept)).leftOut();
        if (outside.size() * 2 > adding.size()) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%d of %d runs worked outside the host "
                    + "speeds of the %d runs already kept (first: %s). Nothing was kept: a period of another host state "
                    + "widens every tolerance of the baseline (docs/methodology.md, \"A period of another host "
                    + "state\"). To gate a host that changes state, keep a history (-Dwssbench.history=DIR); to keep "
                    + "these runs anyway, give --other-host-state", outside.size(), adding.size(), kept.size(),
                    outside.get(0)));
        }
    }

    private void show(MachineBaseline baseline, PrintWriter out) {
        out.println("machine: " + baseline.machine() + "; " + baseline.runs().size() + " runs in "
                + baseline.periods().size() + " period(s): " + String.join(", ", baseline.periods()));
        Map<ScenarioSequence, NoiseModel> models = baseline.noiseModels();
        double alpha = falseAlarmPct / 100 / Math.max(1, models.size());
        String name = "  %-" + CellVerdict.nameWidth(baseline.judgedFigures()) + "s";
        for (ScenarioSequence key : baseline.judgedFigures()) {
            NoiseModel model = models.get(key);
            if (model == null) {
                out.println(String.format(Locale.ROOT, name + " %d run(s): too few to judge", key,
                        baseline.values(key).size()));
                continue;
            }
            out.println(String.format(Locale.ROOT, name + " %.3f  %s", key, model.figure(), model.explain(1, alpha)));
        }
        out.flush();
    }
}
