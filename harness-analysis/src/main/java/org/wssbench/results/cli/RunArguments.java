package org.wssbench.results.cli;

import org.wssbench.results.analysis.SummarizedRun;
import org.wssbench.results.ResultFileException;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns command-line run arguments into {@link RunFolder}s. An argument is a run folder, a
 * summary.csv or requests.csv file (the other file is taken from beside it if present), or an
 * explicit pair {@code SUMMARY.csv,REQUESTS.csv}.
 */
final class RunArguments {

    static final String HELP = "Run folder, or summary.csv / requests.csv of a run, or SUMMARY.csv,REQUESTS.csv.";

    private RunArguments() {
    }

    static List<RunFolder> open(List<String> arguments) throws IOException {
        List<RunFolder> runs = new ArrayList<>();
        for (String argument : arguments) {
            runs.add(open(argument));
        }
        return runs;
    }

    static RunFolder open(String argument) throws IOException {
        if (argument.contains(",")) {
            String[] pair = argument.split(",", 2);
            return SummarizedRun.open(Path.of(pair[0]), Path.of(pair[1]));
        }
        Path path = Path.of(argument);
        if (Files.isDirectory(path)) {
            return SummarizedRun.open(path);
        }
        if (!Files.exists(path)) {
            throw new ResultFileException(path, "no such run folder or file");
        }
        Path sibling = path.toAbsolutePath().getParent();
        if (path.getFileName().toString().equals(RunFiles.REQUESTS.fileName())) {
            return SummarizedRun.open(RunFiles.SUMMARY.in(sibling), path);
        }
        return SummarizedRun.open(path, RunFiles.REQUESTS.in(sibling));
    }
}
