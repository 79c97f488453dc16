package org.wssbench.results.cli;

import org.wssbench.results.ExitCodes;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "digest", mixinStandardHelpOptions = true,
        description = {
            "Keep what gate, baseline, compare and ab read of each run, small enough to commit: summary.csv, "
                    + "run.json and warmup.csv in OUT/<run id>/, without requests.csv.",
            "",
            "Those commands read such a folder as the run itself."},
        footer = {"", "Exit status: 0 written, 2 unreadable input or unwritable output."})
final class DigestCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN", description = RunArguments.HELP)
    List<String> runs;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "Folder to write the digests into.")
    Path output;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            for (String argument : runs) {
                RunFolder run = RunArguments.open(argument);
                if (run.directory() == null || !Files.exists(RunFiles.SUMMARY.in(run.directory()))) {
                    err.println("digest: " + argument + ": no summary.csv to keep");
                    return ExitCodes.BAD_INPUT;
                }
                Path folder = output.resolve(run.runId());
                RunFiles.in(run.directory()).digestInto(folder);
                out.println("digest written: " + folder);
            }
            out.flush();
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("digest: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }
}
