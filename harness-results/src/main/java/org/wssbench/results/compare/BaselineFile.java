package org.wssbench.results.compare;

import org.wssbench.results.CsvFiles;
import org.wssbench.results.CsvRow;
import org.wssbench.results.ResultFileException;
import org.wssbench.results.ScenarioSequence;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The committed baseline: CSV {@code scenario,sequence,ratio,tolerance_pct,runs,spread_pct,metric}. */
public record BaselineFile(List<BaselineEntry> entries) {

    public static final String METRIC_TIME_RATIO = "time_ratio_vs_plain";
    static final List<String> HEADER = List.of("scenario", "sequence", "ratio", "tolerance_pct", "runs",
            "spread_pct", "metric");

    public BaselineFile {
        entries = List.copyOf(entries);
    }

    public Optional<BaselineEntry> entry(ScenarioSequence key) {
        return entries.stream().filter(e -> e.key().equals(key)).findFirst();
    }

    public static BaselineFile read(Path file) throws IOException {
        List<BaselineEntry> entries = new ArrayList<>();
        for (CsvRow row : CsvFiles.readRows(file, HEADER)) {
            String metric = row.requireText("metric");
            if (!metric.equals(METRIC_TIME_RATIO)) {
                throw row.fail("metric", "'" + metric + "' is not supported (expected " + METRIC_TIME_RATIO + ")");
            }
            double ratio = positive(row, "ratio");
            double tolerance = positive(row, "tolerance_pct");
            Double spread = row.optionalDouble("spread_pct");
            entries.add(new BaselineEntry(row.requireText("scenario"), row.requireText("sequence"), ratio,
                    tolerance, row.requireInt("runs"), spread == null ? 0 : spread, metric));
        }
        return new BaselineFile(entries);
    }

    public void write(Path file) throws IOException {
        CsvFiles.writeAll(file, HEADER, entries.stream()
                .map(e -> List.<Object>of(e.scenario(), e.sequence(), round(e.ratio(), 4), round(e.tolerancePct(), 1),
                        e.runs(), round(e.spreadPct(), 1), e.metric()))
                .toList());
    }

    private static double positive(CsvRow row, String column) throws ResultFileException {
        Double value = row.optionalDouble(column);
        if (value == null || value <= 0) {
            throw row.fail(column, "must be a positive number");
        }
        return value;
    }

    private static String round(double value, int decimals) {
        return new BigDecimal(value).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
    }
}
