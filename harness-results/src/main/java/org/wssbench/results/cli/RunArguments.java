package org.wssbench.results.cli;

import org.wssbench.results.ResultFileException;
import org.wssbench.results.RunFolder;
import org.wssbench.results.stats.RatioMetric;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns command-line run arguments into {@link RunFolder}s (and {@code --metric} into a {@link RatioMetric}). An argument is a run folder, a
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

    /** The metric named by {@code --metric COLUMN}; the gated one when the option is not given. */
    static RatioMetric metric(String column) {
        return column == null ? RatioMetric.GATED : RatioMetric.ofColumn(column)
                .orElseThrow(() -> new IllegalArgumentException("--metric '" + column + "' is not one of "
                        + Arrays.stream(RatioMetric.values()).map(RatioMetric::column).toList()));
    }

    /**
     * The second figure to gate or judge beside {@code first}: by default the mean of the same blocks or rounds
     * beside a fast-end metric (a cost on some requests moves it, not the fast end), nothing beside any other;
     * "none" for one figure.
     */
    static RatioMetric secondMetric(String column, RatioMetric first) {
        if (column == null) {
            return first.secondFigure().orElse(null);
        }
        if ("none".equalsIgnoreCase(column.trim())) {
            return null;
        }
        return RatioMetric.ofColumn(column).orElseThrow(() -> new IllegalArgumentException("--second-metric '" + column
                + "' is not 'none' or one of " + Arrays.stream(RatioMetric.values()).map(RatioMetric::column).toList()));
    }

    static RunFolder open(String argument) throws IOException {
        if (argument.contains(",")) {
            String[] pair = argument.split(",", 2);
            return RunFolder.open(Path.of(pair[0]), Path.of(pair[1]));
        }
        Path path = Path.of(argument);
        if (Files.isDirectory(path)) {
            return RunFolder.open(path);
        }
        if (!Files.exists(path)) {
            throw new ResultFileException(path, "no such run folder or file");
        }
        Path sibling = path.toAbsolutePath().getParent();
        if (path.getFileName().toString().equals(RunFolder.REQUESTS_CSV)) {
            return RunFolder.open(RunFolder.summaryCsv(sibling), path);
        }
        return RunFolder.open(path, RunFolder.requestsCsv(sibling));
    }
}
