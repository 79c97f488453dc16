package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Reads and writes rounds.csv: a run's per-round (or per-block) samples of some figures, one row per cell and
 * figure, as {@code stats.RunMetrics} derives them from requests.csv. It is the part of a run a baseline needs, a
 * few hundredths of requests.csv's size, so the runs of a baseline can be kept beside it and pooled with later
 * sittings' runs after the raw files are gone ({@code digest} command). A run folder with rounds.csv and no
 * requests.csv gives its figures from these samples.
 *
 * <p>Columns: scenario, sequence (the cell; {@code all-secured} for a sequence's common factor), samples (the
 * source of the samples: a figure's summary.csv column without its peer adjustment, or {@link #COMMON_FACTOR}),
 * values (the samples in round order, space-separated, each as Java prints a double, so a baseline built from
 * them equals one built from requests.csv).
 */
public final class RoundsCsv {

    public static final String FILE = RunFiles.ROUNDS_CSV;
    /** The samples of an {@code all-secured} cell: the sequence's per-round common factor, the same for every figure. */
    public static final String COMMON_FACTOR = "common_factor";

    static final List<String> HEADER = List.of("scenario", "sequence", "samples", "values");

    private RoundsCsv() {
    }

    public static Path in(Path runFolder) {
        return RunFiles.in(runFolder).rounds();
    }

    /** One cell's samples of one source. */
    public record Samples(ScenarioSequence cell, String source, double[] values) {
    }

    public static void write(Path file, List<Samples> rows) throws IOException {
        CsvFiles.writeAll(file, HEADER, rows.stream().map(r -> Arrays.asList(r.cell().scenario(), r.cell().sequence(),
                r.source(), Arrays.stream(r.values()).mapToObj(Double::toString).collect(Collectors.joining(" "))))
                .toList());
    }

    /**
     * The samples by cell and source, or an empty map if the folder has no rounds.csv.
     *
     * @throws ResultFileException naming the line and column of a value that is not a number
     */
    public static Map<ScenarioSequence, Map<String, double[]>> readIfPresent(Path file) throws IOException {
        Map<ScenarioSequence, Map<String, double[]>> samples = new TreeMap<>();
        if (!Files.exists(file)) {
            return samples;
        }
        for (CsvRow row : CsvFiles.readRows(file, HEADER)) {
            ScenarioSequence cell = new ScenarioSequence(row.requireText("scenario"), row.requireText("sequence"));
            String text = row.text("values").trim();
            List<Double> values = new ArrayList<>();
            for (String value : text.isEmpty() ? new String[0] : text.split(" +")) {
                try {
                    values.add(Double.parseDouble(value));
                } catch (NumberFormatException e) {
                    throw new ResultFileException(file, row.line(), "values", "'" + value + "' is not a number");
                }
            }
            samples.computeIfAbsent(cell, k -> new TreeMap<>()).put(row.requireText("samples"),
                    values.stream().mapToDouble(Double::doubleValue).toArray());
        }
        return samples;
    }
}
