package org.wssbench.results.gate;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.wssbench.results.CsvAppender;
import org.wssbench.results.CsvFiles;
import org.wssbench.results.CsvRow;
import org.wssbench.results.ResultFileException;
import org.wssbench.results.ScenarioSequence;

/**
 * Reads and writes a work reference, {@code jdk<feature>.csv} or {@code jdk<feature>-<provider>.csv}
 * (harness-results/README.md, "Work reference"), in the CSV dialect of all result files ({@link CsvFiles}, LF line
 * ends). The JDK feature release and the crypto provider are the file's name.
 */
public final class WorkReferenceCsv {

    static final List<String> HEADER = List.of("workload", "catalogue", "scenario", "sequence", "figure", "reference",
            "tolerance_pct", "runs", "machines", "lowest", "highest");

    /** A reference's file name: the JDK feature release, and the provider unless it is the JDK's own. */
    public static final Pattern FILE_NAME = Pattern.compile("jdk(\\d+)(?:-([a-z0-9]+))?\\.csv");

    private WorkReferenceCsv() {
    }

    /** The file name of a reference, e.g. {@code jdk17.csv} (the JDK's own providers), {@code jdk17-bc.csv}. */
    public static String fileName(String jdkFeature, String provider) {
        return "jdk" + jdkFeature + (WorkReference.DEFAULT_PROVIDER.equals(provider) ? "" : "-" + provider) + ".csv";
    }

    /** Reads a reference; its JDK feature release comes from the file name. */
    public static WorkReference read(Path file) throws IOException {
        Matcher name = FILE_NAME.matcher(String.valueOf(file.getFileName()));
        if (!name.matches()) {
            throw new ResultFileException(file, "a work reference is named jdk<feature>.csv or "
                    + "jdk<feature>-<provider>.csv, e.g. jdk17.csv, jdk17-bc.csv");
        }
        List<WorkReference.Entry> entries = new ArrayList<>();
        for (CsvRow row : CsvFiles.readRows(file, HEADER)) {
            String column = row.requireText("figure");
            WorkFigure figure = WorkFigure.ofColumn(column).orElseThrow(() -> row.fail("figure", "'" + column
                    + "' is not one of " + Arrays.stream(WorkFigure.values()).map(WorkFigure::column).toList()));
            double reference = row.requireDouble("reference");
            double tolerance = row.requireDouble("tolerance_pct");
            if (!(reference > 0)) {
                throw row.fail("reference", "must be above 0, got " + reference);
            }
            if (!(tolerance > 0)) {
                throw row.fail("tolerance_pct", "must be above 0, got " + tolerance);
            }
            entries.add(new WorkReference.Entry(row.requireText("workload"), row.requireText("catalogue"),
                    new ScenarioSequence(row.requireText("scenario"), row.requireText("sequence")), figure, reference,
                    tolerance, row.requireInt("runs"), row.requireInt("machines"), row.requireDouble("lowest"),
                    row.requireDouble("highest")));
        }
        return new WorkReference(name.group(1), name.group(2) == null ? WorkReference.DEFAULT_PROVIDER : name.group(2),
                entries);
    }

    /** Writes a reference, replacing any earlier file. */
    public static void write(Path file, WorkReference reference) throws IOException {
        Files.deleteIfExists(file);
        try (CsvAppender<WorkReference.Entry> out = CsvAppender.open(file, HEADER, WorkReferenceCsv::cells)) {
            out.appendAll(reference.entries());
        }
    }

    private static List<?> cells(WorkReference.Entry e) {
        return List.of(e.workload(), e.catalogue(), e.cell().scenario(), e.cell().sequence(), e.figure().column(), number(e.reference()),
                String.format(Locale.ROOT, "%.1f", e.tolerancePct()), e.runs(), e.machines(), number(e.lowest()),
                number(e.highest()));
    }

    /** Plain decimal notation, at most three decimals (a mean of message sizes), no exponent. */
    static String number(double value) {
        return new BigDecimal(value).setScale(3, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }
}
