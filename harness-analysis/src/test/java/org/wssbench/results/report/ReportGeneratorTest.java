package org.wssbench.results.report;

import org.wssbench.results.Fixtures;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportGeneratorTest {

    private static final Pattern EXTERNAL = Pattern.compile("(src|href)\\s*=\\s*\"(https?:)?//|https?://",
            Pattern.CASE_INSENSITIVE);

    @TempDir
    Path dir;

    private static Map<String, Double> fullCatalogue() {
        Map<String, Double> scenarios = new LinkedHashMap<>(Fixtures.typicalScenarios());
        scenarios.put("ssl", 1.8);
        scenarios.put("signencr", 9.0);
        return scenarios;
    }

    @Test
    void singleRunReportIsSelfContainedWithCharts() throws Exception {
        RunFolder run = Fixtures.writeRun(dir.resolve("run-a"), "run-a", fullCatalogue(), 11, 2, 40);
        Path html = ReportGenerator.generate(run);

        assertEquals(RunFiles.in(run.directory()).report(), html);
        String text = Files.readString(html);
        assertFalse(EXTERNAL.matcher(text).find(), "report must not reference network resources");
        assertTrue(text.contains("data:image/png;base64,"));
        assertTrue(text.contains("Sosnoski 2009") && text.contains("CMU/SEI-2010-TR-023"));
        assertTrue(text.contains("different hardware and software"), "published values say what differs");
        assertTrue(text.contains("Test CPU") && text.contains("3.0.3"), "run.json facts shown");
        assertTrue(text.contains("Summary of run run-a"));

        List<String> pngs = chartFiles(run.directory(), ".png");
        assertTrue(pngs.containsAll(List.of("time-ratio.png", "secureconversation-vs-encr.png", "size-ratio.png",
                "latency-run-a-small.png", "latency-run-a-large.png", "split-run-a-small.png")), pngs.toString());
        for (String png : pngs) {
            byte[] bytes = Files.readAllBytes(RunFiles.in(run.directory()).charts().resolve(png));
            assertEquals((byte) 0x89, bytes[0], png + " is a PNG");
            assertEquals('P', bytes[1]);
        }
        assertEquals(pngs.size(), chartFiles(run.directory(), ".svg").size());
    }

    @Test
    void comparisonReportShowsComparisonTable() throws Exception {
        RunFolder a = Fixtures.writeRun(dir.resolve("a"), "run-a", fullCatalogue(), 11, 2, 30);
        RunFolder b = Fixtures.writeRun(dir.resolve("b"), "run-b", fullCatalogue(), 12, 2, 30);
        Path html = ReportGenerator.generate(List.of(a, b), dir.resolve("compare"));
        String text = Files.readString(html);
        assertTrue(text.contains("Comparison with the first run"));
        assertTrue(text.contains("never on raw milliseconds"));
        assertTrue(text.contains("Summary of run run-a") && text.contains("Summary of run run-b"));
        assertFalse(EXTERNAL.matcher(text).find());
        assertTrue(chartFiles(dir.resolve("compare"), ".png").contains("latency-run-b-large.png"));
    }

    @Test
    void reportOpensWithTheSummaryAndEndsWithTheEnvironment() throws Exception {
        RunFolder run = Fixtures.writeRun(dir.resolve("run-a"), "run-a", fullCatalogue(), 11, 2, 40);
        String text = Files.readString(ReportGenerator.generate(run));
        int glance = text.indexOf("At a glance: run run-a");
        int figures = text.indexOf("<h2>Figures");
        int published = text.indexOf("<h2 id=\"published\">Published results");
        int environment = text.indexOf("<h2>Test environment");
        assertTrue(glance > 0 && glance < figures, "summary before the first figure");
        assertTrue(environment > published, "environment after the published results, at the end");
        String summary = text.substring(glance, figures);
        assertTrue(summary.contains("x plain, small") && summary.contains("x plain, large"), summary);
        // Fixtures: server total 70 % of the client time, security in + out 35 %, business 35 %.
        assertTrue(summary.contains("client 30 / security 35 / business 35 / other 0 %"), summary);
        assertTrue(summary.contains("Gate: not judged for this run"), summary);
        assertTrue(summary.contains("van Engelen and Zhang: this run confirms"), summary);
        assertTrue(summary.contains("Sosnoski 2009: this run confirms"), summary);
        assertTrue(text.contains("Where run-a agrees with Sosnoski"));
    }

    @Test
    void summaryShowsTheGateVerdictOfTheRunFolder() throws Exception {
        RunFolder run = Fixtures.writeRun(dir.resolve("run-a"), "run-a", fullCatalogue(), 11, 2, 20);
        Files.writeString(run.directory().resolve("gate.json"), "{\"verdict\": \"pass\", \"first_line\": \"PASS: 9 cells\"}");
        String text = Files.readString(ReportGenerator.generate(run));
        assertTrue(text.contains("Gate: pass (PASS: 9 cells), from gate.json."));
    }

    @Test
    void unreadableGateJsonNamesTheFile() throws Exception {
        RunFolder run = Fixtures.writeRun(dir.resolve("run-a"), "run-a", fullCatalogue(), 11, 2, 20);
        Path gate = run.directory().resolve("gate.json");
        Files.writeString(gate, "{\"first_line\": \"no verdict\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReportGenerator.generate(run));
        assertTrue(e.getMessage().contains(gate.toString()) && e.getMessage().contains("verdict"), e.getMessage());
    }

    /** Renders the page in headless Chromium when it is installed; otherwise skipped. */
    @Test
    void rendersInHeadlessChromium() throws Exception {
        Path chromium = Path.of("/usr/bin/chromium");
        assumeTrue(Files.isExecutable(chromium), "chromium not installed");
        RunFolder run = Fixtures.writeRun(dir.resolve("run-a"), "run-a", fullCatalogue(), 11, 2, 40);
        Path html = ReportGenerator.generate(run);
        Path screenshot = Path.of("target", "report-screenshot.png").toAbsolutePath();
        Files.deleteIfExists(screenshot);
        Process process = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + dir.resolve("profile"), "--screenshot=" + screenshot,
                "--window-size=1400,3000", html.toUri().toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("chromium.log").toFile()).start();
        assumeTrue(process.waitFor(120, TimeUnit.SECONDS), "chromium did not finish");
        assertTrue(Files.size(screenshot) > 10_000, "screenshot written");
    }

    private static List<String> chartFiles(Path runDir, String suffix) throws Exception {
        try (Stream<Path> files = Files.list(RunFiles.in(runDir).charts())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(suffix)).sorted().toList();
        }
    }
}
