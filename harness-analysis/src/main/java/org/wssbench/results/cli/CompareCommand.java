package org.wssbench.results.cli;

import org.wssbench.results.ExitCodes;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.wssbench.results.RunFolder;
import org.wssbench.results.compare.Comparison;
import org.wssbench.results.compare.RunComparator;
import org.wssbench.results.RunIdentity;
import org.wssbench.results.report.ComparisonFormat;
import org.wssbench.results.report.ComparisonRenderer;
import org.wssbench.results.gate.MachineBaseline;
import org.wssbench.results.gate.MachineBaselines;
import org.wssbench.results.gate.MachineKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {
            "Compare runs: each run against the first (compare A B C), or several independent runs of one build "
                    + "against several of another (compare --before A1 A2 A3 --after B1 B2 B3).",
            "",
            "Runs are compared on ratios vs plain measured inside each run (same sequence), never on raw "
                    + "milliseconds. Per scenario and sequence: the time ratio (best total / plain best total) and its "
                    + "change, the gated figure round_low_ratio_vs_plain and its change with a 95%% interval, the "
                    + "Holm-adjusted p-value over the cells, message size ratios, steady state, and a verdict: slower, "
                    + "faster, no significant change, or not tested. Each sequence also gets a message-security row: "
                    + "the geometric mean of its message-security cells, and each such cell a <scenario>-vs-peers row: "
                    + "its figure over the geometric mean of the sequence's other message-security cells.",
            "Sides of two or more runs are compared with Welch's t-test on the runs' log figures. A side of one run "
                    + "takes its run-to-run noise from the baseline of the first run's machine "
                    + "(results/baseline/machines/<machine>/, or --noise FILE); without one its cells are shown, not "
                    + "tested. For runs taken alternately on one machine, use ab (paired), the sharper test.",
            "Scenarios or sequences missing on one side, differing run.json catalogue/matrix/sequences, machines, "
                    + "policy, scenario or workload files with another SHA-256, and cells not at steady state are "
                    + "reported, never dropped silently."},
        footer = {"", "Exit status: 0 compared (mismatches are reported, not failed), 2 bad input."})
public final class CompareCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "RUN", description = RunArguments.HELP
            + " The first run is the reference.")
    List<String> runs = new ArrayList<>();

    @Option(names = "--before", arity = "1..*", paramLabel = "RUN",
            description = "Independent runs of the reference build (instead of positional runs).")
    List<String> before = new ArrayList<>();

    @Option(names = "--after", arity = "1..*", paramLabel = "RUN",
            description = "Independent runs of the build compared with --before.")
    List<String> after = new ArrayList<>();

    @Option(names = "--noise", paramLabel = "FILE",
            description = "Machine baseline whose run-to-run noise is used for sides of one run (default: the baseline "
                    + "of the first run's machine under --baselines).")
    Path noise;

    @Option(names = "--baselines", defaultValue = "results/baseline/machines", paramLabel = "DIR",
            description = "Committed baselines, one folder per machine (default: ${DEFAULT-VALUE}).")
    Path baselines;

    @Option(names = "--no-noise", description = "Use no baseline noise (sides of one run are then not tested).")
    boolean noNoise;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "Output format: table, markdown or csv (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    Path output;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        ComparisonFormat outputFormat;
        try {
            outputFormat = ComparisonFormat.valueOf(format.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            err.println("compare: --format must be table, markdown or csv, not '" + format + "'");
            return ExitCodes.BAD_INPUT;
        }
        try {
            List<List<RunFolder>> sides = sides();
            Path noiseFile = noNoise ? null : noise != null ? noise : machineBaseline(sides.get(0).get(0));
            MachineBaseline noiseBaseline = noiseFile == null ? null : MachineBaseline.read(noiseFile);
            Comparison comparison = new RunComparator(noiseBaseline, noiseFile == null ? null : noiseFile.toString())
                    .compareSides(sides);
            String text = ComparisonRenderer.render(comparison, outputFormat);
            if (output != null) {
                Path parent = output.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(output, text, StandardCharsets.UTF_8);
            } else {
                spec.commandLine().getOut().print(text);
                spec.commandLine().getOut().flush();
            }
            if (outputFormat == ComparisonFormat.CSV || output != null) {
                // CSV has no room for prose: the method, the noise source and any mismatch go to the console.
                err.println(Comparison.METHOD_NOTE);
                err.println(comparison.noiseNote());
                if (comparison.hasMismatches()) {
                    err.print(ComparisonRenderer.mismatchText(comparison, "  - "));
                }
            }
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("compare: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }

    /** The committed baseline of the first run's machine and workload, if there is one. */
    private Path machineBaseline(RunFolder first) {
        Optional<MachineKey> key = MachineKey.of(first);
        String workload = RunIdentity.of(first).workload();
        return key.isEmpty() || workload == null ? null
                : MachineBaselines.committed(baselines, key.get(), workload).orElse(null);
    }

    private List<List<RunFolder>> sides() throws IOException {
        if (before.isEmpty() != after.isEmpty()) {
            throw new IllegalArgumentException("--before and --after go together");
        }
        if (!before.isEmpty()) {
            if (!runs.isEmpty()) {
                throw new IllegalArgumentException("give runs either positionally or with --before/--after, not both");
            }
            return List.of(RunArguments.open(before), RunArguments.open(after));
        }
        if (runs.size() < 2) {
            throw new IllegalArgumentException("compare needs at least two runs, got " + runs.size());
        }
        return RunArguments.open(runs).stream().map(List::of).toList();
    }
}
