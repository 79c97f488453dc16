package org.wssbench.results.report;

import org.wssbench.results.RunFiles;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.style.Styler;
import org.wssbench.results.compare.VariantSweep;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A variant sweep for people: a Markdown table (also printed by the sweep command), the same as
 * CSV, and a bar chart of each variant's time ratio to plain per sequence, written into the run
 * folder as sweep.md, sweep.csv, charts/sweep.png and charts/sweep.svg.
 */
public final class SweepReport {

    private final VariantSweep sweep;

    public SweepReport(VariantSweep sweep) {
        this.sweep = sweep;
    }

    public String markdown() {
        StringBuilder out = new StringBuilder();
        out.append("| variant | sequence | requests | errors | time ratio vs plain | round-median ratio | median ms "
                + "| request bytes | response bytes | server security ms | change vs ").append(sweep.control())
                .append(" | 95% CI | verdict |\n");
        out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (VariantSweep.Row r : sweep.rows()) {
            out.append("| ").append(r.scenario()).append(" | ").append(r.sequence()).append(" | ").append(r.requests())
                    .append(" | ").append(r.errors()).append(" | ").append(Numbers.ratio(r.timeRatio()))
                    .append(" | ").append(Numbers.ratio(r.roundRatio())).append(" | ").append(Numbers.fixed(r.medianMs(), 3))
                    .append(" | ").append(Numbers.fixed(r.requestBytes(), 0)).append(" | ").append(Numbers.fixed(r.responseBytes(), 0))
                    .append(" | ").append(Numbers.fixed(r.serverSecurityMs(), 3)).append(" | ")
                    .append(r.changeVsControl() == null ? "control" : Numbers.signedPct(r.changeVsControl().estimate() * 100))
                    .append(" | ").append(r.changeVsControl() == null ? Numbers.NOT_AVAILABLE
                            : "[" + Numbers.signedPct(r.changeVsControl().low() * 100) + ", "
                            + Numbers.signedPct(r.changeVsControl().high() * 100) + "]")
                    .append(" | ").append(r.verdict() == null ? Numbers.NOT_AVAILABLE : r.verdict().label()).append(" |\n");
        }
        out.append("\nOne run (").append(sweep.run().runId()).append("): ratios to plain of the same run; the change vs ")
                .append(sweep.control()).append(" (the base policy's own value, the control) is the per-round ratio's, "
                        + "with a 95% interval over the run's rounds only: run-to-run noise is not in it.\n");
        return out.toString();
    }

    public String csv() {
        StringBuilder out = new StringBuilder("variant,sequence,requests,errors,time_ratio_vs_plain,round_median_ratio,"
                + "median_ms,request_bytes_mean,response_bytes_mean,server_security_ms_mean,change_vs_control,"
                + "change_low,change_high,verdict\n");
        for (VariantSweep.Row r : sweep.rows()) {
            out.append(String.join(",", r.scenario(), r.sequence(), String.valueOf(r.requests()), String.valueOf(r.errors()),
                    cell(r.timeRatio()), cell(r.roundRatio()), cell(r.medianMs()), cell(r.requestBytes()),
                    cell(r.responseBytes()), cell(r.serverSecurityMs()),
                    r.changeVsControl() == null ? "" : cell(r.changeVsControl().estimate()),
                    r.changeVsControl() == null ? "" : cell(r.changeVsControl().low()),
                    r.changeVsControl() == null ? "" : cell(r.changeVsControl().high()),
                    r.verdict() == null ? "control" : r.verdict().label())).append('\n');
        }
        return out.toString();
    }

    /** Writes sweep.md, sweep.csv and charts/sweep.{png,svg} into the run folder; returns the Markdown. */
    public String write() throws IOException {
        RunFiles files = RunFiles.in(sweep.run().directory());
        String markdown = markdown();
        Files.writeString(files.sweepMarkdown(), markdown, StandardCharsets.UTF_8);
        Files.writeString(files.sweepCsv(), csv(), StandardCharsets.UTF_8);
        CategoryChart chart = chart();
        Path charts = Files.createDirectories(files.charts());
        Files.write(charts.resolve("sweep.png"), BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
        ByteArrayOutputStream svg = new ByteArrayOutputStream();
        VectorGraphicsEncoder.saveVectorGraphic(chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        Files.write(charts.resolve("sweep.svg"), svg.toByteArray());
        return markdown;
    }

    CategoryChart chart() {
        CategoryChart chart = new CategoryChartBuilder().width(900).height(480)
                .title("Variant sweep: time normalised to plain (best total / plain best total), run " + sweep.run().runId())
                .xAxisTitle("variant").yAxisTitle("x plain").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        chart.getStyler().setXAxisLabelRotation(30);
        chart.getStyler().setOverlapped(false);
        Set<String> sequences = new LinkedHashSet<>();
        sweep.rows().forEach(r -> sequences.add(r.sequence()));
        for (String sequence : sequences) {
            List<String> names = new ArrayList<>();
            List<Double> values = new ArrayList<>();
            for (String scenario : sweep.scenarios()) {
                sweep.rows().stream().filter(r -> r.scenario().equals(scenario) && r.sequence().equals(sequence))
                        .findFirst().ifPresent(r -> {
                            names.add(scenario);
                            values.add(r.timeRatio() == null ? 0.0 : r.timeRatio());
                        });
            }
            if (!names.isEmpty()) {
                chart.addSeries(sequence, names, values);
            }
        }
        return chart;
    }

    private static String cell(Double value) {
        return value == null || value.isNaN() ? "" : String.format(java.util.Locale.ROOT, "%.4f", value);
    }
}
