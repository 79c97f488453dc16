package org.wssbench.results.cli;

import org.wssbench.results.ExitCodes;

import org.wssbench.results.RunFolder;
import org.wssbench.results.report.ReportGenerator;

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

@Command(name = "report", mixinStandardHelpOptions = true,
        description = {
            "Write report.html and charts/*.png (+ .svg) for one run, or a comparison report for several.",
            "",
            "The page is self-contained (inline CSS, charts embedded as data URIs) and opens from disk without "
                    + "network access. It opens with a summary per run (overhead against plain, client/server "
                    + "split, health, gate verdict from gate.json, published claims confirmed or contradicted), then "
                    + "test time and message sizes normalised to plain, secure conversation vs encr, latency "
                    + "percentiles, the client/server time split, the summary table and, clearly labelled as other "
                    + "hardware and years, the published figures of Sosnoski 2009, SEI 2010, van Engelen and Zhang "
                    + "and Liu, Pallickara and Fox 2005; the run.json facts close it.",
            "With one run the report goes into the run folder unless --output is given; with several runs "
                    + "--output is required."},
        footer = {"", "Exit status: 0 written, 2 unreadable input or unwritable output."})
final class ReportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "Folder for report.html and charts/.")
    Path output;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (runs.size() > 1 && output == null) {
            err.println("report: --output DIR is required when reporting on several runs");
            return ExitCodes.BAD_INPUT;
        }
        try {
            List<RunFolder> folders = RunArguments.open(runs);
            Path directory = output != null ? output : folders.get(0).directory();
            Path html = ReportGenerator.generate(folders, directory);
            spec.commandLine().getOut().println("report written: " + html);
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("report: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }
}
