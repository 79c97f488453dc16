package org.wssbench.results.cli;

import org.wssbench.results.RunFolder;
import org.wssbench.results.RunHealth;
import org.wssbench.results.compare.Baseline;
import org.wssbench.results.compare.BaselineFile;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "baseline", mixinStandardHelpOptions = true,
        description = {
            "Write a gate baseline from one or more runs of the reference machine.",
            "",
            "For each scenario+sequence: ratio = median over the runs of time_ratio_vs_plain; spread_pct = "
                    + "(max - min) / median; tolerance_pct = max(floor, k * spread_pct). A single run has no "
                    + "measurable spread and gets a conservative " + Baseline.SINGLE_RUN_TOLERANCE_PCT
                    + "%% tolerance. Use three or more runs for a meaningful tolerance."},
        footer = {"", "Exit status: 0 written, 2 unreadable input or unwritable output."})
final class BaselineCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE", description = "Baseline CSV to write.")
    Path output;

    @Option(names = "--k", defaultValue = "" + Baseline.K,
            description = "Multiplier on the measured relative spread (default: ${DEFAULT-VALUE}).")
    double k;

    @Option(names = "--floor-pct", defaultValue = "" + Baseline.FLOOR_PCT,
            description = "Smallest tolerance in percent (default: ${DEFAULT-VALUE}).")
    double floorPct;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            List<RunFolder> folders = RunArguments.open(runs);
            List<String> unhealthy = folders.stream().flatMap(run -> RunHealth.problems(run).stream()).toList();
            unhealthy.forEach(problem -> err.println("baseline: warning: " + problem));
            BaselineFile file = Baseline.fromRuns(folders, k, floorPct);
            file.write(output);
            spec.commandLine().getOut().println("baseline written: " + output + " (" + file.entries().size()
                    + " entries from " + folders.size() + " run(s))");
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("baseline: " + e.getMessage());
            return ExitCodes.INPUT_ERROR;
        }
    }
}
