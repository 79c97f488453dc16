package org.wssbench.results.cli;

import org.wssbench.results.compare.Comparison;
import org.wssbench.results.compare.RunComparator;
import org.wssbench.results.report.ComparisonFormat;
import org.wssbench.results.report.ComparisonRenderer;
import org.wssbench.results.stats.RatioChangeBootstrap;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {
            "Compare two or more runs, each against the first.",
            "",
            "Runs are compared on ratios vs plain measured inside each run (same sequence), never on raw "
                    + "milliseconds. For every scenario and sequence it prints each run's time ratio (best total / "
                    + "plain best total) and message size ratios, the change in percent vs the first run, a 95%% "
                    + "confidence interval for the change of median(scenario)/median(plain) from a seeded bootstrap "
                    + "over the raw requests, and a verdict: slower, faster or no significant change.",
            "Scenarios or sequences missing on one side and differing run.json catalogue/matrix/sequences are "
                    + "reported as a matrix mismatch, never dropped silently."},
        footer = {"", "Exit status: 0 compared (mismatches are reported, not failed), 2 unreadable input."})
final class CompareCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "2..*", paramLabel = "RUN", description = RunArguments.HELP
            + " The first run is the reference.")
    List<String> runs;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "Output format: table, markdown or csv (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    Path output;

    @Option(names = "--resamples", defaultValue = "" + RatioChangeBootstrap.DEFAULT_RESAMPLES,
            description = "Bootstrap resamples (default: ${DEFAULT-VALUE}).")
    int resamples;

    @Option(names = "--seed", defaultValue = "" + RatioChangeBootstrap.DEFAULT_SEED,
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
            Comparison comparison = new RunComparator(resamples, seed).compare(RunArguments.open(runs));
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
                // CSV has no room for prose: the method and any mismatch go to the console.
                err.println(Comparison.METHOD_NOTE);
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
}
