package org.wssbench.results.report;

import org.wssbench.results.ResourceUsage;
import org.wssbench.results.RunHealth;
import org.wssbench.results.CellDesign;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.compare.Comparison;
import org.wssbench.results.compare.RunComparator;

import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifestJson;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes report.html (self-contained: inline CSS, charts as data URIs, no network access) and
 * charts/*.png + *.svg for one run or a comparison of several runs.
 */
public final class ReportGenerator {

    private static final String CSS = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2em auto;max-width:1300px;
            color:#222;line-height:1.45;padding:0 1em}
            h1{font-size:1.7em}h2{border-bottom:2px solid #ddd;padding-bottom:.2em;margin-top:2em}
            table{border-collapse:collapse;margin:.8em 0;font-size:.86em}
            th,td{border:1px solid #ccc;padding:.25em .55em;text-align:right}
            th{background:#f1f3f5}td:first-child,th:first-child{text-align:left}
            tbody tr:nth-child(even){background:#fafafa}
            .note{background:#eef6ff;border-left:4px solid #3b82f6;padding:.6em 1em}
            .warn{background:#fff4e5;border-left:4px solid #f59e0b;padding:.6em 1em}
            .published{background:#f7f7f7;border-left:4px solid #888;padding:.6em 1em}
            figure{margin:1.2em 0}figure img{max-width:100%;border:1px solid #ddd}
            div.scroll{overflow-x:auto;max-width:100%}
            figcaption{font-size:.9em;color:#555}code{background:#f1f3f5;padding:0 .2em}
            """;

    private ReportGenerator() {
    }

    /** Report for one run, written into the run folder. */
    public static Path generate(RunFolder run) throws IOException {
        return generate(List.of(run), run.directory());
    }

    /** Report for one or more runs, written into {@code outputDir}; returns the path of report.html. */
    public static Path generate(List<RunFolder> runs, Path outputDir) throws IOException {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a report needs at least one run");
        }
        // Charts are drawn off-screen; make sure AWT never looks for a display.
        System.setProperty("java.awt.headless", "true");
        Path chartsDir = RunFiles.in(outputDir).charts();
        Files.createDirectories(chartsDir);
        List<ChartImage> charts = new ArrayList<>(new ReportCharts(runs).render());
        List<SeiSection> sei = runs.stream().map(SeiSection::new).toList();
        for (SeiSection section : sei) {
            charts.addAll(section.charts());
        }
        List<VanEngelenZhangSection> vez = runs.stream().map(VanEngelenZhangSection::new).toList();
        List<ChartImage> files = new ArrayList<>(charts);
        for (VanEngelenZhangSection section : vez) {
            files.addAll(section.charts());
        }
        for (ChartImage chart : files) {
            Files.write(chartsDir.resolve(chart.name() + ".png"), chart.png());
            if (chart.svg() != null) {
                Files.write(chartsDir.resolve(chart.name() + ".svg"), chart.svg());
            }
        }
        Path html = RunFiles.in(outputDir).report();
        Files.writeString(html, html(runs, charts, sei, vez), StandardCharsets.UTF_8);
        if (runs.size() == 1) {
            sei.get(0).writeCsv(outputDir);
        }
        return html;
    }

    static String html(List<RunFolder> runs, List<ChartImage> charts) {
        return html(runs, charts, runs.stream().map(SeiSection::new).toList(),
                runs.stream().map(VanEngelenZhangSection::new).toList());
    }

    /**
     * The page; {@code charts} go under "Figures", the studies' sections show their own charts inline.
     * {@code sei} and {@code vez} hold one section per run, in the runs' order.
     */
    static String html(List<RunFolder> runs, List<ChartImage> charts, List<SeiSection> sei, List<VanEngelenZhangSection> vez) {
        StringBuilder out = new StringBuilder();
        String title = "wss-bench report: " + String.join(" vs ", runs.stream().map(RunFolder::runId).toList());
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(Html.escape(title)).append("</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
        out.append("<h1>").append(Html.escape(title)).append("</h1>\n");
        out.append("<p class=\"note\">What SOAP message security costs on <b>this machine</b>: each secured "
                + "scenario is timed against the unsecured <code>plain</code> scenario of the same run and "
                + "sequence. Ratios (\"x plain\") are the result; absolute milliseconds depend on the machine. "
                + "Generated " + Instant.now().truncatedTo(ChronoUnit.SECONDS) + " from the raw per-request "
                + "data.</p>\n");
        for (int i = 0; i < runs.size(); i++) {
            out.append(new RunSummarySection(runs.get(i), claims(runs.get(i), sei.get(i), vez.get(i))).html());
        }
        appendHealth(out, runs);
        if (runs.size() > 1) {
            appendComparison(out, runs);
        }
        out.append("<h2>Figures</h2>\n");
        for (ChartImage chart : charts) {
            out.append("<figure><img alt=\"").append(Html.escape(chart.caption())).append("\" src=\"")
                    .append(chart.pngDataUri()).append("\"><figcaption>").append(Html.escape(chart.caption()))
                    .append(" File: charts/").append(Html.escape(chart.name())).append(".png</figcaption></figure>\n");
        }
        for (RunFolder run : runs) {
            appendSummary(out, run);
        }
        FloorSection.append(out, runs);
        for (RunFolder run : runs) {
            out.append(StackTable.htmlSection(run.runId(), run.requests()));
        }
        for (SeiSection section : sei) {
            out.append(section.html());
        }
        appendPublished(out, runs, sei, vez);
        appendRunFacts(out, runs);
        out.append("</body>\n</html>\n");
        return out.toString();
    }

    /**
     * The published studies' claims tested on one run, for its summary: Sosnoski's, SEI's where the run
     * has SEI's workload, van Engelen and Zhang's, Liu, Pallickara and Fox's.
     */
    static List<ClaimCheck> claims(RunFolder run, SeiSection sei, VanEngelenZhangSection vez) {
        List<ClaimCheck> claims = new ArrayList<>(SosnoskiClaims.claims(run));
        if (sei.hasSeiWorkload()) {
            for (SeiAgreement.Finding f : new SeiAgreement(sei.figures()).findings()) {
                claims.add(new ClaimCheck(PublishedResults.SEI_SHORT, f.claim(), f.sei(), f.thisRun(), f.verdict(), f.cause()));
            }
        }
        claims.addAll(vez.claims());
        claims.addAll(new LiuPallickaraFoxSection(run).claims());
        return claims;
    }

    private static void appendRunFacts(StringBuilder out, List<RunFolder> runs) {
        out.append("<h2>Test environment (run.json)</h2>\n");
        Set<String> keys = new LinkedHashSet<>();
        for (RunFolder run : runs) {
            run.manifest().ifPresent(m -> keys.addAll(RunManifestJson.facts(m).keySet()));
        }
        if (keys.isEmpty()) {
            out.append(Html.paragraph("No run.json found: versions and hardware are unknown."));
            return;
        }
        List<String> headers = new ArrayList<>(List.of("fact"));
        runs.forEach(run -> headers.add(run.runId()));
        List<List<String>> rows = new ArrayList<>();
        for (String key : keys) {
            List<String> row = new ArrayList<>(List.of(key));
            for (RunFolder run : runs) {
                String value = run.manifest().map(m -> RunManifestJson.facts(m).get(key)).orElse(null);
                row.add(Numbers.of(value));
            }
            rows.add(row);
        }
        out.append(Html.table(headers, rows));
    }

    private static void appendHealth(StringBuilder out, List<RunFolder> runs) {
        List<String> problems = runs.stream().flatMap(run -> RunHealth.problems(run).stream()).toList();
        if (!problems.isEmpty()) {
            out.append("<div class=\"warn\"><b>Caution:</b><ul>");
            problems.forEach(p -> out.append("<li>").append(Html.escape(p)).append("</li>"));
            out.append("</ul></div>\n");
        }
    }

    private static void appendComparison(StringBuilder out, List<RunFolder> runs) {
        Comparison comparison = new RunComparator().compare(runs);
        out.append("<h2>Comparison with the first run</h2>\n").append(Html.paragraph(comparison.methodDescription()));
        out.append(Html.table(ComparisonRenderer.columns(comparison), ComparisonRenderer.cells(comparison)));
        out.append("<div class=\"").append(comparison.hasMismatches() ? "warn" : "note").append("\"><pre>")
                .append(Html.escape(ComparisonRenderer.mismatchText(comparison, "  - "))).append("</pre></div>\n");
    }

    private static void appendSummary(StringBuilder out, RunFolder run) {
        out.append("<h2>Summary of run ").append(Html.escape(run.runId())).append("</h2>\n");
        out.append(Html.paragraph("Times in ms over measured (non-warm-up) successful requests of all "
                + "repetitions; best total = fastest clean repetition; first = startup cost (first request, "
                + "warm-up included); conv. = index of the first request no slower than the mean."));
        List<String> headers = List.of("scenario", "sequence", "requests", "errors", "best total", "x plain",
                "mean", "median", "stddev", "p90", "p99", "max", "first", "conv.", "req/s", "req bytes",
                "resp bytes", "req x plain", "resp x plain", "client-only", "srv security", "srv business");
        List<List<String>> rows = new ArrayList<>();
        for (SummaryRow r : run.summary()) {
            rows.add(List.of(r.scenario(), r.sequence(), String.valueOf(r.requests()), String.valueOf(r.errors()),
                    Numbers.fixed(r.bestTotalMs(), 1), Numbers.ratio(r.timeRatioVsPlain()), ms(r.meanMs()),
                    ms(r.medianMs()), ms(r.stddevMs()), ms(r.p90Ms()), ms(r.p99Ms()), ms(r.maxMs()),
                    ms(r.firstRequestMs()), Numbers.of(r.convergenceIndex()), Numbers.fixed(r.throughputRps(), 1),
                    Numbers.fixed(r.requestBytesMean(), 0), Numbers.fixed(r.responseBytesMean(), 0),
                    Numbers.ratio(r.requestSizeRatioVsPlain()), Numbers.ratio(r.responseSizeRatioVsPlain()),
                    ms(r.clientOnlyMsMean()), ms(r.serverSecurityMsMean()), ms(r.serverAppMsMean())));
        }
        out.append(Html.table(headers, rows));
        appendResources(out, run);
        appendMeasuringDesign(out, run);
    }

    /** How far each cell was warmed up, whether it got steady, and whether it stayed so while measured. */
    private static void appendMeasuringDesign(StringBuilder out, RunFolder run) {
        if (run.summary().stream().allMatch(r -> r.design().equals(CellDesign.NONE)
                && r.roundRatios().measuredDriftPct() == null)) {
            return;
        }
        List<String> headers = List.of("scenario", "sequence", "warm-up requests", "warm-up rounds", "steady",
                "measured rounds", "reconnects", "drift, last third vs first");
        List<List<String>> rows = new ArrayList<>();
        for (SummaryRow r : run.summary()) {
            CellDesign d = r.design();
            rows.add(List.of(r.scenario(), r.sequence(), Numbers.of(d.warmupRequests()), Numbers.of(d.warmupRounds()),
                    d.steadyState() == null ? "" : d.steadyState() ? "yes" : "NO", Numbers.of(d.rounds()),
                    Numbers.of(d.reconnects()), Numbers.signedPct(r.roundRatios().measuredDriftPct())));
        }
        out.append("<h3>Warm-up and steady state</h3>\n").append(Html.paragraph("steady: the cell's warm-up rounds "
                + "stopped changing before its cap (warmup.csv). drift: the last third of the measured rounds against "
                + "the first (summary.csv measured_drift_pct; the ratio to plain of the same round, plain's own time for "
                + "plain); a few percent either way in one cell of one run is noise, a drift shared by all secured cells "
                + "is not."));
        out.append(Html.table(headers, rows));
    }

    private static void appendResources(StringBuilder out, RunFolder run) {
        boolean any = run.summary().stream().anyMatch(r -> !r.client().equals(ResourceUsage.NONE)
                || !r.server().equals(ResourceUsage.NONE));
        if (!any) {
            return;
        }
        List<String> headers = List.of("scenario", "sequence", "client heap after GC MB", "client GCs",
                "client GC ms", "client CPU ms", "server heap after GC MB", "server GCs", "server GC ms",
                "server CPU ms");
        List<List<String>> rows = new ArrayList<>();
        for (SummaryRow r : run.summary()) {
            rows.add(List.of(r.scenario(), r.sequence(), Numbers.fixed(r.client().heapAfterGcMb(), 1),
                    Numbers.of(r.client().gcCount()), Numbers.of(r.client().gcTimeMs()),
                    Numbers.of(r.client().cpuTimeMs()), Numbers.fixed(r.server().heapAfterGcMb(), 1),
                    Numbers.of(r.server().gcCount()), Numbers.of(r.server().gcTimeMs()),
                    Numbers.of(r.server().cpuTimeMs())));
        }
        out.append("<h3>Resource use</h3>\n").append(Html.table(headers, rows));
    }

    private static void appendPublished(StringBuilder out, List<RunFolder> runs, List<SeiSection> sei,
                                        List<VanEngelenZhangSection> vez) {
        out.append("<h2 id=\"published\">Published results for context</h2>\n<div class=\"published\">These numbers were "
                + "<b>published by others, years ago, on different hardware and software</b>. They are shown "
                + "only to compare the shape of the overhead, never as measurements of this machine.</div>\n");

        out.append("<h3>").append(Html.escape(PublishedResults.SOSNOSKI_2009)).append("</h3>\n");
        List<String> headers = new ArrayList<>(List.of("comparison", "published (Sosnoski 2009)"));
        runs.forEach(run -> headers.add("this machine: " + run.runId()));
        List<List<String>> rows = new ArrayList<>();
        for (PublishedResult figure : PublishedResults.sosnoski()) {
            List<String> row = new ArrayList<>(List.of(figure.comparison(), figure.published()));
            for (RunFolder run : runs) {
                row.add(figure.thisRun().apply(run));
            }
            rows.add(row);
        }
        out.append(Html.table(headers, rows));
        for (RunFolder run : runs) {
            out.append("<h4>Where ").append(Html.escape(run.runId())).append(" agrees with Sosnoski and where it does not</h4>\n")
                    .append(Html.paragraph("\"About\" agrees within " + SeiAgreement.SAME + "x either way; a bound is "
                            + "tested as the bound."))
                    .append(ClaimCheck.table(SosnoskiClaims.claims(run)));
        }

        for (SeiSection section : sei) {
            out.append(section.comparisonHtml());
        }
        for (VanEngelenZhangSection section : vez) {
            out.append(section.html());
        }
        for (RunFolder run : runs) {
            out.append(new LiuPallickaraFoxSection(run).html());
        }
    }

    private static String ms(Double value) {
        if (value == null) {
            return Numbers.NOT_AVAILABLE;
        }
        return Numbers.fixed(value, value < 10 ? 3 : 1);
    }
}
