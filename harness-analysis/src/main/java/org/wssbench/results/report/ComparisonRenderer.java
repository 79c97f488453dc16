package org.wssbench.results.report;

import org.wssbench.results.CsvFiles;

import org.wssbench.results.compare.Comparison;
import org.wssbench.results.gate.GatedFigure;
import org.wssbench.results.compare.ComparisonRow;
import org.wssbench.results.stats.ConfidenceInterval;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVPrinter;

/** Renders a {@link Comparison} as a console table, Markdown or CSV. */
public final class ComparisonRenderer {

    static final List<String> COLUMNS = List.of("scenario", "sequence", "run", "time ratio", "change",
            "figure", "figure change", "95% CI", "p (Holm)", "req size", "resp size", "steady", "verdict");

    public static final List<String> CSV_COLUMNS = List.of("metric", "scenario", "sequence", "run_id", "run_index",
            "time_ratio_vs_plain", "time_ratio_change_pct", "figure", "figure_change_pct",
            "ci95_low_pct", "ci95_high_pct", "request_size_ratio_vs_plain", "response_size_ratio_vs_plain",
            "verdict", "note", "p_value", "p_holm", "noise", "steady_state", "runs");

    private ComparisonRenderer() {
    }

    public static String render(Comparison comparison, ComparisonFormat format) {
        return switch (format) {
            case TABLE -> table(comparison);
            case MARKDOWN -> markdown(comparison);
            case CSV -> csv(comparison);
        };
    }

    /** The table's header. */
    static List<String> columns(Comparison comparison) {
        return COLUMNS;
    }

    static List<List<String>> cells(Comparison comparison) {
        List<List<String>> cells = new ArrayList<>();
        for (ComparisonRow row : comparison.rows()) {
            ConfidenceInterval ci = row.change();
            List<String> cell = new ArrayList<>(List.of(row.key().scenario(), row.key().sequence(), row.runId(),
                    Numbers.ratio(row.timeRatio()), Numbers.signedPct(row.timeRatioChangePct()),
                    Numbers.ratio(row.figure()), change(ci), ci == null || Double.isNaN(ci.low()) ? Numbers.NOT_AVAILABLE
                            : Numbers.interval(ci), holm(row.pAdjusted()),
                    Numbers.ratio(row.requestSizeRatio()), Numbers.ratio(row.responseSizeRatio()),
                    row.steady() == null ? "?" : row.steady() ? "yes" : "NO"));
            cell.add(row.verdict().label());
            cells.add(cell);
        }
        return cells;
    }

    private static String change(ConfidenceInterval ci) {
        return ci == null ? Numbers.NOT_AVAILABLE : Numbers.signedPct(ci.estimate() * 100);
    }

    private static String holm(Double pAdjusted) {
        return pAdjusted == null ? Numbers.NOT_AVAILABLE : Numbers.fixed(pAdjusted, 3);
    }

    private static String table(Comparison comparison) {
        List<String> columns = columns(comparison);
        List<List<String>> cells = cells(comparison);
        int[] widths = new int[columns.size()];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = columns.get(c).length();
            for (List<String> row : cells) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        out.append("Comparison of runs: ").append(String.join(", ", comparison.runIds()))
                .append(" (changes relative to the first)\n");
        out.append(comparison.methodDescription()).append("\n\n");
        appendAligned(out, columns, widths);
        List<String> rule = new ArrayList<>();
        for (int width : widths) {
            rule.add("-".repeat(width));
        }
        appendAligned(out, rule, widths);
        cells.forEach(row -> appendAligned(out, row, widths));
        out.append('\n').append(mismatchText(comparison, "  - "));
        return out.toString();
    }

    private static void appendAligned(StringBuilder out, List<String> row, int[] widths) {
        for (int c = 0; c < row.size(); c++) {
            String cell = row.get(c);
            // Text columns left-aligned, numbers right-aligned.
            boolean text = c < 3 || c == row.size() - 1;
            String padded = text ? String.format("%-" + widths[c] + "s", cell)
                    : String.format("%" + widths[c] + "s", cell);
            out.append(padded).append(c == row.size() - 1 ? "" : "  ");
        }
        out.append('\n');
    }

    private static String markdown(Comparison comparison) {
        StringBuilder out = new StringBuilder();
        out.append("## Comparison of runs ").append(String.join(", ", comparison.runIds())).append("\n\n");
        out.append(comparison.methodDescription()).append("\n\n");
        List<String> columns = columns(comparison);
        out.append("| ").append(String.join(" | ", columns)).append(" |\n");
        out.append("|").append("---|".repeat(columns.size())).append('\n');
        for (List<String> row : cells(comparison)) {
            out.append("| ").append(String.join(" | ", row.stream().map(c -> c.replace("|", "\\|")).toList()))
                    .append(" |\n");
        }
        out.append("\n### Matrix check\n\n").append(mismatchText(comparison, "- "));
        return out.toString();
    }

    public static String mismatchText(Comparison comparison, String bullet) {
        if (!comparison.hasMismatches()) {
            return "Matrix check: all runs have the same scenarios and sequences and the same run.json "
                    + "catalogue/matrix/sequences and input files (policies, scenarios, workload).\n";
        }
        StringBuilder out = new StringBuilder("MATRIX MISMATCH: the runs do not measure the same things:\n");
        comparison.mismatches().forEach(m -> out.append(bullet).append(m).append('\n'));
        return out.toString();
    }

    private static String csv(Comparison comparison) {
        StringWriter text = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(text, CsvFiles.WRITE_FORMAT)) {
            printer.printRecord(CSV_COLUMNS);
            for (ComparisonRow row : comparison.rows()) {
                ConfidenceInterval ci = row.change();
                boolean interval = ci != null && !Double.isNaN(ci.low());
                List<Object> record = new ArrayList<>(java.util.Arrays.asList(GatedFigure.COLUMN, row.key().scenario(),
                        row.key().sequence(), row.runId(),
                        row.runIndex(), plain(row.timeRatio()), plain(row.timeRatioChangePct()),
                        plain(row.figure()), ci == null ? "" : plain(ci.estimate() * 100),
                        interval ? plain(ci.low() * 100) : "", interval ? plain(ci.high() * 100) : "",
                        plain(row.requestSizeRatio()), plain(row.responseSizeRatio()), row.verdict().csvName(),
                        row.note(), plain(row.pValue()), plain(row.pAdjusted()), row.noise(),
                        row.steady() == null ? "" : row.steady().toString(), row.runs()));
                printer.printRecord(record);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    private static String plain(Double value) {
        return value == null ? "" : Numbers.fixed(value, 6);
    }
}
