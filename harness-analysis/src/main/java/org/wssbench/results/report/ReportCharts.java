package org.wssbench.results.report;

import org.wssbench.results.stats.LatencyHistograms;

import org.wssbench.results.MatrixOrder;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The report's figures, drawn off-screen with XChart from summary rows and raw requests. */
final class ReportCharts {

    private static final int WIDTH = 900;
    private static final int HEIGHT = 480;

    private final List<RunFolder> runs;

    public ReportCharts(List<RunFolder> runs) {
        this.runs = List.copyOf(runs);
    }

    /** All figures that the data supports, in report order. */
    public List<ChartImage> render() throws IOException {
        List<ChartImage> images = new ArrayList<>();
        images.add(timeRatios());
        Optional<ChartImage> secureConversation = secureConversationVsEncr();
        if (secureConversation.isPresent()) {
            images.add(secureConversation.get());
        }
        images.add(sizeRatios());
        for (RunFolder run : runs) {
            for (String sequence : sequences(List.of(run))) {
                Optional<ChartImage> latency = latencyDistribution(run, sequence);
                if (latency.isPresent()) {
                    images.add(latency.get());
                }
                Optional<ChartImage> split = timeSplit(run, sequence);
                if (split.isPresent()) {
                    images.add(split.get());
                }
            }
        }
        return images;
    }

    /** Sosnoski Fig. 1: total test time per scenario relative to plain, small and large side by side. */
    ChartImage timeRatios() throws IOException {
        CategoryChart chart = categoryChart("Test time normalised to plain (best total / plain best total)",
                "scenario", "x plain");
        List<String> scenarios = scenarios();
        for (RunFolder run : runs) {
            for (String sequence : sequences(List.of(run))) {
                addCategorySeries(chart, seriesName(run, sequence), scenarios,
                        s -> run.row(new ScenarioSequence(s, sequence)).map(SummaryRow::timeRatioVsPlain).orElse(null));
            }
        }
        return encode(chart, "time-ratio", "Figure 1. Test time per scenario normalised to plain, per sequence "
                + "(Sosnoski Fig. 1). Ratios are within each run.");
    }

    /** Sosnoski Fig. 2: secure conversation against one-shot encryption and plain. */
    Optional<ChartImage> secureConversationVsEncr() throws IOException {
        // Like with like: Sosnoski's secure conversation only encrypted (secureconversation-encr);
        // the SEI-like secureconversation (signed and encrypted) is drawn beside it for reference.
        List<String> compared = List.of("plain", "encr", "secureconversation-encr", "secureconversation");
        boolean present = runs.stream().anyMatch(run -> run.summary().stream()
                .anyMatch(r -> r.scenario().startsWith("secureconversation") || r.scenario().equals("encr")));
        if (!present) {
            return Optional.empty();
        }
        CategoryChart chart = categoryChart("Secure conversation vs encr vs plain", "sequence", "x plain");
        List<String> sequences = sequences(runs);
        for (RunFolder run : runs) {
            for (String scenario : compared) {
                if (run.summary().stream().noneMatch(r -> r.scenario().equals(scenario))) {
                    continue;
                }
                String name = runs.size() > 1 ? run.runId() + " " + scenario : scenario;
                addCategorySeries(chart, name, sequences,
                        seq -> run.row(new ScenarioSequence(scenario, seq)).map(SummaryRow::timeRatioVsPlain).orElse(null));
            }
        }
        return Optional.of(encode(chart, "secureconversation-vs-encr",
                "Figure 2. Secure conversation vs encr vs plain, test time normalised to plain (Sosnoski Fig. 2). "
                        + "Compare encr with secureconversation-encr (the token only encrypts the Body, as Sosnoski's "
                        + "did); secureconversation also signs (SEI's), so it compares with signencr."));
    }

    /** Sosnoski Fig. 3: message sizes relative to plain. */
    ChartImage sizeRatios() throws IOException {
        CategoryChart chart = categoryChart("Message size normalised to plain", "scenario", "x plain");
        List<String> scenarios = scenarios();
        for (RunFolder run : runs) {
            for (String sequence : sequences(List.of(run))) {
                addCategorySeries(chart, seriesName(run, sequence) + " request", scenarios, s -> run
                        .row(new ScenarioSequence(s, sequence)).map(SummaryRow::requestSizeRatioVsPlain).orElse(null));
                addCategorySeries(chart, seriesName(run, sequence) + " response", scenarios, s -> run
                        .row(new ScenarioSequence(s, sequence)).map(SummaryRow::responseSizeRatioVsPlain).orElse(null));
            }
        }
        return encode(chart, "size-ratio", "Figure 3. Mean request and response size normalised to plain "
                + "(Sosnoski Fig. 3).");
    }

    /** Percentile plot of the measured request times, one line per scenario. */
    Optional<ChartImage> latencyDistribution(RunFolder run, String sequence) throws IOException {
        if (!run.hasRequests()) {
            return Optional.empty();
        }
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title("Latency by percentile, " + sequence + " (" + run.runId() + ")")
                .xAxisTitle("percentile as nines: 0 = 0%, 1 = 90%, 2 = 99%, 3 = 99.9%").yAxisTitle("ms (log)").build();
        style(chart.getStyler());
        // x counts "nines", log10(1/(1-p)), so 90%, 99%, 99.9% are evenly spaced like HdrHistogram
        // plots. Plain numeric ticks: XChart's custom tick formatter can loop forever on such axes.
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setXAxisDecimalPattern("0.#");
        chart.getStyler().setMarkerSize(0);
        boolean any = false;
        for (String scenario : scenarios()) {
            long[] nanos = run.measuredClientNs(new ScenarioSequence(scenario, sequence));
            if (nanos.length < 2) {
                continue;
            }
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            Histogram histogram = LatencyHistograms.of(nanos);
            for (HistogramIterationValue v : histogram.percentiles(5)) {
                double percentile = v.getPercentileLevelIteratedTo();
                if (percentile >= 100) {
                    break;
                }
                xs.add(Math.log10(1 / (1 - percentile / 100)));
                ys.add(Math.max(v.getValueIteratedTo() / 1e6, 1e-3));
            }
            if (xs.size() >= 2) {
                chart.addSeries(scenario, xs, ys).setMarker(SeriesMarkers.NONE);
                any = true;
            }
        }
        if (!any) {
            return Optional.empty();
        }
        return Optional.of(encode(chart, "latency-" + fileSafe(run.runId()) + "-" + fileSafe(sequence),
                "Figure 4. Distribution of measured request times, " + sequence + " sequence, run " + run.runId()
                        + " (HdrHistogram, 3 significant digits)."));
    }

    /** Stacked means: where a request's time goes, as far as the server reports it. */
    Optional<ChartImage> timeSplit(RunFolder run, String sequence) throws IOException {
        List<SummaryRow> rows = run.summary().stream()
                .filter(r -> r.sequence().equals(sequence) && r.serverTotalMsMean() != null && r.meanMs() != null)
                .toList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        CategoryChart chart = categoryChart("Mean time per request split, " + sequence + " (" + run.runId() + ")",
                "scenario", "ms");
        chart.getStyler().setStacked(true);
        List<String> scenarios = rows.stream().map(SummaryRow::scenario).toList();
        chart.addSeries("client only (client - server total)", scenarios,
                rows.stream().map(r -> orZero(r.clientOnlyMsMean())).toList());
        chart.addSeries("server security (in + out)", scenarios,
                rows.stream().map(r -> orZero(r.serverSecurityMsMean())).toList());
        chart.addSeries("server business", scenarios, rows.stream().map(r -> orZero(r.serverAppMsMean())).toList());
        // The remainder keeps the bar height equal to the server total: framework, parsing, transport.
        chart.addSeries("server other", scenarios, rows.stream().map(r -> Math.max(0, r.serverTotalMsMean()
                - orZero(r.serverSecurityMsMean()) - orZero(r.serverAppMsMean()))).toList());
        return Optional.of(encode(chart, "split-" + fileSafe(run.runId()) + "-" + fileSafe(sequence),
                "Figure 5. Mean time per measured request split into client-only, server security, server "
                        + "business and other server time, " + sequence + " sequence, run " + run.runId() + "."));
    }

    private CategoryChart categoryChart(String title, String xTitle, String yTitle) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        style(chart.getStyler());
        chart.getStyler().setXAxisLabelRotation(30);
        chart.getStyler().setOverlapped(false);
        return chart;
    }

    static void style(Styler styler) {
        styler.setLegendPosition(Styler.LegendPosition.OutsideS);
        styler.setLegendLayout(Styler.LegendLayout.Horizontal);
        styler.setChartBackgroundColor(java.awt.Color.WHITE);
        styler.setAntiAlias(true);
    }

    private static void addCategorySeries(CategoryChart chart, String name, List<String> categories,
                                          Function<String, Double> value) {
        // XChart needs the same categories in every series; a cell not measured is drawn as 0 and
        // the summary table shows it as "-".
        chart.addSeries(name, categories, categories.stream().map(c -> orZero(value.apply(c))).toList());
    }

    private String seriesName(RunFolder run, String sequence) {
        return runs.size() > 1 ? run.runId() + " " + sequence : sequence;
    }

    /** Scenarios measured in any of the runs, in the runs' own matrix order. */
    private List<String> scenarios() {
        MatrixOrder order = RunFolder.order(runs);
        return runs.stream().flatMap(run -> run.summary().stream()).map(SummaryRow::scenario).distinct()
                .sorted(order.scenarioOrder()).toList();
    }

    private static List<String> sequences(List<RunFolder> runs) {
        MatrixOrder order = RunFolder.order(runs);
        return runs.stream().flatMap(run -> run.summary().stream()).map(SummaryRow::sequence).distinct()
                .sorted(order.sequenceOrder()).toList();
    }

    private static double orZero(Double value) {
        return value == null ? 0 : value;
    }

    static String fileSafe(String text) {
        return text.replaceAll("[^A-Za-z0-9._-]", "_").toLowerCase(Locale.ROOT);
    }

    static ChartImage encode(Chart<?, ?> chart, String name, String caption) throws IOException {
        byte[] png = BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        ByteArrayOutputStream svg = new ByteArrayOutputStream();
        VectorGraphicsEncoder.saveVectorGraphic(chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        return new ChartImage(name, caption, png, svg.toByteArray());
    }
}
