package org.wssbench.results.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.wssbench.results.RunFolder;
import org.wssbench.results.compare.BaselineFile;
import org.wssbench.results.compare.Comparison;
import org.wssbench.results.compare.RunComparator;
import org.wssbench.results.report.ComparisonFormat;
import org.wssbench.results.report.ComparisonRenderer;
import org.wssbench.results.stats.HierarchicalBootstrap;
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
                    + "change, the compared ratio (with a baseline: its gated figure, the fast end of the cell's request "
                    + "times / plain's, paired per block of ten rounds (block_low) or per round (round_low); otherwise the "
                    + "median over rounds of "
                    + "the cell's round total / plain's in the same round) with the change's 95%% interval from a "
                    + "hierarchical bootstrap over runs and rounds, the "
                    + "Holm-adjusted p-value over the cells, message size ratios, whether the cells reached steady "
                    + "state, and a verdict: slower, faster or no significant change. With --noise and a baseline "
                    + "built on a common-factor metric (the default), each cell is judged with its share of the "
                    + "run's common factor taken out (the median change of the other secured cells), and each "
                    + "sequence's factor itself is the row all-secured. Where that baseline gates a second figure "
                    + "(the committed quick file: the mean of each block, which a cost on only some requests moves), "
                    + "it is judged too, its p-values in the same Holm family, and the cell is slower when either "
                    + "figure is (columns 2nd ... and second_*).",
            "With fewer than " + HierarchicalBootstrap.MIN_RUNS_TO_RESAMPLE + " runs per side the run-to-run noise "
                    + "is taken from the committed baseline of the same workload (results/baseline/<workload>.csv, or the one "
                    + "in results/baseline/machines/ measured on the first run's machine, "
                    + "or --noise FILE); the output says which, or that none matched.",
            "Scenarios or sequences missing on one side, differing run.json catalogue/matrix/sequences, policy, "
                    + "scenario or workload files with another SHA-256, and cells "
                    + "not at steady state are reported, never dropped silently."},
        footer = {"", "Exit status: 0 compared (mismatches are reported, not failed), 2 unreadable input."})
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
            description = "Baseline CSV whose run-to-run noise is used for sides with few runs (default: "
                    + "results/baseline/<workload>.csv beside the runs or in the working directory, or the file of "
                    + "baseline/machines/ measured on the first run's machine).")
    Path noise;

    @Option(names = "--no-noise", description = "Use no baseline noise (intervals then reflect rounds only).")
    boolean noNoise;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "Output format: table, markdown or csv (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    Path output;

    @Option(names = "--resamples", defaultValue = "" + HierarchicalBootstrap.DEFAULT_RESAMPLES,
            description = "Bootstrap resamples (default: ${DEFAULT-VALUE}).")
    int resamples;

    @Option(names = "--seed", defaultValue = "" + HierarchicalBootstrap.DEFAULT_SEED,
            description = "Bootstrap seed, for reproducible intervals (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        ComparisonFormat outputFormat;
        try {
            outputFormat = ComparisonFormat.valueOf(format.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            err.println("compare: --format must be table, markdown or csv, not '" + format + "'");
            return ExitCodes.INPUT_ERROR;
        }
        try {
            List<List<RunFolder>> sides = sides();
            Path noiseFile = noNoise ? null : noise != null ? noise : null;
            BaselineFile noiseBaseline = noiseFile == null ? null : BaselineFile.read(noiseFile);
            Comparison comparison = new RunComparator(resamples, seed, noiseBaseline,
                    noiseFile == null ? null : noiseFile.toString()).compareSides(sides);
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
            return ExitCodes.INPUT_ERROR;
        }
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
